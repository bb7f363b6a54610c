/**
 * A client invoice or credit note as an XLSX sheet (server/http/xlsx-stream.ts): every locked line
 * (date, charge type, description, source, reference, units, rate, amount) and a total row, which is
 * the sum of the lines, as the invoice's total is.
 */
import type { Readable } from 'node:stream';
import { sourceTypeLabels, type BillingSourceType } from '../../../src/domain/billing/rating';
import { xlsxStream, type XlsxCell, type XlsxColumn } from '../../http/xlsx-stream';
import type { InvoiceDocument } from './invoice-view.queries';

const columns: XlsxColumn[] = [
  { label: 'Date', kind: 'date' },
  { label: 'Charge type' },
  { label: 'Description' },
  { label: 'Source' },
  { label: 'Reference' },
  { label: 'Units', kind: 'number' },
  { label: 'Rate', kind: 'number' },
  { label: 'Amount', kind: 'money' },
];

const BATCH = 1000;

async function* rowsOf(d: InvoiceDocument): AsyncIterable<XlsxCell[][]> {
  for (let i = 0; i < d.lines.length; i += BATCH)
    yield d.lines
      .slice(i, i + BATCH)
      .map((l) => [
        l.entryDate,
        l.chargeType,
        l.chargeLabel,
        sourceTypeLabels[l.sourceType as BillingSourceType] ?? l.sourceType,
        l.sourceRef,
        l.numberOfUnits,
        l.singleUnitCharge,
        l.amount,
      ]);
  yield [
    [],
    ['Total', null, `${d.invoice.invoiceNumber} · ${d.vendor.name}`, null, null, null, null, d.total],
  ];
}

export const invoiceXlsx = (d: InvoiceDocument): Readable =>
  xlsxStream(d.invoice.invoiceNumber, columns, rowsOf(d));
