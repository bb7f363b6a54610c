import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { buttonClass } from './button';
import { EmptyState } from './empty-state';
import { CompassIcon } from './icons';
import { useIsInShell } from './layout/app-shell';

/** Any unknown path (spec §2), inside the signed-in shell or on its own. */
export function NotFoundPage() {
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
