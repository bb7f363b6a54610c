import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { ui } from './ui/styles';

interface EmptyStateProps {
  icon: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  /** The heading level: h1 when the empty state is the whole page. */
  as?: 'h1' | 'h2';
}

/** A centered message for "nothing here (yet)": planned screens, empty lists, missing pages. */
export function EmptyState({ icon, title, children, actions, as: Heading = 'h2' }: EmptyStateProps) {
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: '3',
        px: '8',
        py: '14',
        bg: 'surface',
        borderWidth: '1px',
        borderColor: 'border',
        borderRadius: 'xl',
      })}
    >
      <div
        className={css({
          display: 'grid',
          placeItems: 'center',
          w: '14',
          h: '14',
          borderRadius: 'full',
          bg: 'accent.subtle',
          color: 'accent',
        })}
      >
        {icon}
      </div>
      <Heading className={css({ fontSize: '20px', fontWeight: 'bold', mt: '1' })}>{title}</Heading>
      {children && <div className={css({ color: 'fg.muted', maxW: '52ch' })}>{children}</div>}
      {actions && <div className={cx(ui.row, ui.mt3)}>{actions}</div>}
    </div>
  );
}
