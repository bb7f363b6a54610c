/**
 * The straight bill of lading of a bulk shipment going by freight (pdfkit, US Letter), after the
 * usual short form: shipper (the warehouse, for the vendor), consignee (the ship-to), carrier, PRO
 * number (also as a Code 128 barcode when known), freight class and references; the handling units
 * (each pallet, and the cartons on no pallet) with pieces, weight and class, and their totals; the
 * special instructions; and the signature boxes of shipper, carrier and consignee with the loading
 * and counting tick boxes. What is unknown when it is printed (PRO, trailer, seal) is left as a line
 * to fill in by hand at the dock.
 */
import { code128Bars, drawBars } from '../../pdf/barcode';
import {
  addressLines,
  caption,
  checkbox,
  documentHeader,
  drawTable,
  hRule,
  INK,
  MUTED,
  pageFooters,
  printDate,
  printNumber,
  roomFor,
  startDocument,
  vRule,
  type Column,
  type Doc,
} from '../../pdf/document-layout';
import type { DocumentCarton, ShipmentDocument } from './outbound-documents.types';

const MARGIN = 36;

type Key = 'units' | 'type' | 'pieces' | 'weight' | 'hm' | 'description' | 'class';
const columns: Column<Key>[] = [
  { key: 'units', title: 'Units', x: 0, w: 56, align: 'right' },
  { key: 'type', title: 'Type', x: 62, w: 40, align: 'left' },
  { key: 'pieces', title: 'Pieces', x: 106, w: 44, align: 'right' },
  { key: 'weight', title: 'Weight (lb)', x: 154, w: 60, align: 'right' },
  { key: 'hm', title: 'HM', x: 220, w: 20, align: 'center' },
  { key: 'description', title: 'Commodity description', x: 246, w: 226, align: 'left' },
  { key: 'class', title: 'Class', x: 476, w: 64, align: 'left' },
];

const cartonsWeight = (cartons: readonly DocumentCarton[]): number | null => {
  const weighed = cartons.filter((c) => c.weight != null);
  return weighed.length ? weighed.reduce((n, c) => n + (c.weight ?? 0), 0) : null;
};

/** What a handling unit holds, briefly: 'NWG-MUG-11 ×24, NWG-TOTE ×40' (the rest counted). */
function commodity(cartons: readonly DocumentCarton[]): string {
  const bySku = new Map<string, number>();
  for (const c of cartons) for (const x of c.contents) bySku.set(x.sku, (bySku.get(x.sku) ?? 0) + x.quantity);
  const items = [...bySku].map(([sku, n]) => `${sku} ×${printNumber(n)}`);
  const shown = items.slice(0, 4).join(', ');
  return items.length > 4 ? `${shown} and ${items.length - 4} more` : shown || 'General merchandise';
}

/** A labelled line to write on, with the value printed on it when known. */
function fillLine(doc: Doc, label: string, value: string, x: number, y: number, width: number) {
  doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(label, x, y, { width: 70, lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(INK)
    .text(value, x + 72, y - 2, { width: width - 72, lineBreak: false });
  hRule(doc, x + 70, y + 10, width - 70, MUTED, 0.5);
}

function signatureBox(doc: Doc, x: number, y: number, width: number, title: string, ticks: string[]) {
  const height = 96;
  doc.rect(x, y, width, height).lineWidth(0.75).strokeColor(INK).stroke();
  caption(doc, title, x + 6, y + 6, 7.5);
  ticks.forEach((tick, i) => {
    checkbox(doc, x + 6, y + 20 + i * 13, 8);
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(INK)
      .text(tick, x + 18, y + 21 + i * 13, { width: width - 24, lineBreak: false });
  });
  hRule(doc, x + 6, y + height - 22, width - 12, INK, 0.5);
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor(MUTED)
    .text('Signature / date', x + 6, y + height - 18);
}

export function renderBillOfLadingPdf(d: ShipmentDocument): Promise<Buffer> {
  const { doc, done } = startDocument({
    size: 'LETTER',
    margin: MARGIN,
    title: `Bill of lading ${d.number}`,
  });
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - 24;
  const half = width / 2;

  let y = documentHeader(doc, {
    title: 'BILL OF LADING',
    reference: `Straight bill of lading, not negotiable · BOL ${d.number}`,
    facts: [
      ['Date', printDate(d.shipDate ?? new Date())],
      ['BOL number', d.number],
      ...(d.customReferenceNumber ? [['Customer PO', d.customReferenceNumber] as [string, string]] : []),
      ['Vendor', d.vendor.name],
    ],
    margin: MARGIN,
  });

  // Shipper and consignee, side by side.
  const top = y + 10;
  const shipper = [
    d.warehouse?.fullName ?? 'Warehouse not chosen',
    d.warehouse ? `Warehouse ${d.warehouse.code}` : '',
    `For ${d.vendor.name}`,
  ].filter(Boolean);
  caption(doc, 'SHIPPER (SHIP FROM)', MARGIN, top, 8);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(shipper.join('\n'), MARGIN, top + 14, { width: half - 16 });
  const shipperBottom = doc.y;
  caption(doc, 'CONSIGNEE (SHIP TO)', MARGIN + half, top, 8);
  const consignee = addressLines(d.shipTo);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(consignee.length ? consignee.join('\n') : '—', MARGIN + half, top + 14, { width: half });
  y = Math.max(shipperBottom, doc.y) + 12;
  vRule(doc, MARGIN + half - 8, top - 4, y - top);
  hRule(doc, MARGIN, y, width);

  // Carrier.
  y += 10;
  caption(doc, 'CARRIER', MARGIN, y, 8);
  y += 16;
  fillLine(doc, 'Carrier', d.carrier, MARGIN, y, half - 16);
  fillLine(doc, 'PRO number', d.proNumber ?? '', MARGIN + half, y, half);
  y += 22;
  fillLine(doc, 'Freight class', d.freightClass ?? '', MARGIN, y, half - 16);
  fillLine(doc, 'Tracking', d.trackingNumber ?? '', MARGIN + half, y, half);
  y += 22;
  fillLine(doc, 'Trailer no.', '', MARGIN, y, half - 16);
  fillLine(doc, 'Seal no.', '', MARGIN + half, y, half);
  y += 20;
  if (d.proNumber) {
    drawBars(doc, code128Bars(d.proNumber), MARGIN + half, y, half, 36, 1.6);
    y += 42;
  }
  hRule(doc, MARGIN, y, width);

  // Handling units: each pallet, then the cartons on no pallet.
  y += 10;
  caption(doc, 'CARRIER INFORMATION', MARGIN, y, 8);
  y += 14;
  const loose = d.cartons.filter((c) => c.palletId === null);
  const freightClass = d.freightClass ?? '';
  const units = [
    ...d.pallets.map((p) => ({
      units: '1',
      type: 'PLT',
      pieces: p.cartons.length,
      weight: p.weight ?? cartonsWeight(p.cartons),
      description: `${p.lpn}: ${commodity(p.cartons)}`,
    })),
    ...(loose.length
      ? [
          {
            units: String(loose.length),
            type: 'CTN',
            pieces: loose.length,
            weight: cartonsWeight(loose),
            description: `Loose cartons: ${commodity(loose)}`,
          },
        ]
      : []),
  ];
  y = drawTable(doc, {
    columns,
    margin: MARGIN,
    bottom,
    y,
    style: { fontSize: 9, headerFontSize: 8, padding: 5 },
    rows: units.map((u) => ({
      units: u.units,
      type: u.type,
      pieces: printNumber(u.pieces),
      weight: u.weight == null ? '' : printNumber(u.weight),
      hm: '',
      description: u.description,
      class: freightClass,
    })),
  });
  const handlingUnits = d.pallets.length + loose.length;
  const counted = units.filter((u) => u.weight != null).reduce((n, u) => n + (u.weight ?? 0), 0);
  // The weight recorded when shipping is the scale's; before that, what the units weigh.
  const totalWeight = d.weight ?? (units.some((u) => u.weight != null) ? counted : null);
  y = roomFor(doc, y, 24, bottom(), MARGIN) + 6;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(INK);
  const cell = (key: Key, text: string) => {
    const c = columns.find((col) => col.key === key)!;
    doc.text(text, MARGIN + c.x, y, { width: c.w, align: c.align });
  };
  cell('units', printNumber(handlingUnits));
  cell('type', 'Total');
  cell('pieces', printNumber(d.cartons.length));
  cell('weight', totalWeight == null ? '' : printNumber(totalWeight));
  cell(
    'description',
    `${d.pallets.length} ${d.pallets.length === 1 ? 'pallet' : 'pallets'}, ${d.cartons.length} ${
      d.cartons.length === 1 ? 'carton' : 'cartons'
    }`,
  );
  y += 22;

  // Special instructions.
  y = roomFor(doc, y, 44, bottom(), MARGIN);
  caption(doc, 'SPECIAL INSTRUCTIONS', MARGIN, y, 8);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(INK)
    .text(
      [d.notes, d.wantedShipDate ? `Wanted ship date ${printDate(d.wantedShipDate)}.` : '']
        .filter(Boolean)
        .join('\n') || '—',
      MARGIN,
      y + 12,
      { width },
    );
  y = doc.y + 12;

  // Signatures.
  y = roomFor(doc, y, 150, bottom(), MARGIN);
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor(MUTED)
    .text(
      'Received, subject to the classifications and tariffs in effect on the date of issue of this bill of lading, ' +
        'the property described above in apparent good order, except as noted. The shipper certifies that the ' +
        'contents are properly classified, described, packaged, marked and labelled.',
      MARGIN,
      y,
      { width },
    );
  y = doc.y + 8;
  const box = (width - 16) / 3;
  signatureBox(doc, MARGIN, y, box, 'SHIPPER', ['Trailer loaded by shipper', 'Freight counted by shipper']);
  signatureBox(doc, MARGIN + box + 8, y, box, 'CARRIER', [
    'Trailer loaded by driver',
    'Counted by driver: pallets',
    'Counted by driver: pieces',
  ]);
  signatureBox(doc, MARGIN + (box + 8) * 2, y, box, 'CONSIGNEE', [
    'Received in good order',
    'Exceptions noted',
  ]);

  pageFooters(doc, MARGIN, (page, count) => `Bill of lading ${d.number} · Page ${page} of ${count}`);
  doc.end();
  return done;
}
