/** How to read the chart: the notation the labels and boxes use. */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { ui } from '../../components/ui/styles';

const entries: { sign: ReactNode; text: string }[] = [
  {
    sign: <code>event [guard]</code>,
    text: 'taken on that event only when the named guard holds; unguarded ones are the fallback',
  },
  {
    sign: <code>after X</code>,
    text: 'a delayed transition: taken when the named delay X has passed in the state',
  },
  { sign: <code>done: src / error: src</code>, text: 'the invoked actor src finished or failed' },
  { sign: <code>invoke src</code>, text: 'the state runs the actor src while it is active' },
  { sign: <code>on e / actions</code>, text: 'a transition that stays in the state (it only runs actions)' },
  { sign: <span aria-hidden>●→</span>, text: 'the initial state; a double border marks a final state' },
  {
    sign: <span className={ui.accentStrong}>blue</span>,
    text: 'the live actor’s current state and the transitions it can take from there',
  },
];

export function StatechartLegend() {
  return (
    <dl className={styles.list} aria-label="Legend">
      {entries.map((e, i) => (
        <div key={i} className={styles.entry}>
          <dt className={styles.sign}>{e.sign}</dt>
          <dd>{e.text}</dd>
        </div>
      ))}
    </dl>
  );
}

const styles = {
  list: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
    columnGap: '6',
    rowGap: '1.5',
    fontSize: '13px',
    color: 'fg.muted',
    mt: '3',
    pt: '3',
    borderTopWidth: '1px',
    borderColor: 'border',
  }),
  entry: css({ display: 'flex', gap: '2', alignItems: 'baseline' }),
  sign: css({ flexShrink: '0', fontFamily: 'mono', fontSize: '12px', color: 'fg', whiteSpace: 'nowrap' }),
};
