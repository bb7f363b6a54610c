/**
 * A return label as a printable PDF (pdfkit, US Letter): the label at the top — carrier and service,
 * ship-from (the customer, the order's ship-to), ship-to (the warehouse's returns desk), the RMA
 * number as a Code 128 barcode and in text — then a cut line and the packing slip that goes in the
 * parcel (order, RMA and the lines coming back), continued on further pages when long. The layout
 * pieces and the barcode are server/pdf's.
 */
import type { Address } from '../../db/schema/columns';
import { code128Bars, drawBars } from '../../pdf/barcode';
import {
  addressLines,
  caption,
  drawTable,
  hRule,
  INK,
  MUTED,
  pageFooters,
  printDate,
  roomFor,
  startDocument,
  vRule,
  type Column,
  type Doc,
} from '../../pdf/document-layout';

export interface ReturnLabelPdfInput {
  rma: string;
  orderNumber: string;
  createdAt: Date;
  /** 'USPS · Ground Advantage'. */
  carrierService: string;
  vendorName: string;
  warehouse: { code: string; fullName: string };
  shipFrom: Address;
  lines: { sku: string; name: string | null; quantity: number }[];
  notes: string | null;
}

const MARGIN = 36;

/** Lines table columns of the packing slip: x offset from the margin, width, alignment. */
const columns: Column<'n' | 'sku' | 'name' | 'quantity'>[] = [
  { key: 'n', title: '#', x: 0, w: 24, align: 'left' },
  { key: 'sku', title: 'SKU', x: 28, w: 150, align: 'left' },
  { key: 'name', title: 'Item', x: 182, w: 290, align: 'left' },
  { key: 'quantity', title: 'Quantity', x: 476, w: 64, align: 'right' },
];

function drawLabel(doc: Doc, input: ReturnLabelPdfInput): number {
  const width = doc.page.width - MARGIN * 2;
  const top = MARGIN;
  const height = 372;
  doc.roundedRect(MARGIN, top, width, height, 6).lineWidth(1.5).strokeColor(INK).stroke();

  // Header band: RETURN and the carrier / service.
  doc
    .font('Helvetica-Bold')
    .fontSize(26)
    .fillColor(INK)
    .text('RETURN', MARGIN + 16, top + 14);
  const carrier = input.carrierService;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(carrier || 'Carrier not set', MARGIN + width / 2, top + 16, {
      width: width / 2 - 16,
      align: 'right',
    });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Created ${printDate(input.createdAt)}`, MARGIN + width / 2, top + 32, {
      width: width / 2 - 16,
      align: 'right',
    });
  const band = top + 54;
  hRule(doc, MARGIN, band, width, INK);

  // Ship from (the customer) and ship to (the warehouse's returns desk).
  const half = width / 2;
  caption(doc, 'SHIP FROM', MARGIN + 16, band + 12);
  const from = addressLines(input.shipFrom);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(from.length ? from.join('\n') : 'The customer’s address', MARGIN + 16, band + 26, {
      width: half - 32,
      height: 110,
      ellipsis: true,
    });
  vRule(doc, MARGIN + half, band, 140);
  caption(doc, 'SHIP TO', MARGIN + half + 16, band + 12);
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor(INK)
    .text(`${input.vendorName} Returns`, MARGIN + half + 16, band + 26, { width: half - 32 });
  doc
    .font('Helvetica')
    .fontSize(11)
    .text(`c/o ${input.warehouse.fullName}\nWarehouse ${input.warehouse.code}\nAttn: ${input.rma}`, {
      width: half - 32,
    });
  const codeTop = band + 140;
  hRule(doc, MARGIN, codeTop, width, INK);

  // The RMA number, scanned when the parcel arrives.
  caption(doc, 'RMA NUMBER', MARGIN + 16, codeTop + 12);
  drawBars(doc, code128Bars(input.rma), MARGIN + 16, codeTop + 30, width - 32, 90);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(INK)
    .text(input.rma, MARGIN, codeTop + 128, { width, align: 'center', characterSpacing: 2 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Order ${input.orderNumber}`, MARGIN, codeTop + 150, { width, align: 'center' });
  return top + height;
}

function cutLine(doc: Doc, y: number) {
  const width = doc.page.width - MARGIN * 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .dash(4, { space: 3 })
    .lineWidth(0.75)
    .strokeColor(MUTED)
    .stroke()
    .undash();
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Cut here. Tape the label to the parcel; put the slip below inside it.', MARGIN, y + 4, {
      width,
      align: 'center',
    });
}

export function renderReturnLabelPdf(input: ReturnLabelPdfInput): Promise<Buffer> {
  const { doc, done } = startDocument({ size: 'LETTER', margin: MARGIN, title: `Return label ${input.rma}` });
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - 20;

  const labelBottom = drawLabel(doc, input);
  cutLine(doc, labelBottom + 18);

  // The packing slip.
  let y = labelBottom + 44;
  doc.font('Helvetica-Bold').fontSize(15).fillColor(INK).text('Return packing slip', MARGIN, y);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${input.rma} · order ${input.orderNumber} · ${input.vendorName}`, MARGIN, y + 20);
  y += 42;
  y = drawTable(doc, {
    columns,
    margin: MARGIN,
    bottom,
    y,
    style: { headerHeight: 18, headerFontSize: 8.5, headerTextTop: 5, padding: 4, inset: 4 },
    rows: input.lines.map((line, i) => ({
      n: String(i + 1),
      sku: line.sku,
      name: line.name ?? '',
      quantity: line.quantity.toLocaleString('en-US'),
    })),
  });
  const total = input.lines.reduce((n, l) => n + l.quantity, 0);
  y = roomFor(doc, y, 24, bottom(), MARGIN);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(INK)
    .text(`${total.toLocaleString('en-US')} ${total === 1 ? 'unit' : 'units'}`, MARGIN, y + 6, {
      width,
      align: 'right',
    });
  y += 26;
  if (input.notes) {
    y = roomFor(doc, y, 36, bottom(), MARGIN);
    caption(doc, 'NOTES', MARGIN, y);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(input.notes, MARGIN, y + 12, { width });
  }

  pageFooters(doc, MARGIN, (page, count) => `Return ${input.rma} · Page ${page} of ${count}`);
  doc.end();
  return done;
}
