/**
 * A small parcel's shipping label (pdfkit, 4×6 in: 288×432 pt, for thermal label printers): ship
 * from the warehouse on the vendor's behalf, ship to, carrier and service, the tracking number as a
 * Code 128 barcode with its text, and the shipment's references. No carrier is bought here: the label
 * carries what a carrier integration would print.
 */
import { code128Bars, drawBars } from '../../pdf/barcode';
import {
  addressLines,
  caption,
  hRule,
  INK,
  LABEL_4X6,
  MUTED,
  printDate,
  printNumber,
  startDocument,
} from '../../pdf/document-layout';
import type { ShipmentDocument } from './outbound-documents.types';

const M = 12;

export function renderShippingLabelPdf(d: ShipmentDocument): Promise<Buffer> {
  const { doc, done } = startDocument({ size: LABEL_4X6, margin: M, title: `Shipping label ${d.number}` });
  const [pageWidth, pageHeight] = LABEL_4X6;
  const width = pageWidth - M * 2;
  // Everything is placed by hand on one page; no text may push pdfkit onto a second one.
  doc.page.margins.bottom = 0;
  doc
    .rect(M / 2, M / 2, pageWidth - M, pageHeight - M)
    .lineWidth(1.5)
    .strokeColor(INK)
    .stroke();

  // Ship from: the warehouse, on the vendor's behalf.
  caption(doc, 'FROM', M + 4, M + 4, 7);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(INK)
    .text(
      [
        d.vendor.name,
        d.warehouse ? `c/o ${d.warehouse.fullName}` : '',
        d.warehouse ? `Warehouse ${d.warehouse.code}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      M + 4,
      M + 14,
      { width: width / 2 - 8, height: 40, ellipsis: true },
    );
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(`Ship date ${printDate(d.shipDate ?? new Date())}`, M + width / 2, M + 4, {
      width: width / 2 - 4,
      align: 'right',
    });
  if (d.weight != null)
    doc.text(`${printNumber(d.weight)} lb`, M + width / 2, M + 15, { width: width / 2 - 4, align: 'right' });
  if (d.packageCount != null)
    doc.text(`${d.packageCount} ${d.packageCount === 1 ? 'package' : 'packages'}`, M + width / 2, M + 26, {
      width: width / 2 - 4,
      align: 'right',
    });
  let y = M + 58;
  hRule(doc, M / 2, y, pageWidth - M, INK);

  // Ship to, large: it is what the carrier's sorter reads.
  caption(doc, 'SHIP TO', M + 4, y + 8, 8);
  const [first = '—', ...rest] = addressLines({ ...d.shipTo, phone: null, email: null });
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor(INK)
    .text(first, M + 16, y + 22, { width: width - 24, height: 18, ellipsis: true });
  doc
    .font('Helvetica')
    .fontSize(12)
    .text(rest.join('\n'), M + 16, doc.y, { width: width - 24, height: 84, ellipsis: true });
  y += 128;
  hRule(doc, M / 2, y, pageWidth - M, INK);

  // Carrier and service.
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(INK)
    .text((d.carrier || 'Carrier').toUpperCase(), M + 4, y + 10, {
      width: width - 8,
      height: 20,
      ellipsis: true,
    });
  y += 38;
  hRule(doc, M / 2, y, pageWidth - M, INK);

  // The tracking number, scanned at every hand-over.
  const tracking = d.trackingNumber ?? '';
  caption(doc, 'TRACKING #', M + 4, y + 8, 8);
  drawBars(doc, code128Bars(tracking), M, y + 22, width, 86);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(tracking, M, y + 114, { width, align: 'center', characterSpacing: 1, lineBreak: false });
  y += 134;
  hRule(doc, M / 2, y, pageWidth - M, INK);

  // References.
  const refs = [`Shipment ${d.number}`, d.customReferenceNumber ? `Ref ${d.customReferenceNumber}` : '']
    .filter(Boolean)
    .join(' · ');
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(INK)
    .text(refs, M + 4, y + 8, { width: width - 8, height: 22, ellipsis: true });
  doc.end();
  return done;
}
