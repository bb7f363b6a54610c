/**
 * A client invoice or credit note as a PDF (pdfkit, US Letter, server/pdf/document-layout.ts), made on
 * demand from its locked lines (they never change once locked): the provider and the client billed,
 * the number, dates, period and status; a line table (date, charge type, description, source, units,
 * rate, amount) whose header repeats on each page; the totals per charge type and the total. Rates
 * show as written, below the cent when they are ($0.0125); amounts to the cent (money.ts).
 */
import { PRODUCT_NAME } from '../../../src/domain/constants';
import { sourceTypeLabels, type BillingSourceType } from '../../../src/domain/billing/rating';
import { formatAmount, formatRate } from '../../../src/domain/money';
import { invoiceStatusLabel, invoiceTypeLabels } from '../../../src/domain/vendor-invoice.lifecycle';
import {
  addressBlock,
  caption,
  documentHeader,
  drawTable,
  hRule,
  INK,
  MUTED,
  pageFooters,
  printDate,
  roomFor,
  startDocument,
  type Column,
} from '../../pdf/document-layout';
import type { InvoiceDocument } from './invoice-view.queries';

const MARGIN = 40;

type LineKey = 'date' | 'chargeType' | 'description' | 'source' | 'units' | 'rate' | 'amount';
const lineColumns: Column<LineKey>[] = [
  { key: 'date', title: 'Date', x: 0, w: 58, align: 'left' },
  { key: 'chargeType', title: 'Charge type', x: 62, w: 76, align: 'left' },
  { key: 'description', title: 'Description', x: 142, w: 150, align: 'left' },
  { key: 'source', title: 'Source', x: 296, w: 82, align: 'left' },
  { key: 'units', title: 'Units', x: 382, w: 40, align: 'right' },
  { key: 'rate', title: 'Rate', x: 426, w: 50, align: 'right' },
  { key: 'amount', title: 'Amount', x: 480, w: 52, align: 'right' },
];

/** Units with up to 3 decimals, grouped. */
export const formatUnits = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 3 });

export const sourceLabel = (sourceType: string, sourceRef: string | null) => {
  const kind = sourceTypeLabels[sourceType as BillingSourceType] ?? sourceType;
  return sourceRef ? `${kind}\n${sourceRef}` : kind;
};

export const documentTitle = (d: InvoiceDocument) =>
  d.invoice.type === 'CreditNote' ? 'Credit note' : 'Invoice';

const periodText = (d: InvoiceDocument) =>
  d.invoice.periodStart && d.invoice.periodEnd ? `${d.invoice.periodStart} to ${d.invoice.periodEnd}` : '—';

export function renderInvoicePdf(d: InvoiceDocument): Promise<Buffer> {
  const { invoice } = d;
  const currency = invoice.currency;
  const title = documentTitle(d);
  const { doc, done } = startDocument({
    size: 'LETTER',
    margin: MARGIN,
    title: `${title} ${invoice.invoiceNumber}`,
  });
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - 24;

  const facts: [string, string][] = [
    ['Date', printDate(invoice.invoiceDate) || '—'],
    ['Due', printDate(invoice.dueDate) || '—'],
    ['Period', periodText(d)],
    ['Status', invoiceStatusLabel(invoice.status)],
    ['Warehouse', d.warehouseName ?? 'All warehouses'],
    ['Total', formatAmount(d.total, currency)],
  ];
  if (d.creditFor) facts.push(['Credits', d.creditFor]);
  let y = documentHeader(doc, {
    title,
    reference: `${invoice.invoiceNumber} · ${invoiceTypeLabels[invoice.type as keyof typeof invoiceTypeLabels] ?? invoice.type}`,
    facts,
    margin: MARGIN,
  });
  y += 12;
  const half = width / 2 - 12;
  const fromBottom = addressBlock(doc, 'FROM', [PRODUCT_NAME, '3PL fulfilment services'], MARGIN, y, half);
  const toBottom = addressBlock(
    doc,
    'BILL TO',
    [d.vendor.name, `Client ${d.vendor.code}`],
    MARGIN + width / 2,
    y,
    half,
  );
  y = Math.max(fromBottom, toBottom) + 18;

  if (invoice.notes) {
    caption(doc, 'NOTES', MARGIN, y);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(invoice.notes, MARGIN, y + 12, { width });
    y = doc.y + 14;
  }

  if (d.lines.length === 0) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text('No charges on this invoice.', MARGIN, y);
    y = doc.y + 12;
  } else {
    y = drawTable(doc, {
      columns: lineColumns,
      rows: d.lines.map((l) => ({
        date: l.entryDate,
        chargeType: l.chargeType,
        description: l.chargeLabel,
        source: sourceLabel(l.sourceType, l.sourceRef),
        units: formatUnits(l.numberOfUnits),
        rate: formatRate(l.singleUnitCharge, currency),
        amount: formatAmount(l.amount, currency),
      })),
      y,
      margin: MARGIN,
      bottom,
      style: { fontSize: 8, headerFontSize: 8, padding: 4 },
    });
    y += 14;
  }

  // Totals per charge type, then the total.
  const rows: [string, string, boolean][] = d.groups.map((g) => [
    `${g.chargeType} (${g.count} ${g.count === 1 ? 'charge' : 'charges'})`,
    formatAmount(g.amount, currency),
    false,
  ]);
  rows.push([title === 'Invoice' ? 'Total due' : 'Total credited', formatAmount(d.total, currency), true]);
  y = roomFor(doc, y, rows.length * 16 + 30, bottom(), MARGIN);
  caption(doc, 'TOTALS', MARGIN + width - 260, y);
  y += 14;
  for (const [label, amount, bold] of rows) {
    if (bold) {
      hRule(doc, MARGIN + width - 260, y - 2, 260);
      y += 4;
    }
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 9)
      .fillColor(INK);
    doc.text(label, MARGIN + width - 260, y, { width: 170 });
    doc.text(amount, MARGIN + width - 90, y, { width: 90, align: 'right' });
    y += bold ? 18 : 14;
  }

  pageFooters(doc, MARGIN, (page, count) => `${title} ${invoice.invoiceNumber} · Page ${page} of ${count}`);
  doc.end();
  return done;
}
