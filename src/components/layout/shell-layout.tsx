import { useMemo, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { useLocation } from 'wouter';
import { useUnreadTotal } from '../../machines/communications/use-unread-total';
import { useChangelogUnseen } from '../../machines/docs/use-changelog-unseen';
import { HelpLinks } from '../help-links';
import { useSession } from '../../machines/use-app';
import { activeHref, visibleNavigation } from '../../navigation';
import { EnvBadge } from './env-badge';
import { NavSidebar } from './nav-sidebar';
import { UserMenu } from './user-menu';
import { ui } from '../ui/styles';

const styles = {
  root: css({ display: 'grid', gridTemplateColumns: '248px minmax(0, 1fr)', minH: '100vh' }),
  skip: css({
    position: 'absolute',
    left: '3',
    top: '-20',
    zIndex: 'skipLink',
    bg: 'surface',
    px: '3',
    py: '2',
    borderRadius: 'md',
    boxShadow: 'md',
    _focus: { top: '3' },
  }),
  topbar: css({
    position: 'sticky',
    top: '0',
    zIndex: 'sticky',
    display: 'flex',
    alignItems: 'center',
    gap: '4',
    h: '14',
    px: '8',
    bg: 'surface',
    borderBottomWidth: '1px',
    borderColor: 'border',
  }),
  main: css({ px: '8', py: '7', maxW: '1600px', w: 'full', outline: 'none' }),
};

/** The signed-in layout: dark sidebar navigation, top bar (environment, user menu) and the screen. */
export default function ShellLayout({
  children,
  refused = false,
  helpPattern = null,
}: {
  children: ReactNode;
  refused?: boolean;
  /** The route pattern whose help articles the top bar links to (help-links.tsx). */
  helpPattern?: string | null;
}) {
  const { user } = useSession();
  const [location] = useLocation();
  const groups = useMemo(() => visibleNavigation(user), [user]);
  // A refused route belongs to no entry the user has: lighting the nearest prefix would mislead.
  const active = refused ? null : activeHref(location, groups);
  const unreadMessages = useUnreadTotal();
  const unseenChangelog = useChangelogUnseen();
  return (
    <div className={styles.root}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <NavSidebar groups={groups} active={active} badges={{ unreadMessages, unseenChangelog }} />
      <div className={ui.columnShrink}>
        <header className={styles.topbar}>
          <EnvBadge />
          <HelpLinks pattern={helpPattern} />
          <div className={ui.fill} />
          <UserMenu />
        </header>
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
