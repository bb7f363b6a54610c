import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { ui } from './ui/styles';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Page-level actions, at the right. */
  actions?: ReactNode;
}

export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className={css({ display: 'flex', alignItems: 'flex-end', gap: '4', flexWrap: 'wrap', mb: '6' })}>
      <div className={ui.grow}>
        <h1
          className={css({
            fontSize: '24px',
            fontWeight: 'bold',
            lineHeight: '1.3',
            letterSpacing: '-0.01em',
          })}
        >
          {title}
        </h1>
        {description && <p className={css({ mt: '1', color: 'fg.muted', maxW: '70ch' })}>{description}</p>}
      </div>
      {actions && <div className={css({ display: 'flex', gap: '2', flexShrink: 0 })}>{actions}</div>}
    </header>
  );
}
