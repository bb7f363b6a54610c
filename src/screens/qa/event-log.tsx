/** The events the live actor received, newest first, with the time each arrived. */
import { css, cx } from 'styled-system/css';
import type { RecordedEvent } from '../../machines/registry';
import { Panel } from './panel';
import { ui } from '../../components/ui/styles';

const time = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
  hour12: false,
});

export function EventLog({ events, isLive }: { events: RecordedEvent[]; isLive: boolean }) {
  return (
    <Panel
      title="Recent events"
      aside={isLive && <span className={styles.count}>{events.length} (newest first)</span>}
    >
      {events.length === 0 ? (
        <p className={styles.empty}>
          {isLive ? 'No events yet.' : 'No actor of this machine is running, so there are no events to show.'}
        </p>
      ) : (
        <ol className={styles.list} aria-label="Recent events">
          {events.map((e, i) => (
            <li key={`${e.at}-${events.length - i}`} className={styles.item}>
              <time dateTime={new Date(e.at).toISOString()} className={styles.time}>
                {time.format(e.at)}
              </time>
              {/* xstate's own events (init, after, done/error of invoked actors) are muted. */}
              <code className={cx(styles.type, e.type.startsWith('xstate.') && styles.internal)}>
                {e.type}
              </code>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

const styles = {
  count: ui.caption,
  empty: ui.mutedSmall,
  list: css({ display: 'flex', flexDirection: 'column', maxH: '320px', overflowY: 'auto' }),
  item: css({
    display: 'flex',
    gap: '3',
    alignItems: 'baseline',
    py: '1.5',
    borderTopWidth: '1px',
    borderColor: 'border',
    _first: { borderTopWidth: '0', pt: '0' },
  }),
  time: css({
    fontFamily: 'mono',
    fontSize: '12px',
    color: 'fg.subtle',
    flexShrink: '0',
    fontVariantNumeric: 'tabular-nums',
  }),
  type: css({ fontFamily: 'mono', fontSize: '12px', color: 'fg', wordBreak: 'break-all' }),
  internal: ui.muted,
};
