/** Generated reports: requested by a user, produced by a job (DESIGN.md §5). */
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { jsonList, jsonObject, ts, versioned } from './columns';
import { jobs } from './jobs';
import { projects, vendors, warehouses } from './tenants';
import { users } from './users';

/**
 * status: Requested, Processing, Ready, Failed. filters: the filter block of the report's type, as
 * asked; period: the days it resolved to in the requester's timezone when it ran.
 */
export const generatedReports = pgTable(
  'generated_reports',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('Requested'),
    projectId: integer('project_id').references(() => projects.id),
    vendorId: integer('vendor_id').references(() => vendors.id),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    forMultipleStorefronts: boolean('for_multiple_storefronts').notNull().default(false),
    filters: jsonObject<Record<string, unknown>>('filters'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    fileUrl: text('file_url'),
    error: text('error'),
    completedAt: ts('completed_at'),
    /** The job producing it (the latest attempt's job when run again in place). */
    jobId: bigint('job_id', { mode: 'number' }).references(() => jobs.id, { onDelete: 'set null' }),
    /** 0–100 with what it is doing, while Processing. */
    progress: integer('progress').notNull().default(0),
    progressMessage: text('progress_message'),
    /** The file's header: a key and a label per column. */
    columns: jsonList<{ key: string; label: string }>('columns'),
    rowCount: integer('row_count').notNull().default(0),
    period: jsonb('period').$type<{ from: string; to: string; timezoneOffset: number }>(),
    /** The last ledger or order event the rows include. */
    asOf: ts('as_of'),
    startedAt: ts('started_at'),
    /** After this its rows are deleted and the downloads answer that it expired. */
    expiresAt: ts('expires_at'),
    ...versioned(),
  },
  (t) => [
    index('generated_reports_type_created_idx').on(t.type, t.createdAt),
    index('generated_reports_vendor_created_idx').on(t.vendorId, t.createdAt),
    index('generated_reports_created_idx').on(t.createdAt),
    index('generated_reports_status_idx').on(t.status),
    index('generated_reports_project_idx').on(t.projectId),
  ],
);

/**
 * A generated report's rows, in order: the files (CSV, XLSX) are streamed from them on download, so
 * every server process can serve any report and memory stays flat however many rows it has.
 */
export const generatedReportRows = pgTable(
  'generated_report_rows',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => generatedReports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** One cell per column, in the columns' order (text, number or null). */
    cells: jsonb('cells').$type<(string | number | null)[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.seq] })],
);
