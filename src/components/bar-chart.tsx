/**
 * A small bar chart of counts in SVG, written here rather than taken from a chart library: the
 * dashboard needs one series of 30 bars, which is ~100 lines of SVG, while the light libraries still
 * add tens of kilobytes and their own accessibility gaps. Accessible: the picture has a one-sentence
 * summary for screen readers and the numbers are also a (visually hidden) table; each bar shows its
 * value on hover.
 */
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { niceScale } from './chart-scale';
import { formatLongDay, formatShortDay } from './format';
import { ui } from './ui/styles';

export interface Bar {
  key: string;
  /** Under the bar (only some bars show theirs) and in the table. */
  label: string;
  /** In the tooltip and the table, e.g. "Monday 10 March". */
  longLabel: string;
  value: number;
  /** Drawn in the stronger colour (today). */
  current?: boolean;
  /** Whether its label shows under the axis. */
  showLabel?: boolean;
}

/**
 * One bar per day of a range (`today`'s labelled Today and drawn stronger); about `labels` labels
 * under the axis, the last day's always.
 */
export function dayBars<D extends { day: string }>(
  days: readonly D[],
  valueOf: (day: D) => number,
  today: string,
  labels = 8,
): Bar[] {
  const last = days.length - 1;
  const every = Math.max(1, Math.ceil(days.length / labels));
  return days.map((d, i) => ({
    key: d.day,
    label: d.day === today ? 'Today' : formatShortDay(d.day),
    longLabel: formatLongDay(d.day),
    value: valueOf(d),
    current: d.day === today,
    showLabel: (last - i) % every === 0,
  }));
}

interface BarChartProps {
  /** What one bar counts, for the table header ("Orders shipped"). */
  valueName: string;
  /** The picture's summary for screen readers. */
  summary: string;
  bars: readonly Bar[];
  /** e.g. (n) => `${n} orders` */
  formatValue: (value: number) => string;
  height?: number;
  /** The least top of the scale: charts shown side by side share one scale to compare at a glance. */
  scaleMax?: number;
  /** What one bar stands for, the table's first header ('Day' unless told, e.g. 'Warehouse'). */
  keyName?: string;
}

/** Until the figure is measured (and in tests, where nothing is laid out). */
const DEFAULT_WIDTH = 720;
const AXIS = 36;
const FOOT = 22;
const TOP = 8;

const styles = {
  svg: css({ display: 'block', w: 'full', h: 'auto', overflow: 'visible' }),
  grid: ui.strokeBorder,
  tick: css({ fill: 'fg.subtle', fontSize: '11px' }),
  bar: css({ fill: '#93b4f5', transition: 'fill 0.1s', _hover: { fill: 'accent.hover' } }),
  current: css({ fill: 'accent', _hover: { fill: 'accent.hover' } }),
  srOnly: ui.srOnly,
};

/** The element's width in CSS pixels, kept up to date: the chart is drawn at its real size, so text never scales. */
function useWidth<T extends Element>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.round(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function BarChart({
  valueName,
  summary,
  bars,
  formatValue,
  height = 200,
  scaleMax = 0,
  keyName = 'Day',
}: BarChartProps) {
  const [ref, width] = useWidth<HTMLElement>();
  const { top, ticks } = niceScale(Math.max(0, scaleMax, ...bars.map((b) => b.value)));
  const plotHeight = height - TOP - FOOT;
  const slot = (width - AXIS) / Math.max(1, bars.length);
  const barWidth = Math.max(2, Math.min(28, slot * 0.68));
  const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;

  return (
    <figure ref={ref} className={css({ m: '0' })}>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        className={styles.svg}
        role="img"
        aria-label={summary}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={AXIS} x2={width} y1={y(tick)} y2={y(tick)} className={styles.grid} />
            <text x={AXIS - 8} y={y(tick)} dy="0.32em" textAnchor="end" className={styles.tick}>
              {tick}
            </text>
          </g>
        ))}
        {bars.map((bar, i) => {
          const x = AXIS + i * slot + (slot - barWidth) / 2;
          // A zero still shows as a hairline, so the day reads as "none" rather than "missing".
          const barTop = bar.value > 0 ? Math.min(y(bar.value), y(0) - 2) : y(0) - 1;
          return (
            <g key={bar.key}>
              <rect
                x={x}
                y={barTop}
                width={barWidth}
                height={y(0) - barTop}
                rx={Math.min(3, barWidth / 3)}
                className={bar.current ? styles.current : styles.bar}
              >
                <title>{`${bar.longLabel}: ${formatValue(bar.value)}`}</title>
              </rect>
              {bar.showLabel && (
                <text x={x + barWidth / 2} y={height - 6} textAnchor="middle" className={styles.tick}>
                  {bar.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className={styles.srOnly}>
        <caption>{summary}</caption>
        <thead>
          <tr>
            <th scope="col">{keyName}</th>
            <th scope="col">{valueName}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.key}>
              <th scope="row">{bar.longLabel}</th>
              <td>{bar.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
