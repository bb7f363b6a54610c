/**
 * A packing list as a printable PDF (pdfkit, US Letter): a header with the reference, date, vendor
 * and shipping warehouse, the ship-to address, the lines table (its header repeated on every page),
 * the totals, the notes, and "Page n of m" in the footer. Only the standard PDF fonts are used, so
 * nothing is read from disk.
 */
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../pdf/pdf-bytes';
import { packingListTotals } from '../../../src/domain/resources/packing-list.schema';
import type { Address } from '../../db/schema/columns';

export interface PackingListPdfInput {
  referenceNumber: string;
  createdAt: Date;
  vendorName: string;
  warehouseName: string;
  shipTo: Address;
  items: { sku: string; name?: string | null; quantity: number; cartons?: number; weight?: number | null }[];
  notes: string | null;
}

const MARGIN = 48;
const INK = '#101828';
const MUTED = '#667085';
const RULE = '#D0D5DD';
const SHADE = '#F2F4F7';

/** Columns of the lines table: x offset from the margin, width, alignment. */
const columns = [
  { key: 'n', title: '#', x: 0, w: 24, align: 'left' },
  { key: 'sku', title: 'SKU', x: 28, w: 120, align: 'left' },
  { key: 'name', title: 'Item', x: 152, w: 196, align: 'left' },
  { key: 'quantity', title: 'Quantity', x: 352, w: 56, align: 'right' },
  { key: 'cartons', title: 'Cartons', x: 412, w: 48, align: 'right' },
  { key: 'weight', title: 'Weight (lb)', x: 464, w: 52, align: 'right' },
] as const;

const number = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

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

export function renderPackingListPdf(input: PackingListPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Packing list ${input.referenceNumber}`, Author: 'Dockhand' },
  });
  const done = pdfBytes(doc);
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - 24;

  // Header: title and reference at the left, date, vendor and warehouse at the right.
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(22).text('PACKING LIST', MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(`Reference ${input.referenceNumber}`);
  const facts: [string, string][] = [
    ['Date', input.createdAt.toISOString().slice(0, 10)],
    ['Vendor', input.vendorName],
    ['Ships from', input.warehouseName],
  ];
  let y = MARGIN + 2;
  for (const [label, value] of facts) {
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, MARGIN + width - 200, y, { width: 70 });
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(INK)
      .text(value, MARGIN + width - 130, y, { width: 130 });
    y += 14;
  }
  y = Math.max(y, doc.y) + 16;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .strokeColor(RULE)
    .lineWidth(1)
    .stroke();

  // Ship to.
  y += 14;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text('SHIP TO', MARGIN, y);
  const shipTo = addressLines(input.shipTo);
  doc
    .font('Helvetica')
    .fontSize(11)
    .fillColor(INK)
    .text(shipTo.length ? shipTo.join('\n') : '—', MARGIN, y + 14, { width: 260 });
  y = doc.y + 20;

  // Lines.
  const header = () => {
    doc.rect(MARGIN, y, width, 20).fill(SHADE);
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
    for (const c of columns) doc.text(c.title, MARGIN + c.x, y + 6, { width: c.w, align: c.align });
    y += 20;
  };
  header();
  doc.font('Helvetica').fontSize(10).fillColor(INK);
  input.items.forEach((line, i) => {
    const cells: Record<(typeof columns)[number]['key'], string> = {
      n: String(i + 1),
      sku: line.sku,
      name: line.name ?? '',
      quantity: number(line.quantity),
      cartons: number(line.cartons ?? 0),
      weight: line.weight == null ? '' : number(line.weight),
    };
    const height = Math.max(...columns.map((c) => doc.heightOfString(cells[c.key], { width: c.w }))) + 10;
    if (y + height > bottom()) {
      doc.addPage();
      y = MARGIN;
      header();
      doc.font('Helvetica').fontSize(10).fillColor(INK);
    }
    for (const c of columns) doc.text(cells[c.key], MARGIN + c.x, y + 5, { width: c.w, align: c.align });
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
  });

  // Totals, under the number columns.
  const totals = packingListTotals(input.items);
  if (y + 28 > bottom()) {
    doc.addPage();
    y = MARGIN;
  }
  y += 8;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  doc.text('Totals', MARGIN + columns[2].x, y, { width: columns[2].w, align: 'right' });
  doc.text(number(totals.quantity), MARGIN + columns[3].x, y, { width: columns[3].w, align: 'right' });
  doc.text(number(totals.cartons), MARGIN + columns[4].x, y, { width: columns[4].w, align: 'right' });
  doc.text(number(totals.weight), MARGIN + columns[5].x, y, { width: columns[5].w, align: 'right' });
  y += 28;

  if (input.notes) {
    if (y + 40 > bottom()) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text('NOTES', MARGIN, y);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(input.notes, MARGIN, y + 14, { width });
  }

  // Footer on every page.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `Packing list ${input.referenceNumber} · Page ${i + 1} of ${range.count}`,
        MARGIN,
        doc.page.height - MARGIN - 10,
        { width, align: 'center', lineBreak: false },
      );
  }
  doc.end();
  return done;
}
