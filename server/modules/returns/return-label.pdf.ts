/**
 * A return label as a printable PDF (pdfkit, US Letter): the label at the top — carrier and service,
 * ship-from (the customer, the order's ship-to), ship-to (the warehouse's returns desk), the RMA
 * number as a Code 128 barcode and in text — then a cut line and the packing slip that goes in the
 * parcel (order, RMA and the lines coming back), continued on further pages when long. Only the
 * standard PDF fonts are used, so nothing is read from disk.
 */
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../pdf/pdf-bytes';
import type { Address } from '../../db/schema/columns';
import { addressLines } from '../packing-lists/packing-list.pdf';
import { code128Bars } from './code128.pdf';

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
const INK = '#101828';
const MUTED = '#667085';
const RULE = '#D0D5DD';
const SHADE = '#F2F4F7';

/** Lines table columns of the packing slip: x offset from the margin, width, alignment. */
const columns = [
  { key: 'n', title: '#', x: 0, w: 24, align: 'left' },
  { key: 'sku', title: 'SKU', x: 28, w: 150, align: 'left' },
  { key: 'name', title: 'Item', x: 182, w: 290, align: 'left' },
  { key: 'quantity', title: 'Quantity', x: 476, w: 64, align: 'right' },
] as const;

type Doc = InstanceType<typeof PDFDocument>;

function caption(doc: Doc, text: string, x: number, y: number) {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED).text(text, x, y, { characterSpacing: 0.6 });
}

/** The barcode of `text`, `height` points tall, centred in [x, x + width]. */
function barcode(doc: Doc, text: string, x: number, y: number, width: number, height: number) {
  const { bars, modules } = code128Bars(text);
  // Ten modules of quiet zone each side, and no narrower than 1 pt per module so scanners read it.
  const module = Math.max(1, Math.min(2.2, width / (modules + 20)));
  const left = x + (width - modules * module) / 2;
  doc.fillColor('#000000');
  for (const bar of bars) doc.rect(left + bar.x * module, y, bar.width * module, height).fill();
}

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
    .text(`Created ${input.createdAt.toISOString().slice(0, 10)}`, MARGIN + width / 2, top + 32, {
      width: width / 2 - 16,
      align: 'right',
    });
  const band = top + 54;
  doc
    .moveTo(MARGIN, band)
    .lineTo(MARGIN + width, band)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();

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
  doc
    .moveTo(MARGIN + half, band)
    .lineTo(MARGIN + half, band + 140)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
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
  doc
    .moveTo(MARGIN, codeTop)
    .lineTo(MARGIN + width, codeTop)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();

  // The RMA number, scanned when the parcel arrives.
  caption(doc, 'RMA NUMBER', MARGIN + 16, codeTop + 12);
  barcode(doc, input.rma, MARGIN + 16, codeTop + 30, width - 32, 90);
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
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Return label ${input.rma}`, Author: 'Dockhand' },
  });
  const done = pdfBytes(doc);
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
  const header = () => {
    doc.rect(MARGIN, y, width, 18).fill(SHADE);
    doc.font('Helvetica-Bold').fontSize(8.5).fillColor(MUTED);
    for (const c of columns) doc.text(c.title, MARGIN + c.x + 4, y + 5, { width: c.w - 4, align: c.align });
    y += 18;
  };
  header();
  input.lines.forEach((line, i) => {
    const cells: Record<(typeof columns)[number]['key'], string> = {
      n: String(i + 1),
      sku: line.sku,
      name: line.name ?? '',
      quantity: line.quantity.toLocaleString('en-US'),
    };
    doc.font('Helvetica').fontSize(10);
    const height = Math.max(...columns.map((c) => doc.heightOfString(cells[c.key], { width: c.w - 4 }))) + 8;
    if (y + height > bottom()) {
      doc.addPage();
      y = MARGIN;
      header();
    }
    doc.font('Helvetica').fontSize(10).fillColor(INK);
    for (const c of columns)
      doc.text(cells[c.key], MARGIN + c.x + 4, y + 4, { width: c.w - 4, align: c.align });
    y += height;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  });
  const total = input.lines.reduce((n, l) => n + l.quantity, 0);
  if (y + 24 > bottom()) {
    doc.addPage();
    y = MARGIN;
  }
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
    if (y + 36 > bottom()) {
      doc.addPage();
      y = MARGIN;
    }
    caption(doc, 'NOTES', MARGIN, y);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(input.notes, MARGIN, y + 12, { width });
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin; without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(`Return ${input.rma} · Page ${i + 1} of ${range.count}`, MARGIN, doc.page.height - MARGIN - 8, {
        width,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}
