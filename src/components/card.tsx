import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { ui } from './ui/styles';

interface CardProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Shown at the right of the header (buttons, badges). */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** The heading level of the title; h2 inside a page. */
  as?: 'h2' | 'h3';
}

const styles = {
  root: css({
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'xl',
    boxShadow: '0 1px 2px rgba(16, 24, 40, 0.04)',
  }),
  header: css({ display: 'flex', alignItems: 'flex-start', gap: '4', px: '6', pt: '5' }),
  title: css({ fontSize: '16px', fontWeight: 'semibold', color: 'fg', lineHeight: '1.4' }),
  description: ui.description,
  body: css({ px: '6', py: '5' }),
};

export function Card({ title, description, actions, children, className, as: Heading = 'h2' }: CardProps) {
  return (
    <section className={cx(styles.root, className)}>
      {(title || actions) && (
        <header className={styles.header}>
          <div className={ui.grow}>
            {title && <Heading className={styles.title}>{title}</Heading>}
            {description && <p className={styles.description}>{description}</p>}
          </div>
          {actions}
        </header>
      )}
      <div className={styles.body}>{children}</div>
    </section>
  );
}
