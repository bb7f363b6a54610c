/**
 * The billing run (issue 18): turns the billable events of a period into charges. Each event is priced
 * by the rate-card version in effect on its day (src/domain/billing/rating.ts); each label by the
 * carrier rate cards. A charge keeps its event, document, version, rule, tier and inputs.
 *
 * Never twice: a charge's event key names the event, the rule, the tier and the cumulative quantity it
 * brings the rule to; a rule's charge is for what the quantity grew by since that rule last charged the
 * event (a return confirmed in parts), and the unique event key makes a second insert of the same charge
 * a no-op. Each page of events is rated in one transaction holding the vendor's advisory lock, so two
 * processes rating the same vendor take turns and the second finds the charges made.
 *
 * Storage is charged only for days that are over (before today); events that no rule prices make no
 * charge and are listed by the unbilled check (unbilled.service.ts).
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { chargeTypeOfActivity } from '../../../src/domain/billing/activity-rates';
import { cardForLabel, labelPrice, type CarrierRateCard } from '../../../src/domain/billing/carrier-rates';
import {
  rateEvent,
  sourceKeyOf,
  type BillingSourceType,
  type RatedCharge,
} from '../../../src/domain/billing/rating';
import { chargeOf, fromAmount, sum, toAmount, type Minor } from '../../../src/domain/money';
import { recordAction } from '../../audit/action-log';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { orderBillingEntries, rateCards, vendors } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import {
  orderEventPages,
  receiptEvents,
  returnEvents,
  shipmentEvents,
  storageEvents,
  workOrderEvents,
  type EventQuery,
  type LabelEvent,
  type SourcedEvent,
} from './billable-events.queries';
import { loadRateCardBook, type RateCardBook } from './rate-card-book.queries';

export interface BillingRunScope {
  /** Null: every vendor. */
  vendorIds: readonly number[] | null;
  from: string;
  to: string;
  /**
   * The run's today (storage is charged for the days before it): the day of billing's clock when the
   * run was asked for (AppDeps.billingClock); absent: the day of `deps.clock`.
   */
  today?: string;
}

export interface BillingRunDeps {
  db: Db;
  clock: Clock;
  events: DomainEvents;
}

export interface BillingRunOptions {
  /** Runs each page's writes (the job's lease guard: writes only while the job is still held). */
  write?: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
  progress?: (percent: number, message: string) => Promise<void>;
  signal?: AbortSignal;
}

export interface BillingRunOutcome {
  events: number;
  chargesCreated: number;
  amount: number;
  unpriced: number;
}

/** What each source's charges are filed as (billing-entry.schema.ts billingEntryTypes). */
const entryTypeOf: Partial<Record<BillingSourceType, string>> = {
  receipt: 'Receipt',
  order: 'Order',
  manualShipment: 'Shipment',
  bulkShipment: 'Shipment',
  return: 'Return',
  workOrderCompletion: 'WorkOrder',
  storage: 'Storage',
};

type NewCharge = typeof orderBillingEntries.$inferInsert;

export const todayOf = (clock: Clock) => clock.now().toISOString().slice(0, 10);
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The carrier rate cards (few): loaded once per run. */
export async function loadCarrierCards(db: Db | Tx): Promise<CarrierRateCard[]> {
  const rows = await db.select().from(rateCards);
  return rows.map((r) => ({ ...r, rates: r.rates ?? [] }));
}

/** A label's price, or why it has none. */
export function priceLabel(cards: readonly CarrierRateCard[], label: LabelEvent) {
  const card = cardForLabel(cards, label.vendorId, label.carrierCode, label.serviceCode);
  return { card, price: labelPrice(card, label.weight, `${label.carrierCode} / ${label.serviceCode}`) };
}

/** The charges of one rated event that are new: what each rule's quantity grew by since it was charged. */
export function newCharges(
  event: SourcedEvent,
  version: { id: number; cardName: string; versionNumber: number },
  charges: readonly RatedCharge[],
  billed: ReadonlyMap<string, number>,
): NewCharge[] {
  const source = sourceKeyOf(event);
  const out: NewCharge[] = [];
  for (const c of charges) {
    const already = billed.get(`${source}|${c.ruleKey}|${c.tierKey}`) ?? 0;
    const quantity = c.quantity - already;
    if (!(quantity > 0)) continue;
    const amount = chargeOf(c.rate, quantity);
    // A free tier prices the event at nothing: no charge to record.
    if (amount === 0) continue;
    out.push({
      vendorId: event.vendorId,
      warehouseId: event.warehouseId,
      entryDate: event.day,
      singleUnitCharge: c.rate,
      numberOfUnits: quantity,
      amount: toAmount(amount),
      chargeLabel: c.label,
      chargeType: chargeTypeOfActivity[c.activity],
      type: entryTypeOf[event.sourceType] ?? 'Other',
      refNum: event.sourceRef,
      sourceType: event.sourceType,
      sourceId: event.sourceId,
      sourceRef: event.sourceRef,
      eventKey: `${source}|${c.ruleKey}|${c.tierKey}|${c.quantity}`,
      ruleKey: c.ruleKey,
      tierKey: c.tierKey || null,
      rateCardVersionId: version.id,
      inputs: {
        unit: c.unit,
        quantity,
        cumulative: c.quantity,
        rate: c.rate,
        tier: c.tierKey || null,
        day: event.day,
        card: version.cardName,
        version: version.versionNumber,
        ...(event.document ? { document: event.document } : {}),
      },
    });
  }
  return out;
}

/** How much of each (source, rule, tier) was charged already, for the events of a page. */
export async function billedQuantities(
  tx: Db | Tx,
  events: readonly SourcedEvent[],
): Promise<Map<string, number>> {
  const byType = new Map<string, string[]>();
  for (const e of events) {
    const ids = byType.get(e.sourceType) ?? [];
    ids.push(e.sourceId);
    byType.set(e.sourceType, ids);
  }
  const billed = new Map<string, number>();
  for (const [type, ids] of byType) {
    const rows = await tx
      .select({
        sourceId: orderBillingEntries.sourceId,
        ruleKey: orderBillingEntries.ruleKey,
        tierKey: orderBillingEntries.tierKey,
        units: sql<string>`sum(${orderBillingEntries.numberOfUnits})`,
      })
      .from(orderBillingEntries)
      .where(
        and(
          eq(orderBillingEntries.sourceType, type),
          // One JSON parameter, not one parameter per id: a page has thousands.
          sql`${orderBillingEntries.sourceId} in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`,
          isNotNull(orderBillingEntries.ruleKey),
        ),
      )
      .groupBy(orderBillingEntries.sourceId, orderBillingEntries.ruleKey, orderBillingEntries.tierKey);
    for (const r of rows)
      billed.set(`${type}:${r.sourceId}|${r.ruleKey}|${r.tierKey ?? ''}`, Number(r.units));
  }
  return billed;
}

/** The label charges not made yet (a label is charged once). */
function labelCharges(cards: readonly CarrierRateCard[], labels: readonly LabelEvent[]): NewCharge[] {
  const out: NewCharge[] = [];
  for (const label of labels) {
    const { card, price } = priceLabel(cards, label);
    if (!price.priced || !card) continue;
    out.push({
      vendorId: label.vendorId,
      warehouseId: label.warehouseId,
      entryDate: label.day,
      singleUnitCharge: price.rate,
      numberOfUnits: 1,
      amount: toAmount(chargeOf(price.rate, 1)),
      chargeLabel: `Label ${label.carrierCode} / ${label.serviceCode} (${price.band})`,
      chargeType: 'Shipping',
      type: 'Label',
      refNum: label.sourceRef,
      sourceType: label.sourceType,
      sourceId: label.sourceId,
      sourceRef: label.sourceRef,
      eventKey: `label:${label.sourceType}:${label.sourceId}`,
      ruleKey: 'label',
      carrierRateCardId: card.id,
      inputs: {
        weight: price.weight,
        band: price.band,
        carrier: label.carrierCode,
        service: label.serviceCode,
        day: label.day,
      },
    });
  }
  return out;
}

/** Rates one page of events and labels of one vendor, in one transaction under the vendor's lock. */
async function ratePage(
  tx: Tx,
  vendorId: number,
  book: RateCardBook,
  cards: readonly CarrierRateCard[],
  events: readonly SourcedEvent[],
  labels: readonly LabelEvent[],
  at: Date,
): Promise<{ created: Minor[]; unpriced: number }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('dockhand.billing'), ${vendorId})`);
  const billed = await billedQuantities(tx, events);
  const charges: NewCharge[] = [];
  let unpriced = 0;
  for (const event of events) {
    const version = book.versionFor(event.vendorId, event.warehouseId, event.day);
    const rating = rateEvent(event, version);
    if (!rating.priced || !version) {
      unpriced += 1;
      continue;
    }
    charges.push(...newCharges(event, version, rating.charges, billed));
  }
  charges.push(...labelCharges(cards, labels));
  const created = await insertCharges(tx, charges, at);
  // The run's writes in the action log: one row per page (a row per charge would double the writes).
  if (created.length > 0)
    await recordAction(tx, {
      actorId: null,
      resource: 'orderBillingEntries',
      resourceId: null,
      action: 'rate',
      before: null,
      after: {
        vendorId,
        charges: created.length,
        amount: toAmount(sum(created.map((c) => c.amount))),
        fromId: Math.min(...created.map((c) => c.id)),
        toId: Math.max(...created.map((c) => c.id)),
      },
      at,
    });
  return { created: created.map((c) => c.amount), unpriced };
}

/** The charge columns insertCharges sends, with their SQL types. */
const chargeColumns = [
  ['vendor_id', 'int', 'vendorId'],
  ['warehouse_id', 'int', 'warehouseId'],
  ['entry_date', 'date', 'entryDate'],
  ['single_unit_charge', 'numeric', 'singleUnitCharge'],
  ['number_of_units', 'numeric', 'numberOfUnits'],
  ['amount', 'numeric', 'amount'],
  ['charge_label', 'text', 'chargeLabel'],
  ['charge_type', 'text', 'chargeType'],
  ['type', 'text', 'type'],
  ['ref_num', 'text', 'refNum'],
  ['source_type', 'text', 'sourceType'],
  ['source_id', 'text', 'sourceId'],
  ['source_ref', 'text', 'sourceRef'],
  ['event_key', 'text', 'eventKey'],
  ['rule_key', 'text', 'ruleKey'],
  ['tier_key', 'text', 'tierKey'],
  ['rate_card_version_id', 'int', 'rateCardVersionId'],
  ['carrier_rate_card_id', 'int', 'carrierRateCardId'],
  ['inputs', 'jsonb', 'inputs'],
] as const;

const chargeRecord = sql.raw(chargeColumns.map(([c, type]) => `${c} ${type}`).join(', '));
const chargeList = sql.raw(chargeColumns.map(([c]) => c).join(', '));

/**
 * Inserts charges in one statement per batch, the rows sent as one JSON parameter (a VALUES list of
 * thousands of rows would be tens of thousands of parameters); a charge whose event key exists is
 * skipped. Answers the amounts of those inserted.
 */
async function insertCharges(
  tx: Tx,
  charges: readonly NewCharge[],
  at: Date,
): Promise<{ id: number; amount: Minor }[]> {
  const created: { id: number; amount: Minor }[] = [];
  for (let i = 0; i < charges.length; i += 5000) {
    const batch = charges
      .slice(i, i + 5000)
      .map((c) => Object.fromEntries(chargeColumns.map(([column, , key]) => [column, c[key] ?? null])));
    const { rows } = (await tx.execute(sql`
      insert into ${orderBillingEntries} (${chargeList}, created_at, updated_at)
      select ${chargeList}, ${at}, ${at} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(${chargeRecord})
      on conflict (event_key) do nothing
      returning id, amount`)) as unknown as { rows: { id: number; amount: string }[] };
    created.push(...rows.map((r) => ({ id: Number(r.id), amount: fromAmount(r.amount) })));
  }
  return created;
}

export interface EventPage {
  events: SourcedEvent[];
  labels: LabelEvent[];
}

/**
 * The billable events of one vendor's period, a page at a time: receipts, shipments and their labels,
 * returns, work orders, storage (only the days that are over: before `today`), then the orders shipped
 * page by page.
 */
export async function* vendorEventPages(
  db: Db | Tx,
  today: string,
  q: EventQuery,
): AsyncGenerator<EventPage> {
  const vendorIds = q.vendorIds ?? [];
  const lastStorageDay = [q.to, dayBefore(today)].sort()[0]!;
  yield { events: await receiptEvents(db, q), labels: [] };
  yield await shipmentEvents(db, q);
  yield { events: await returnEvents(db, q), labels: [] };
  yield { events: await workOrderEvents(db, q), labels: [] };
  if (lastStorageDay >= q.from)
    yield { events: await storageEvents(db, { ...q, to: lastStorageDay }, vendorIds), labels: [] };
  yield* orderEventPages(db, q);
}

/** Rates every vendor's (or the given vendors') events of the period; answers what it made. */
export async function runBilling(
  deps: BillingRunDeps,
  scope: BillingRunScope,
  options: BillingRunOptions = {},
): Promise<BillingRunOutcome> {
  const { db } = deps;
  const write = options.write ?? (<T>(work: (tx: Tx) => Promise<T>) => db.transaction(work));
  const vendorIds =
    scope.vendorIds ??
    (await db.select({ id: vendors.id }).from(vendors).orderBy(vendors.id)).map((v) => v.id);
  const book = await loadRateCardBook(db, vendorIds);
  const cards = await loadCarrierCards(db);
  const outcome: BillingRunOutcome = { events: 0, chargesCreated: 0, amount: 0, unpriced: 0 };
  const amounts: Minor[] = [];
  const today = scope.today ?? todayOf(deps.clock);
  for (const [index, vendorId] of vendorIds.entries()) {
    options.signal?.throwIfAborted();
    let created = 0;
    for await (const page of vendorEventPages(db, today, {
      vendorIds: [vendorId],
      from: scope.from,
      to: scope.to,
    })) {
      options.signal?.throwIfAborted();
      if (page.events.length === 0 && page.labels.length === 0) continue;
      const result = await write((tx) =>
        ratePage(tx, vendorId, book, cards, page.events, page.labels, deps.clock.now()),
      );
      outcome.events += page.events.length + page.labels.length;
      outcome.unpriced += result.unpriced;
      created += result.created.length;
      amounts.push(...result.created);
    }
    outcome.chargesCreated += created;
    if (created > 0) deps.events.publish({ type: 'BillingEntriesUpdated', vendorId });
    await options.progress?.(
      Math.round(((index + 1) / vendorIds.length) * 100),
      `Rated ${index + 1} of ${vendorIds.length} clients`,
    );
  }
  outcome.amount = toAmount(sum(amounts));
  return outcome;
}
