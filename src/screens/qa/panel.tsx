/** The card every part of the machine viewer sits in: a small heading, then the content. */
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

export function Panel({
  title,
  aside,
  className,
  children,
}: {
  title: string;
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className={cx(styles.panel, className)}>
      <header className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        {aside}
      </header>
      {children}
    </section>
  );
}

export function StatusBadge({ status }: { status: 'live' | 'stopped' | 'not running' }) {
  return <span className={cx(styles.badge, status === 'live' ? styles.live : styles.idle)}>{status}</span>;
}

const styles = {
  panel: css({
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'lg',
    p: '4',
    minW: '0',
  }),
  header: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', mb: '3' }),
  title: css({
    fontSize: '12px',
    fontWeight: 'semibold',
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: 'fg.muted',
  }),
  badge: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    flexShrink: '0',
    px: '2',
    py: '0.5',
    borderRadius: 'full',
    fontSize: '12px',
    fontWeight: 'medium',
    lineHeight: '1.4',
    whiteSpace: 'nowrap',
    _before: { content: '""', w: '1.5', h: '1.5', borderRadius: 'full', bg: 'currentColor' },
  }),
  live: css({ bg: 'success.subtle', color: 'success' }),
  idle: css({ bg: 'canvas', color: 'fg.muted', borderWidth: '1px', borderColor: 'border' }),
};
