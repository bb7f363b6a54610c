/**
 * Plays one generated path of a flow machine (src/machines/flow-model.ts, the paths its model-based
 * test replays) step by step: the chart highlights the state each step reaches.
 */
import { useMemo, useState } from 'react';
import { css, cx } from 'styled-system/css';
import type { StateValue } from 'xstate';
import { Button } from '../../components/button';
import { eventLabel, flowPaths, valueLabel, type FlowModel } from '../../machines/flow-model';
import { Panel } from './panel';
import { ui } from '../../components/ui/styles';

export function PathPlayer({
  model,
  onShow,
}: {
  model: FlowModel;
  /** The state to highlight, or undefined to show the live actor again. */
  onShow: (value: StateValue | undefined) => void;
}) {
  const paths = useMemo(() => flowPaths(model), [model]);
  const [selected, setSelected] = useState(-1);
  const [step, setStep] = useState(0);
  const path = paths[selected];

  const show = (pathIndex: number, stepIndex: number) => {
    setSelected(pathIndex);
    setStep(stepIndex);
    onShow(paths[pathIndex]?.steps[stepIndex]?.snapshot.value);
  };

  return (
    <Panel title="Paths" aside={<span className={styles.count}>{paths.length} shortest paths</span>}>
      <label className={styles.label}>
        Path
        <select className={styles.select} value={selected} onChange={(e) => show(Number(e.target.value), 0)}>
          <option value={-1}>None: show the live state</option>
          {paths.map((p, i) => (
            <option key={i} value={i}>
              {`${i + 1}. ${p.description}`}
            </option>
          ))}
        </select>
      </label>
      {path && (
        <>
          <div className={styles.controls}>
            <Button
              size="sm"
              variant="secondary"
              disabled={step === 0}
              onClick={() => show(selected, step - 1)}
            >
              Previous
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={step === path.steps.length - 1}
              onClick={() => show(selected, step + 1)}
            >
              Next
            </Button>
            <span className={styles.count} aria-live="polite">
              Step {step} of {path.steps.length - 1}: {valueLabel(path.steps[step]!.snapshot.value)}
            </span>
          </div>
          <ol start={0} className={styles.steps} aria-label="Path steps">
            {path.steps.map((s, i) => (
              <li
                key={i}
                aria-current={i === step ? 'step' : undefined}
                className={cx(i === step && styles.current)}
              >
                <code>{eventLabel(model.machine, s.event)}</code> → {valueLabel(s.snapshot.value)}
              </li>
            ))}
          </ol>
        </>
      )}
    </Panel>
  );
}

const styles = {
  count: ui.caption,
  label: css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: '13px', fontWeight: 'medium' }),
  select: css({
    fontSize: '13px',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    bg: 'surface',
    px: '2',
    py: '1.5',
    maxW: 'full',
  }),
  controls: cx(ui.rowWrap2, ui.mt3),
  steps: css({
    mt: '3',
    maxH: '150px',
    overflowY: 'auto',
    fontSize: '12px',
    color: 'fg.muted',
    listStyle: 'decimal',
    pl: '5',
    '& code': { fontFamily: 'mono', color: 'fg' },
  }),
  current: css({ color: 'accent', fontWeight: 'semibold', '& code': { color: 'accent' } }),
};
