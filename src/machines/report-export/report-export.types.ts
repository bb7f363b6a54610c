/** The report export flow's context, events and I/O shapes. */
import type { ReportType } from '../../domain/resources/generated-report.schema';

/** The body of POST /api/common/generatedReports: a type, a name, the storefront and the filter block. */
export interface ExportRequest {
  type: ReportType;
  name: string;
  projectId: number | null;
  filters: Record<string, unknown>;
}

/** What the request answers: the new report's row (its id opens its page). */
export interface CreatedReport {
  id: number;
}

export interface ExportContext {
  /** The running or last request. */
  request: ExportRequest | null;
  /** The report the last request created. */
  reportId: number | null;
  /** Why the last request failed, in the server's words. */
  error: string | null;
}

export type ExportEvent = { type: 'export.request'; request: ExportRequest };

/** Emitted once the server has answered, for the view: open the report's page, or say why not. */
export type ExportEmitted =
  { type: 'export.created'; reportId: number } | { type: 'export.failed'; message: string };
