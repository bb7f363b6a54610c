/**
 * The carton and pallet labels of a packed bulk shipment (pdfkit, one 4×6 in page each: 288×432 pt),
 * laid out like a GS1 logistic label: from and to at the top; shipment, reference, carrier and
 * "Carton n of N" in the middle with the container's LPN (Code 128, for the warehouse's own scans)
 * and contents; the SSCC at the bottom as a GS1-128 barcode with its '(00) …' text. Cartons first, in
 * packing order, then the pallets.
 */
import { ssccElementString } from '../../../src/domain/gs1';
import { code128Bars, drawBars, gs1_128Bars } from '../../pdf/barcode';
import {
  addressLines,
  caption,
  hRule,
  INK,
  LABEL_4X6,
  MUTED,
  printNumber,
  startDocument,
  vRule,
  type Doc,
} from '../../pdf/document-layout';
import type { ShipmentDocument } from './outbound-documents.types';

const M = 12;
const [PAGE_WIDTH, PAGE_HEIGHT] = LABEL_4X6;
const WIDTH = PAGE_WIDTH - M * 2;
/** Content lines a label has room for; the rest is summed up as "+ n more". */
const CONTENT_LINES = 7;

interface Container {
  kind: 'CARTON' | 'PALLET';
  ordinal: number;
  of: number;
  lpn: string;
  sscc: string;
  weight: number | null;
  contents: { sku: string; quantity: number }[];
  /** A pallet: how many cartons it carries. */
  cartons?: number;
}

/** The contents of cartons summed per SKU (a pallet's label). */
function sumContents(cartons: ShipmentDocument['cartons']) {
  const bySku = new Map<string, number>();
  for (const c of cartons) for (const x of c.contents) bySku.set(x.sku, (bySku.get(x.sku) ?? 0) + x.quantity);
  return [...bySku].map(([sku, quantity]) => ({ sku, quantity }));
}

function drawLabel(doc: Doc, d: ShipmentDocument, c: Container) {
  doc.page.margins.bottom = 0;
  doc
    .rect(M / 2, M / 2, PAGE_WIDTH - M, PAGE_HEIGHT - M)
    .lineWidth(1.5)
    .strokeColor(INK)
    .stroke();
  const half = WIDTH / 2;

  // From and to.
  caption(doc, 'FROM', M + 2, M + 2, 6.5);
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(INK)
    .text(
      [d.vendor.name, d.warehouse ? `c/o ${d.warehouse.fullName}` : '', d.warehouse?.code ?? '']
        .filter(Boolean)
        .join('\n'),
      M + 2,
      M + 12,
      { width: half - 10, height: 70, ellipsis: true },
    );
  vRule(doc, M + half - 4, M / 2, 92, INK);
  caption(doc, 'TO', M + half + 2, M + 2, 6.5);
  const [first = '—', ...rest] = addressLines({ ...d.shipTo, phone: null, email: null });
  doc
    .font('Helvetica-Bold')
    .fontSize(8.5)
    .fillColor(INK)
    .text(first, M + half + 2, M + 12, { width: half - 4, height: 11, ellipsis: true });
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(rest.join('\n'), M + half + 2, doc.y, { width: half - 4, height: 60, ellipsis: true });
  let y = M / 2 + 92;
  hRule(doc, M / 2, y, PAGE_WIDTH - M, INK);

  // Shipment facts at the left, "CARTON n OF N" at the right.
  const facts = [
    `Shipment ${d.number}`,
    d.customReferenceNumber ? `PO / Ref ${d.customReferenceNumber}` : '',
    d.carrier ? `Carrier ${d.carrier}` : '',
    d.proNumber ? `PRO ${d.proNumber}` : '',
  ].filter(Boolean);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(INK)
    .text(facts.join('\n'), M + 2, y + 6, { width: half + 10, height: 48, ellipsis: true });
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(MUTED)
    .text(c.kind, M + half + 16, y + 6, { width: half - 18, align: 'right' });
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text(`${c.ordinal} OF ${c.of}`, M + half + 16, y + 18, {
      width: half - 18,
      align: 'right',
      lineBreak: false,
    });
  y += 58;
  hRule(doc, M / 2, y, PAGE_WIDTH - M, INK);

  // The licence plate and what is inside.
  caption(doc, 'LPN', M + 2, y + 5, 6.5);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(c.lpn, M + 2, y + 14, { width: half, lineBreak: false });
  drawBars(doc, code128Bars(c.lpn), M, y + 29, half + 8, 40, 1.2);
  const summary = [
    c.cartons != null ? `${c.cartons} ${c.cartons === 1 ? 'carton' : 'cartons'}` : '',
    c.weight != null ? `${printNumber(c.weight)} lb` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  if (summary)
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(summary, M + 2, y + 76, { width: half, lineBreak: false });
  caption(doc, 'CONTENTS', M + half + 16, y + 5, 6.5);
  const shown = c.contents.slice(0, CONTENT_LINES);
  const more = c.contents.length - shown.length;
  const lines = shown.map((x) => `${x.sku} × ${printNumber(x.quantity)}`);
  if (more > 0) lines.push(`+ ${more} more ${more === 1 ? 'item' : 'items'}`);
  doc
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(INK)
    .text(lines.join('\n') || '—', M + half + 16, y + 14, { width: half - 18, height: 76, ellipsis: true });
  y += 96;
  hRule(doc, M / 2, y, PAGE_WIDTH - M, INK);

  // The SSCC: GS1-128, at least 32 mm tall, its human-readable text under the bars.
  const gs1 = ssccElementString(c.sscc);
  caption(doc, 'SSCC', M + 2, y + 6, 7);
  drawBars(doc, gs1_128Bars(gs1.barcode), M, y + 20, WIDTH, 110);
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(gs1.text, M, y + 136, { width: WIDTH, align: 'center', lineBreak: false });
}

export function renderCartonLabelsPdf(d: ShipmentDocument): Promise<Buffer> {
  const { doc, done } = startDocument({ size: LABEL_4X6, margin: M, title: `Carton labels ${d.number}` });
  const containers: Container[] = [
    ...d.cartons.map((carton, i) => ({
      kind: 'CARTON' as const,
      ordinal: i + 1,
      of: d.cartons.length,
      lpn: carton.lpn,
      sscc: carton.sscc,
      weight: carton.weight,
      contents: carton.contents,
    })),
    ...d.pallets.map((pallet, i) => ({
      kind: 'PALLET' as const,
      ordinal: i + 1,
      of: d.pallets.length,
      lpn: pallet.lpn,
      sscc: pallet.sscc,
      weight: pallet.weight ?? sumWeights(pallet.cartons),
      contents: sumContents(pallet.cartons),
      cartons: pallet.cartons.length,
    })),
  ];
  containers.forEach((container, i) => {
    if (i > 0) doc.addPage();
    drawLabel(doc, d, container);
  });
  doc.end();
  return done;
}

/** A pallet's weight from its cartons when it was not weighed itself (null when none was). */
function sumWeights(cartons: ShipmentDocument['cartons']): number | null {
  const weighed = cartons.filter((c) => c.weight != null);
  return weighed.length ? weighed.reduce((n, c) => n + (c.weight ?? 0), 0) : null;
}
