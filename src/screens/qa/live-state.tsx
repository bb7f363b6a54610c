/**
 * The live actor's current state value and context. Context values are shown so a tester can see what
 * the machine knows, except anything under a key containing 'token' (at any depth): a screenshot of
 * the viewer must never carry a credential.
 */
import { useSelector } from '@xstate/react';
import { css } from 'styled-system/css';
import type { AnyActorRef } from 'xstate';
import { Panel } from './panel';
import { ui } from '../../components/ui/styles';

const MASK = '••••';
const MAX_INLINE_CHARS = 48;

const isSecretKey = (key: string) => /token/i.test(key);

/** JSON of a context value with every token-like key masked. */
function maskedJson(value: unknown, space?: number): string {
  try {
    return (
      JSON.stringify(value, (key, v: unknown) => (key && isSecretKey(key) ? MASK : v), space) ?? String(value)
    );
  } catch {
    return '(not serialisable)';
  }
}

interface SnapshotView {
  value: unknown;
  status: string;
  context: unknown;
}

export function LiveState({ actor, className }: { actor: AnyActorRef; className?: string }) {
  const snapshot = useSelector(actor, (s: SnapshotView) => s);
  const context =
    snapshot.context && typeof snapshot.context === 'object' ? Object.entries(snapshot.context) : [];
  return (
    <div className={className}>
      <Panel title="Current state" aside={<span className={styles.status}>status: {snapshot.status}</span>}>
        <pre className={styles.pre} aria-label="Current state value">
          {JSON.stringify(snapshot.value, null, 2)}
        </pre>
      </Panel>
      <Panel title="Context">
        {context.length === 0 ? (
          <p className={styles.empty}>No context.</p>
        ) : (
          <dl className={styles.list}>
            {context.map(([key, value]) => {
              const shown = isSecretKey(key) ? MASK : maskedJson(value);
              return (
                <div key={key} className={styles.entry}>
                  <dt className={styles.key}>{key}</dt>
                  <dd className={styles.value}>
                    {shown.length <= MAX_INLINE_CHARS ? (
                      shown
                    ) : (
                      // Long values (the user, lists) fold: the first characters, the whole on demand.
                      <details>
                        <summary className={styles.summary}>{shown.slice(0, MAX_INLINE_CHARS)}…</summary>
                        <pre className={styles.full}>{maskedJson(value, 2)}</pre>
                      </details>
                    )}
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </Panel>
    </div>
  );
}

const styles = {
  status: ui.mutedMonoCaption,
  pre: css({
    fontFamily: 'mono',
    fontSize: '13px',
    bg: 'canvas',
    borderRadius: 'md',
    p: '3',
    overflowX: 'auto',
    color: 'accent',
    fontWeight: 'medium',
  }),
  empty: ui.mutedSmall,
  list: css({ display: 'flex', flexDirection: 'column', fontFamily: 'mono', fontSize: '12px' }),
  entry: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(110px, max-content) minmax(0, 1fr)',
    columnGap: '3',
    py: '1.5',
    borderTopWidth: '1px',
    borderColor: 'border',
    _first: { borderTopWidth: '0', pt: '0' },
  }),
  key: ui.strong,
  value: css({ color: 'fg.muted', wordBreak: 'break-all', minW: '0' }),
  summary: css({ cursor: 'pointer', _hover: { color: 'fg' } }),
  full: css({
    mt: '1.5',
    p: '2',
    bg: 'canvas',
    borderRadius: 'md',
    whiteSpace: 'pre-wrap',
    color: 'fg',
    maxH: '280px',
    overflowY: 'auto',
  }),
};
