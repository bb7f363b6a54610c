/**
 * Activity rate-card versions (issue 18, src/domain/billing/activity-rates.ts): a card's versions, a
 * new draft (a copy of the latest), editing and deleting a draft, publishing it (final: from its
 * effective day on, new charges use it; charges made stay as they were), and the what-if of a draft:
 * the card's recorded events of a past period priced by the draft, against what was charged.
 *
 * A version cannot take effect inside a period already invoiced: those charges are closed.
 */
import { vendorSetupUpdated, type DomainEvents } from '../../events/domain-events';
import { and, desc, eq, inArray, isNotNull, max, sql } from 'drizzle-orm';
import { chargeTypeOfActivity, rateCardVersionSchema } from '../../../src/domain/billing/activity-rates';
import { whatIfSchema } from '../../../src/domain/billing/billing-period.schema';
import { rateEvent } from '../../../src/domain/billing/rating';
import type {
  RateCardVersionRow,
  RateCardVersionsAnswer,
  WhatIfAnswer,
  WhatIfRow,
} from '../../../src/domain/contracts/activity-rate-cards';
import { chargeOf, fromAmount, subtract, sum, toAmount, type Minor } from '../../../src/domain/money';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import { scopeCondition } from '../../auth/policy';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import {
  activityRateCards,
  activityRateCardVersions as versions,
  orderBillingEntries as entries,
  vendorInvoices,
  vendors,
  warehouses,
} from '../../db/schema';
import { badRequest, conflict, notFound, validateBody } from '../../http/errors';
import { staleVersion } from '../../resources/engine';
import { activityRateCardResource } from '../../resources/declarations/billing';
import { todayOf, vendorEventPages } from './billing-run.service';

export interface VersionContext {
  db: Db;
  user: AuthUser;
  clock: Clock;
  /** Publishing tells the vendor's onboarding checklist (its billing step counts versions in force). */
  events?: DomainEvents;
}

type VersionRecord = typeof versions.$inferSelect;

/** The card in the user's scope (404 otherwise). */
async function findCard(db: Db | Tx, user: AuthUser, cardId: number) {
  const [card] = await db
    .select()
    .from(activityRateCards)
    .where(and(eq(activityRateCards.id, cardId), scopeCondition(activityRateCardResource, user)));
  if (!card) throw notFound('Rate card');
  return card;
}

async function findVersion(tx: Db | Tx, cardId: number, versionId: number, lock = false) {
  const query = tx
    .select()
    .from(versions)
    .where(and(eq(versions.id, versionId), eq(versions.rateCardId, cardId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Rate card version');
  return row;
}

async function chargeCounts(db: Db | Tx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: entries.rateCardVersionId, n: sql<number>`count(*)::int` })
    .from(entries)
    .where(inArray(entries.rateCardVersionId, ids))
    .groupBy(entries.rateCardVersionId);
  return new Map(rows.map((r) => [r.id!, r.n]));
}

const versionRow = (v: VersionRecord, charges: number): RateCardVersionRow => ({
  ...v,
  status: v.status as RateCardVersionRow['status'],
  publishedAt: v.publishedAt?.toISOString() ?? null,
  createdAt: v.createdAt.toISOString(),
  updatedAt: v.updatedAt.toISOString(),
  chargeCount: charges,
});

/** A card and its versions, newest first, with the one in effect today. */
export async function listVersions(ctx: VersionContext, cardId: number): Promise<RateCardVersionsAnswer> {
  const card = await findCard(ctx.db, ctx.user, cardId);
  const rows = await ctx.db
    .select()
    .from(versions)
    .where(eq(versions.rateCardId, cardId))
    .orderBy(desc(versions.versionNumber));
  const counts = await chargeCounts(
    ctx.db,
    rows.map((r) => r.id),
  );
  const [names] = await ctx.db
    .select({ vendorName: vendors.name, warehouseName: warehouses.fullName })
    .from(vendors)
    .leftJoin(warehouses, eq(warehouses.id, sql`${card.warehouseId}::int`))
    .where(eq(vendors.id, card.vendorId));
  const today = ctx.clock.now().toISOString().slice(0, 10);
  const current = rows
    .filter((r) => r.status === 'Published' && r.effectiveFrom <= today)
    .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0];
  return {
    card: {
      ...card,
      createdAt: card.createdAt.toISOString(),
      updatedAt: card.updatedAt.toISOString(),
      vendorName: names?.vendorName ?? '',
      warehouseName: names?.warehouseName ?? null,
    },
    versions: rows.map((r) => versionRow(r, counts.get(r.id) ?? 0)),
    currentVersionId: current?.id ?? null,
  };
}

async function audit(
  tx: Tx,
  ctx: VersionContext,
  id: number,
  action: string,
  before: unknown,
  after: unknown,
) {
  await recordAction(tx, {
    actorId: ctx.user.id,
    resource: 'activityRateCardVersions',
    resourceId: id,
    action,
    before,
    after,
    at: ctx.clock.now(),
  });
}

/** A new draft: a copy of the given (or the latest) version's rules, effective tomorrow unless later. */
export async function createDraft(
  ctx: VersionContext,
  cardId: number,
  body: unknown,
): Promise<RateCardVersionRow> {
  const copyFrom = (body as { copyFromVersionId?: unknown } | null)?.copyFromVersionId;
  if (copyFrom != null && !(Number.isSafeInteger(copyFrom) && (copyFrom as number) > 0))
    throw badRequest('Some fields are not valid.', { copyFromVersionId: 'Choose a version of this card' });
  return ctx.db.transaction(async (tx) => {
    await findCard(tx, ctx.user, cardId);
    await tx
      .select({ id: activityRateCards.id })
      .from(activityRateCards)
      .where(eq(activityRateCards.id, cardId))
      .for('update');
    const source = copyFrom
      ? await findVersion(tx, cardId, copyFrom as number)
      : (
          await tx
            .select()
            .from(versions)
            .where(eq(versions.rateCardId, cardId))
            .orderBy(desc(versions.versionNumber))
            .limit(1)
        )[0];
    const [{ last } = { last: 0 }] = await tx
      .select({ last: max(versions.versionNumber) })
      .from(versions)
      .where(eq(versions.rateCardId, cardId));
    const tomorrow = new Date(ctx.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const at = ctx.clock.now();
    const [row] = await tx
      .insert(versions)
      .values({
        rateCardId: cardId,
        versionNumber: (last ?? 0) + 1,
        status: 'Draft',
        effectiveFrom: source && source.effectiveFrom > tomorrow ? source.effectiveFrom : tomorrow,
        rules: source?.rules ?? [],
        monthlyMinimum: source?.monthlyMinimum ?? null,
        passThroughMarkupPercent: source?.passThroughMarkupPercent ?? 0,
        notes: null,
        createdBy: ctx.user.id,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await audit(tx, ctx, row!.id, 'add', null, row);
    return versionRow(row!, 0);
  });
}

/** A draft's changes (a published version is never changed). */
export async function updateDraft(
  ctx: VersionContext,
  cardId: number,
  versionId: number,
  body: unknown,
): Promise<RateCardVersionRow> {
  const input = await validateBody(rateCardVersionSchema, body);
  const expected = (body as { version?: unknown }).version;
  return ctx.db.transaction(async (tx) => {
    await findCard(tx, ctx.user, cardId);
    const before = await findVersion(tx, cardId, versionId, true);
    if (before.status !== 'Draft')
      throw conflict('A published version is never changed: make a new version.');
    if (expected !== undefined && expected !== before.version) throw staleVersion();
    const [row] = await tx
      .update(versions)
      .set({
        effectiveFrom: input.effectiveFrom,
        rules: input.rules,
        monthlyMinimum: input.monthlyMinimum ?? null,
        passThroughMarkupPercent: input.passThroughMarkupPercent ?? 0,
        notes: input.notes ?? null,
        version: before.version + 1,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(versions.id, versionId))
      .returning();
    await audit(tx, ctx, versionId, 'edit', before, row);
    return versionRow(row!, 0);
  });
}

export async function deleteDraft(ctx: VersionContext, cardId: number, versionId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await findCard(tx, ctx.user, cardId);
    const before = await findVersion(tx, cardId, versionId, true);
    if (before.status !== 'Draft') throw conflict('A published version is kept: charges name it.');
    await tx.delete(versions).where(eq(versions.id, versionId));
    await audit(tx, ctx, versionId, 'delete', before, null);
  });
}

/** Publishes a draft: final. Refused inside an invoiced period, on a day another version has, or with no rules. */
export async function publishDraft(
  ctx: VersionContext,
  cardId: number,
  versionId: number,
  body: unknown,
): Promise<RateCardVersionRow> {
  const expected = (body as { version?: unknown } | null)?.version;
  let vendorId = 0;
  const published = await ctx.db.transaction(async (tx) => {
    const card = await findCard(tx, ctx.user, cardId);
    vendorId = card.vendorId;
    const before = await findVersion(tx, cardId, versionId, true);
    if (before.status !== 'Draft') throw conflict('This version is published already.');
    if (expected !== undefined && expected !== before.version) throw staleVersion();
    const fields: Record<string, string> = {};
    if (before.rules.length === 0) fields.rules = 'Add at least one rule before publishing';
    const [invoiced] = await tx
      .select({ end: max(vendorInvoices.periodEnd) })
      .from(vendorInvoices)
      .where(
        and(
          eq(vendorInvoices.vendorId, card.vendorId),
          sql`${vendorInvoices.status} <> 'Void'`,
          eq(vendorInvoices.type, 'InvoiceGenerated'),
          isNotNull(vendorInvoices.periodEnd),
        ),
      );
    if (invoiced?.end && before.effectiveFrom <= invoiced.end)
      fields.effectiveFrom = `Effective from must be after ${invoiced.end}: charges up to then are invoiced`;
    const [clash] = await tx
      .select({ n: versions.versionNumber })
      .from(versions)
      .where(
        and(
          eq(versions.rateCardId, cardId),
          eq(versions.status, 'Published'),
          eq(versions.effectiveFrom, before.effectiveFrom),
        ),
      );
    if (clash) fields.effectiveFrom = `Version ${clash.n} already takes effect on ${before.effectiveFrom}`;
    if (Object.keys(fields).length) throw badRequest('This version cannot be published yet.', fields);
    const at = ctx.clock.now();
    const [row] = await tx
      .update(versions)
      .set({
        status: 'Published',
        publishedAt: at,
        publishedBy: ctx.user.id,
        version: before.version + 1,
        updatedAt: at,
      })
      .where(eq(versions.id, versionId))
      .returning();
    await audit(tx, ctx, versionId, 'publish', before, row);
    return versionRow(row!, 0);
  });
  ctx.events?.publish(vendorSetupUpdated({ vendorId }));
  return published;
}

/**
 * The draft (or any version) applied to the card's recorded events of a period: per charge type, what
 * was charged by the billing run and what this version would charge, and how many events it leaves
 * unpriced. A vendor-wide card prices the events of warehouses without a card of their own.
 */
export async function whatIf(
  ctx: VersionContext,
  cardId: number,
  versionId: number,
  body: unknown,
): Promise<WhatIfAnswer> {
  const period = await validateBody(whatIfSchema, body);
  const card = await findCard(ctx.db, ctx.user, cardId);
  const version = await findVersion(ctx.db, cardId, versionId);
  const ownCards = await ctx.db
    .select({ warehouseId: activityRateCards.warehouseId })
    .from(activityRateCards)
    .where(and(eq(activityRateCards.vendorId, card.vendorId), isNotNull(activityRateCards.warehouseId)));
  const elsewhere = new Set(ownCards.map((c) => c.warehouseId));
  const covers = (warehouseId: number | null) =>
    card.warehouseId !== null ? warehouseId === card.warehouseId : !elsewhere.has(warehouseId);
  const wouldCharge = new Map<string, Minor[]>();
  let eventCount = 0;
  let unpricedCount = 0;
  for await (const page of vendorEventPages(ctx.db, todayOf(ctx.clock), {
    vendorIds: [card.vendorId],
    warehouseId: card.warehouseId,
    from: period.from,
    to: period.to,
  })) {
    for (const event of page.events) {
      if (!covers(event.warehouseId)) continue;
      eventCount += 1;
      const rating = rateEvent(event, version);
      if (!rating.priced) {
        unpricedCount += 1;
        continue;
      }
      for (const c of rating.charges) {
        const type = chargeTypeOfActivity[c.activity];
        wouldCharge.set(type, [...(wouldCharge.get(type) ?? []), chargeOf(c.rate, c.quantity)]);
      }
    }
  }
  // What the run charged these events: the activity charges (not labels, credits or custom ones).
  const charged = await ctx.db
    .select({
      chargeType: entries.chargeType,
      warehouseId: entries.warehouseId,
      amount: sql<string>`sum(${entries.amount})`,
    })
    .from(entries)
    .where(
      and(
        eq(entries.vendorId, card.vendorId),
        isNotNull(entries.rateCardVersionId),
        sql`${entries.entryDate} between ${period.from} and ${period.to}`,
      ),
    )
    .groupBy(entries.chargeType, entries.warehouseId);
  const actual = new Map<string, Minor[]>();
  for (const r of charged)
    if (covers(r.warehouseId))
      actual.set(r.chargeType, [...(actual.get(r.chargeType) ?? []), fromAmount(r.amount)]);
  const [vendor] = await ctx.db
    .select({ name: vendors.name })
    .from(vendors)
    .where(eq(vendors.id, card.vendorId));
  const types = [...new Set([...actual.keys(), ...wouldCharge.keys()])].sort();
  const rows: WhatIfRow[] = types.map((chargeType) => {
    const a = sum(actual.get(chargeType) ?? []);
    const w = sum(wouldCharge.get(chargeType) ?? []);
    return {
      vendorId: card.vendorId,
      vendorName: vendor?.name ?? '',
      chargeType,
      actual: toAmount(a),
      whatIf: toAmount(w),
      difference: toAmount(subtract(w, a)),
    };
  });
  const totalActual = sum(rows.map((r) => fromAmount(r.actual)));
  const totalWhatIf = sum(rows.map((r) => fromAmount(r.whatIf)));
  return {
    from: period.from,
    to: period.to,
    versionId,
    rows,
    totals: {
      actual: toAmount(totalActual),
      whatIf: toAmount(totalWhatIf),
      difference: toAmount(subtract(totalWhatIf, totalActual)),
    },
    unpricedCount,
    eventCount,
  };
}
