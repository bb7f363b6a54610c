import { Menu } from '../ui';
import { css } from 'styled-system/css';
import { useLocation } from 'wouter';
import { useSession } from '../../machines/use-app';
import { ChevronDownIcon, LogOutIcon, UserIcon } from '../icons';
import { ui } from '../ui/styles';

const initialsOf = (first: string, last: string, fallback: string) =>
  `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || fallback.charAt(0).toUpperCase();

const styles = {
  trigger: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    h: '9',
    pl: '1',
    pr: '2',
    borderRadius: 'full',
    cursor: 'pointer',
    color: 'fg',
    _hover: { bg: 'canvas' },
    _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '2px' },
    _open: { bg: 'canvas' },
  }),
  avatar: css({
    display: 'grid',
    placeItems: 'center',
    w: '7',
    h: '7',
    borderRadius: 'full',
    bg: 'nav',
    color: 'white',
    fontSize: '11px',
    fontWeight: 'bold',
    letterSpacing: '0.02em',
  }),
};

/** The signed-in user's menu in the top bar: My Account and Log out. */
export function UserMenu() {
  const { user, logout } = useSession();
  const [, navigate] = useLocation();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end', gutter: 6 }}
      onSelect={({ value }) => (value === 'logout' ? logout() : navigate('/my-account'))}
    >
      <Menu.Trigger aria-label="User menu" className={styles.trigger}>
        <span className={styles.avatar} aria-hidden="true">
          {initialsOf(user.firstName, user.lastName, user.email)}
        </span>
        <span className={ui.medium}>{user.fullName}</span>
        <ChevronDownIcon className={ui.muted} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner>
          <Menu.Content>
            <div
              className={css({ px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border', mb: '1' })}
            >
              <p className={ui.semibold}>{user.fullName}</p>
              <p className={ui.mutedSmall}>{user.email}</p>
            </div>
            <Menu.Item value="account">
              <UserIcon /> My Account
            </Menu.Item>
            <Menu.Item value="logout">
              <LogOutIcon /> Log out
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
