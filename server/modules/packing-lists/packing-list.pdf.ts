/**
 * A packing list as a printable PDF (pdfkit, US Letter): a header with the reference, date, vendor
 * and shipping warehouse, the ship-to address, the lines table (its header repeated on every page),
 * the totals, the notes, and "Page n of m" in the footer. The layout pieces are server/pdf's.
 */
import { packingListTotals } from '../../../src/domain/resources/packing-list.schema';
import type { Address } from '../../db/schema/columns';
import {
  addressBlock,
  caption,
  documentHeader,
  drawTable,
  INK,
  pageFooters,
  printDate,
  printNumber,
  roomFor,
  startDocument,
  type Column,
} from '../../pdf/document-layout';

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

type Key = 'n' | 'sku' | 'name' | 'quantity' | 'cartons' | 'weight';
/** Columns of the lines table: x offset from the margin, width, alignment. */
const columns: Column<Key>[] = [
  { key: 'n', title: '#', x: 0, w: 24, align: 'left' },
  { key: 'sku', title: 'SKU', x: 28, w: 120, align: 'left' },
  { key: 'name', title: 'Item', x: 152, w: 196, align: 'left' },
  { key: 'quantity', title: 'Quantity', x: 352, w: 56, align: 'right' },
  { key: 'cartons', title: 'Cartons', x: 412, w: 48, align: 'right' },
  { key: 'weight', title: 'Weight (lb)', x: 464, w: 52, align: 'right' },
];

export function renderPackingListPdf(input: PackingListPdfInput): Promise<Buffer> {
  const { doc, done } = startDocument({
    size: 'LETTER',
    margin: MARGIN,
    title: `Packing list ${input.referenceNumber}`,
  });
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - 24;

  let y = documentHeader(doc, {
    title: 'PACKING LIST',
    reference: `Reference ${input.referenceNumber}`,
    facts: [
      ['Date', printDate(input.createdAt)],
      ['Vendor', input.vendorName],
      ['Ships from', input.warehouseName],
    ],
    margin: MARGIN,
  });
  y = addressBlock(doc, 'SHIP TO', input.shipTo, MARGIN, y + 13, 260) + 20;

  y = drawTable(doc, {
    columns,
    margin: MARGIN,
    bottom,
    y,
    rows: input.items.map((line, i) => ({
      n: String(i + 1),
      sku: line.sku,
      name: line.name ?? '',
      quantity: printNumber(line.quantity),
      cartons: printNumber(line.cartons ?? 0),
      weight: line.weight == null ? '' : printNumber(line.weight),
    })),
  });

  // Totals, under the number columns.
  const totals = packingListTotals(input.items);
  y = roomFor(doc, y, 28, bottom(), MARGIN) + 8;
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  const under = (c: Column<Key>, text: string) =>
    doc.text(text, MARGIN + c.x, y, { width: c.w, align: 'right' });
  under(columns[2]!, 'Totals');
  under(columns[3]!, printNumber(totals.quantity));
  under(columns[4]!, printNumber(totals.cartons));
  under(columns[5]!, printNumber(totals.weight));
  y += 28;

  if (input.notes) {
    y = roomFor(doc, y, 40, bottom(), MARGIN);
    caption(doc, 'NOTES', MARGIN, y, 9);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(input.notes, MARGIN, y + 14, { width });
  }

  pageFooters(
    doc,
    MARGIN,
    (page, count) => `Packing list ${input.referenceNumber} · Page ${page} of ${count}`,
  );
  doc.end();
  return done;
}
