/**
 * The layout pieces every printable document shares (packing lists, return labels, outbound slips,
 * pick lists, bills of lading, 4×6 labels): the palette, starting a document, address lines, captions,
 * the title header with its facts, a lines table whose header repeats on each page, and "Page n of m"
 * footers. Only the standard PDF fonts are used, so nothing is read from disk.
 */
import PDFDocument from 'pdfkit';
import type { Address } from '../db/schema/columns';
import { pdfBytes } from './pdf-bytes';

export type Doc = PDFKit.PDFDocument;

export const INK = '#101828';
export const MUTED = '#667085';
export const RULE = '#D0D5DD';
export const SHADE = '#F2F4F7';

/** A 4×6 inch thermal label, in points. */
export const LABEL_4X6: [number, number] = [288, 432];

/**
 * A new document and the promise of its bytes (settled by `doc.end()`). Pages are buffered so the
 * footers can count them at the end.
 */
export function startDocument(options: {
  size: 'LETTER' | [number, number];
  margin: number;
  title: string;
}): {
  doc: Doc;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({
    size: options.size,
    margin: options.margin,
    bufferPages: true,
    info: { Title: options.title, Author: 'Dockhand' },
  });
  return { doc, done: pdfBytes(doc) };
}

/** An address as printed lines: name, company, street lines, "City, ST 12345", country, phone, e-mail. */
export function addressLines(a: Address): string[] {
  const cityLine = [a.city, [a.state, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [
    a.name,
    a.company,
    a.addressLine1,
    a.addressLine2,
    a.addressLine3,
    cityLine,
    a.countryCode,
    a.phone,
    a.email,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}

/** A small spaced capital caption ('SHIP TO') above a block. */
export function caption(doc: Doc, text: string, x: number, y: number, size = 8) {
  doc.font('Helvetica-Bold').fontSize(size).fillColor(MUTED).text(text, x, y, { characterSpacing: 0.6 });
}

/** A horizontal rule from x to x + width. */
export function hRule(doc: Doc, x: number, y: number, width: number, color = RULE, lineWidth = 1) {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(lineWidth)
    .strokeColor(color)
    .stroke();
}

/** A vertical rule from y to y + height. */
export function vRule(doc: Doc, x: number, y: number, height: number, color = RULE, lineWidth = 0.75) {
  doc
    .moveTo(x, y)
    .lineTo(x, y + height)
    .lineWidth(lineWidth)
    .strokeColor(color)
    .stroke();
}

/**
 * The document header: the title and a reference line at the left, label/value facts at the right,
 * and a rule under both. Answers the y just below the rule.
 */
export function documentHeader(
  doc: Doc,
  header: { title: string; reference: string; facts: readonly (readonly [string, string])[]; margin: number },
): number {
  const { margin } = header;
  const width = doc.page.width - margin * 2;
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(22).text(header.title, margin, margin);
  doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(header.reference);
  const below = doc.y;
  let y = margin + 2;
  for (const [label, value] of header.facts) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, margin + width - 200, y, { width: 70 });
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(INK)
      .text(value, margin + width - 130, y, { width: 130 });
    y = Math.max(y + 14, doc.y + 2);
  }
  y = Math.max(y, below) + 16;
  hRule(doc, margin, y, width);
  return y + 1;
}

/** A captioned address block ('SHIP TO' and its lines); answers the y below it. */
export function addressBlock(
  doc: Doc,
  title: string,
  address: Address | readonly string[],
  x: number,
  y: number,
  width: number,
  fontSize = 11,
): number {
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(title, x, y);
  const lines = Array.isArray(address) ? address : addressLines(address as Address);
  doc
    .font('Helvetica')
    .fontSize(fontSize)
    .fillColor(INK)
    .text(lines.length ? lines.join('\n') : '—', x, y + 14, { width });
  return doc.y;
}

// ── Tables ──────────────────────────────────────────────────────────────────────────────────────

export interface Column<K extends string> {
  key: K;
  title: string;
  /** Offset from the left margin, and width, in points. */
  x: number;
  w: number;
  align: 'left' | 'right' | 'center';
}

export interface TableStyle {
  headerHeight: number;
  headerFontSize: number;
  /** Where the header titles sit below the band's top. */
  headerTextTop: number;
  fontSize: number;
  /** Space above and below a row's text. */
  padding: number;
  /** Space left of each cell's text (and taken from its width). */
  inset: number;
}

export const TABLE_STYLE: TableStyle = {
  headerHeight: 20,
  headerFontSize: 9,
  headerTextTop: 6,
  fontSize: 10,
  padding: 5,
  inset: 0,
};

/**
 * Draws `rows` under a shaded header band from `y`, breaking onto new pages (the header repeated)
 * before a row would cross `bottom`; `decorate` may draw extras in a row (a checkbox). Answers the y
 * below the last row.
 */
export function drawTable<K extends string>(
  doc: Doc,
  table: {
    columns: readonly Column<K>[];
    rows: readonly Record<K, string>[];
    y: number;
    margin: number;
    bottom: () => number;
    style?: Partial<TableStyle>;
    decorate?: (row: { index: number; top: number; height: number }) => void;
  },
): number {
  const style = { ...TABLE_STYLE, ...table.style };
  const { margin, columns } = table;
  const width = doc.page.width - margin * 2;
  let y = table.y;
  const header = () => {
    doc.rect(margin, y, width, style.headerHeight).fill(SHADE);
    doc.font('Helvetica-Bold').fontSize(style.headerFontSize).fillColor(MUTED);
    for (const c of columns)
      doc.text(c.title, margin + c.x + style.inset, y + style.headerTextTop, {
        width: c.w - style.inset,
        align: c.align,
      });
    y += style.headerHeight;
  };
  header();
  table.rows.forEach((cells, index) => {
    doc.font('Helvetica').fontSize(style.fontSize);
    const height =
      Math.max(...columns.map((c) => doc.heightOfString(cells[c.key], { width: c.w - style.inset }))) +
      style.padding * 2;
    if (y + height > table.bottom()) {
      doc.addPage();
      y = margin;
      header();
    }
    doc.font('Helvetica').fontSize(style.fontSize).fillColor(INK);
    for (const c of columns)
      doc.text(cells[c.key], margin + c.x + style.inset, y + style.padding, {
        width: c.w - style.inset,
        align: c.align,
      });
    table.decorate?.({ index, top: y, height });
    y += height;
    hRule(doc, margin, y, width, RULE, 0.5);
  });
  return y;
}

/** A new page when `needed` points do not fit above `bottom`; answers where to go on. */
export function roomFor(doc: Doc, y: number, needed: number, bottom: number, margin: number): number {
  if (y + needed <= bottom) return y;
  doc.addPage();
  return margin;
}

/** An empty square to tick by hand. */
export function checkbox(doc: Doc, x: number, y: number, size = 10) {
  doc.rect(x, y, size, size).lineWidth(0.75).strokeColor(INK).stroke();
}

/** The footer of every page, e.g. 'Packing list PL-1 · Page 1 of 3', centred in the bottom margin. */
export function pageFooters(doc: Doc, margin: number, text: (page: number, count: number) => string) {
  const width = doc.page.width - margin * 2;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(text(i + 1, range.count), margin, doc.page.height - margin - 10, {
        width,
        align: 'center',
        lineBreak: false,
      });
  }
}

/** Numbers as printed: grouped, up to two decimals. */
export const printNumber = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** A date as printed on documents: YYYY-MM-DD (UTC), or '' when there is none. */
export const printDate = (d: Date | string | null | undefined) =>
  d == null ? '' : typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10);
