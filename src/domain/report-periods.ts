/**
 * The period a generated report covers (spec §3 date presets), as days of the requester's calendar.
 * A preset is resolved when the report runs, so "run again" on a this-week report covers the week it
 * runs in; a custom range (or a type that has only start and end dates) is taken as asked. Weeks run
 * Monday to Sunday, as the dashboard's weekly figures do. With no dates at all, a report covers this
 * week (the spec's default date filter).
 */
import { DEFAULT_REPORT_DATE_FILTER } from './constants';
import { addDays, dayAt, dayStartsAt, weekEndOf } from './dashboard';

export const reportDateFilterLabels = {
  today: 'Today',
  yesterday: 'Yesterday',
  'this-week': 'This week',
  'last-week': 'Last week',
  'this-month': 'This month',
  'last-month': 'Last month',
  custom: 'Custom range',
} as const;
export type ReportDateFilter = keyof typeof reportDateFilterLabels;

export interface ReportPeriodInput {
  dateFilter?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}

/** First and last day (inclusive), in the calendar of `offset` hours from UTC. */
export interface ReportPeriod {
  from: string;
  to: string;
  timezoneOffset: number;
}

const monthStart = (day: string) => `${day.slice(0, 8)}01`;
const previousMonthStart = (day: string) => monthStart(addDays(monthStart(day), -1));
const monthEnd = (day: string) => addDays(monthStart(addDays(monthStart(day), 31)), -1);

/** The days a preset (or the dates given) covers, on the requester's calendar at `now`. */
export function resolveReportPeriod(input: ReportPeriodInput, offset: number, now: Date): ReportPeriod {
  const today = dayAt(now, offset);
  const preset =
    input.dateFilter ?? (input.startDate || input.endDate ? 'custom' : DEFAULT_REPORT_DATE_FILTER);
  const range = (from: string, to: string): ReportPeriod => ({ from, to, timezoneOffset: offset });
  switch (preset as ReportDateFilter) {
    case 'today':
      return range(today, today);
    case 'yesterday':
      return range(addDays(today, -1), addDays(today, -1));
    case 'this-week':
      return range(addDays(weekEndOf(today), -6), weekEndOf(today));
    case 'last-week':
      return range(addDays(weekEndOf(today), -13), addDays(weekEndOf(today), -7));
    case 'this-month':
      return range(monthStart(today), monthEnd(today));
    case 'last-month':
      return range(previousMonthStart(today), addDays(monthStart(today), -1));
    default: {
      // Custom: an open end is today; an open start is the end's first of the month.
      const to = input.endDate ?? (input.startDate && input.startDate > today ? input.startDate : today);
      return range(input.startDate ?? monthStart(to), to);
    }
  }
}

/** The instants the period spans: [start, end). */
export const periodInstants = (period: ReportPeriod) => ({
  start: dayStartsAt(period.from, period.timezoneOffset),
  end: dayStartsAt(addDays(period.to, 1), period.timezoneOffset),
});
