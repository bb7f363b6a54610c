/**
 * Uploading an invoice made elsewhere (POST /api/common/vendorInvoices/upload, issue 18): its PDF,
 * XLSX or CSV is kept in billing_files (billing-files.ts checks it), and an InvoiceUploaded invoice
 * is created, Issued (the default) or kept as a Draft to be issued later. Its number is the one
 * written on it, unique per vendor (400 on invoiceNumber when taken); its total is as written, in
 * whole cents. One transaction on the vendor's locked row, so a number cannot be taken twice.
 */
import { and, eq } from 'drizzle-orm';
import * as yup from 'yup';
import type { VendorInvoiceRow } from '../../../src/domain/contracts/vendor-invoices';
import { DEFAULT_CURRENCY } from '../../../src/domain/constants';
import { fromAmount, toAmount } from '../../../src/domain/money';
import {
  choice,
  day,
  isIsoDay,
  money,
  optionalText,
  ref,
  requiredText,
  textField,
} from '../../../src/domain/resources/fields';
import { currencies } from '../../../src/domain/resources/vendor-invoice.schema';
import { recordAction } from '../../audit/action-log';
import { canSeeVendor } from '../../auth/policy';
import { vendorInvoices, vendors } from '../../db/schema';
import { badRequest, notFound, validateBody } from '../../http/errors';
import { storeBillingFile } from './billing-files.service';
import { lockVendor, type InvoiceContext } from './invoice-generate.service';
import { toInvoiceRow } from './invoice-view.queries';
import { isUniqueViolation } from '../../db/unique-violation';
import { recordInvoiceIssuedAutomation } from '../automations/automation-event-inputs.service';

const uploadStatuses = ['Issued', 'Draft'] as const;

export const uploadInvoiceSchema = yup.object({
  vendorId: ref('vendor'),
  invoiceNumber: requiredText('Invoice number', 50),
  invoiceDate: day('Invoice date').required('Invoice date is required'),
  dueDate: day('Due date'),
  periodStart: day('Period start'),
  periodEnd: day('Period end').test(
    'order',
    'Period end must be on or after the period start',
    function order(end) {
      const start = this.parent.periodStart as unknown;
      return typeof start !== 'string' || !isIsoDay(start) || !end || end >= start;
    },
  ),
  total: money('Total', null).required('Total is required'),
  currency: choice('Currency', currencies, DEFAULT_CURRENCY as (typeof currencies)[number]),
  status: choice('Status', uploadStatuses, 'Issued'),
  notes: optionalText('Notes', 2000),
  fileName: requiredText('File name', 255),
  contentType: optionalText('Content type', 200),
  contentBase64: textField('File').required('Choose a file to upload'),
});

const numberTaken = () =>
  badRequest('Some fields are not valid.', {
    invoiceNumber: 'This vendor already has an invoice with this number',
  });

const isNumberClash = (err: unknown) => isUniqueViolation(err, 'vendor_number_key');

export async function uploadInvoice(ctx: InvoiceContext, body: unknown): Promise<VendorInvoiceRow> {
  const input = await validateBody(uploadInvoiceSchema, body);
  if (!canSeeVendor(ctx.user, input.vendorId)) throw notFound('Vendor');
  try {
    return await ctx.db.transaction(async (tx) => {
      const [vendor] = await tx
        .select({ id: vendors.id })
        .from(vendors)
        .where(eq(vendors.id, input.vendorId));
      if (!vendor) throw badRequest('Some fields are not valid.', { vendorId: 'Choose a vendor' });
      await lockVendor(tx, input.vendorId);
      const [taken] = await tx
        .select({ id: vendorInvoices.id })
        .from(vendorInvoices)
        .where(
          and(
            eq(vendorInvoices.vendorId, input.vendorId),
            eq(vendorInvoices.invoiceNumber, input.invoiceNumber),
          ),
        );
      if (taken) throw numberTaken();
      const file = await storeBillingFile(tx, {
        vendorId: input.vendorId,
        fileName: input.fileName,
        contentType: input.contentType,
        contentBase64: input.contentBase64,
        userId: ctx.user.id,
      });
      const now = ctx.clock.now();
      const [row] = await tx
        .insert(vendorInvoices)
        .values({
          vendorId: input.vendorId,
          invoiceNumber: input.invoiceNumber,
          type: 'InvoiceUploaded',
          status: input.status,
          currency: input.currency,
          invoiceDate: input.invoiceDate,
          dueDate: input.dueDate ?? null,
          periodStart: input.periodStart ?? null,
          periodEnd: input.periodEnd ?? null,
          total: toAmount(fromAmount(input.total)),
          notes: input.notes ?? null,
          fileId: file.id,
          issuedAt: input.status === 'Issued' ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordAction(tx, {
        actorId: ctx.user.id,
        resource: 'vendorInvoices',
        resourceId: row!.id,
        action: 'upload',
        before: null,
        after: { ...row, fileName: input.fileName },
        at: now,
      });
      if (row!.status === 'Issued') await recordInvoiceIssuedAutomation(tx, now, row!, ctx.user.id);
      return toInvoiceRow(row!);
    });
  } catch (err) {
    if (isNumberClash(err)) throw numberTaken();
    throw err;
  }
}
