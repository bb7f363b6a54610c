/**
 * The 3PL WMS sync against the fake WMS on a local port, through "Sync now" and the job runner (issue
 * 20): the /integrations/tpl lists fill and map to Dockhand's warehouse, vendor and items; a sync run
 * twice creates nothing twice; a mirrored order is pushed once and, once the WMS closes it, shipped in
 * Dockhand (ORDER_MIRRORED_CLOSED, its allocation consumed through the ledger); an ASN goes to the WMS
 * and follows its status; adjustments become direct inventory updates with the WMS's reference and
 * move stock once; a refused connection fails the run with the connector's message and the job tries
 * again; the credentials never reach a log.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wmsPaths } from '../../src/domain/contracts/wms-connections';
import {
  directInventoryUpdates,
  fulfillmentOrders,
  integrationSyncRuns,
  jobs,
  orders,
  stockLedger,
  systemLog,
  tplAdjustments,
  tplBillingCodes,
  tplCarriers,
  tplCarrierServices,
  tplCustomers,
  tplFacilities,
  tplItems,
  tplReceivers,
  tplUnitsOfMeasure,
} from '../../server/db/schema';
import { WMS_STATUS } from '../../server/integrations/tpl-wms/schemas';
import {
  ANNEX_ID,
  CUSTOMER_ID,
  FACILITY_ID,
  LOG_TABLES,
  mirroredOrder,
  onHandAtMem,
  rowsHolding,
  syncNow,
  WMS_LOGIN,
  WMS_SECRET,
  wmsFixtures,
  type WmsFixtures,
} from './wms-fixtures';

let f: WmsFixtures;

beforeAll(async () => {
  f = await wmsFixtures(20);
});
afterAll(() => f.close());

const LISTS = [
  tplFacilities,
  tplCustomers,
  tplItems,
  tplCarriers,
  tplCarrierServices,
  tplBillingCodes,
  tplReceivers,
  tplAdjustments,
] as const;

async function rowCounts() {
  const connectionId = (await f.db.select().from(integrationSyncRuns).limit(1))[0]?.connectionId ?? 0;
  const counts: number[] = [];
  for (const table of LISTS) {
    const [row] = await f.db.select({ n: count() }).from(table).where(eq(table.connectionId, connectionId));
    counts.push(row!.n);
  }
  const [units] = await f.db.select({ n: count() }).from(tplUnitsOfMeasure);
  const [updates] = await f.db.select({ n: count() }).from(directInventoryUpdates);
  return [...counts, units!.n, updates!.n];
}

const createdOf = (counts: Record<string, Record<string, number>>) =>
  Object.fromEntries(Object.entries(counts).map(([list, c]) => [list, c.created ?? c.pushed ?? 0]));

describe('a first sync', () => {
  it('fills the 3PL lists and maps them to the warehouse, the vendor and its items', async () => {
    const { run } = await syncNow(f);
    expect(run, run.error ?? '').toMatchObject({ status: 'Succeeded', trigger: 'manual', error: null });
    expect(run.counts).toMatchObject({
      facilities: { created: 1, updated: 1, mapped: 1 },
      customers: { created: 1, mapped: 1 },
      items: { created: 2, mapped: 2 },
      carriers: { created: 1 },
      carrierServices: { created: 2 },
      billingCodes: { created: 2 },
      drifts: { open: 0 },
    });
    const [facility] = await f.db
      .select()
      .from(tplFacilities)
      .where(eq(tplFacilities.externalId, String(FACILITY_ID)));
    expect(facility).toMatchObject({ warehouseId: f.mem.id, code: 'MEM', connectionId: run.connectionId });
    // The facility kept by hand under the annex's code is the annex now, its mapping kept.
    const [annex] = await f.db.select().from(tplFacilities).where(eq(tplFacilities.code, 'MEM2'));
    expect(annex).toMatchObject({
      externalId: String(ANNEX_ID),
      name: 'Memphis Annex',
      warehouseId: f.mem.id,
      connectionId: run.connectionId,
    });
    const [customer] = await f.db
      .select()
      .from(tplCustomers)
      .where(
        and(
          eq(tplCustomers.connectionId, run.connectionId),
          eq(tplCustomers.externalId, String(CUSTOMER_ID)),
        ),
      );
    expect(customer!.vendorId).toBe(f.vendor.id);
    const items = await f.db.select().from(tplItems).where(eq(tplItems.connectionId, run.connectionId));
    expect(items.map((i) => [i.sku, i.vendorProductId]).sort()).toEqual(
      f.items.map((i) => [i.sku, i.id]).sort(),
    );
    const [billing] = await f.db
      .select()
      .from(tplBillingCodes)
      .where(and(eq(tplBillingCodes.connectionId, run.connectionId), eq(tplBillingCodes.code, 'UPS-RES')));
    const [ups] = await f.db.select().from(tplCarriers).where(eq(tplCarriers.connectionId, run.connectionId));
    expect(billing!.carrierId).toBe(ups!.id);
    // The units of measure kept by hand (the demo's EA, CS) are adopted, not repeated.
    const units = await f.db
      .select()
      .from(tplUnitsOfMeasure)
      .where(inArray(tplUnitsOfMeasure.code, ['EA', 'CS']));
    expect(units).toHaveLength(2);
    expect(units.every((u) => u.connectionId === run.connectionId)).toBe(true);

    // The run is in the log the screens read, and in the system log.
    const runs = await f.t.request('GET', `${wmsPaths.runs}?system=tpl&warehouseId=${f.mem.id}`, {
      token: f.admin,
    });
    expect(runs.json().items[0]).toMatchObject({
      id: run.id,
      status: 'Succeeded',
      warehouseName: expect.any(String),
    });
    const [line] = await f.db
      .select()
      .from(systemLog)
      .where(and(eq(systemLog.source, 'wms-sync'), eq(systemLog.level, 'info')));
    expect(line!.message).toMatch(/^3PL WMS sync of MEM \(run \d+, manual\) succeeded: facilities 1 created/);
  });

  it('creates nothing the second time, and keeps a mapping set by hand', async () => {
    const [customer] = await f.db
      .select()
      .from(tplCustomers)
      .where(eq(tplCustomers.externalId, String(CUSTOMER_ID)));
    await f.db.update(tplCustomers).set({ name: 'Renamed by hand' }).where(eq(tplCustomers.id, customer!.id));
    await f.db
      .update(tplFacilities)
      .set({ warehouseId: null })
      .where(eq(tplFacilities.externalId, String(FACILITY_ID)));
    const before = await rowCounts();
    const { run } = await syncNow(f);
    expect(run.status, run.error ?? '').toBe('Succeeded');
    expect(Object.values(createdOf(run.counts)).every((n) => n === 0)).toBe(true);
    expect(run.counts.customers).toMatchObject({ updated: 1 });
    expect(run.counts.items).toMatchObject({ unchanged: 2 });
    expect(await rowCounts()).toEqual(before);
    // The name is the WMS's again; the mapping someone cleared stays cleared.
    const [facility] = await f.db
      .select()
      .from(tplFacilities)
      .where(eq(tplFacilities.externalId, String(FACILITY_ID)));
    expect(facility!.warehouseId).toBeNull();
    await f.db.update(tplFacilities).set({ warehouseId: f.mem.id }).where(eq(tplFacilities.id, facility!.id));
  });
});

describe('a mirrored order', () => {
  it('is pushed once and, when the WMS closes it, shipped in Dockhand with its stock consumed', async () => {
    const [a] = f.items;
    const { orderId, fo } = await mirroredOrder(f, [{ sku: a!.sku, quantity: 3 }]);
    expect(fo).toMatchObject({ mirrored: true, orderStatus: 'Open', externalId: null });

    const first = await syncNow(f);
    expect(first.run.counts.ordersPushed).toMatchObject({ pushed: 1, refused: 0 });
    const [pushed] = await f.db.select().from(fulfillmentOrders).where(eq(fulfillmentOrders.id, fo.id));
    expect(pushed!.externalId).toMatch(/^\d+$/);
    expect(pushed!.externalError).toBeNull();
    const inWms = f.fake.data.orders.filter((o) => o.referenceNum === fo.orderNumber);
    expect(inWms).toHaveLength(1);
    expect(inWms[0]).toMatchObject({
      customerId: CUSTOMER_ID,
      facilityId: FACILITY_ID,
      items: [{ sku: a!.sku, qty: 3 }],
      shipTo: { name: 'Ada Lovelace', city: 'Memphis', zip: '38103' },
    });

    const again = await syncNow(f);
    expect(again.run.counts.ordersPushed).toMatchObject({ pushed: 0, found: 0 });
    expect(again.run.counts.shipments).toMatchObject({ open: 1, shipped: 0 });
    expect(f.fake.data.orders.filter((o) => o.referenceNum === fo.orderNumber)).toHaveLength(1);
    expect(await onHandAtMem(f, a!.id)).toBe(20);

    f.fake.closeOrder(pushed!.externalId!, { carrier: 'UPS', service: 'GND', tracking: '1ZWMS0001' });
    const closed = await syncNow(f);
    expect(closed.run.counts.shipments).toMatchObject({ shipped: 1 });
    const [order] = await f.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ orderStatus: 'shipped', trackingNumber: '1ZWMS0001' });
    expect(order!.tags).toEqual(expect.arrayContaining(['FULFILLED', 'ORDER_MIRRORED_CLOSED']));
    expect(order!.tags).not.toContain('ORDER_MIRRORED');
    expect(
      (await f.db.select().from(fulfillmentOrders).where(eq(fulfillmentOrders.id, fo.id)))[0]!.orderStatus,
    ).toBe('Shipped');
    expect(await onHandAtMem(f, a!.id)).toBe(17);
    const shipRows = await f.db
      .select()
      .from(stockLedger)
      .where(
        and(
          eq(stockLedger.sourceType, 'fulfillment_order'),
          eq(stockLedger.sourceId, String(fo.id)),
          eq(stockLedger.kind, 'ship'),
        ),
      );
    expect(shipRows.map((r) => r.quantityDelta)).toEqual([-3]);
    // Once shipped, a later sync leaves it alone.
    expect((await syncNow(f)).run.counts.shipments).toMatchObject({ shipped: 0, open: 0 });
  });
});

describe('a receiver (ASN)', () => {
  it('is sent to the WMS once and follows its status', async () => {
    const [, b] = f.items;
    const made = await f.t.request('POST', '/api/tpl/receivers', {
      token: f.admin,
      body: {
        orderNumber: `RCV-${f.vendor.code}-1`,
        vendorId: f.vendor.id,
        toWarehouseId: f.mem.id,
        expectedDate: '2030-05-04',
        items: [{ sku: b!.sku, quantity: 12 }],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = (made.json() as { id: number }).id;
    const { run } = await syncNow(f);
    expect(run.counts.receiversPushed).toMatchObject({ pushed: 1 });
    const [sent] = await f.db.select().from(tplReceivers).where(eq(tplReceivers.id, id));
    expect(sent).toMatchObject({ status: 'Sent', connectionId: run.connectionId, syncError: null });
    const inWms = f.fake.data.receivers.filter((r) => r.referenceNum === `RCV-${f.vendor.code}-1`);
    expect(inWms).toHaveLength(1);
    expect(String(inWms[0]!.receiverId)).toBe(sent!.externalId);

    inWms[0]!.status = WMS_STATUS.closed;
    inWms[0]!.lastModifiedDate = new Date().toISOString().slice(0, 19);
    const received = await syncNow(f);
    expect(received.run.counts.receiversPushed).toMatchObject({ pushed: 0 });
    expect((await f.db.select().from(tplReceivers).where(eq(tplReceivers.id, id)))[0]!.status).toBe(
      'Received',
    );
    expect(f.fake.data.receivers.filter((r) => r.referenceNum === `RCV-${f.vendor.code}-1`)).toHaveLength(1);
  });
});

describe('a receiver of ours not linked yet', () => {
  it('is linked to the WMS’s by its reference number, not listed twice', async () => {
    const reference = `RCV-${f.vendor.code}-LOST`;
    const [ours] = await f.db
      .insert(tplReceivers)
      .values({ orderNumber: reference, status: 'Sent', vendorId: f.vendor.id, toWarehouseId: f.mem.id })
      .returning();
    const receiverId = Math.max(...f.fake.data.receivers.map((r) => r.receiverId)) + 100;
    f.fake.data.receivers.push({
      receiverId,
      customerId: CUSTOMER_ID,
      facilityId: FACILITY_ID,
      referenceNum: reference,
      status: WMS_STATUS.open,
      expectedDate: null,
      items: [{ sku: f.items[0]!.sku, qty: 5, lotNumber: null }],
      lastModifiedDate: new Date().toISOString().slice(0, 19),
    });
    const { run } = await syncNow(f);
    expect(run.counts.receivers).toMatchObject({ created: 0, updated: 1 });
    const listed = await f.db.select().from(tplReceivers).where(eq(tplReceivers.orderNumber, reference));
    expect(listed).toEqual([
      expect.objectContaining({
        id: ours!.id,
        externalId: String(receiverId),
        connectionId: run.connectionId,
        status: 'Sent',
      }),
    ]);
  });
});

describe('adjustments', () => {
  it('become direct inventory updates with the WMS reference and move stock, once', async () => {
    const [a, b] = f.items;
    const aBefore = await onHandAtMem(f, a!.id);
    const bBefore = await onHandAtMem(f, b!.id);
    const adjust = (sku: string, qty: number, referenceNum: string, customerId = CUSTOMER_ID) =>
      f.fake.addAdjustment({
        customerId,
        facilityId: FACILITY_ID,
        sku,
        lotNumber: null,
        qty,
        reason: 'Cycle count',
        referenceNum,
      });
    adjust(a!.sku, -2, 'ADJ-A-1');
    adjust(b!.sku, 5, 'ADJ-B-1');
    adjust(`${f.vendor.code}-UNKNOWN`, 4, 'ADJ-X-1');
    const { run } = await syncNow(f);
    expect(run.counts.adjustments).toMatchObject({ created: 3, applied: 2, unmapped: 1 });
    expect(await onHandAtMem(f, a!.id)).toBe(aBefore - 2);
    expect(await onHandAtMem(f, b!.id)).toBe(bBefore + 5);
    const updates = await f.db
      .select()
      .from(directInventoryUpdates)
      .where(inArray(directInventoryUpdates.referenceNumber, ['ADJ-A-1', 'ADJ-B-1']));
    expect(updates.map((u) => [u.referenceNumber, u.type, u.quantity, u.warehouseId]).sort()).toEqual([
      ['ADJ-A-1', 'remove', 2, f.mem.id],
      ['ADJ-B-1', 'add', 5, f.mem.id],
    ]);
    const kept = await f.db
      .select()
      .from(tplAdjustments)
      .where(eq(tplAdjustments.connectionId, run.connectionId));
    expect(kept).toHaveLength(3);
    expect(kept.filter((k) => k.directInventoryUpdateId !== null)).toHaveLength(2);

    const again = await syncNow(f);
    expect(again.run.counts.adjustments).toMatchObject({ created: 0, applied: 0 });
    expect(await onHandAtMem(f, a!.id)).toBe(aBefore - 2);
    expect(
      await f.db.select().from(tplAdjustments).where(eq(tplAdjustments.connectionId, run.connectionId)),
    ).toHaveLength(3);
  });
});

describe('a failing connection', () => {
  it('fails the run with the connector’s message; the job tries again and succeeds once fixed', async () => {
    const wrong = 'wrong-secret-4471';
    const saved = await f.t.request('PUT', wmsPaths.connection('tpl', f.mem.id), {
      token: f.admin,
      body: { baseUrl: f.baseUrl, ...WMS_LOGIN, secret: wrong, enabled: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const { jobId, run } = await syncNow(f);
    expect(run).toMatchObject({
      status: 'Failed',
      error: 'The 3PL WMS refused the client id and secret.',
      jobId,
    });
    const [waiting] = await f.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(waiting).toMatchObject({
      status: 'Queued',
      attempts: 1,
      lastError: 'The 3PL WMS refused the client id and secret.',
    });
    expect(waiting!.runAt.getTime()).toBeGreaterThan(f.clock.peek().getTime());

    // The retry waits for its backoff; "Sync now" answers the same job and brings it forward.
    await f.runner.drain();
    expect(
      (await f.db.select().from(integrationSyncRuns).where(eq(integrationSyncRuns.jobId, jobId))).length,
    ).toBe(1);
    const second = await syncNow(f);
    expect(second.jobId).toBe(jobId);
    expect(second.run).toMatchObject({ status: 'Failed', jobId });

    await f.t.request('PUT', wmsPaths.connection('tpl', f.mem.id), {
      token: f.admin,
      body: { baseUrl: f.baseUrl, ...WMS_LOGIN, secret: WMS_SECRET, enabled: true },
    });
    f.clock.advance(10 * 60_000);
    await f.runner.drain();
    const [done] = await f.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(done).toMatchObject({ status: 'Succeeded', attempts: 3 });
    const runs = await f.db.select().from(integrationSyncRuns).where(eq(integrationSyncRuns.jobId, jobId));
    expect(runs.map((r) => r.status)).toEqual(['Failed', 'Failed', 'Succeeded']);
    const failures = await f.db
      .select()
      .from(systemLog)
      .where(and(eq(systemLog.source, 'wms-sync'), eq(systemLog.level, 'error')));
    expect(failures.map((l) => l.message)).toEqual([
      expect.stringMatching(/failed: The 3PL WMS refused the client id and secret\.$/),
      expect.stringMatching(/failed: The 3PL WMS refused the client id and secret\.$/),
    ]);
  });

  it('never lets the credentials reach a log, a job or a run', async () => {
    await f.t.app.flushRequestLog();
    const basic = Buffer.from(`${WMS_LOGIN.clientId}:${WMS_SECRET}`).toString('base64');
    for (const needle of [WMS_SECRET, 'wrong-secret-4471', basic])
      expect(await rowsHolding(f.db, needle, LOG_TABLES), needle).toEqual({});
    expect(JSON.stringify(f.fake.requests)).not.toContain(WMS_SECRET);
  });
});
