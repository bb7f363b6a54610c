/**
 * The steps of a client invoice (POST /api/common/vendorInvoices/{id}/{step}); the lifecycle
 * (src/domain/vendor-invoice.lifecycle.ts) decides what each status offers and who may take it.
 * Each step is one transaction on the invoice locked FOR UPDATE: scope (404), the step's permission
 * (403), the version the client acted on when it sends one (409), the lifecycle's refusal (409 in
 * its words), the change and an action-log row.
 * - issue: a Draft (uploaded) invoice is sent: Issued, issuedAt.
 * - mark-paid: paidAt.
 * - void {reason}: voidReason, voidedAt; the charges are released to be invoiced again (the minimum
 *   top-up is deleted: the next invoice computes it again), a credit note's credits are withdrawn.
 *   An invoice with live credit notes is not voided (void those first).
 * - credit-note {reason, lines}: a CreditNote invoice (CN-{VENDOR CODE}-{seq}) with one negative
 *   charge per line, each at most what is left of the line after earlier credits; its total is the
 *   sum of its charges. Answers the credit note.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { VendorInvoiceRow } from '../../../src/domain/contracts/vendor-invoices';
import { formatMinor, fromAmount, subtract, sum, toAmount, type Minor } from '../../../src/domain/money';
import { creditNoteSchema, voidInvoiceSchema } from '../../../src/domain/resources/vendor-invoice.schema';
import {
  invoiceStepPermissions,
  invoiceStepRefusal,
  invoiceStepTarget,
  type InvoiceStep,
} from '../../../src/domain/vendor-invoice.lifecycle';
import { recordAction } from '../../audit/action-log';
import { requireAny } from '../../auth/policy';
import type { Tx } from '../../db/client';
import { billingDisputes, orderBillingEntries, vendorInvoices, vendors } from '../../db/schema';
import { badRequest, conflict, validateBody } from '../../http/errors';
import { staleVersion } from '../../resources/engine';
import type { StepRequest } from '../../http/step-request';
import { lockVendor, nextInvoiceNumber, type InvoiceContext } from './invoice-generate.service';
import { findInvoice, toInvoiceRow, type VendorInvoice } from './invoice-view.queries';
import { recordInvoiceIssuedAutomation } from '../automations/automation-event-inputs.service';

type Change = Partial<typeof vendorInvoices.$inferInsert>;

function checkVersion(invoice: VendorInvoice, version: unknown) {
  if (version === undefined || version === null || version === '') return;
  const sent = Number(version);
  if (!Number.isInteger(sent))
    throw badRequest('Some fields are not valid.', { version: 'Version must be a whole number' });
  if (sent !== invoice.version) throw staleVersion();
}

/** Runs one step on the locked invoice; `work` answers its change and what the log adds. */
async function runStep<T>(
  ctx: InvoiceContext,
  id: number,
  step: InvoiceStep,
  request: StepRequest,
  work: (
    tx: Tx,
    invoice: VendorInvoice,
    at: Date,
  ) => Promise<{ change: Change; logged?: Record<string, unknown>; answer?: T }>,
): Promise<T | VendorInvoiceRow> {
  return ctx.db.transaction(async (tx) => {
    const invoice = await findInvoice(tx, ctx.user, id, true);
    requireAny(ctx.user, invoiceStepPermissions[step]);
    checkVersion(invoice, request.version);
    const refusal = invoiceStepRefusal(invoice, step);
    if (refusal) throw conflict(refusal);
    const at = ctx.clock.now();
    const { change, logged, answer } = await work(tx, invoice, at);
    const [after] = await tx
      .update(vendorInvoices)
      .set({ ...change, version: sql`${vendorInvoices.version} + 1`, updatedAt: at })
      .where(eq(vendorInvoices.id, id))
      .returning();
    await recordAction(tx, {
      actorId: ctx.user.id,
      resource: 'vendorInvoices',
      resourceId: id,
      action: step,
      before: invoice,
      after: { ...after, ...logged },
      at,
    });
    return answer ?? toInvoiceRow(after!);
  });
}

export const issueInvoiceStep = (ctx: InvoiceContext, id: number, request: StepRequest) =>
  runStep(ctx, id, 'issue', request, async (tx, invoice, at) => {
    const change = { status: invoiceStepTarget.issue, issuedAt: at };
    await recordInvoiceIssuedAutomation(tx, at, { ...invoice, ...change }, ctx.user.id);
    return { change };
  });

export const markPaidStep = (ctx: InvoiceContext, id: number, request: StepRequest) =>
  runStep(ctx, id, 'mark-paid', request, async (_tx, _invoice, at) => ({
    change: { status: invoiceStepTarget['mark-paid'], paidAt: at },
  }));

export async function voidStep(ctx: InvoiceContext, id: number, request: StepRequest, body: unknown) {
  const { reason } = await validateBody(voidInvoiceSchema, body);
  return runStep(ctx, id, 'void', request, async (tx, invoice, at) => {
    const [credited] = await tx
      .select({ number: vendorInvoices.invoiceNumber })
      .from(vendorInvoices)
      .where(and(eq(vendorInvoices.creditForInvoiceId, id), ne(vendorInvoices.status, 'Void')))
      .limit(1);
    if (credited) throw conflict(`Credit note ${credited.number} credits this invoice: void it first.`);
    const e = orderBillingEntries;
    // What the invoice itself made (the minimum top-up, a credit note's credits) goes with it.
    const made = await tx
      .delete(e)
      .where(and(eq(e.invoiceId, id), invoiceMade(invoice), undisputed))
      .returning({ id: e.id });
    const released = await tx
      .update(e)
      .set({ invoiceId: null, version: sql`${e.version} + 1`, updatedAt: at })
      .where(eq(e.invoiceId, id))
      .returning({ id: e.id });
    return {
      change: { status: invoiceStepTarget.void, voidReason: reason, voidedAt: at },
      logged: { reason, releasedCount: released.length, deletedCount: made.length },
    };
  });
}

/**
 * The charges an invoice made: a generated invoice's minimum top-up, every charge of a credit note.
 * Credits from disputes on a generated invoice are released like any charge.
 */
const invoiceMade = (invoice: VendorInvoice) =>
  invoice.type === 'CreditNote' ? sql`true` : eq(orderBillingEntries.sourceType, 'minimum');

/** A charge someone disputed keeps its dispute's history: it is released, not deleted. */
const undisputed = sql`not exists (select 1 from ${billingDisputes} where ${billingDisputes.entryId} = ${orderBillingEntries.id})`;

export async function creditNoteStep(ctx: InvoiceContext, id: number, request: StepRequest, body: unknown) {
  const input = await validateBody(creditNoteSchema, body);
  return runStep<VendorInvoiceRow>(ctx, id, 'credit-note', request, async (tx, invoice, at) => {
    await lockVendor(tx, invoice.vendorId);
    const e = orderBillingEntries;
    const entryIds = [...new Set(input.lines.map((l) => l.entryId))];
    const onInvoice = await tx
      .select({
        id: e.id,
        amount: e.amount,
        chargeLabel: e.chargeLabel,
        warehouseId: e.warehouseId,
      })
      .from(e)
      .where(and(eq(e.invoiceId, id), inArray(e.id, entryIds)));
    // What earlier credits (credit notes, resolved disputes) took off each line.
    const credits = await tx
      .select({ entryId: e.creditOfEntryId, credited: sql<string>`coalesce(sum(-${e.amount}), 0)::text` })
      .from(e)
      .where(inArray(e.creditOfEntryId, entryIds))
      .groupBy(e.creditOfEntryId);
    const credited = new Map(credits.map((c) => [c.entryId, fromAmount(c.credited)]));
    const byId = new Map(onInvoice.map((line) => [line.id, line]));
    const left = new Map<number, Minor>(
      onInvoice.map((line) => [line.id, subtract(fromAmount(line.amount), credited.get(line.id) ?? 0)]),
    );
    const fields: Record<string, string> = {};
    input.lines.forEach((line, i) => {
      const entry = byId.get(line.entryId);
      if (!entry) return void (fields[`lines[${i}].entryId`] = 'This charge is not on this invoice');
      const amount = fromAmount(line.amount);
      const remaining = left.get(line.entryId)!;
      if (amount > remaining)
        fields[`lines[${i}].amount`] =
          remaining <= 0
            ? 'This charge has already been credited in full'
            : `At most ${formatMinor(remaining, invoice.currency)} is left to credit on this charge`;
      else left.set(line.entryId, subtract(remaining, amount));
    });
    if (Object.keys(fields).length) throw badRequest('Some fields are not valid.', fields);

    const [vendor] = await tx
      .select({ code: vendors.code })
      .from(vendors)
      .where(eq(vendors.id, invoice.vendorId));
    const [note] = await tx
      .insert(vendorInvoices)
      .values({
        vendorId: invoice.vendorId,
        warehouseId: invoice.warehouseId,
        invoiceNumber: await nextInvoiceNumber(tx, invoice.vendorId, vendor!.code, 'CN'),
        type: 'CreditNote',
        status: 'Issued',
        currency: invoice.currency,
        invoiceDate: at.toISOString().slice(0, 10),
        periodStart: invoice.periodStart,
        periodEnd: invoice.periodEnd,
        creditForInvoiceId: id,
        notes: input.reason,
        issuedAt: at,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await tx.insert(e).values(
      input.lines.map((line) => {
        const entry = byId.get(line.entryId)!;
        const amount = subtract(0, fromAmount(line.amount));
        return {
          vendorId: invoice.vendorId,
          warehouseId: entry.warehouseId,
          entryDate: at.toISOString().slice(0, 10),
          singleUnitCharge: toAmount(amount),
          numberOfUnits: 1,
          amount: toAmount(amount),
          chargeLabel: `Credit: ${entry.chargeLabel}`.slice(0, 200),
          chargeType: 'Credit',
          type: 'Credit',
          sourceType: 'credit',
          sourceId: String(entry.id),
          sourceRef: invoice.invoiceNumber,
          creditOfEntryId: entry.id,
          invoiceId: note!.id,
          inputs: { reason: input.reason, creditNote: note!.invoiceNumber },
          createdBy: ctx.user.id,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
    const [creditNote] = await tx
      .update(vendorInvoices)
      .set({
        total: sql`(select coalesce(sum(${e.amount}), 0) from ${e} where ${e.invoiceId} = ${note!.id})`,
      })
      .where(eq(vendorInvoices.id, note!.id))
      .returning();
    await recordAction(tx, {
      actorId: ctx.user.id,
      resource: 'vendorInvoices',
      resourceId: note!.id,
      action: 'add',
      before: null,
      after: { ...creditNote, reason: input.reason, lines: input.lines },
      at,
    });
    return {
      change: {},
      logged: {
        creditNoteId: note!.id,
        creditNoteNumber: note!.invoiceNumber,
        reason: input.reason,
        amount: toAmount(sum(input.lines.map((l) => fromAmount(l.amount)))),
      },
      answer: toInvoiceRow(creditNote!),
    };
  });
}
