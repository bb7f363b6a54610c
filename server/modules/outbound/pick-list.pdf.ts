/**
 * The pick list of a manual or bulk shipment (pdfkit, US Letter): every allocated lot at every
 * location, sorted by location so the picker walks the aisles once, with item, lot, expiry, LPN and
 * quantity, a box to tick per pick and a line to write what was picked; totals per item and a
 * sign-off at the end.
 */
import {
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
  type Column,
} from '../../pdf/document-layout';
import { shipmentTypeLabel } from '../../../src/domain/outbound-documents';
import type { ShipmentDocument } from './outbound-documents.types';

const MARGIN = 40;

type Key = 'check' | 'location' | 'sku' | 'name' | 'lot' | 'expiry' | 'lpn' | 'quantity' | 'picked';
const columns: Column<Key>[] = [
  { key: 'check', title: '', x: 0, w: 18, align: 'left' },
  { key: 'location', title: 'Location', x: 20, w: 70, align: 'left' },
  { key: 'sku', title: 'SKU', x: 94, w: 86, align: 'left' },
  { key: 'name', title: 'Item', x: 184, w: 110, align: 'left' },
  { key: 'lot', title: 'Lot', x: 298, w: 56, align: 'left' },
  { key: 'expiry', title: 'Expiry', x: 358, w: 54, align: 'left' },
  { key: 'lpn', title: 'LPN', x: 416, w: 54, align: 'left' },
  { key: 'quantity', title: 'Qty', x: 472, w: 28, align: 'right' },
  { key: 'picked', title: 'Picked', x: 502, w: 30, align: 'right' },
];

export function renderPickListPdf(d: ShipmentDocument): Promise<Buffer> {
  const { doc, done } = startDocument({ size: 'LETTER', margin: MARGIN, title: `Pick list ${d.number}` });
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - 24;
  const units = d.picks.reduce((n, p) => n + p.quantity, 0);
  const shipped = d.picks.some((p) => p.status === 'consumed') && !d.picks.some((p) => p.status === 'open');

  let y = documentHeader(doc, {
    title: 'PICK LIST',
    reference: `Shipment ${d.number} · ${shipmentTypeLabel(d.orderType)}`,
    facts: [
      ['Warehouse', d.warehouse ? `${d.warehouse.fullName} (${d.warehouse.code})` : '—'],
      ['Vendor', d.vendor.name],
      ['Printed', printDate(new Date())],
      ['Picks', `${d.picks.length} · ${printNumber(units)} ${units === 1 ? 'unit' : 'units'}`],
      ...(d.wantedShipDate ? [['Wanted by', printDate(d.wantedShipDate)] as [string, string]] : []),
    ],
    margin: MARGIN,
  });
  if (shipped) {
    doc
      .font('Helvetica-Oblique')
      .fontSize(9)
      .fillColor(MUTED)
      .text('Shipped: this list records what was picked.', MARGIN, y + 8, { width });
    y = doc.y;
  }
  y += 12;

  y = drawTable(doc, {
    columns,
    margin: MARGIN,
    bottom,
    y,
    style: { fontSize: 9, headerFontSize: 8.5, padding: 6 },
    rows: d.picks.map((p) => ({
      check: '',
      location: p.location || (p.status === 'untracked' ? 'Not tracked' : '—'),
      sku: p.sku,
      name: p.name,
      lot: p.lotNumber ?? '',
      expiry: printDate(p.expirationDate),
      lpn: p.lpn ?? '',
      quantity: printNumber(p.quantity),
      picked: '',
    })),
    decorate: ({ top, height }) => {
      checkbox(doc, MARGIN + 2, top + (height - 10) / 2);
      // A line to write the picked quantity on.
      const picked = columns[columns.length - 1]!;
      hRule(doc, MARGIN + picked.x, top + height - 5, picked.w, MUTED, 0.5);
    },
  });

  // Totals per item, so a short pick shows before the cartons are closed.
  const perItem = new Map<string, { name: string; quantity: number }>();
  for (const p of d.picks) {
    const item = perItem.get(p.sku) ?? { name: p.name, quantity: 0 };
    item.quantity += p.quantity;
    perItem.set(p.sku, item);
  }
  y = roomFor(doc, y, 40 + perItem.size * 14, bottom(), MARGIN) + 16;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text('TOTAL PER ITEM', MARGIN, y);
  y += 14;
  for (const [sku, item] of perItem) {
    y = roomFor(doc, y, 14, bottom(), MARGIN);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(INK)
      .text(`${sku}  ${item.name}`, MARGIN, y, { width: width - 80, lineBreak: false, ellipsis: true });
    doc
      .font('Helvetica-Bold')
      .text(printNumber(item.quantity), MARGIN + width - 80, y, { width: 80, align: 'right' });
    y += 14;
  }

  // Sign-off.
  y = roomFor(doc, y, 50, bottom(), MARGIN) + 26;
  const third = width / 3;
  for (const [i, label] of ['Picked by', 'Checked by', 'Date'].entries()) {
    hRule(doc, MARGIN + i * third, y, third - 16, INK, 0.75);
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(label, MARGIN + i * third, y + 4);
  }

  pageFooters(doc, MARGIN, (page, count) => `Pick list ${d.number} · Page ${page} of ${count}`);
  doc.end();
  return done;
}
