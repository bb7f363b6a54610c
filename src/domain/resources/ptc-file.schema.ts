/** The PTC (pass-through charges) file form: as a client invoice (spec §3). */
import * as yup from 'yup';
import { DEFAULT_CURRENCY } from '../constants';
import { choice, day, money, ref, requiredText, url } from './fields';
import { currencies, invoiceTypes } from './vendor-invoice.schema';

export const ptcFileSchema = yup.object({
  vendorId: ref('vendor'),
  name: requiredText('Name', 200),
  type: choice('Type', invoiceTypes, 'InvoiceUploaded'),
  currency: choice('Currency', currencies, DEFAULT_CURRENCY as (typeof currencies)[number]),
  invoiceExcelUrl: url('File'),
  periodStart: day('Period start'),
  periodEnd: day('Period end'),
  total: money('Total'),
});
export type PtcFileInput = yup.InferType<typeof ptcFileSchema>;
