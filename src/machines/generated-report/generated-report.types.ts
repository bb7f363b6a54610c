/**
 * Generated reports on the client (issue 17): a row of the history list, what the request form holds,
 * and the context, events and I/O of the two flows (report-request.machine.ts: asking for one;
 * report-view.machine.ts: following one to Ready).
 */
import type { GeneratedReportView, ReportFileFormat } from '../../domain/contracts/generated-reports';
import type { GeneratedReportUpdatedPayload } from '../../domain/live-events';
import type { ReportPeriod } from '../../domain/report-periods';
import type { ReportType } from '../../domain/resources/generated-report.schema';

export type { GeneratedReportView, ReportFileFormat, ReportType };
export type ReportStatus = GeneratedReportView['status'];

/** One row of POST /api/common/generatedReports/listItems (the stored request). */
export interface GeneratedReportRow {
  id: number;
  type: string;
  name: string;
  status: ReportStatus;
  projectId: number | null;
  vendorId: number | null;
  warehouseId: number | null;
  forMultipleStorefronts: boolean;
  filters: Record<string, unknown>;
  /** The requester's user id. */
  requestedBy: string | null;
  progress: number;
  progressMessage: string | null;
  rowCount: number;
  period: ReportPeriod | null;
  asOf: string | null;
  expiresAt: string | null;
  completedAt: string | null;
  createdAt: string;
  error: string | null;
  version: number;
}

/** A live GeneratedReportUpdated: where a report's job stands now. */
export type ReportUpdate = GeneratedReportUpdatedPayload;

/**
 * What the request form holds: the type's filter block as its fields are named (`filters.startDate`),
 * typed as the block's schema takes them (ids as numbers or null, days 'YYYY-MM-DD' or null).
 */
export interface ReportRequestValues {
  type: ReportType;
  name: string;
  /** The storefront the report is for (types that count orders); null: every one in scope. */
  projectId: number | null;
  filters: Record<string, unknown>;
}

/** The body of POST /api/common/generatedReports. */
export interface ReportRequestBody {
  type: ReportType;
  name: string;
  projectId: number | null;
  forMultipleStorefronts: boolean;
  filters: Record<string, unknown>;
}

/** Prefilled request fields (from the URL): raw texts, read against the type's block when it is chosen. */
export interface ReportPrefill {
  name?: string;
  projectId?: string;
  filters: Record<string, unknown>;
}

// The request flow

export interface RequestInput {
  /** The types the user may request (their permission each); the chooser offers only these. */
  types: readonly ReportType[];
  /** The type in the URL (`/new/{type}`): the form opens on it when the user may request it. */
  type?: string | null;
  prefill?: ReportPrefill;
}

export interface RequestContext {
  types: readonly ReportType[];
  prefill: ReportPrefill;
  values: ReportRequestValues | null;
  /** Messages per field (the form's own checks, or the server's 400), by path ('filters.startDate'). */
  problems: Record<string, string>;
  /** A message for the whole request (the server's). */
  error: string | null;
  /** The report made (once done). */
  created: GeneratedReportRow | null;
}

export type RequestEvent =
  /** Pick a type; `values` are the form's as they stand, so what the types share is kept. */
  | { type: 'request.choose'; reportType: string; values?: ReportRequestValues }
  | { type: 'request.back' }
  | { type: 'request.submit'; values: ReportRequestValues }
  | { type: 'request.retry' }
  | { type: 'request.edit' };

// The view flow

export interface ViewInput {
  id: number;
}

export interface ViewContext {
  id: number;
  report: GeneratedReportView | null;
  /** Why the report could not be read (404, no connection). */
  loadError: string | null;
  /** Why a cancel or a run again was refused (409 once ended, a failed call). */
  actionError: string | null;
  /** A live event arrived while the report was being read: read it again once this read answers. */
  stale: boolean;
  /** The report that "run again" made (the screen moves to it). */
  rerunId: number | null;
}

export type ViewEvent =
  | { type: 'report.live'; update: ReportUpdate }
  | { type: 'report.retry' }
  | { type: 'report.cancel' }
  | { type: 'report.rerun' };

export type { ReportPeriod };
