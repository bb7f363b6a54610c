/** The contract of /api/common/generatedReports (see index.ts). */
import { reportTypePermission } from '../resources/generated-report.schema';
import { defineContract } from './contract';

/** Any report type's permission opens the list; each row is limited to the types the user holds. */
const reportPermissions = [...new Set(Object.values(reportTypePermission))];

export const generatedReportsContract = defineContract()({
  name: 'generatedReports',
  base: '/api/common/generatedReports',
  listPath: 'listItems',
  filters: {
    type: 'string',
    status: 'string',
    projectId: 'number',
    vendorId: 'number',
    search: 'string',
  },
  sortKeys: ['createdAt', 'name', 'status'],
  permissions: {
    view: reportPermissions,
    create: reportPermissions,
    // A request is not edited: its status moves with the job; a new request replaces it.
    edit: [],
    delete: [],
  },
  screen: {
    path: '/reports/generatedReports',
    menu: {
      anyOf: [
        'reports.orderedItems',
        'reports.orderFulfillment',
        'reports.shippedCount',
        'reports.warehouseTransactionSummary',
      ],
    },
  },
});

/** Rows shown on the report's page while it runs and once it is ready. */
export const REPORT_PREVIEW_ROWS = 20;
/** Days a ready report's files are kept; then its rows are deleted and it can be run again. */
export const REPORT_FILE_DAYS = 7;
export const reportFileFormats = ['csv', 'xlsx'] as const;
export type ReportFileFormat = (typeof reportFileFormats)[number];

export const generatedReportPath = (id: number) => `${generatedReportsContract.base}/${id}`;
export const generatedReportFilePath = (id: number, format: ReportFileFormat) =>
  `${generatedReportPath(id)}/file?format=${format}`;
export const generatedReportScreenPath = (id: number) => `${generatedReportsContract.screen.path}/view/${id}`;
export const newGeneratedReportScreenPath = (type?: string) =>
  `${generatedReportsContract.screen.path}/new${type ? `/${type}` : ''}`;

/** One column of a report's file: the key its cells are known by and the header people read. */
export interface ReportColumn {
  key: string;
  label: string;
  /** How the cells read: counts and amounts are numbers in the XLSX file. */
  kind?: 'text' | 'number' | 'money' | 'date';
}
export type ReportCell = string | number | null;

/**
 * GET /api/common/generatedReports/{id}: the request, where its job stands and the first rows.
 * `expired`: its files were deleted (run it again for new ones).
 */
export interface GeneratedReportView {
  id: number;
  type: string;
  typeLabel: string;
  name: string;
  status: 'Requested' | 'Processing' | 'Ready' | 'Failed';
  projectId: number | null;
  vendorId: number | null;
  warehouseId: number | null;
  forMultipleStorefronts: boolean;
  filters: Record<string, unknown>;
  /** The filters as people read them ('Date filter: This week'). */
  filterSummary: { label: string; value: string }[];
  period: { from: string; to: string; timezoneOffset: number } | null;
  progress: number;
  progressMessage: string | null;
  rowCount: number;
  columns: ReportColumn[];
  preview: ReportCell[][];
  asOf: string | null;
  error: string | null;
  requestedBy: string | null;
  requestedByName: string | null;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  expiresAt: string | null;
  expired: boolean;
  version: number;
}

/**
 * A report file's name, from its name and the day it completed ('shipments-early-may-2026-11-26.csv'):
 * the server's Content-Disposition and the page's download use the same.
 */
export function reportFileName(
  report: { id: number; name: string; completedAt: Date | string | null },
  format: ReportFileFormat,
): string {
  const slug = report.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const completed = report.completedAt ?? new Date();
  const day = (typeof completed === 'string' ? completed : completed.toISOString()).slice(0, 10);
  return `${slug || `report-${report.id}`}-${day}.${format}`;
}
