/**
 * What each generated report type provides (one file per type under report-types/): its columns and
 * its rows, produced in batches so a report of a million rows never sits in memory. The job
 * (generated-report.job.ts) stores each batch as it comes, reports progress and answers the preview.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ReportCell, ReportColumn } from '../../../src/domain/contracts/generated-reports';
import type { ReportPeriod } from '../../../src/domain/report-periods';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';

/** Rows per batch a producer answers (and the job writes in one statement). */
export const REPORT_BATCH_ROWS = 1000;

export interface ProduceContext<F> {
  db: Db;
  /** The requester, with their grants as they stand now: the rows are limited to what they may see. */
  user: AuthUser;
  /** The type's filter block, validated. */
  filters: F;
  /** The storefront the request was made for (null: all the requester may see, or `filters`' own). */
  projectId: number | null;
  period: ReportPeriod;
  /** [start, end) of the period as instants. */
  start: Date;
  end: Date;
  now: Date;
  /** Aborted when the report is cancelled or its process stops: stop reading. */
  signal: AbortSignal;
}

/** What a producer answers: the rows in file order, and how current they are. */
export interface ProducedReport {
  /** The last ledger or order event the rows include (shown as "as of"); null when there is none. */
  asOf: Date | null;
  /** The rows in batches (at most REPORT_BATCH_ROWS each; cells in the columns' order). */
  rows: AsyncIterable<ReportCell[][]>;
}

export interface ReportProducer<F = Record<string, unknown>> {
  columns(filters: F): ReportColumn[];
  /**
   * Reads the report's data as of now. `progress` tells the job how far the reading is (0–1) when
   * the producer can know it (a count read first, a range walked in order).
   */
  produce(
    ctx: ProduceContext<F>,
    progress: (fraction: number) => void | Promise<void>,
  ): Promise<ProducedReport>;
}

/** Declares a producer, checking its filter type. */
export const defineReportProducer = <F>(producer: ReportProducer<F>): ReportProducer<F> => producer;

/**
 * Reads a query page by page with a keyset (`after` is the last row's key; null for the first page)
 * until a page comes back short: the way producers walk large tables in constant memory.
 */
export async function* keysetPages<R, K>(
  page: (after: K | null, limit: number) => Promise<R[]>,
  keyOf: (row: R) => K,
  signal: AbortSignal,
  limit = REPORT_BATCH_ROWS,
): AsyncIterable<R[]> {
  let after: K | null = null;
  for (;;) {
    signal.throwIfAborted();
    const rows = await page(after, limit);
    if (rows.length) yield rows;
    if (rows.length < limit) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

/**
 * An instant as text on the requester's calendar and clock, in a to_char `format`. The offset is
 * written into the SQL as a literal (it is a number), so the same expression can be grouped and
 * ordered by.
 */
function localText(column: AnyColumn | SQL, offset: number, format: string): SQL<string> {
  const hours = sql.raw(String(Math.trunc(Number(offset))));
  return sql<string>`to_char(${column} + make_interval(hours => ${hours}), ${sql.raw(`'${format}'`)})`;
}

/** The day of the requester's calendar an instant falls on ('YYYY-MM-DD'). */
export const localDay = (column: AnyColumn | SQL, offset: number) => localText(column, offset, 'YYYY-MM-DD');

/** An instant on the requester's calendar and clock ('2021-05-03 14:05'); null stays null. */
export const localTime = (column: AnyColumn | SQL, offset: number) =>
  localText(column, offset, 'YYYY-MM-DD HH24:MI') as SQL<string | null>;

/** Rows already read (a grouped report, small by nature) as batches. */
export async function* inBatches(
  rows: ReportCell[][],
  size = REPORT_BATCH_ROWS,
): AsyncIterable<ReportCell[][]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
