/**
 * The Billing Ledger's reads beyond the engine's list (issue 18): its totals and its export under the
 * list's own filters and scope (the declaration's, so the three never disagree), one charge's trace to
 * its source, rate card and disputes, and a client's open period: what it ran up since its last invoice,
 * with the projected month-end storage.
 */
import { and, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { ruleName } from '../../../src/domain/billing/activity-rates';
import { sourceTypeLabels, type BillingSourceType } from '../../../src/domain/billing/rating';
import { sourceHref } from '../../../src/domain/billing/source-links';
import type {
  BillingDisputeRow,
  BillingEntryRow,
  BillingEntryTrace,
  BillingTotalsAnswer,
  OpenPeriodAnswer,
} from '../../../src/domain/contracts/order-billing-entries';
import { add, fromAmount, multiply, sum, toAmount, type Minor } from '../../../src/domain/money';
import { effectiveTimezoneOffset } from '../../../src/domain/timezone';
import type { AuthUser } from '../../auth/guard';
import { scopeCondition } from '../../auth/policy';
import type { Db } from '../../db/client';
import {
  activityRateCards,
  activityRateCardVersions,
  billingDisputes,
  orderBillingEntries as entries,
  rateCards,
  users,
  vendorInvoices,
  vendors,
  warehouses,
} from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { XlsxColumn } from '../../http/xlsx-stream';
import { billingEntryResource } from '../../resources/declarations/billing';
import { buildFilters } from '../../resources/filters';

/** The list's conditions for these filters (400 per bad filter), in the user's scope. */
export function ledgerWhere(user: AuthUser, filters: Record<string, unknown>): SQL | undefined {
  const built = buildFilters(billingEntryResource.filters, filters, {
    timezoneOffset: effectiveTimezoneOffset(user.timezone),
  });
  if (Object.keys(built.errors).length) throw badRequest('Some filters are not valid.', built.errors);
  return and(scopeCondition(billingEntryResource, user), built.where);
}

/** The ledger's totals under the list's filters: count and amount, and per charge type. */
export async function ledgerTotals(db: Db, where: SQL | undefined): Promise<BillingTotalsAnswer> {
  const rows = await db
    .select({
      chargeType: entries.chargeType,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${entries.amount}), 0)`,
    })
    .from(entries)
    .where(where)
    .groupBy(entries.chargeType)
    .orderBy(entries.chargeType);
  const byChargeType = rows.map((r) => ({
    chargeType: r.chargeType,
    count: r.count,
    amount: fromAmount(r.amount),
  }));
  return {
    count: byChargeType.reduce((n, r) => n + r.count, 0),
    amount: toAmount(sum(byChargeType.map((r) => r.amount))),
    byChargeType: byChargeType.map((r) => ({ ...r, amount: toAmount(r.amount) })),
  };
}

export const ledgerExportColumns: XlsxColumn[] = [
  { label: 'Date', kind: 'date' },
  { label: 'Vendor' },
  { label: 'Warehouse' },
  { label: 'Charge type' },
  { label: 'Description' },
  { label: 'Source' },
  { label: 'Document' },
  { label: 'Units', kind: 'number' },
  { label: 'Rate', kind: 'number' },
  { label: 'Amount', kind: 'money' },
  { label: 'Invoice' },
  { label: 'Reference' },
];

const EXPORT_BATCH = 2000;

/** The export's rows under the list's filters, oldest first, a batch at a time (keyset on the id). */
export async function* ledgerExportBatches(db: Db, where: SQL | undefined) {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: entries.id,
        entryDate: entries.entryDate,
        vendor: vendors.name,
        warehouse: warehouses.code,
        chargeType: entries.chargeType,
        chargeLabel: entries.chargeLabel,
        sourceType: entries.sourceType,
        sourceRef: entries.sourceRef,
        numberOfUnits: entries.numberOfUnits,
        singleUnitCharge: entries.singleUnitCharge,
        amount: entries.amount,
        invoiceNumber: vendorInvoices.invoiceNumber,
        refNum: entries.refNum,
      })
      .from(entries)
      .innerJoin(vendors, eq(vendors.id, entries.vendorId))
      .leftJoin(warehouses, eq(warehouses.id, entries.warehouseId))
      .leftJoin(vendorInvoices, eq(vendorInvoices.id, entries.invoiceId))
      .where(and(where, gt(entries.id, after)))
      .orderBy(asc(entries.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    after = rows[rows.length - 1]!.id;
    yield rows.map((r) => [
      r.entryDate,
      r.vendor,
      r.warehouse ?? 'All',
      r.chargeType,
      r.chargeLabel,
      sourceTypeLabels[r.sourceType as BillingSourceType] ?? r.sourceType,
      r.sourceRef,
      r.numberOfUnits,
      r.singleUnitCharge,
      r.amount,
      r.invoiceNumber ?? 'Not invoiced',
      r.refNum,
    ]);
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** A charge row as the API answers it (numbers as numbers). */
export const entryRow = (row: typeof entries.$inferSelect): BillingEntryRow =>
  ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }) as BillingEntryRow;

/** The disputes of some charges, oldest first, with who raised and resolved them. */
export async function disputesOf(db: Db, entryIds: readonly number[]): Promise<BillingDisputeRow[]> {
  if (entryIds.length === 0) return [];
  const rows = await db
    .select({
      dispute: billingDisputes,
      raisedByName: sql<
        string | null
      >`(select coalesce(${users.firstName} || ' ' || ${users.lastName}, ${users.email}) from ${users} where ${users.id} = ${billingDisputes.raisedBy})`,
      resolvedByName: sql<
        string | null
      >`(select coalesce(${users.firstName} || ' ' || ${users.lastName}, ${users.email}) from ${users} where ${users.id} = ${billingDisputes.resolvedBy})`,
    })
    .from(billingDisputes)
    .where(sql`${billingDisputes.entryId} = any(${`{${entryIds.join(',')}}`}::int[])`)
    .orderBy(asc(billingDisputes.id));
  return rows.map(({ dispute: d, raisedByName, resolvedByName }) => ({
    id: d.id,
    entryId: d.entryId,
    status: d.status as BillingDisputeRow['status'],
    comment: d.comment,
    raisedBy: d.raisedBy,
    raisedByName,
    raisedAt: d.raisedAt.toISOString(),
    resolution: d.resolution as BillingDisputeRow['resolution'],
    resolutionComment: d.resolutionComment,
    creditEntryId: d.creditEntryId,
    resolvedByName,
    resolvedAt: d.resolvedAt?.toISOString() ?? null,
  }));
}

/** A charge in the user's scope (404 otherwise, as a missing one). */
export async function findEntry(db: Db, user: AuthUser, id: number) {
  const [row] = await db
    .select()
    .from(entries)
    .where(and(eq(entries.id, id), scopeCondition(billingEntryResource, user)));
  if (!row) throw notFound('Charge');
  return row;
}

/** One charge and everything it came from. */
export async function entryTrace(db: Db, user: AuthUser, id: number): Promise<BillingEntryTrace> {
  const entry = await findEntry(db, user, id);
  const [names] = await db
    .select({
      vendorName: vendors.name,
      warehouseName: warehouses.fullName,
      invoiceNumber: vendorInvoices.invoiceNumber,
    })
    .from(vendors)
    .leftJoin(warehouses, eq(warehouses.id, sql`${entry.warehouseId}::int`))
    .leftJoin(vendorInvoices, eq(vendorInvoices.id, sql`${entry.invoiceId}::int`))
    .where(eq(vendors.id, entry.vendorId));
  let rateCard: BillingEntryTrace['rateCard'] = null;
  let rule: BillingEntryTrace['rule'] = null;
  if (entry.rateCardVersionId) {
    const [v] = await db
      .select({
        version: activityRateCardVersions,
        cardName: activityRateCards.name,
        cardId: activityRateCards.id,
      })
      .from(activityRateCardVersions)
      .innerJoin(activityRateCards, eq(activityRateCards.id, activityRateCardVersions.rateCardId))
      .where(eq(activityRateCardVersions.id, entry.rateCardVersionId));
    if (v) {
      rateCard = {
        id: v.cardId,
        name: v.cardName,
        versionNumber: v.version.versionNumber,
        effectiveFrom: v.version.effectiveFrom,
      };
      const r = v.version.rules.find((x) => x.key === entry.ruleKey);
      if (r)
        rule = {
          key: r.key,
          label: ruleName(r),
          unit: r.unit,
          rate: entry.singleUnitCharge,
          tier: entry.tierKey,
        };
    }
  }
  const [carrier] = entry.carrierRateCardId
    ? await db
        .select({ id: rateCards.id, name: rateCards.name })
        .from(rateCards)
        .where(eq(rateCards.id, entry.carrierRateCardId))
    : [];
  return {
    entry: entryRow(entry),
    vendorName: names?.vendorName ?? '',
    warehouseName: names?.warehouseName ?? null,
    invoiceNumber: names?.invoiceNumber ?? null,
    sourceHref: sourceHref(entry.sourceType, entry.sourceId, entry.inputs),
    rateCard,
    rule,
    carrierRateCard: carrier ?? null,
    disputes: await disputesOf(db, [entry.id]),
  };
}

const LINE_LIMIT = 1000;

/**
 * A client's open period: its charges not yet invoiced (from the day after its last invoiced period,
 * else the month's first day), per charge type, line by line; and the month-end projection: the last
 * storage day's charges × the days left in the month, added to what is already charged.
 */
export async function openPeriod(db: Db, vendorId: number, today: string): Promise<OpenPeriodAnswer> {
  const [last] = await db
    .select({ periodEnd: vendorInvoices.periodEnd })
    .from(vendorInvoices)
    .where(
      and(
        eq(vendorInvoices.vendorId, vendorId),
        sql`${vendorInvoices.status} <> 'Void'`,
        sql`${vendorInvoices.periodEnd} is not null`,
      ),
    )
    .orderBy(desc(vendorInvoices.periodEnd))
    .limit(1);
  const monthStart = `${today.slice(0, 8)}01`;
  const afterInvoice = last?.periodEnd
    ? new Date(Date.parse(`${last.periodEnd}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    : monthStart;
  const periodStart = afterInvoice < monthStart ? afterInvoice : monthStart;
  const d = new Date(`${today}T00:00:00Z`);
  const monthEnd = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
  const periodEnd = monthEnd.toISOString().slice(0, 10);
  const open = and(
    eq(entries.vendorId, vendorId),
    isNull(entries.invoiceId),
    sql`${entries.entryDate} >= ${periodStart}`,
  );
  const [rows, lines, storage] = await Promise.all([
    db
      .select({ chargeType: entries.chargeType, amount: sql<string>`coalesce(sum(${entries.amount}), 0)` })
      .from(entries)
      .where(open)
      .groupBy(entries.chargeType)
      .orderBy(entries.chargeType),
    db
      .select()
      .from(entries)
      .where(open)
      .orderBy(desc(entries.entryDate), desc(entries.id))
      .limit(LINE_LIMIT),
    db
      .select({ day: entries.entryDate, amount: sql<string>`sum(${entries.amount})` })
      .from(entries)
      .where(and(eq(entries.vendorId, vendorId), eq(entries.sourceType, 'storage')))
      .groupBy(entries.entryDate)
      .orderBy(desc(entries.entryDate))
      .limit(1),
  ]);
  const byType = rows.map((r) => ({ chargeType: r.chargeType, amount: fromAmount(r.amount) }));
  const total: Minor = sum(byType.map((r) => r.amount));
  const dailyAmount = fromAmount(storage[0]?.amount ?? 0);
  const lastStorageDay = storage[0]?.day ?? today;
  const daysLeft = Math.max(
    0,
    Math.round((monthEnd.getTime() - Date.parse(`${lastStorageDay}T00:00:00Z`)) / 86_400_000),
  );
  const projected = multiply(dailyAmount, daysLeft);
  const disputes = await disputesOf(
    db,
    lines.map((l) => l.id),
  );
  const openDisputes = new Set(disputes.filter((x) => x.status === 'Open').map((x) => x.entryId));
  const answered = new Set(disputes.filter((x) => x.status === 'Resolved').map((x) => x.entryId));
  return {
    vendorId,
    periodStart,
    today,
    periodEnd,
    total: toAmount(total),
    byChargeType: byType.map((r) => ({ chargeType: r.chargeType, amount: toAmount(r.amount) })),
    lines: lines.map((l) => ({
      ...entryRow(l),
      disputeStatus: openDisputes.has(l.id) ? 'Open' : answered.has(l.id) ? 'Resolved' : null,
      sourceHref: sourceHref(l.sourceType, l.sourceId, l.inputs),
    })),
    projectedStorage: { dailyAmount: toAmount(dailyAmount), daysLeft, projected: toAmount(projected) },
    projectedTotal: toAmount(add(total, projected)),
  };
}
