/**
 * A PTC sheet as the browser reads it (the cells of its first sheet, src/components/spreadsheet-files.ts):
 * the header row names the columns (ptcSheetColumns' headers or labels, any case), each row below
 * becomes a PtcSheetRow with its values as written (a date cell as its day), blank rows left out. The
 * server checks every value; here only what keeps a file from being previewed at all.
 */
import { ptcSheetColumns, type PtcSheetRow } from '../../domain/contracts/ptc-files';

/** The server's limit (server/modules/billing/ptc-import.service.ts). */
export const PTC_MAX_ROWS = 5000;

export interface PtcSheet {
  rows: PtcSheetRow[];
  /** Each row's line in the file (the header row is line 1 when it is the first). */
  lines: number[];
  /** Headers that name no column: left out. */
  ignoredHeaders: string[];
  /** Labels of the columns a sheet needs and this one lacks. */
  missingColumns: string[];
}

const required: (keyof PtcSheetRow)[] = ['date', 'description', 'unitCost'];

const squash = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
const keyOfHeader = new Map<string, keyof PtcSheetRow>(
  ptcSheetColumns.flatMap((c) => [...c.headers, c.label, c.key].map((h) => [squash(h), c.key] as const)),
);

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A date cell (read-excel-file answers a Date at UTC midnight) as its day; other values as written. */
function valueOf(v: unknown): unknown {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? String(v) : v.toISOString().slice(0, 10);
  if (typeof v === 'string') return v.trim();
  return v;
}

export function readPtcSheet(cells: readonly (readonly unknown[])[]): PtcSheet {
  const headerRow = cells.findIndex((row) => row.some((v) => !isBlank(v)));
  if (headerRow < 0)
    return { rows: [], lines: [], ignoredHeaders: [], missingColumns: required.map(labelOf) };
  const headers = cells[headerRow]!.map((h) => (isBlank(h) ? '' : String(h).trim()));
  const keys = headers.map((h) => (h ? keyOfHeader.get(squash(h)) : undefined));
  const rows: PtcSheetRow[] = [];
  const lines: number[] = [];
  cells.slice(headerRow + 1).forEach((row, i) => {
    if (row.every(isBlank)) return;
    const values: PtcSheetRow = {};
    keys.forEach((key, col) => {
      if (key && !isBlank(row[col]) && values[key] === undefined) values[key] = valueOf(row[col]);
    });
    rows.push(values);
    lines.push(headerRow + i + 2);
  });
  return {
    rows,
    lines,
    ignoredHeaders: headers.filter((h, i) => h && !keys[i]),
    missingColumns: required.filter((k) => !keys.includes(k)).map(labelOf),
  };
}

function labelOf(key: keyof PtcSheetRow): string {
  return ptcSheetColumns.find((c) => c.key === key)!.label;
}

const count = (n: number) => n.toLocaleString('en-US');

/** Why a sheet cannot be previewed, or null when it can. */
export function sheetRefusal(sheet: PtcSheet): string | null {
  if (sheet.missingColumns.length)
    return `The header row lacks ${sheet.missingColumns.length === 1 ? 'the column' : 'the columns'} ${sheet.missingColumns.join(', ')}. The columns are ${ptcSheetColumns.map((c) => c.label).join(', ')}.`;
  if (sheet.rows.length === 0) return 'The file has no rows below its header row.';
  if (sheet.rows.length > PTC_MAX_ROWS)
    return `A PTC file takes at most ${count(PTC_MAX_ROWS)} rows; this one has ${count(sheet.rows.length)}. Split it and upload each part.`;
  return null;
}

/** The file's name without its extension: the PTC file's name by default. */
export const defaultName = (fileName: string) => fileName.replace(/\.(csv|xlsx)$/i, '').trim() || fileName;
