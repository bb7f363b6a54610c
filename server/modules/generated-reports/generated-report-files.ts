/**
 * A ready report's files, streamed from its stored rows a batch at a time (so memory stays flat
 * however many rows it has, and any server process can serve any report): CSV through papaparse, XLSX
 * through ExcelJS's streaming workbook writer (inline strings, each row committed as it is written).
 * Chosen because ExcelJS is the maintained XLSX writer that streams; write-excel-file, used for the
 * small item exports, builds the whole file in memory.
 */
import { PassThrough, Readable } from 'node:stream';
import { once } from 'node:events';
import { and, asc, eq, gt } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type {
  ReportCell,
  ReportColumn,
  ReportFileFormat,
} from '../../../src/domain/contracts/generated-reports';
import type { Db } from '../../db/client';
import { generatedReportRows } from '../../db/schema';

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

/** One XLSX sheet named after the report; numbers stay numbers, days are written as text. */
function xlsxStream(db: Db, reportId: number, columns: ReportColumn[], sheetName: string): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: true,
  });
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  const sheet = workbook.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Report');
  sheet.columns = columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: Math.min(40, Math.max(10, c.label.length + 2)),
    style: c.kind === 'money' ? { numFmt: '#,##0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for await (const batch of rowBatches(db, reportId)) {
      for (const cells of batch) sheet.addRow(cells).commit();
      // The reader is slower than the database: wait for it rather than buffer the file.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
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
    : xlsxStream(db, report.id, report.columns, report.name);
}

/** A file name from the report's name and day: 'northwind-items-this-week-2026-11-26.csv'. */
export function reportFileName(
  report: { name: string; id: number; completedAt: Date | null },
  format: ReportFileFormat,
) {
  const slug = report.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const day = (report.completedAt ?? new Date()).toISOString().slice(0, 10);
  return `${slug || `report-${report.id}`}-${day}.${format}`;
}
