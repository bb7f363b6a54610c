import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { buttonClass } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { CompassIcon } from '../../components/icons';
import { useIsInShell } from '../../components/layout/app-shell';
import type { ScreenProps } from '../../routes';

/** Any unknown path (spec §2), inside the signed-in shell or on its own. */
export default function NotFoundScreen(_props: Partial<ScreenProps>) {
  const inShell = useIsInShell();
  const page = (
    <EmptyState
      as="h1"
      icon={<CompassIcon size={26} />}
      title="Error 404"
      actions={
        <Link href="/dashboard" className={buttonClass()}>
          Go to the dashboard
        </Link>
      }
    >
      <p>The page you asked for does not exist, was moved, or is not available to your account.</p>
    </EmptyState>
  );
  if (inShell) return page;
  return (
    <main className={css({ minH: '100vh', display: 'grid', placeItems: 'center', p: '6' })}>
      <div className={css({ w: 'full', maxW: '560px' })}>{page}</div>
    </main>
  );
}
