/** The shipped report's picture: one bar per day of the range (today stronger), with its totals. */
import { css } from 'styled-system/css';
import { BarChart, dayBars, type Bar } from '../../components/bar-chart';
import { Card } from '../../components/card';
import { formatCount, formatLongDay, plural, userDay } from '../../components/format';
import { ui } from '../../components/ui/styles';
import type { DayCount } from '../../domain/dashboard';

const average = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const smallAverage = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
/** One decimal; two under one a day, so a quiet range does not read 0. */
const formatAverage = (n: number) => (n < 1 ? smallAverage : average).format(n);

/** One bar per day; about eight labels under the axis, the last day always labelled. */
export const rangeBars = (days: readonly DayCount[], today = userDay()): Bar[] =>
  dayBars(days, (d) => d.count, today);

/** The chart in one sentence: the range, the total, and the busiest day. */
export function rangeSummary(days: readonly DayCount[]): string {
  const total = days.reduce((n, d) => n + d.count, 0);
  const first = days[0];
  const lastDay = days.at(-1);
  const span =
    first && lastDay
      ? `Orders shipped per day from ${formatLongDay(first.day)} to ${formatLongDay(lastDay.day)}`
      : 'Orders shipped per day';
  if (total === 0) return `${span}: none.`;
  const busiest = days.reduce((best, d) => (d.count > best.count ? d : best));
  return `${span}: ${formatCount(total)} in all, the most on ${formatLongDay(busiest.day)} (${formatCount(busiest.count)}).`;
}

export function ShippedPerDay({ days, total }: { days: readonly DayCount[]; total: number }) {
  const busiest = days.reduce((best, d) => Math.max(best, d.count), 0);
  return (
    <Card title="Shipped per day" description={`${plural(days.length, 'day')} of your calendar`}>
      <dl className={css({ display: 'flex', gap: '8', mb: '4' })}>
        {(
          [
            ['Orders shipped', formatCount(total)],
            ['Daily average', formatAverage(total / Math.max(1, days.length))],
            ['Busiest day', formatCount(busiest)],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className={ui.caption}>{label}</dt>
            <dd className={ui.figureValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <BarChart
        valueName="Orders shipped"
        summary={rangeSummary(days)}
        bars={rangeBars(days)}
        formatValue={(n) => plural(n, 'order')}
      />
    </Card>
  );
}
