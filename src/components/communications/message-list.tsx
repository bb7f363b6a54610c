/**
 * The open channel's messages, oldest first: older pages load when scrolled to the top (or with the
 * button), the view stays put while they arrive above and follows new messages at the bottom. Day
 * dividers, one header per run of messages by one author, a marker where the unread ones begin, and
 * the outbox (sending, or not sent with retry and discard).
 */
import { useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { Button } from '../button';
import type { ChannelMessage } from '../../domain/communications';
import type { ChannelView } from '../../machines/communications/use-channel';
import { MessageBody } from './message-body';
import { ui } from '../ui/styles';
import { formatInstantZoned, formatLongDay, formatTime } from '../format';

const RUN_GAP_MS = 5 * 60_000;
const NEAR_EDGE_PX = 80;

const styles = {
  scroller: css({ flex: '1', minH: '0', overflowY: 'auto', px: '5', py: '3' }),
  older: css({ display: 'flex', justifyContent: 'center', py: '2' }),
  divider: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    my: '3',
    fontSize: '12px',
    fontWeight: 'semibold',
    color: 'fg.muted',
    _before: { content: '""', flex: '1', h: '1px', bg: 'border' },
    _after: { content: '""', flex: '1', h: '1px', bg: 'border' },
  }),
  unread: css({ color: 'danger', _before: { bg: 'danger.subtle' }, _after: { bg: 'danger.subtle' } }),
  message: css({ py: '0.5', px: '2', mx: '-2', borderRadius: 'md', _hover: { bg: 'canvas' } }),
  head: css({ display: 'flex', alignItems: 'baseline', gap: '2', mt: '2.5' }),
  author: ui.semibold,
  time: ui.subtleCaption,
  pending: css({ opacity: 0.6 }),
  failed: css({
    color: 'danger',
    fontSize: '13px',
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    mt: '1',
  }),
  empty: ui.placeholder,
};

// Days and times in the user's timezone, as on every screen.
const day = formatLongDay;
const time = formatTime;

function startsRun(message: ChannelMessage, previous: ChannelMessage | undefined): boolean {
  return (
    !previous ||
    previous.authorId !== message.authorId ||
    Date.parse(message.createdAt) - Date.parse(previous.createdAt) > RUN_GAP_MS
  );
}

export function MessageList({ view }: { view: ChannelView }) {
  const { messages, channel, outbox, userId } = view;
  const scroller = useRef<HTMLDivElement>(null);
  const fromBottom = useRef(0);
  const edges = useRef({ first: 0, last: 0 });
  // Where the unread messages began when the channel opened; it stays while the channel is open.
  const [readMark] = useState(() => channel?.lastReadMessageId ?? 0);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = messages[0]?.id ?? 0;
    const last = messages.at(-1)?.id ?? 0;
    const mine = messages.at(-1)?.authorId === userId;
    if (
      edges.current.last === 0 ||
      (last > edges.current.last && (fromBottom.current < NEAR_EDGE_PX || mine))
    )
      el.scrollTop = el.scrollHeight;
    else if (first < edges.current.first)
      el.scrollTop = el.scrollHeight - el.clientHeight - fromBottom.current;
    edges.current = { first, last };
    fromBottom.current = el.scrollHeight - el.clientHeight - el.scrollTop;
  }, [messages, userId]);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && outbox.length > 0) el.scrollTop = el.scrollHeight;
  }, [outbox.length]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    fromBottom.current = el.scrollHeight - el.clientHeight - el.scrollTop;
    if (el.scrollTop < NEAR_EDGE_PX && view.hasOlder && !view.isLoadingOlder) view.loadOlder();
  };

  const members = channel?.members ?? [];
  const firstUnread = messages.find((m) => m.id > readMark && m.authorId !== userId)?.id;
  return (
    <div ref={scroller} className={styles.scroller} onScroll={onScroll} role="log" aria-label="Messages">
      {view.hasOlder && (
        <div className={styles.older}>
          <Button variant="ghost" size="sm" loading={view.isLoadingOlder} onClick={view.loadOlder}>
            Load older messages
          </Button>
        </div>
      )}
      {view.olderError && (
        <p className={styles.failed}>Older messages could not be loaded: {view.olderError}</p>
      )}
      {messages.length === 0 && outbox.length === 0 && (
        <p className={styles.empty}>No messages yet. Say hello!</p>
      )}
      {messages.map((message, i) => {
        const previous = messages[i - 1];
        const newDay = !previous || day(previous.createdAt) !== day(message.createdAt);
        return (
          <div key={message.id}>
            {newDay && <div className={styles.divider}>{day(message.createdAt)}</div>}
            {message.id === firstUnread && (
              <div className={cx(styles.divider, styles.unread)}>New messages</div>
            )}
            <article
              className={styles.message}
              aria-label={`${message.authorName}, ${time(message.createdAt)}`}
            >
              {(newDay || startsRun(message, previous) || message.id === firstUnread) && (
                <header className={styles.head}>
                  <span className={styles.author}>{message.authorName}</span>
                  <time
                    className={styles.time}
                    dateTime={message.createdAt}
                    title={formatInstantZoned(message.createdAt)}
                  >
                    {time(message.createdAt)}
                  </time>
                </header>
              )}
              <MessageBody message={message} members={members} />
            </article>
          </div>
        );
      })}
      {outbox.map((item) => (
        <article key={item.clientKey} className={styles.message} aria-label="Your message, not yet sent">
          <p className={cx(ui.preWrap, item.status === 'queued' && styles.pending)}>{item.body}</p>
          {item.status === 'queued' ? (
            <p className={styles.time}>Sending…</p>
          ) : (
            <p className={styles.failed} role="alert">
              Not sent: {item.error}
              <Button size="sm" variant="secondary" onClick={() => view.retryMessage(item.clientKey)}>
                Retry
              </Button>
              <Button size="sm" variant="ghost" onClick={() => view.discardMessage(item.clientKey)}>
                Discard
              </Button>
            </p>
          )}
        </article>
      ))}
    </div>
  );
}
