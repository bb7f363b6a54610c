/**
 * Pure rules of generated reports shared by their flows and screens: which types a user may ask for,
 * how a status reads, whether a report's files can be downloaded, its period in words, its file name,
 * and a row brought up to date by a live event.
 */
import { formatDay, formatShortDay } from '../../components/format';
import { reportDateFilterLabels, type ReportDateFilter } from '../../domain/report-periods';
import {
  reportTypePermission,
  reportTypes,
  reportTypeValues,
  type ReportType,
} from '../../domain/resources/generated-report.schema';
import { formatOffset } from '../../domain/timezone';
import type { GeneratedReportRow, ReportPeriod, ReportStatus, ReportUpdate } from './generated-report.types';

export const isReportType = (value: unknown): value is ReportType =>
  typeof value === 'string' && (reportTypeValues as readonly string[]).includes(value);

/** The types a user may request and see: each needs its own permission. */
export const allowedReportTypes = (can: (permission: string) => boolean): ReportType[] =>
  reportTypeValues.filter((type) => can(reportTypePermission[type]));

/** 'Storefront Shipments Count'; an unknown type as it is. */
export const reportTypeLabel = (type: string) => reportTypes.find((t) => t.value === type)?.label ?? type;

/** Waiting or running: it can still be cancelled, and it has no file yet. */
export const isUnderWay = (status: string) => status === 'Requested' || status === 'Processing';

export const reportStatusTones: Record<ReportStatus, 'neutral' | 'accent' | 'success' | 'danger'> = {
  Requested: 'neutral',
  Processing: 'accent',
  Ready: 'success',
  Failed: 'danger',
};

/** 'Waiting to start', 'Processing 40%', 'Ready', 'Failed'. */
export function reportStatusText(report: { status: string; progress: number }): string {
  switch (report.status) {
    case 'Requested':
      return 'Waiting to start';
    case 'Processing':
      return `Processing ${Math.round(report.progress)}%`;
    default:
      return report.status;
  }
}

/** A Ready report whose files were deleted (or are past their day): run it again for new ones. */
export const isExpiredAt = (
  report: Pick<GeneratedReportRow, 'status' | 'expiresAt'>,
  now: number = Date.now(),
): boolean => report.status === 'Ready' && report.expiresAt !== null && Date.parse(report.expiresAt) <= now;

/** Why a report's files cannot be downloaded now, or null when they can. */
export function downloadRefusal(report: Pick<GeneratedReportRow, 'status' | 'expiresAt'>, now = Date.now()) {
  if (report.status === 'Failed') return 'This report failed, so it has no file. Run it again.';
  if (report.status !== 'Ready') return 'The files can be downloaded once the report is ready.';
  if (isExpiredAt(report, now)) return 'The files of this report have expired. Run it again for new ones.';
  return null;
}

const daysText = (from: string, to: string) =>
  from === to ? formatDay(from) : `${formatDay(from)} – ${formatDay(to)}`;

/** 'Nov 2 – Nov 8, 2026' (the year once when both days share it). */
const shortDaysText = (from: string, to: string) => {
  if (from === to) return formatDay(from);
  return from.slice(0, 4) === to.slice(0, 4)
    ? `${formatShortDay(from)} – ${formatDay(to)}`
    : `${formatDay(from)} – ${formatDay(to)}`;
};

/** The days a report covered, with the zone they are days of: 'Nov 2, 2026 – Nov 8, 2026 (UTC−06:00)'. */
export const periodText = (period: ReportPeriod) =>
  `${daysText(period.from, period.to)} (${formatOffset(period.timezoneOffset)})`;

/**
 * The period a request asks for, before it ran: a preset by its name ('This week'), a custom range by
 * its days. A type other than the ordered items asked with no preset and no days covers this week.
 */
export function requestedPeriodText(filters: Record<string, unknown>): string {
  const preset = typeof filters.dateFilter === 'string' ? filters.dateFilter : null;
  const start = typeof filters.startDate === 'string' ? filters.startDate : null;
  const end = typeof filters.endDate === 'string' ? filters.endDate : null;
  if (preset && preset !== 'custom') return reportDateFilterLabels[preset as ReportDateFilter] ?? preset;
  if (start && end) return daysText(start, end);
  if (start) return `From ${formatDay(start)}`;
  if (end) return `Until ${formatDay(end)}`;
  return preset === 'custom' ? reportDateFilterLabels.custom : reportDateFilterLabels['this-week'];
}

/** A report's period in a list cell: its days once it ran, else what was asked. */
export const shortPeriodText = (report: Pick<GeneratedReportRow, 'period' | 'filters'>) =>
  report.period ? shortDaysText(report.period.from, report.period.to) : requestedPeriodText(report.filters);

/** The live event's word on a report, over what was read of it (status, progress, rows so far). */
export const withUpdate = <
  R extends Pick<GeneratedReportRow, 'status' | 'progress' | 'progressMessage' | 'rowCount'>,
>(
  report: R,
  update: ReportUpdate,
): R => ({
  ...report,
  status: update.status as ReportStatus,
  progress: update.progress,
  progressMessage: update.progressMessage,
  rowCount: update.rowCount,
});

/** A live event's payload as it comes off the wire, or null when it is not one. */
export function reportUpdateOf(payload: unknown): ReportUpdate | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Record<string, unknown>;
  if (typeof p.id !== 'number' || typeof p.status !== 'string') return null;
  return {
    id: p.id,
    type: typeof p.type === 'string' ? p.type : '',
    status: p.status,
    progress: typeof p.progress === 'number' ? p.progress : 0,
    progressMessage: typeof p.progressMessage === 'string' ? p.progressMessage : null,
    rowCount: typeof p.rowCount === 'number' ? p.rowCount : 0,
  };
}
