/**
 * A one-sheet XLSX file written as its rows come, in constant memory: the SpreadsheetML parts are
 * zipped by fflate's streaming Zip (each chunk handed on as soon as it is deflated) and the rows are
 * written with inline strings, so nothing accumulates. Why not a spreadsheet library: ExcelJS 4.4's
 * "streaming" writer zips the whole workbook at commit (memory grows with the rows, the first byte
 * comes at the end), and write-excel-file builds the file in memory.
 */
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate } from 'fflate';

export interface XlsxColumn {
  label: string;
  /** Money shows two decimals with thousands separators; numbers stay numbers. */
  kind?: 'text' | 'number' | 'money' | 'date';
}
export type XlsxCell = string | number | null;

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** Text as XML character data: escaped, without the control characters XML cannot hold. */
const escapeXml = (text: string) =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** 'A', 'B', … 'Z', 'AA', … */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Style ids of styles.xml: 0 plain, 1 bold (the header), 2 money. */
const STYLE = { plain: 0, header: 1, money: 2 } as const;

const staticParts = (sheetName: string): [string, string][] => [
  [
    '[Content_Types].xml',
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPE}.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${TYPE}.styles+xml"/></Types>`,
  ],
  [
    '_rels/.rels',
    `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  ],
  [
    'xl/styles.xml',
    `${XML}<styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
  ],
];

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
export const sheetNameOf = (name: string) =>
  name
    .replace(/[:\\/?*[\]]/g, ' ')
    .slice(0, 31)
    .trim() || 'Sheet1';

/**
 * The XLSX file of `rows` (in batches) under a bold, frozen header of the columns' labels. Reading
 * waits for the consumer: a slow download slows the reading, it does not buffer the file.
 */
export function xlsxStream(
  sheetName: string,
  columns: readonly XlsxColumn[],
  rows: AsyncIterable<readonly (readonly XlsxCell[])[]>,
): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) return void out.destroy(err);
    out.write(chunk);
    if (final) out.end();
  });
  for (const [name, text] of staticParts(sheetNameOf(sheetName))) {
    const part = new ZipDeflate(name, { level: 6 });
    zip.add(part);
    part.push(strToU8(text), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  zip.end();

  const letters = columns.map((_, i) => columnLetters(i));
  const cell = (value: XlsxCell, col: number, row: number) => {
    const ref = `${letters[col]}${row}`;
    if (value === null || value === undefined || value === '') return '';
    if (typeof value === 'number' && Number.isFinite(value)) {
      const style = columns[col]?.kind === 'money' ? ` s="${STYLE.money}"` : '';
      return `<c r="${ref}"${style}><v>${value}</v></c>`;
    }
    return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(String(value))}</t></is></c>`;
  };
  const widths = columns
    .map(
      (c, i) =>
        `<col min="${i + 1}" max="${i + 1}" width="${Math.min(40, Math.max(10, c.label.length + 2))}" customWidth="1"/>`,
    )
    .join('');
  const header = columns
    .map(
      (c, i) =>
        `<c r="${letters[i]}1" s="${STYLE.header}" t="inlineStr"><is><t>${escapeXml(c.label)}</t></is></c>`,
    )
    .join('');

  void (async () => {
    sheet.push(
      strToU8(
        `${XML}<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${widths}</cols><sheetData><row r="1">${header}</row>`,
      ),
    );
    let r = 1;
    for await (const batch of rows) {
      let xml = '';
      for (const cells of batch) {
        r += 1;
        xml += `<row r="${r}">${cells.map((value, col) => cell(value, col, r)).join('')}</row>`;
      }
      sheet.push(strToU8(xml));
      // The reader is slower than the database: wait for it rather than buffer the file.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.push(strToU8('</sheetData></worksheet>'), true);
  })().catch((err: unknown) => out.destroy(err instanceof Error ? err : new Error(String(err))));
  return out;
}
