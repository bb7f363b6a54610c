/** The dashboard's words and numbers: days of the user's calendar, counts, the chart's bars and summary. */
import type { Bar } from '../../components/bar-chart';
import type { DayCount } from '../../domain/dashboard';
import { formatCount, formatLongDay, formatShortDay, plural } from '../../components/format';

// Days are calendar names ('YYYY-MM-DD'), already in the user's timezone: the one formatting module
// reads them as they are; instants (the answer's time) are shown in the user's timezone there too.
export { formatCount, formatLongDay, formatWeekday, plural } from '../../components/format';

/** One bar per day, today last and stronger; a label under today and every seventh day before it. */
export function dayBars(days: readonly DayCount[]): Bar[] {
  const last = days.length - 1;
  return days.map((d, i) => ({
    key: d.day,
    label: i === last ? 'Today' : formatShortDay(d.day),
    longLabel: formatLongDay(d.day),
    value: d.count,
    current: i === last,
    showLabel: (last - i) % 7 === 0,
  }));
}

/** The chart in one sentence: the total, and the busiest day. */
export function chartSummary(days: readonly DayCount[], what: string): string {
  const total = days.reduce((n, d) => n + d.count, 0);
  const span = `${what} per day over the last ${plural(days.length, 'day')}`;
  if (total === 0) return `${span}: none.`;
  const busiest = days.reduce((best, d) => (d.count > best.count ? d : best));
  return `${span}: ${formatCount(total)} in all, the most on ${formatLongDay(busiest.day)} (${formatCount(busiest.count)}).`;
}
