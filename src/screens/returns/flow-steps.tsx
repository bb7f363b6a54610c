/** The steps of a flow, the current one highlighted (done ones in the normal colour). */
import { css } from 'styled-system/css';

export function FlowSteps({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol
      aria-label="Steps"
      className={css({
        display: 'flex',
        gap: '6',
        fontSize: 'sm',
        mb: '5',
        listStyle: 'none',
        flexWrap: 'wrap',
      })}
    >
      {steps.map((step, i) => (
        <li
          key={step}
          aria-current={i === current ? 'step' : undefined}
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '2',
            color: i === current ? 'accent' : i < current ? 'fg' : 'fg.muted',
            fontWeight: i === current ? 'semibold' : 'normal',
          })}
        >
          <span
            aria-hidden
            className={css({
              display: 'inline-grid',
              placeItems: 'center',
              w: '6',
              h: '6',
              borderRadius: 'full',
              fontSize: 'xs',
              borderWidth: '1px',
              borderColor: i === current ? 'accent' : 'border.strong',
              bg: i < current ? 'accent.subtle' : 'surface',
            })}
          >
            {i + 1}
          </span>
          {step}
        </li>
      ))}
    </ol>
  );
}
