/** The client (vendor) invoice form (spec §3: type default InvoiceUploaded, currency default USD). */
import * as yup from 'yup';
import { DEFAULT_CURRENCY } from '../constants';
import { MAX_PERIOD_DAYS } from '../billing/billing-period.schema';
import {
  choice,
  day,
  flag,
  isIsoDay,
  MAX_LINES,
  money,
  optionalRef,
  optionalText,
  ref,
  requiredText,
  url,
} from './fields';

import { invoiceStatuses, invoiceTypes } from '../vendor-invoice.lifecycle';

// The statuses and types are the lifecycle's (src/domain/vendor-invoice.lifecycle.ts).
export { invoiceStatuses, invoiceTypes };
export const currencies = ['USD', 'CAD', 'EUR', 'GBP', 'MXN'] as const;

export const vendorInvoiceSchema = yup.object({
  vendorId: ref('vendor'),
  invoiceNumber: requiredText('Invoice number', 50),
  type: choice('Type', invoiceTypes, 'InvoiceUploaded'),
  currency: choice('Currency', currencies, DEFAULT_CURRENCY as (typeof currencies)[number]),
  status: choice('Status', invoiceStatuses, 'Draft'),
  invoiceExcelUrl: url('Invoice file'),
  invoiceDate: day('Invoice date'),
  dueDate: day('Due date'),
  periodStart: day('Period start'),
  periodEnd: day('Period end'),
  total: money('Total'),
});
export type VendorInvoiceInput = yup.InferType<typeof vendorInvoiceSchema>;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Generating an invoice (POST /generate): the server checks it, the Generate screen says the same. */
export const generateInvoiceSchema = yup.object({
  vendorId: ref('vendor'),
  warehouseId: optionalRef('warehouse'),
  periodStart: day('Period start').required('Period start is required'),
  periodEnd: day('Period end')
    .required('Period end is required')
    .test('order', 'Period end must be on or after the period start', function order(end) {
      const start = (this.parent as { periodStart?: unknown }).periodStart;
      return typeof start !== 'string' || !isIsoDay(start) || !end || end >= start;
    })
    .test('length', `The period can be at most ${MAX_PERIOD_DAYS} days`, function length(end) {
      const start = (this.parent as { periodStart?: unknown }).periodStart;
      if (typeof start !== 'string' || !isIsoDay(start) || !end || !isIsoDay(end)) return true;
      return daysBetween(start, end) + 1 <= MAX_PERIOD_DAYS;
    }),
  dueDate: day('Due date'),
  notes: optionalText('Notes', 2000),
  preview: flag('Preview', false),
});
export type GenerateInvoiceRequest = yup.InferType<typeof generateInvoiceSchema>;

/** Voiding an invoice: why. */
export const voidInvoiceSchema = yup.object({ reason: requiredText('Reason', 500) });

/** A credit note: why, and the lines credited with their amounts. */
export const creditNoteSchema = yup.object({
  reason: requiredText('Reason', 500),
  lines: yup
    .array(
      yup.object({
        entryId: ref('charge'),
        amount: money('Amount').moreThan(0, 'Amount must be more than 0').required('Amount is required'),
      }),
    )
    .typeError('Lines must be a list')
    .min(1, 'Choose at least one line to credit')
    .max(MAX_LINES, `At most ${MAX_LINES} lines`)
    .required('Choose at least one line to credit'),
});
