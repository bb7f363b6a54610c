/**
 * Generating a client invoice (POST /api/common/vendorInvoices/generate, issue 18).
 *
 * The preview (`preview: true`) reads and writes nothing: the vendor's uninvoiced charges of the
 * period (and warehouse, when given) grouped by charge type, the monthly minimum's top-up when they
 * fall short of it, what the billing run has not priced (findUnbilled) and the live invoice already
 * issued for the same vendor, warehouse and period.
 *
 * Issuing is one transaction that first locks the vendor's row, so two generates of one vendor run
 * one after the other: the second finds the first's invoice and answers it (`replayed`), as does a
 * violation of the one-live-invoice-per-period index (the backstop). Otherwise it adds the minimum
 * top-up as a charge, creates the invoice (INV-{VENDOR CODE}-{seq}), locks the period's charges to it
 * and sets its total to the sum of the locked charges, in SQL over the numeric column (exact), so the
 * total always equals the sum of the lines however many there are.
 */
import { and, eq, gte, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type {
  GenerateInvoiceAnswer,
  InvoiceChargeGroup,
  InvoicePreview,
} from '../../../src/domain/contracts/vendor-invoices';
import { DEFAULT_CURRENCY } from '../../../src/domain/constants';
import { add, fromAmount, subtract, sum, toAmount, type Minor } from '../../../src/domain/money';
import {
  generateInvoiceSchema,
  type GenerateInvoiceRequest,
} from '../../../src/domain/resources/vendor-invoice.schema';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import { canSeeVendor, canSeeWarehouse } from '../../auth/policy';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { orderBillingEntries, vendorInvoices, vendors, warehouses } from '../../db/schema';
import { badRequest, conflict, notFound, validateBody } from '../../http/errors';
import { monthlyMinimumFor } from './rate-card-book.queries';
import { findUnbilled } from './unbilled.service';
import { toInvoiceRow, type VendorInvoice } from './invoice-view.queries';
import { isUniqueViolation } from '../../db/unique-violation';
import { recordInvoiceIssuedAutomation } from '../automations/automation-event-inputs.service';

export interface InvoiceContext {
  db: Db;
  clock: Clock;
  /** Billing's "now" for the preview's unbilled check (AppDeps.billingClock); absent: `clock`. */
  billingClock?: Clock;
  user: AuthUser;
}

interface Period {
  vendorId: number;
  warehouseId: number | null;
  periodStart: string;
  periodEnd: string;
}

/** The vendor's charges of the period not yet on an invoice (of the warehouse, when one is given). */
const uninvoicedIn = (p: Period): SQL =>
  and(
    eq(orderBillingEntries.vendorId, p.vendorId),
    isNull(orderBillingEntries.invoiceId),
    gte(orderBillingEntries.entryDate, p.periodStart),
    lte(orderBillingEntries.entryDate, p.periodEnd),
    p.warehouseId === null ? undefined : eq(orderBillingEntries.warehouseId, p.warehouseId),
  )!;

/** Per charge type: count and amount (summed exactly by the database, read as text into minor units). */
async function uninvoicedGroups(reader: Db | Tx, p: Period) {
  const rows = await reader
    .select({
      chargeType: orderBillingEntries.chargeType,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${orderBillingEntries.amount}), 0)::text`,
    })
    .from(orderBillingEntries)
    .where(uninvoicedIn(p))
    .groupBy(orderBillingEntries.chargeType)
    .orderBy(orderBillingEntries.chargeType);
  const groups: InvoiceChargeGroup[] = rows.map((r) => ({
    chargeType: r.chargeType,
    count: Number(r.count),
    amount: toAmount(fromAmount(r.amount)),
  }));
  const total: Minor = sum(rows.map((r) => fromAmount(r.amount)));
  return { groups, entryCount: groups.reduce((n, g) => n + g.count, 0), total };
}

/** The monthly minimum's top-up: what the charges fall short of the prorated minimum, when they do. */
async function minimumTopUp(reader: Db | Tx, p: Period, chargesTotal: Minor) {
  const minimum = await monthlyMinimumFor(reader, p.vendorId, p.warehouseId, p.periodStart, p.periodEnd);
  if (!minimum || chargesTotal >= minimum.amount) return null;
  return { ...minimum, topUp: subtract(minimum.amount, chargesTotal) };
}

/** The live generated invoice of the vendor, warehouse (null: all) and period, if any. */
async function liveInvoice(reader: Db | Tx, p: Period): Promise<VendorInvoice | null> {
  const [row] = await reader
    .select()
    .from(vendorInvoices)
    .where(
      and(
        eq(vendorInvoices.vendorId, p.vendorId),
        eq(vendorInvoices.type, 'InvoiceGenerated'),
        ne(vendorInvoices.status, 'Void'),
        sql`coalesce(${vendorInvoices.warehouseId}, 0) = ${p.warehouseId ?? 0}`,
        eq(vendorInvoices.periodStart, p.periodStart),
        eq(vendorInvoices.periodEnd, p.periodEnd),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The vendor (and warehouse) named, in the user's scope: 404 outside it, 400 when there is none. */
async function checkTargets(db: Db | Tx, user: AuthUser, p: Period) {
  if (!canSeeVendor(user, p.vendorId)) throw notFound('Vendor');
  if (p.warehouseId !== null && !canSeeWarehouse(user, p.warehouseId)) throw notFound('Warehouse');
  // Someone limited to some warehouses invoices theirs, one at a time, never every warehouse's.
  if (p.warehouseId === null && user.accessWarehouseIds !== null)
    throw badRequest('Some fields are not valid.', { warehouseId: 'Choose a warehouse you have access to' });
  const [vendor] = await db
    .select({ id: vendors.id, code: vendors.code, name: vendors.name })
    .from(vendors)
    .where(eq(vendors.id, p.vendorId));
  const fields: Record<string, string> = {};
  if (!vendor) fields.vendorId = 'Choose a vendor';
  if (p.warehouseId !== null) {
    const [warehouse] = await db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(eq(warehouses.id, p.warehouseId));
    if (!warehouse) fields.warehouseId = 'Choose a warehouse';
  }
  if (Object.keys(fields).length) throw badRequest('Some fields are not valid.', fields);
  return vendor!;
}

/** The next number of a vendor's series: 1 + the highest numeric suffix of `{prefix}-{CODE}-`, 4 digits. */
export async function nextInvoiceNumber(tx: Tx, vendorId: number, code: string, prefix: 'INV' | 'CN') {
  const start = `${prefix}-${code}-`;
  const rows = await tx
    .select({ number: vendorInvoices.invoiceNumber })
    .from(vendorInvoices)
    .where(
      and(
        eq(vendorInvoices.vendorId, vendorId),
        sql`left(${vendorInvoices.invoiceNumber}, ${start.length}) = ${start}`,
      ),
    );
  let highest = 0;
  for (const { number } of rows) {
    const suffix = number.slice(start.length);
    if (/^\d{1,9}$/.test(suffix)) highest = Math.max(highest, Number(suffix));
  }
  return `${start}${String(highest + 1).padStart(4, '0')}`;
}

/**
 * The minimum top-up's event key. A voided invoice's top-up is deleted, unless it was disputed: then
 * it was released with its key, and the new one is told apart by the invoice's id.
 */
async function minimumEventKey(tx: Tx, p: Period, invoiceId: number) {
  const key = `minimum:${p.vendorId}:${p.warehouseId ?? 'all'}:${p.periodStart}:${p.periodEnd}`;
  const [taken] = await tx
    .select({ id: orderBillingEntries.id })
    .from(orderBillingEntries)
    .where(eq(orderBillingEntries.eventKey, key));
  return taken ? `${key}:${invoiceId}` : key;
}

/** Locks the vendor's row: invoices of one vendor are made one at a time. */
export const lockVendor = (tx: Tx, vendorId: number) =>
  tx.execute(sql`select id from vendors where id = ${vendorId} for update`);

const periodOf = (input: GenerateInvoiceRequest): Period => ({
  vendorId: input.vendorId,
  warehouseId: input.warehouseId ?? null,
  periodStart: input.periodStart,
  periodEnd: input.periodEnd,
});

export async function previewInvoice(
  ctx: InvoiceContext,
  input: GenerateInvoiceRequest,
): Promise<InvoicePreview> {
  const p = periodOf(input);
  await checkTargets(ctx.db, ctx.user, p);
  const { groups, entryCount, total } = await uninvoicedGroups(ctx.db, p);
  const top = await minimumTopUp(ctx.db, p, total);
  const unbilled = await findUnbilled(
    ctx.db,
    ctx.user,
    {
      vendorId: p.vendorId,
      warehouseId: p.warehouseId,
      from: p.periodStart,
      to: p.periodEnd,
    },
    ctx.billingClock ?? ctx.clock,
  );
  const existing = await liveInvoice(ctx.db, p);
  return {
    ...p,
    currency: DEFAULT_CURRENCY,
    groups,
    entryCount,
    minimumTopUp: top && {
      minimum: toAmount(top.minimum),
      months: top.months,
      amount: toAmount(top.topUp),
    },
    total: toAmount(top ? add(total, top.topUp) : total),
    unbilled: { unpriced: unbilled.unpriced, pendingCount: unbilled.pendingCount },
    existingInvoice: existing && { id: existing.id, invoiceNumber: existing.invoiceNumber },
  };
}

const isPeriodClash = (err: unknown) => isUniqueViolation(err, 'vendor_invoices_generated_period_key');

/** Issues the invoice (or answers the live one of the period: `replayed`). */
export async function generateInvoice(
  ctx: InvoiceContext,
  input: GenerateInvoiceRequest,
): Promise<GenerateInvoiceAnswer> {
  const p = periodOf(input);
  const vendor = await checkTargets(ctx.db, ctx.user, p);
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockVendor(tx, p.vendorId);
      const existing = await liveInvoice(tx, p);
      if (existing) return { invoice: toInvoiceRow(existing), replayed: true };
      const { entryCount, total } = await uninvoicedGroups(tx, p);
      const top = await minimumTopUp(tx, p, total);
      if (entryCount === 0 && !top)
        throw conflict(`No uninvoiced charges for ${vendor.name} in this period.`);
      const now = ctx.clock.now();
      const [created] = await tx
        .insert(vendorInvoices)
        .values({
          ...p,
          invoiceNumber: await nextInvoiceNumber(tx, p.vendorId, vendor.code, 'INV'),
          type: 'InvoiceGenerated',
          status: 'Issued',
          currency: DEFAULT_CURRENCY,
          invoiceDate: now.toISOString().slice(0, 10),
          dueDate: input.dueDate ?? null,
          notes: input.notes ?? null,
          issuedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const invoiceId = created!.id;
      const e = orderBillingEntries;
      await tx
        .update(e)
        .set({ invoiceId, version: sql`${e.version} + 1`, updatedAt: now })
        .where(uninvoicedIn(p));
      if (top)
        await tx.insert(e).values({
          vendorId: p.vendorId,
          warehouseId: p.warehouseId,
          entryDate: p.periodEnd,
          singleUnitCharge: toAmount(top.topUp),
          numberOfUnits: 1,
          amount: toAmount(top.topUp),
          chargeLabel: `Monthly minimum top-up (${p.periodStart} to ${p.periodEnd})`,
          chargeType: 'Monthly minimum',
          type: 'Minimum',
          sourceType: 'minimum',
          eventKey: await minimumEventKey(tx, p, invoiceId),
          inputs: {
            minimum: toAmount(top.minimum),
            months: top.months,
            prorated: toAmount(top.amount),
            charges: toAmount(total),
          },
          invoiceId,
          createdBy: ctx.user.id,
          createdAt: now,
          updatedAt: now,
        });
      const [invoice] = await tx
        .update(vendorInvoices)
        .set({
          total: sql`(select coalesce(sum(${e.amount}), 0) from ${e} where ${e.invoiceId} = ${invoiceId})`,
        })
        .where(eq(vendorInvoices.id, invoiceId))
        .returning();
      await recordAction(tx, {
        actorId: ctx.user.id,
        resource: 'vendorInvoices',
        resourceId: invoiceId,
        action: 'generate',
        before: null,
        after: { ...invoice, entryCount: entryCount + (top ? 1 : 0) },
        at: now,
      });
      await recordInvoiceIssuedAutomation(tx, now, invoice!, ctx.user.id);
      return { invoice: toInvoiceRow(invoice!), replayed: false };
    });
  } catch (err) {
    if (!isPeriodClash(err)) throw err;
    const existing = await liveInvoice(ctx.db, p);
    if (!existing) throw err;
    return { invoice: toInvoiceRow(existing), replayed: true };
  }
}

/** POST /generate: the preview, or the invoice issued. */
export async function generateRequest(ctx: InvoiceContext, body: unknown) {
  const input = await validateBody(generateInvoiceSchema, body);
  return input.preview ? previewInvoice(ctx, input) : generateInvoice(ctx, input);
}
