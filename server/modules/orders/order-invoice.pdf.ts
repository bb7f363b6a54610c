/**
 * An order's invoice as a printable PDF (pdfkit, US Letter, standard fonts only): the storefront and
 * order number, dates, bill-to and ship-to, the lines with unit prices, and shipping, tax, total,
 * paid and balance due. The customer's lines are priced; a kit's components are listed under it,
 * without a price of their own (src/domain/order-kits.ts).
 */
import PDFDocument from 'pdfkit';
import { formatMinor, fromAmount, max, multiply, subtract, sum } from '../../../src/domain/money';
import { customerLines } from '../../../src/domain/order-kits';
import { linesWithComponents, perKitLabel } from '../../../src/domain/order-kit-lines';
import { pdfBytes } from '../../pdf/pdf-bytes';
import type { Address } from '../../db/schema/columns';
import { addressLines } from '../../pdf/document-layout';
import type { Order, OrderLine } from './order-records.repository';

const MARGIN = 48;
const INK = '#101828';
const MUTED = '#667085';
const RULE = '#D0D5DD';

/** Amounts in minor units (src/domain/money.ts), as dollars. */
const usd = (minor: number) => formatMinor(minor, 'USD');
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '—');

export function renderOrderInvoicePdf(order: Order, storefrontName: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `Invoice ${order.orderNumber}` },
  });
  const done = pdfBytes(doc);
  const width = doc.page.width - MARGIN * 2;

  doc.fillColor(INK).font('Helvetica-Bold').fontSize(20).text('Invoice', MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(storefrontName);
  doc
    .fillColor(INK)
    .text(`Order ${order.orderNumber}`, MARGIN, MARGIN, { width, align: 'right' })
    .fillColor(MUTED)
    .text(`Order date ${day(order.orderDate)}`, { width, align: 'right' })
    .text(`Paid ${day(order.paymentDate)}`, { width, align: 'right' });

  const top = MARGIN + 80;
  const block = (title: string, a: Address, x: number) => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, top);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(addressLines(a).join('\n') || '—', x, top + 14, { width: width / 2 - 12 });
  };
  block('Bill to', order.billTo ?? {}, MARGIN);
  block('Ship to', order.shipmentAddress ?? {}, MARGIN + width / 2);

  let y = top + 120;
  const cols = [
    { title: 'SKU', x: 0, w: 110, align: 'left' as const },
    { title: 'Item', x: 114, w: 220, align: 'left' as const },
    { title: 'Qty', x: 338, w: 40, align: 'right' as const },
    { title: 'Unit price', x: 382, w: 64, align: 'right' as const },
    { title: 'Amount', x: 450, w: width - 450, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false, muted = false) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(muted ? 8 : 9)
      .fillColor(muted ? MUTED : INK);
    const heights = cells.map((c, i) => doc.heightOfString(c, { width: cols[i]!.w }));
    if (y + Math.max(...heights) > doc.page.height - MARGIN - 100) {
      doc.addPage();
      y = MARGIN;
    }
    cells.forEach((c, i) =>
      doc.text(c, MARGIN + cols[i]!.x, y, { width: cols[i]!.w, align: cols[i]!.align }),
    );
    y += Math.max(...heights) + 6;
  };
  row(
    cols.map((c) => c.title),
    true,
  );
  doc
    .moveTo(MARGIN, y - 3)
    .lineTo(MARGIN + width, y - 3)
    .strokeColor(RULE)
    .stroke();
  for (const { line, component } of linesWithComponents(order.items as OrderLine[])) {
    if (component) {
      const per = line.kitComponent ? ` (${perKitLabel(line.kitComponent.perKit)})` : '';
      row([`   ${line.sku}`, `${line.name ?? ''}${per}`, String(line.quantity), '', ''], false, true);
      continue;
    }
    const price = fromAmount(line.unitPrice);
    const name = line.kit ? `${line.name ?? line.kit.name} — kit of:` : (line.name ?? '');
    row([line.sku, name, String(line.quantity), usd(price), usd(multiply(price, line.quantity))]);
  }
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .strokeColor(RULE)
    .stroke();
  y += 8;
  const subtotal = sum(
    customerLines(order.items as OrderLine[]).map((l) => multiply(fromAmount(l.unitPrice), l.quantity)),
  );
  const total = fromAmount(order.orderTotal);
  const paid = fromAmount(order.amountPaid);
  const totals: [string, number][] = [
    ['Subtotal', subtotal],
    ['Shipping', fromAmount(order.shippingAmount)],
    ['Tax', fromAmount(order.taxAmount)],
    ['Total', total],
    ['Paid', paid],
    ['Balance due', max(0, subtract(total, paid))],
  ];
  for (const [label, amount] of totals) {
    const bold = label === 'Total' || label === 'Balance due';
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor(INK);
    doc.text(label, MARGIN + 300, y, { width: 140, align: 'right' });
    doc.text(usd(amount), MARGIN + 450, y, { width: width - 450, align: 'right' });
    y += 16;
  }
  doc.end();
  return done;
}
