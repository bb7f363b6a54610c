/**
 * The packing slip of a manual or bulk shipment (pdfkit, US Letter): the shipment number, vendor,
 * warehouse, reference and carrier; the ship-to; the lines with what was ordered and what ships; the
 * notes. A packed bulk shipment adds a packing list per pallet (and one for the cartons on no
 * pallet): each carton's LPN and contents, with the pallet's SSCC, so the receiver checks a pallet
 * against its own page.
 */
import {
  addressBlock,
  caption,
  documentHeader,
  drawTable,
  INK,
  MUTED,
  pageFooters,
  printDate,
  printNumber,
  roomFor,
  startDocument,
  type Column,
} from '../../pdf/document-layout';
import { shipmentTypeLabel } from '../../../src/domain/outbound-documents';
import type { DocumentCarton, ShipmentDocument } from './outbound-documents.types';

const MARGIN = 48;

type LineKey = 'n' | 'sku' | 'name' | 'ordered' | 'shipping';
const lineColumns: Column<LineKey>[] = [
  { key: 'n', title: '#', x: 0, w: 24, align: 'left' },
  { key: 'sku', title: 'SKU', x: 28, w: 130, align: 'left' },
  { key: 'name', title: 'Item', x: 162, w: 218, align: 'left' },
  { key: 'ordered', title: 'Ordered', x: 384, w: 64, align: 'right' },
  { key: 'shipping', title: 'Shipping', x: 452, w: 64, align: 'right' },
];

type CartonKey = 'carton' | 'sku' | 'name' | 'quantity';
const cartonColumns: Column<CartonKey>[] = [
  { key: 'carton', title: 'Carton', x: 0, w: 96, align: 'left' },
  { key: 'sku', title: 'SKU', x: 100, w: 130, align: 'left' },
  { key: 'name', title: 'Item', x: 234, w: 214, align: 'left' },
  { key: 'quantity', title: 'Quantity', x: 452, w: 64, align: 'right' },
];

/** What ships of a line: packed units once cartons are packed, else the allocated ones. */
const shippingOf = (d: ShipmentDocument, line: ShipmentDocument['lines'][number]) =>
  d.cartons.length > 0 ? line.packed : line.allocated;

export function renderPackingSlipPdf(d: ShipmentDocument): Promise<Buffer> {
  const { doc, done } = startDocument({ size: 'LETTER', margin: MARGIN, title: `Packing slip ${d.number}` });
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - 24;

  const facts: [string, string][] = [
    ['Date', printDate(d.shipDate ?? new Date())],
    ['Vendor', d.vendor.name],
    ['Ships from', d.warehouse ? `${d.warehouse.fullName} (${d.warehouse.code})` : '—'],
  ];
  if (d.customReferenceNumber) facts.push(['Reference', d.customReferenceNumber]);
  if (d.carrier) facts.push(['Carrier', d.carrier]);
  if (d.trackingNumber) facts.push(['Tracking', d.trackingNumber]);
  let y = documentHeader(doc, {
    title: 'PACKING SLIP',
    reference: `Shipment ${d.number} · ${shipmentTypeLabel(d.orderType)}`,
    facts,
    margin: MARGIN,
  });
  y = addressBlock(doc, 'SHIP TO', d.shipTo, MARGIN, y + 13, 260) + 20;

  y = drawTable(doc, {
    columns: lineColumns,
    margin: MARGIN,
    bottom,
    y,
    rows: d.lines.map((line, i) => {
      const shipping = shippingOf(d, line);
      return {
        n: String(i + 1),
        sku: line.sku,
        name: line.name,
        ordered: printNumber(line.quantity),
        shipping: shipping ? printNumber(shipping) : '',
      };
    }),
  });
  y = roomFor(doc, y, 28, bottom(), MARGIN) + 8;
  const ordered = d.lines.reduce((n, l) => n + l.quantity, 0);
  const shipping = d.lines.reduce((n, l) => n + shippingOf(d, l), 0);
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  const [, , name, orderedColumn, shippingColumn] = lineColumns;
  doc.text('Totals', MARGIN + name!.x, y, { width: name!.w, align: 'right' });
  doc.text(printNumber(ordered), MARGIN + orderedColumn!.x, y, { width: orderedColumn!.w, align: 'right' });
  doc.text(shipping ? printNumber(shipping) : '', MARGIN + shippingColumn!.x, y, {
    width: shippingColumn!.w,
    align: 'right',
  });
  y += 28;
  if (d.cartons.length > 0) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text(
        `${d.cartons.length} ${d.cartons.length === 1 ? 'carton' : 'cartons'} on ${d.pallets.length} ${
          d.pallets.length === 1 ? 'pallet' : 'pallets'
        }; a packing list per pallet follows.`,
        MARGIN,
        y,
        { width },
      );
    y = doc.y + 12;
  }
  if (d.notes) {
    y = roomFor(doc, y, 40, bottom(), MARGIN);
    caption(doc, 'NOTES', MARGIN, y, 9);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(d.notes, MARGIN, y + 14, { width });
  }

  // A packed bulk shipment: a packing list per pallet, then the cartons on no pallet.
  const groups: { title: string; sscc: string | null; cartons: DocumentCarton[] }[] = d.pallets.map(
    (p, i) => ({
      title: `Pallet ${i + 1} of ${d.pallets.length} · ${p.lpn}`,
      sscc: p.sscc,
      cartons: p.cartons,
    }),
  );
  const loose = d.cartons.filter((c) => c.palletId === null);
  if (loose.length) groups.push({ title: 'Cartons not on a pallet', sscc: null, cartons: loose });
  for (const group of groups) {
    doc.addPage();
    y = documentHeader(doc, {
      title: 'PACKING LIST',
      reference: `Shipment ${d.number} · ${group.title}`,
      facts: [
        ['Vendor', d.vendor.name],
        ['Cartons', String(group.cartons.length)],
        [
          'Units',
          printNumber(group.cartons.reduce((n, c) => n + c.contents.reduce((m, x) => m + x.quantity, 0), 0)),
        ],
        ...(group.sscc ? [['SSCC', group.sscc] as [string, string]] : []),
      ],
      margin: MARGIN,
    });
    y = addressBlock(doc, 'SHIP TO', d.shipTo, MARGIN, y + 13, 260, 10) + 16;
    drawTable(doc, {
      columns: cartonColumns,
      margin: MARGIN,
      bottom,
      y,
      rows: group.cartons.flatMap((carton) =>
        (carton.contents.length ? carton.contents : [{ sku: '', name: 'Empty', quantity: 0 }]).map(
          (item, i) => ({
            carton: i === 0 ? carton.lpn : '',
            sku: item.sku,
            name: item.name,
            quantity: item.quantity ? printNumber(item.quantity) : '',
          }),
        ),
      ),
    });
  }

  pageFooters(doc, MARGIN, (page, count) => `Packing slip ${d.number} · Page ${page} of ${count}`);
  doc.end();
  return done;
}
