import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { buttonClass } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { ConstructionIcon } from '../../components/icons';
import type { ScreenProps } from '../../routes.types';

const code = css({
  fontFamily: 'mono',
  fontSize: '13px',
  bg: 'canvas',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'sm',
  px: '1.5',
  py: '0.5',
  color: 'fg',
});

/** The placeholder of a route whose screen a later issue delivers: names it and its route. */
export default function PlannedScreen({ route }: Partial<ScreenProps>) {
  return (
    <EmptyState
      as="h1"
      icon={<ConstructionIcon size={26} />}
      title={route?.title ?? 'Coming soon'}
      actions={
        <Link href="/dashboard" className={buttonClass({ variant: 'secondary' })}>
          Back to the dashboard
        </Link>
      }
    >
      <p>
        This screen arrives with a later release of Dockhand.
        {route && (
          <>
            {' '}
            Its route is <code className={code}>{route.path}</code>
            {route.area !== 'General' && <> in the {route.area} area</>}.
          </>
        )}
      </p>
    </EmptyState>
  );
}
