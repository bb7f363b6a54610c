/**
 * The user's channels by kind (groups, direct messages, purchase orders, tickets), each with its unread
 * count and last message; the open one highlighted. Open groups the user could join follow.
 */
import { css, cx } from 'styled-system/css';
import { Link } from 'wouter';
import type { ChannelList as Channels, ChannelSummary } from '../../domain/communications';
import { channelHref, kindSections } from './channel-kinds';
import { JoinableGroups } from './joinable-groups';
import type { CommunicationsCalls } from '../../api/communications.api';

const styles = {
  root: css({ overflowY: 'auto', borderRightWidth: '1px', borderColor: 'border', py: '2' }),
  section: css({
    px: '4',
    pt: '3',
    pb: '1',
    fontSize: '11px',
    fontWeight: 'semibold',
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
    color: 'fg.muted',
  }),
  item: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: '2',
    mx: '2',
    px: '2.5',
    py: '2',
    borderRadius: 'md',
    color: 'fg',
    textDecoration: 'none',
    _hover: { bg: 'canvas' },
    _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '-2px' },
  }),
  active: css({ bg: 'accent.subtle', _hover: { bg: 'accent.subtle' } }),
  name: css({ fontWeight: 'medium', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  unreadName: css({ fontWeight: 'bold' }),
  preview: css({
    gridColumn: '1 / -1',
    fontSize: '12.5px',
    color: 'fg.muted',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
  count: css({
    minW: '5',
    h: '5',
    px: '1.5',
    borderRadius: 'full',
    bg: 'danger',
    color: 'white',
    fontSize: '11px',
    fontWeight: 'bold',
    display: 'grid',
    placeItems: 'center',
  }),
  empty: css({ px: '4', py: '1', fontSize: '13px', color: 'fg.subtle' }),
};

function ChannelRow({ channel, active }: { channel: ChannelSummary; active: boolean }) {
  const last = channel.lastMessage;
  return (
    <li>
      <Link
        href={channelHref(channel.id)}
        aria-current={active ? 'page' : undefined}
        aria-label={`${channel.name}${channel.unread > 0 ? `, ${channel.unread} unread` : ''}`}
        className={cx(styles.item, active && styles.active)}
      >
        <span className={cx(styles.name, channel.unread > 0 && styles.unreadName)}>{channel.name}</span>
        {channel.unread > 0 ? (
          <span className={styles.count} aria-hidden="true">
            {channel.unread > 99 ? '99+' : channel.unread}
          </span>
        ) : (
          <span />
        )}
        <span className={styles.preview}>
          {last ? `${last.authorName}: ${last.body}` : 'No messages yet'}
        </span>
      </Link>
    </li>
  );
}

export function ChannelList({
  list,
  error,
  openId,
  calls,
}: {
  list: Channels | null;
  error: string | null;
  openId: number | null;
  calls: CommunicationsCalls;
}) {
  return (
    <nav className={styles.root} aria-label="Channels">
      {error && <p className={styles.empty}>{error}</p>}
      {list === null && !error && <p className={styles.empty}>Loading…</p>}
      {list &&
        kindSections.map(({ kind, title }) => {
          const channels = list.items.filter((c) => c.kind === kind);
          if (channels.length === 0 && (kind === 'purchase_order' || kind === 'ticket')) return null;
          return (
            <div key={kind}>
              <h2 className={styles.section}>{title}</h2>
              {channels.length === 0 ? (
                <p className={styles.empty}>None yet</p>
              ) : (
                <ul>
                  {channels.map((c) => (
                    <ChannelRow key={c.id} channel={c} active={c.id === openId} />
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      {list && <JoinableGroups calls={calls} refreshKey={list.items.length} />}
    </nav>
  );
}
