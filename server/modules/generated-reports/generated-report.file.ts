/**
 * A ready report's files, streamed from its stored rows a batch at a time (so memory stays flat
 * however many rows it has, and any server process can serve any report): CSV or XLSX through
 * server/http/table-file.ts.
 */
import type { Readable } from 'node:stream';
import { and, asc, eq, gt } from 'drizzle-orm';
import type {
  ReportCell,
  ReportColumn,
  ReportFileFormat,
} from '../../../src/domain/contracts/generated-reports';
import type { Db } from '../../db/client';
import { generatedReportRows } from '../../db/schema';
import { tableFileStream, tableFileTypes } from '../../http/table-file';

const BATCH = 2000;

/** The report's rows in order, a batch at a time. */
async function* rowBatches(db: Db, reportId: number): AsyncIterable<ReportCell[][]> {
  let after = -1;
  for (;;) {
    const rows = await db
      .select({ seq: generatedReportRows.seq, cells: generatedReportRows.cells })
      .from(generatedReportRows)
      .where(and(eq(generatedReportRows.reportId, reportId), gt(generatedReportRows.seq, after)))
      .orderBy(asc(generatedReportRows.seq))
      .limit(BATCH);
    if (rows.length) yield rows.map((r) => r.cells as ReportCell[]);
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]!.seq;
  }
}

export const reportFileTypes: Record<ReportFileFormat, string> = tableFileTypes;

export function reportFileStream(
  db: Db,
  report: { id: number; name: string; columns: ReportColumn[] },
  format: ReportFileFormat,
): Readable {
  return tableFileStream(format, report.name, report.columns, rowBatches(db, report.id));
}
