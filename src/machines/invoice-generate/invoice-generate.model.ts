/**
 * The generate flow's model for generated paths (flow-model.ts): a form opened on last month, values
 * without a vendor (refused before anything is sent) and values for Northwind. The preview may have
 * charges or none (nothing to issue), be refused on a field (back to the form) or fail (retry, edit);
 * billing may be queued or fail; the issue may make a new invoice, answer the one already issued
 * (replayed), be refused with no charges left (409) or on a field.
 */
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import type { InvoicePreview, VendorInvoiceRow } from '../../domain/contracts/vendor-invoices';
import { mayIssue, newGenerateValues } from './invoice-generate.logic';
import { invoiceGenerateMachine } from './invoice-generate.machine';
import type { GenerateEvent } from './invoice-generate.types';

const TODAY = '2026-11-29';
const northwind = { ...newGenerateValues(TODAY), vendorId: 1 };
const noVendor = newGenerateValues(TODAY);

const preview = (extra: Partial<InvoicePreview> = {}): InvoicePreview => ({
  vendorId: 1,
  warehouseId: null,
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  currency: 'USD',
  groups: [{ chargeType: 'Storage', count: 31, amount: 412.5 }],
  entryCount: 31,
  minimumTopUp: null,
  total: 412.5,
  unbilled: { unpriced: [], pendingCount: 4 },
  existingInvoice: null,
  ...extra,
});

const invoice: VendorInvoiceRow = {
  id: 12,
  vendorId: 1,
  warehouseId: null,
  invoiceNumber: 'INV-NWG-0008',
  type: 'InvoiceGenerated',
  currency: 'USD',
  status: 'Issued',
  invoiceExcelUrl: null,
  invoiceDate: '2026-11-29',
  dueDate: null,
  periodStart: '2026-10-01',
  periodEnd: '2026-10-31',
  total: 412.5,
  creditForInvoiceId: null,
  fileId: null,
  notes: null,
  issuedAt: '2026-11-29T10:00:00Z',
  paidAt: null,
  voidedAt: null,
  voidReason: null,
  version: 1,
  createdAt: '2026-11-29T10:00:00Z',
  updatedAt: '2026-11-29T10:00:00Z',
};

const failure = (status: number, message: string, fields: Record<string, string> = {}) =>
  Object.assign(asCallFailure(new Error(message)), { status, fields });

export const invoiceGenerateModel = defineFlowModel({
  machine: invoiceGenerateMachine,
  inputs: [{ today: TODAY }],
  events: (): GenerateEvent[] => [
    { type: 'generate.preview', values: northwind },
    { type: 'generate.preview', values: noVendor },
    { type: 'generate.back' },
    { type: 'generate.refresh' },
    { type: 'generate.runBilling' },
    { type: 'generate.issue' },
    { type: 'generate.retry' },
    { type: 'generate.edit' },
  ],
  answers: {
    previewInvoice: {
      output: [
        preview(),
        preview({ groups: [], entryCount: 0, total: 0 }),
        preview({ existingInvoice: { id: 12, invoiceNumber: 'INV-NWG-0008' } }),
      ],
      error: [
        failure(400, 'Some fields are not valid.', {
          periodEnd: 'Period end must be on or after the period start',
        }),
        failure(503, 'The server answered 503.'),
      ],
    },
    issueInvoice: {
      output: [
        { invoice, replayed: false },
        { invoice, replayed: true },
      ],
      error: [
        failure(409, 'No uninvoiced charges for Northwind Goods in this period.'),
        failure(400, 'Some fields are not valid.', { vendorId: 'Choose a vendor' }),
      ],
    },
    runBilling: {
      output: [{ jobId: 5, created: true }],
      error: [failure(503, 'The server answered 503.')],
    },
  },
  facets: (s) => ({
    problems: Object.keys(s.context.problems).sort(),
    error: s.context.error !== null,
    failedAt: s.context.failedAt,
    issuable: mayIssue(s.context.preview),
    notice: s.context.notice !== null,
    replayed: s.context.replayed,
  }),
});
