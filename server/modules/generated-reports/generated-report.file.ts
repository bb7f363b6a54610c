/**
 * A ready report's files, streamed from its stored rows a batch at a time (so memory stays flat
 * however many rows it has, and any server process can serve any report): CSV through papaparse,
 * XLSX through the streaming writer of server/http/xlsx-stream.ts.
 */
import { Readable } from 'node:stream';
import { and, asc, eq, gt } from 'drizzle-orm';
import Papa from 'papaparse';
import type {
  ReportCell,
  ReportColumn,
  ReportFileFormat,
} from '../../../src/domain/contracts/generated-reports';
import type { Db } from '../../db/client';
import { generatedReportRows } from '../../db/schema';
import { xlsxStream } from '../../http/xlsx-stream';

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

/** CSV (RFC 4180, CRLF) with a header of the columns' labels; a BOM so Excel reads it as UTF-8. */
function csvStream(db: Db, reportId: number, columns: ReportColumn[]): Readable {
  async function* lines() {
    yield `\uFEFF${Papa.unparse([columns.map((c) => c.label)])}\r\n`;
    for await (const batch of rowBatches(db, reportId)) yield `${Papa.unparse(batch)}\r\n`;
  }
  return Readable.from(lines());
}

export const reportFileTypes: Record<ReportFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function reportFileStream(
  db: Db,
  report: { id: number; name: string; columns: ReportColumn[] },
  format: ReportFileFormat,
): Readable {
  return format === 'csv'
    ? csvStream(db, report.id, report.columns)
    : xlsxStream(report.name, report.columns, rowBatches(db, report.id));
}
