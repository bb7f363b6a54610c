/**
 * What the 3PL WMS sync suites share: a test app on a moving clock with a known credentials key, a
 * fresh vendor stored at the external-3PL warehouse (MEM) with two items in stock and a storefront
 * whose ship-code mapping mirrors its orders to the WMS, the fake WMS on a local port (its facility
 * coded MEM, its customer named like the vendor, the vendor's SKUs and the same stock on hand), the
 * warehouse's connection to it, and a job runner that runs only the sync job (the demo's own queued
 * jobs stay queued).
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { wmsPaths } from '../../src/domain/contracts/wms-connections';
import { MovingClock, type Clock } from '../../server/clock';
import type { Db } from '../../server/db/client';
import {
  fulfillmentOrders,
  integrationSyncRuns,
  projects,
  shipCodeMappings,
  vendorProducts,
  vendors,
  warehouseProductLocations,
  warehouses,
} from '../../server/db/schema';
import { DomainEvents } from '../../server/events/domain-events';
import { CredentialBox } from '../../server/integrations/credential-box';
import {
  createFakeTplWms,
  type FakeTplWms,
  type FakeTplWmsData,
} from '../../server/integrations/tpl-wms/fake-server';
import { StockLedger } from '../../server/modules/inventory/stock-ledger.service';
import { wmsSyncJob } from '../../server/modules/wms-sync/wms-sync.job';
import type { JobRunner } from '../../server/jobs/job-runner';
import { runnerOf } from './job-fixtures';
import { startTestApp, type TestApp } from './harness';

export const WMS_LOGIN = { clientId: 'dockhand-test-client', userLoginId: 'dockhand-sync' };
/** Searched for in every log table: it must never be found there. */
export const WMS_SECRET = 'wms-client-secret-8f3c2a91';

export const FACILITY_ID = 501;
export const ANNEX_ID = 502;
export const CUSTOMER_ID = 701;

export interface WmsFixtures {
  t: TestApp;
  db: Db;
  clock: MovingClock;
  events: DomainEvents;
  key: Buffer;
  box: CredentialBox;
  fake: FakeTplWms;
  baseUrl: string;
  admin: string;
  mem: { id: number; code: string };
  vendor: { id: number; name: string; code: string };
  project: { id: number };
  /** Two items of the vendor, each with `stock` units on hand at MEM. */
  items: { id: number; sku: string }[];
  runner: JobRunner;
  close(): Promise<void>;
}

/** The fake's account: the vendor as customer 701 in facility 501 (code MEM), its items stocked like ours there. */
export function fakeAccount(vendorName: string, skus: readonly string[], stock: number): FakeTplWmsData {
  return {
    // The annex has the code of the demo's facility kept by hand (F-102, MEM2, mapped to MEM).
    facilities: [
      { facilityId: FACILITY_ID, name: 'Memphis Main', code: 'MEM' },
      { facilityId: ANNEX_ID, name: 'Memphis Annex', code: 'MEM2' },
    ],
    customers: [{ customerId: CUSTOMER_ID, name: vendorName, facilityIds: [FACILITY_ID] }],
    items: skus.map((sku, i) => ({
      itemId: 9001 + i,
      customerId: CUSTOMER_ID,
      sku,
      description: `Item ${sku}`,
      unitOfMeasureId: 1,
    })),
    unitsOfMeasure: [
      { unitOfMeasureId: 1, code: 'EA', name: 'Each' },
      { unitOfMeasureId: 2, code: 'CS', name: 'Case' },
    ],
    carriers: [
      {
        carrierId: 61,
        name: 'UPS',
        description: 'United Parcel Service',
        shipStationCarrierCode: 'ups',
        services: [
          { code: 'GND', name: 'UPS Ground' },
          { code: '2DA', name: 'UPS 2nd Day Air' },
        ],
      },
    ],
    billingCodes: [
      { billingCodeId: 81, code: 'PICK-EA', name: 'Pick per each', description: null, carrierId: null },
      { billingCodeId: 82, code: 'UPS-RES', name: 'Residential', description: null, carrierId: 61 },
    ],
    receivers: [],
    adjustments: [],
    stockSummaries: skus.map((sku) => ({
      facilityId: FACILITY_ID,
      customerId: CUSTOMER_ID,
      sku,
      lotNumber: null,
      onHand: stock,
    })),
    orders: [],
  };
}

/** A vendor of its own at MEM (so no demo stock drifts), its storefront mirrored to the WMS, two items. */
export async function vendorAtMem(db: Db, memId: number, stock: number, clock: Clock) {
  const code = `W${randomBytes(3).toString('hex').toUpperCase()}`;
  const [vendor] = await db
    .insert(vendors)
    .values({ code, name: `Wharfside ${code}`, fulfillmentType: 'LogisticsVendor' })
    .returning();
  const [project] = await db
    .insert(projects)
    .values({
      name: `Wharfside ${code} Shop`,
      clientCode: `${code}-WEB`,
      vendorId: vendor!.id,
      warehouseId: memId,
    })
    .returning();
  await db.insert(shipCodeMappings).values({
    projectId: project!.id,
    requestedService: 'Standard',
    fulfillmentService: '3PL',
    fulfillmentCarrierCode: 'UPS',
    fulfillmentServiceCode: 'GND',
    overrideToUseManualFulfill: false,
  });
  const items: { id: number; sku: string }[] = [];
  for (const suffix of ['A', 'B']) {
    const sku = `${code}-${suffix}`;
    const [item] = await db
      .insert(vendorProducts)
      .values({
        vendorId: vendor!.id,
        warehouseId: memId,
        sku,
        item: `Item ${sku}`,
        wholesalePrice: 4,
        weight: 1,
      })
      .returning();
    items.push({ id: item!.id, sku });
  }
  await db.transaction(async (tx) => {
    const ledger = new StockLedger(tx, null, clock);
    for (const item of items)
      await ledger.add({ warehouseId: memId, vendorProductId: item.id }, stock, {
        kind: 'receipt',
        reason: 'test stock',
      });
  });
  return { vendor: { id: vendor!.id, name: vendor!.name, code }, project: { id: project!.id }, items };
}

export async function wmsFixtures(stock = 20): Promise<WmsFixtures> {
  const key = randomBytes(32);
  // Each reading moves it on by 1 ms, so rows written one after the other keep their order.
  const clock = new MovingClock(new Date(), 1);
  const events = new DomainEvents();
  const t = await startTestApp({ credentialsKey: key }, { clock, events });
  const db = t.database.db;
  const admin = (await t.login('admin@dockhand.test')).jwtToken;
  const [mem] = await db.select().from(warehouses).where(eq(warehouses.code, 'MEM'));
  const { vendor, project, items } = await vendorAtMem(db, mem!.id, stock, clock);
  const fake = createFakeTplWms({
    ...WMS_LOGIN,
    clientSecret: WMS_SECRET,
    data: fakeAccount(
      vendor.name,
      items.map((i) => i.sku),
      stock,
    ),
  });
  const baseUrl = await fake.listen();
  const saved = await t.request('PUT', wmsPaths.connection('tpl', mem!.id), {
    token: admin,
    body: { baseUrl, ...WMS_LOGIN, secret: WMS_SECRET, enabled: true },
  });
  if (saved.statusCode !== 200)
    throw new Error(`saving the connection answered ${saved.statusCode}: ${saved.body}`);
  const box = new CredentialBox(key);
  const runner = runnerOf({ db, events, clock }, [wmsSyncJob({ box })], { id: 'wms-test' });
  return {
    t,
    db,
    clock,
    events,
    key,
    box,
    fake,
    baseUrl,
    admin,
    mem: { id: mem!.id, code: mem!.code },
    vendor,
    project,
    items,
    runner,
    async close() {
      await fake.close();
      await t.close();
    },
  };
}

/** "Sync now" over HTTP, then the sync job run to its end; answers the newest run of the connection. */
export async function syncNow(f: WmsFixtures) {
  const res = await f.t.request('POST', wmsPaths.sync('tpl', f.mem.id), { token: f.admin });
  if (res.statusCode !== 200) throw new Error(`sync answered ${res.statusCode}: ${res.body}`);
  await f.runner.drain();
  const [run] = await f.db
    .select()
    .from(integrationSyncRuns)
    .where(eq(integrationSyncRuns.warehouseId, f.mem.id))
    .orderBy(desc(integrationSyncRuns.id))
    .limit(1);
  return { jobId: (res.json() as { jobId: number }).jobId, run: run! };
}

/** An order of the vendor's storefront through intake, sent to fulfilment: mirrored to the WMS. */
export async function mirroredOrder(
  f: Pick<WmsFixtures, 'db' | 'admin' | 'project'> & { t: Pick<TestApp, 'request'> },
  lines: { sku: string; quantity: number }[],
) {
  const orderNumber = `WMS-${randomBytes(4).toString('hex').toUpperCase()}`;
  const made = await f.t.request('POST', '/api/common/orders', {
    token: f.admin,
    body: {
      projectId: f.project.id,
      orderNumber,
      amountPaid: 100,
      paymentDate: new Date().toISOString(),
      requestedService: 'Standard',
      shipmentAddress: {
        name: 'Ada Lovelace',
        addressLine1: '1 Main St',
        city: 'Memphis',
        state: 'TN',
        postcode: '38103',
        countryCode: 'US',
      },
      items: lines.map((l) => ({ ...l, unitPrice: 10 })),
    },
  });
  if (made.statusCode !== 201 && made.statusCode !== 200)
    throw new Error(`intake answered ${made.statusCode}: ${made.body}`);
  // The intake's answer names the order at its top (issue 20), or is the order itself.
  const answer = made.json() as { orderId?: number; id?: number };
  const orderId = (answer.orderId ?? answer.id)!;
  const sent = await f.t.request('POST', `/api/common/orders/${orderId}/send-to-fulfillment`, {
    token: f.admin,
    body: {},
  });
  if (sent.statusCode !== 200) throw new Error(`send answered ${sent.statusCode}: ${sent.body}`);
  const [fo] = await f.db.select().from(fulfillmentOrders).where(eq(fulfillmentOrders.orderId, orderId));
  return { orderId, fo: fo! };
}

/** On hand of an item at MEM (every bucket that counts as on hand, every place). */
export async function onHandAtMem(f: Pick<WmsFixtures, 'db' | 'mem'>, vendorProductId: number) {
  const [row] = await f.db
    .select({ n: sql<number>`coalesce(sum(${warehouseProductLocations.quantity}), 0)::int` })
    .from(warehouseProductLocations)
    .where(
      and(
        eq(warehouseProductLocations.warehouseId, f.mem.id),
        eq(warehouseProductLocations.vendorProductId, vendorProductId),
      ),
    );
  return row!.n;
}

/** Rows of any of these tables whose text holds `needle` (a secret must never be found). */
export async function rowsHolding(db: Db, needle: string, tables: readonly string[]) {
  const found: Record<string, number> = {};
  for (const table of tables) {
    const result = await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} t where t::text like ${`%${needle}%`}`,
    );
    const n = (result as { rows: { n: number }[] }).rows[0]!.n;
    if (n > 0) found[table] = n;
  }
  return found;
}

export const LOG_TABLES = ['system_log', 'action_log', 'api_log', 'jobs', 'integration_sync_runs'] as const;
