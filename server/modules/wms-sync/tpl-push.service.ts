/**
 * Step b of a 3PL sync: what Dockhand sends the WMS. Mirrored fulfilment orders of the connection's
 * warehouse (ORDER_MIRRORED, open, not pushed yet) become WMS orders, and receivers (ASNs) into the
 * warehouse still Open become WMS receivers; each keeps the WMS's id, or the reason it was refused.
 *
 * Two processes never push the same document: a short transaction claims a batch with FOR UPDATE SKIP
 * LOCKED and stamps it (externalSyncedAt / syncedAt) as taken for a lease; the WMS is then called with
 * no transaction open (on PGlite one open transaction would stop every other request meanwhile). A
 * process that dies mid-push leaves its claim to expire; the next push finds the WMS's record by its
 * reference number (created: false) rather than making a second one.
 *
 * A refusal of one document (the WMS answers 400/409/422, or no customer or facility is mapped) is
 * kept on it and the others go on; anything else (credentials, rate limit, the WMS down) releases the
 * claims and fails the run, which is retried.
 */
import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { FULFILLMENT_ORDER_STATUS } from '../../../src/domain/fulfillment-order.lifecycle';
import type { Db } from '../../db/client';
import type { Address, LineItem } from '../../db/schema/columns';
import { fulfillmentOrders, tplReceivers, vendorProducts } from '../../db/schema';
import type {
  OrderToPush,
  PulledCustomer,
  PulledLine,
  PushResult,
  ReceiverToPush,
} from '../../integrations/tpl-wms/records';
import { TplWmsError } from '../../integrations/tpl-wms/transport';
import { customersOf, mirroredAt, warehouseFacilityIds } from './tpl-mapping.queries';
import type { StepCounts, TplRun } from './wms-sync.types';

/** How long a claimed document stays this run's before another may push it. */
const CLAIM_LEASE_MS = 10 * 60_000;
const BATCH = 50;

/** A document the WMS cannot take as it stands: kept on the document, the run goes on. */
class NotPushable extends Error {}

/** The WMS refused this one document (bad data, duplicate): the others can still go. */
const refusesOnlyThis = (err: unknown) =>
  err instanceof NotPushable ||
  (err instanceof TplWmsError && (err.status === 400 || err.status === 409 || err.status === 422));

/** What the push of one kind of document needs of its table. */
interface PushKind<D extends { id: number }> {
  /** Claims up to BATCH documents not in `skip`, stamping them taken at `now`. */
  claim(run: TplRun, now: Date, skip: number[]): Promise<D[]>;
  send(run: TplRun, doc: D, refs: Refs): Promise<PushResult>;
  /** Stores the WMS's id; false when another row already holds it. */
  done(run: TplRun, doc: D, result: PushResult): Promise<boolean>;
  failed(run: TplRun, doc: D, reason: string | null): Promise<void>;
}

/** Where a vendor's documents go: its customer, and the warehouse's facility that customer uses. */
interface Refs {
  placeOf: Map<number, { customerId: string; facilityId: string }>;
  warehouseHasFacility: boolean;
}

async function refsOf(run: TplRun, customers: readonly PulledCustomer[]): Promise<Refs> {
  const facilityIds = await warehouseFacilityIds(run.db, run.connection);
  const usedBy = new Map(customers.map((c) => [c.externalId, c.facilityIds]));
  const placeOf = new Map<number, { customerId: string; facilityId: string }>();
  for (const c of (await customersOf(run.db, run.connection.id)).values()) {
    if (c.vendorId === null || placeOf.has(c.vendorId) || facilityIds.length === 0) continue;
    const used = usedBy.get(c.externalId!) ?? [];
    placeOf.set(c.vendorId, {
      customerId: c.externalId!,
      facilityId: facilityIds.find((id) => used.includes(id)) ?? facilityIds[0]!,
    });
  }
  return { placeOf, warehouseHasFacility: facilityIds.length > 0 };
}

function placeOf(refs: Refs, vendorId: number, warehouseCode: string) {
  if (!refs.warehouseHasFacility)
    throw new NotPushable(
      `No 3PL facility is mapped to warehouse ${warehouseCode}: map one, then sync again.`,
    );
  const place = refs.placeOf.get(vendorId);
  if (!place) throw new NotPushable('The vendor is not mapped to a 3PL customer: map one, then sync again.');
  return place;
}

/** The WMS's lines: each with its vendor item's SKU (an order line may carry the storefront's). */
async function linesOf(run: TplRun, items: readonly LineItem[]): Promise<PulledLine[]> {
  const ids = items.flatMap((l) => (typeof l.vendorProductId === 'number' ? [l.vendorProductId] : []));
  const skus = new Map(
    ids.length
      ? (
          await run.db
            .select({ id: vendorProducts.id, sku: vendorProducts.sku })
            .from(vendorProducts)
            .where(inArray(vendorProducts.id, ids))
        ).map((p) => [p.id, p.sku])
      : [],
  );
  const lines = items.map((l) => ({
    sku: (typeof l.wmsSku === 'string' && l.wmsSku) || skus.get(l.vendorProductId as number) || l.sku,
    quantity: l.quantity,
    lotNumber: typeof l.lotNumber === 'string' && l.lotNumber ? l.lotNumber : null,
  }));
  if (lines.length === 0) throw new NotPushable('It has no lines to send.');
  return lines;
}

const shipToOf = (a: Address | null): OrderToPush['shipTo'] => ({
  name: a?.name ?? null,
  company: a?.company ?? null,
  address1: a?.addressLine1 ?? null,
  address2: [a?.addressLine2, a?.addressLine3].filter(Boolean).join(', ') || null,
  city: a?.city ?? null,
  state: a?.state ?? null,
  zip: a?.postcode ?? null,
  country: a?.countryCode ?? null,
  phone: a?.phone ?? null,
  email: a?.email ?? null,
});

/** Claimable: never pushed, and not taken by a run within the lease. */
const claimable = (stamp: PgColumn, now: Date) =>
  or(isNull(stamp), lt(stamp, new Date(now.getTime() - CLAIM_LEASE_MS)));

type FulfillmentOrder = typeof fulfillmentOrders.$inferSelect;
type Receiver = typeof tplReceivers.$inferSelect;

/**
 * Claims up to BATCH documents that are `due`, not pushed, free of any claim within the lease and not
 * in `skip`: locked with SKIP LOCKED (another process's claim in flight is passed over) and stamped
 * taken at `now` in one short transaction.
 */
async function claimRows<D>(
  db: Db,
  table: typeof fulfillmentOrders | typeof tplReceivers,
  stamp: { column: PgColumn; field: 'externalSyncedAt' | 'syncedAt' },
  due: SQL | undefined,
  now: Date,
  skip: readonly number[],
): Promise<D[]> {
  const claimed = await db.transaction(async (tx) => {
    const ids = tx
      .select({ id: table.id })
      .from(table as typeof tplReceivers)
      .where(
        and(
          due,
          isNull(table.externalId),
          claimable(stamp.column, now),
          skip.length ? notInArray(table.id, [...skip]) : undefined,
        ),
      )
      .orderBy(asc(table.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return tx
      .update(table as typeof tplReceivers)
      .set({ [stamp.field]: now })
      .where(inArray(table.id, ids))
      .returning();
  });
  // One of the two tables, read through the other's type above: the rows are the caller's kind.
  return claimed as unknown as D[];
}

const ORDERS: PushKind<FulfillmentOrder> = {
  claim: ({ db, connection }, now, skip) =>
    claimRows<FulfillmentOrder>(
      db,
      fulfillmentOrders,
      { column: fulfillmentOrders.externalSyncedAt, field: 'externalSyncedAt' },
      and(
        mirroredAt(connection.warehouseId),
        eq(fulfillmentOrders.orderStatus, FULFILLMENT_ORDER_STATUS.Open),
      ),
      now,
      skip,
    ),
  async send(run, fo, refs) {
    return run.connector.createOrder({
      referenceNum: fo.orderNumber,
      ...placeOf(refs, fo.vendorId, run.warehouse.code),
      carrierCode: fo.carrierCode,
      serviceCode: fo.serviceCode,
      notes: fo.notes,
      shipTo: shipToOf(fo.shipmentAddress),
      lines: await linesOf(run, fo.items),
    });
  },
  async done({ db, clock }, fo, result) {
    await db
      .update(fulfillmentOrders)
      .set({ externalId: result.externalId, externalError: null, externalSyncedAt: clock.now() })
      .where(and(eq(fulfillmentOrders.id, fo.id), isNull(fulfillmentOrders.externalId)));
    return true;
  },
  async failed({ db }, fo, reason) {
    await db
      .update(fulfillmentOrders)
      .set({ externalSyncedAt: null, ...(reason === null ? {} : { externalError: reason }) })
      .where(and(eq(fulfillmentOrders.id, fo.id), isNull(fulfillmentOrders.externalId)));
  },
};

const RECEIVERS: PushKind<Receiver> = {
  claim: ({ db, connection }, now, skip) =>
    claimRows<Receiver>(
      db,
      tplReceivers,
      { column: tplReceivers.syncedAt, field: 'syncedAt' },
      and(eq(tplReceivers.toWarehouseId, connection.warehouseId), eq(tplReceivers.status, 'Open')),
      now,
      skip,
    ),
  async send(run, receiver, refs) {
    const pushed: ReceiverToPush = {
      referenceNum: receiver.orderNumber,
      ...placeOf(refs, receiver.vendorId, run.warehouse.code),
      expectedDate: receiver.expectedDate,
      lines: await linesOf(run, receiver.items),
    };
    return run.connector.createReceiver(pushed);
  },
  async done({ db, clock, connection }, receiver, result) {
    // Linked already under this id (by a pull meanwhile) is fine; another row holding it is not.
    const [saved] = await db
      .update(tplReceivers)
      .set({
        externalId: result.externalId,
        connectionId: connection.id,
        status: 'Sent',
        syncError: null,
        syncedAt: clock.now(),
        version: sql`${tplReceivers.version} + 1`,
        updatedAt: clock.now(),
      })
      .where(
        and(
          eq(tplReceivers.id, receiver.id),
          or(isNull(tplReceivers.externalId), eq(tplReceivers.externalId, result.externalId)),
          sql`not exists (select 1 from ${tplReceivers} as listed where listed.connection_id = ${connection.id}
            and listed.external_id = ${result.externalId} and listed.id <> ${receiver.id})`,
        ),
      )
      .returning({ id: tplReceivers.id });
    return Boolean(saved);
  },
  async failed({ db }, receiver, reason) {
    await db
      .update(tplReceivers)
      .set({ syncedAt: null, ...(reason === null ? {} : { syncError: reason }) })
      .where(and(eq(tplReceivers.id, receiver.id), isNull(tplReceivers.externalId)));
  },
};

async function pushAll<D extends { id: number }>(
  run: TplRun,
  kind: PushKind<D>,
  refs: Refs,
): Promise<StepCounts> {
  const counts = { pushed: 0, found: 0, refused: 0 };
  const attempted: number[] = [];
  for (;;) {
    const batch = await kind.claim(run, run.clock.now(), attempted);
    if (batch.length === 0) return counts;
    attempted.push(...batch.map((d) => d.id));
    for (const [i, doc] of batch.entries()) {
      try {
        const result = await kind.send(run, doc, refs);
        if (await kind.done(run, doc, result)) counts[result.created ? 'pushed' : 'found']++;
        else {
          counts.refused++;
          await kind.failed(run, doc, `The 3PL WMS already lists this document as ${result.externalId}.`);
        }
      } catch (err) {
        if (!refusesOnlyThis(err)) {
          // The run fails: what it claimed and did not push is free for the retry at once.
          for (const left of batch.slice(i)) await kind.failed(run, left, null);
          throw err;
        }
        counts.refused++;
        await kind.failed(run, doc, (err as Error).message);
      }
    }
  }
}

/** Step b: the mirrored orders, then the receivers; `customers` as step a pulled them. */
export async function pushDocuments(run: TplRun, customers: readonly PulledCustomer[]) {
  const refs = await refsOf(run, customers);
  return {
    ordersPushed: await pushAll(run, ORDERS, refs),
    receiversPushed: await pushAll(run, RECEIVERS, refs),
  };
}
