/**
 * Reading and writing Vendor Items files in the browser. The parsers and the XLSX writer are loaded
 * on first use (papaparse for CSV, read-excel-file and write-excel-file for XLSX), so the list screen
 * does not carry them.
 */
import type { ItemFileValue } from '../domain/vendor-product-file';

export type ItemFileFormat = 'csv' | 'xlsx';

const formatOfFile = (file: File): ItemFileFormat | null => {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return 'xlsx';
  if (name.endsWith('.csv') || file.type === 'text/csv') return 'csv';
  return null;
};

/** The cells of a file's first sheet, rows of values as the file holds them. */
export async function readCells(file: File): Promise<unknown[][]> {
  const format = formatOfFile(file);
  if (format === 'xlsx') {
    const { readSheet } = await import('read-excel-file/universal');
    return await readSheet(file);
  }
  if (format === 'csv') {
    const { default: Papa } = await import('papaparse');
    // A BOM (Excel's "CSV UTF-8") is not part of the first header.
    const text = (await file.text()).replace(/^\uFEFF/, '');
    const result = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
    const broken = result.errors.find((e) => e.type === 'Quotes');
    if (broken) throw new Error(`The file cannot be read: ${broken.message} (row ${(broken.row ?? 0) + 1}).`);
    return result.data;
  }
  throw new Error('Choose a CSV (.csv) or Excel (.xlsx) file.');
}

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Writes cells (first row: headers) as a CSV or XLSX file and hands it to the browser's downloads. */
export async function saveCells(cells: ItemFileValue[][], format: ItemFileFormat, fileName: string) {
  if (format === 'csv') {
    const { default: Papa } = await import('papaparse');
    // escapeFormulae: a cell starting with '=', '+', '-' or '@' is text, never a formula run by Excel.
    const text = Papa.unparse(cells, { escapeFormulae: true });
    download(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
    return;
  }
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const widths = (cells[0] ?? []).map((header) => ({
    width: Math.min(40, Math.max(10, String(header ?? '').length + 4)),
  }));
  const blob = await writeXlsxFile(
    cells.map((row) => row.map((value) => value ?? null)),
    { columns: widths, stickyRowsCount: 1 },
  ).toBlob();
  download(blob, `${fileName}.xlsx`);
}
