import { useEffect, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { Link } from 'wouter';
import type { NavBadge, NavGroup } from '../../navigation';
import { PRODUCT_NAME, PRODUCT_VERSION } from '../../domain/constants';

const styles = {
  aside: css({
    position: 'sticky',
    top: '0',
    h: '100vh',
    display: 'flex',
    flexDirection: 'column',
    bg: 'nav',
    color: 'nav.fg',
  }),
  brand: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2.5',
    h: '14',
    px: '5',
    flexShrink: 0,
    color: 'white',
    textDecoration: 'none',
  }),
  nav: css({
    flex: '1',
    overflowY: 'auto',
    px: '3',
    pb: '6',
    scrollbarWidth: 'thin',
    scrollbarColor: 'rgba(255,255,255,0.2) transparent',
  }),
  groupLabel: css({
    px: '3',
    pt: '5',
    pb: '1.5',
    fontSize: '11px',
    fontWeight: 'semibold',
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: 'rgba(201, 209, 224, 0.6)',
  }),
  link: css({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    h: '8',
    px: '3',
    borderRadius: 'md',
    fontSize: '13.5px',
    color: 'nav.fg',
    textDecoration: 'none',
    _hover: { bg: 'rgba(255, 255, 255, 0.06)', color: 'white' },
    _focusVisible: { outline: '2px solid', outlineColor: 'white', outlineOffset: '-2px' },
  }),
  count: css({
    ml: 'auto',
    minW: '5',
    h: '5',
    px: '1.5',
    borderRadius: 'full',
    bg: '#ef4444',
    color: 'white',
    fontSize: '11px',
    fontWeight: 'bold',
    display: 'grid',
    placeItems: 'center',
  }),
  active: css({
    bg: 'nav.active',
    color: 'white',
    fontWeight: 'semibold',
    _hover: { bg: 'nav.active' },
    _before: {
      content: '""',
      position: 'absolute',
      left: '-3',
      top: '1.5',
      bottom: '1.5',
      w: '3px',
      borderRightRadius: 'sm',
      bg: '#60a5fa',
    },
  }),
};

/** The dark sidebar: product mark and the navigation the user may use, grouped by area. */
export function NavSidebar({
  groups,
  active,
  badges = {},
}: {
  groups: readonly NavGroup[];
  active: string | null;
  /** Live counts by badge name (unread messages); 0 shows nothing. */
  badges?: Partial<Record<NavBadge, number>>;
}) {
  const navRef = useRef<HTMLElement>(null);
  // The list is long for administrators: keep the highlighted entry in view.
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  return (
    <aside className={styles.aside}>
      <Link href="/dashboard" className={styles.brand}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        <span className={css({ fontWeight: 'bold', fontSize: '16px', letterSpacing: '-0.01em' })}>
          {PRODUCT_NAME}
        </span>
        <span className={css({ fontSize: '11px', color: 'nav.fg', opacity: 0.7, mt: '0.5' })}>
          v{PRODUCT_VERSION}
        </span>
      </Link>
      <nav ref={navRef} aria-label="Main" className={styles.nav}>
        {groups.map((group) => (
          <div key={group.label} role="group" aria-labelledby={`nav-group-${group.label}`}>
            <p id={`nav-group-${group.label}`} className={styles.groupLabel}>
              {group.label}
            </p>
            <ul>
              {group.entries.map((entry) => {
                const isActive = entry.href === active;
                const count = entry.badge ? (badges[entry.badge] ?? 0) : 0;
                return (
                  <li key={entry.href}>
                    <Link
                      href={entry.href}
                      aria-current={isActive ? 'page' : undefined}
                      aria-label={
                        count > 0
                          ? `${entry.label}, ${count} ${entry.badge === 'unseenChangelog' ? 'new' : 'unread'}`
                          : undefined
                      }
                      className={cx(styles.link, isActive && styles.active)}
                    >
                      {entry.label}
                      {count > 0 && (
                        <span className={styles.count} aria-hidden="true">
                          {count > 99 ? '99+' : count}
                        </span>
                      )}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}
