/** The dashboard's words and numbers: days of the user's calendar, counts, the chart's bars and summary. */
import type { Bar } from '../../components/bar-chart';
import type { DayCount } from '../../domain/dashboard';

const numbers = new Intl.NumberFormat('en-US');
// Days are calendar names ('YYYY-MM-DD'), already in the user's timezone: read them as UTC.
const longDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});
const shortDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
const weekday = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
});
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

export const formatCount = (n: number) => numbers.format(n);
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;
export const formatLongDay = (day: string) => longDay.format(asDate(day));
export const formatShortDay = (day: string) => shortDay.format(asDate(day));
export const formatWeekday = (day: string) => weekday.format(asDate(day));

/** The time of an instant at the user's hour offset, e.g. "14:05". */
export function formatTimeAt(iso: string, offset: number): string {
  const shifted = new Date(Date.parse(iso) + offset * 3_600_000);
  return shifted.toISOString().slice(11, 16);
}

export const formatOffset = (offset: number) =>
  `UTC${offset < 0 ? '−' : '+'}${String(Math.abs(offset)).padStart(2, '0')}:00`;

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
