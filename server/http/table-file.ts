/**
 * A table streamed as a downloadable file, CSV or XLSX, a batch of rows at a time in constant memory:
 * generated reports and the billing ledger's export share it. CSV is RFC 4180 with CRLF and a BOM (so
 * Excel reads it as UTF-8); XLSX comes from xlsx-stream.ts.
 */
import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { xlsxStream, type XlsxCell, type XlsxColumn } from './xlsx-stream';

export type TableFileFormat = 'csv' | 'xlsx';

export const tableFileTypes: Record<TableFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function csvStream(
  columns: readonly XlsxColumn[],
  batches: AsyncIterable<readonly (readonly XlsxCell[])[]>,
): Readable {
  async function* lines() {
    yield `\uFEFF${Papa.unparse([columns.map((c) => c.label)])}\r\n`;
    for await (const batch of batches) if (batch.length) yield `${Papa.unparse(batch as XlsxCell[][])}\r\n`;
  }
  return Readable.from(lines());
}

/** The file of a table: a sheet (or CSV) named `name` with the columns' labels as its header. */
export function tableFileStream(
  format: TableFileFormat,
  name: string,
  columns: readonly XlsxColumn[],
  batches: AsyncIterable<readonly (readonly XlsxCell[])[]>,
): Readable {
  return format === 'csv' ? csvStream(columns, batches) : xlsxStream(name, columns, batches);
}

/**
 * Reads the first batch before the file is answered, so a query that fails (a filter the database
 * refuses) answers an error status instead of cutting off a download that had already begun.
 */
export async function primed<T>(batches: AsyncGenerator<T>): Promise<AsyncIterable<T>> {
  const first = await batches.next();
  return (async function* rest() {
    if (first.done) return;
    yield first.value;
    yield* batches;
  })();
}
