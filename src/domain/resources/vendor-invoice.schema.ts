/** The client (vendor) invoice form (spec §3: type default InvoiceUploaded, currency default USD). */
import * as yup from 'yup';
import { DEFAULT_CURRENCY } from '../constants';
import { choice, day, money, ref, requiredText, url } from './fields';

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
