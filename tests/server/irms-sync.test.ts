/**
 * The IRMS sync (server/modules/wms-sync/irms-sync.service.ts) against the fake IRMS on a local port,
 * on a connection of warehouse DAL whose opted-in vendors are Northwind (NWG) and Bluepeak (BPO):
 * the lists fill with the IRMS's values; an unknown brand and another warehouse's records are
 * skipped; Northwind's purchase order and customer order become a Dockhand purchase order and order
 * with their lines, while an unknown SKU marks only its row; a second sync makes nothing twice; later
 * IRMS changes update or cancel what still waits in Dockhand, and are refused, with the reason on the
 * row, once Dockhand has moved it on; a failing IRMS fails the sync with a message free of the key.
 */
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadUserGrants } from '../../server/auth/guard';
import { systemClock } from '../../server/clock';
import {
  actionLog,
  integrationSyncRuns,
  irmsCustomerOrders,
  irmsPurchaseOrders,
  orders,
  projects,
  purchaseOrders,
  shipCodeMappings,
  vendors,
  warehouses,
  wmsConnections,
} from '../../server/db/schema';
import { DomainEvents, type DomainEvent } from '../../server/events/domain-events';
import { createIrmsConnector } from '../../server/integrations/irms/connector';
import {
  createFakeIrms,
  type FakeIrms,
  type FakeIrmsCustomerOrder,
  type FakeIrmsData,
  type FakeIrmsPurchaseOrder,
} from '../../server/integrations/irms/fake-server';
import { IrmsError } from '../../server/integrations/irms/transport';
import { runPurchaseOrderAction } from '../../server/modules/inbound/purchase-order-actions.service';
import { sendToFulfillment } from '../../server/modules/orders/order-fulfillment.service';
import { syncIrms } from '../../server/modules/wms-sync/irms-sync.service';
import type { WmsSyncContext } from '../../server/modules/wms-sync/wms-sync.types';
import { startTestApp, type TestApp } from './harness';

const API_KEY = 'irms-key-5b2e91d7';
const HOUR = 3_600_000;
let stamp = Date.now() - 48 * HOUR;
/** A moment later than every one before (the IRMS's updatedAt of a change). */
const later = () => new Date((stamp += 60_000)).toISOString();

const po = (id: string, fields: Partial<FakeIrmsPurchaseOrder> = {}): FakeIrmsPurchaseOrder => ({
  id,
  number: `IRMS-${id}`,
  status: 'open',
  brandCode: 'NWG',
  warehouseCode: 'DAL',
  supplier: { name: 'Ceramica Guadalajara' },
  orderedAt: '2026-03-02T09:00:00Z',
  expectedAt: '2026-04-01',
  updatedAt: later(),
  lines: [
    { sku: 'NWG-MUG-11', description: 'Stoneware Mug 11oz', quantity: 1200, unitCost: 8.5 },
    { sku: 'nwg-box-sm', description: null, quantity: 1200, unitCost: '0.45' },
  ],
  ...fields,
});

const co = (id: string, fields: Partial<FakeIrmsCustomerOrder> = {}): FakeIrmsCustomerOrder => ({
  id,
  number: `IRMS-${id}`,
  status: 'open',
  brandCode: 'NWG',
  warehouseCode: 'DAL',
  customer: { name: 'Crate & Hearth Stores', email: 'Purchasing@CrateAndHearth.example' },
  shipTo: {
    name: 'Receiving Dept.',
    company: 'Crate & Hearth Stores',
    street1: '2100 Commerce St',
    street2: 'Dock 4',
    city: 'Dallas',
    state: 'TX',
    postalCode: '75201',
    country: 'US',
    phone: '+1 214 555 0142',
  },
  orderedAt: '2026-03-03T10:00:00Z',
  shippedAt: null,
  updatedAt: later(),
  lines: [{ sku: 'NWG-TOTE-CAN', description: 'Canvas Tote Bag', quantity: 3, unitPrice: '6.25' }],
  ...fields,
});

const account = (): FakeIrmsData => ({
  purchaseOrders: [
    po('P-1'),
    po('P-2', { lines: [{ sku: 'NWG-NOPE', description: 'Unknown', quantity: 5, unitCost: 1 }] }),
    po('P-3', { brandCode: 'SOL' }),
    po('P-4', { brandCode: 'BPO', warehouseCode: 'RNO' }),
    po('P-5', {
      brandCode: 'KTC',
      lines: [{ sku: 'KTC-COF-HB', description: null, quantity: 600, unitCost: 7.8 }],
    }),
    po('P-6', { status: 'cancelled' }),
    po('P-7'),
  ],
  customerOrders: [
    co('C-1'),
    co('C-2'),
    co('C-3', { lines: [{ sku: 'NWG-MUG-11', description: null, quantity: 1, unitPrice: 8.5 }] }),
    co('C-4', {
      brandCode: 'BPO',
      lines: [{ sku: 'BPO-BTL-1L', description: null, quantity: 2, unitPrice: 14 }],
    }),
    co('C-5', { brandCode: 'sol' }),
  ],
});

let t: TestApp;
let fake: FakeIrms;
let baseUrl: string;
const events = new DomainEvents();
const published: DomainEvent[] = [];
const ids = { dal: 0, nwg: 0, bpo: 0, nwgShop: 0, connection: 0, run: 0, nwgName: '', bpoName: '' };

beforeAll(async () => {
  t = await startTestApp();
  fake = createFakeIrms({ apiKey: API_KEY, data: account() });
  baseUrl = await fake.listen();
  events.subscribe((e) => published.push(e));
  const db = t.database.db;
  ids.dal = (await db.select().from(warehouses).where(eq(warehouses.code, 'DAL')))[0]!.id;
  const vendorRows = await db
    .select()
    .from(vendors)
    .where(inArray(vendors.code, ['NWG', 'BPO']));
  const nwg = vendorRows.find((v) => v.code === 'NWG')!;
  const bpo = vendorRows.find((v) => v.code === 'BPO')!;
  Object.assign(ids, { nwg: nwg.id, bpo: bpo.id, nwgName: nwg.name, bpoName: bpo.name });
  ids.nwgShop = (await db.select().from(projects).where(eq(projects.clientCode, 'NWG-SHOP')))[0]!.id;
  const [connection] = await db
    .insert(wmsConnections)
    .values({
      system: 'irms',
      warehouseId: ids.dal,
      baseUrl,
      secretSealed: 'sealed elsewhere',
      importVendorIds: [ids.nwg, ids.bpo],
    })
    .returning();
  ids.connection = connection!.id;
  const [run] = await db
    .insert(integrationSyncRuns)
    .values({ connectionId: ids.connection, system: 'irms', warehouseId: ids.dal, trigger: 'manual' })
    .returning();
  ids.run = run!.id;
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

async function context(overrides: Partial<WmsSyncContext> = {}): Promise<WmsSyncContext> {
  const db = t.database.db;
  const [connection] = await db.select().from(wmsConnections).where(eq(wmsConnections.id, ids.connection));
  return {
    db,
    clock: systemClock,
    events,
    connection: connection!,
    secret: API_KEY,
    runId: ids.run,
    lastSuccessAt: null,
    ...overrides,
  };
}
/** A moment after every IRMS change so far: what a sync that succeeded then would pass on. */
const mark = () => new Date(stamp + 1);
const syncChanges = async (since: Date) => syncIrms(await context({ lastSuccessAt: since }));

const poRow = async (externalId: string) =>
  (
    await t.database.db
      .select()
      .from(irmsPurchaseOrders)
      .where(
        and(
          eq(irmsPurchaseOrders.connectionId, ids.connection),
          eq(irmsPurchaseOrders.externalId, externalId),
        ),
      )
  )[0];
const coRow = async (externalId: string) =>
  (
    await t.database.db
      .select()
      .from(irmsCustomerOrders)
      .where(
        and(
          eq(irmsCustomerOrders.connectionId, ids.connection),
          eq(irmsCustomerOrders.externalId, externalId),
        ),
      )
  )[0];
const purchaseOrder = async (id: number) =>
  (await t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0]!;
const order = async (id: number) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const change = (list: { id: string; updatedAt: string }[], id: string, fields: Record<string, unknown>) =>
  Object.assign(
    list.find((r) => r.id === id)!,
    fields,
    { updatedAt: later() },
  );

async function documentCounts() {
  const db = t.database.db;
  const [pos] = await db
    .select({ n: count() })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.vendorId, ids.nwg));
  const [os] = await db.select({ n: count() }).from(orders).where(eq(orders.projectId, ids.nwgShop));
  const [rows] = await db
    .select({ n: count() })
    .from(irmsPurchaseOrders)
    .where(eq(irmsPurchaseOrders.connectionId, ids.connection));
  return { purchaseOrders: pos!.n, orders: os!.n, rows: rows!.n };
}

describe('a first sync', () => {
  it('fills the lists and makes the opted-in vendors’ documents', async () => {
    const counts = await syncIrms(await context());
    expect(counts).toEqual({
      purchaseOrders: {
        ...{ created: 5, updated: 0, unchanged: 0, imported: 2, skipped: 2, errors: 1 },
        ...{ unknownVendor: 1, otherWarehouse: 1 },
      },
      customerOrders: {
        ...{ created: 4, updated: 0, unchanged: 0, imported: 3, skipped: 1, errors: 1 },
        ...{ unknownVendor: 1, otherWarehouse: 0 },
      },
    });
    const row = (await poRow('P-1'))!;
    expect(row).toMatchObject({
      orderNumber: 'IRMS-P-1',
      status: 'open',
      vendorId: ids.nwg,
      warehouseId: ids.dal,
      supplierName: 'Ceramica Guadalajara',
      orderDate: new Date('2026-03-02T09:00:00Z'),
      expectedDate: '2026-04-01',
      items: [
        { sku: 'NWG-MUG-11', name: 'Stoneware Mug 11oz', quantity: 1200, unitPrice: 8.5 },
        { sku: 'nwg-box-sm', name: null, quantity: 1200, unitPrice: 0.45 },
      ],
      syncStatus: 'imported',
      syncError: null,
    });
    expect(row.syncedAt).not.toBeNull();
    // Unknown brand and another warehouse's record are not kept; a vendor not opted in is listed only.
    expect(await poRow('P-3')).toBeUndefined();
    expect(await poRow('P-4')).toBeUndefined();
    expect(await coRow('C-5')).toBeUndefined();
    expect(await poRow('P-5')).toMatchObject({ syncStatus: 'synced', purchaseOrderId: null });
    expect(await poRow('P-6')).toMatchObject({
      syncStatus: 'synced',
      syncError: 'Not imported: it is cancelled in the IRMS.',
      purchaseOrderId: null,
    });
  });

  it('makes the purchase order through the engine’s add, with the vendor’s items on its lines', async () => {
    const made = await purchaseOrder((await poRow('P-1'))!.purchaseOrderId!);
    expect(made).toMatchObject({
      orderNumber: 'IRMS-P-1',
      orderStatus: 0,
      vendorId: ids.nwg,
      warehouseId: ids.dal,
      expectedDate: '2026-04-01',
    });
    expect(made.items).toMatchObject([
      { sku: 'NWG-MUG-11', quantity: 1200, unitPrice: 8.5, vendorProductId: expect.any(Number) },
      { sku: 'NWG-BOX-SM', name: 'Shipper Box Small', quantity: 1200, vendorProductId: expect.any(Number) },
    ]);
    const logged = await t.database.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.resource, 'purchaseOrders'), eq(actionLog.resourceId, String(made.id))));
    expect(logged).toMatchObject([{ action: 'add', userId: null }]);
  });

  it('marks only the row of an unknown SKU, with the reason', async () => {
    expect(await poRow('P-2')).toMatchObject({
      syncStatus: 'error',
      syncError: `SKU NWG-NOPE is not an item of ${ids.nwgName}`,
      purchaseOrderId: null,
    });
    const [none] = await t.database.db
      .select({ n: count() })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.orderNumber, 'IRMS-P-2'));
    expect(none!.n).toBe(0);
  });

  it('takes the customer order in through intake, into the vendor’s storefront of the warehouse', async () => {
    const row = (await coRow('C-1'))!;
    expect(row).toMatchObject({ syncStatus: 'imported', customerName: 'Crate & Hearth Stores' });
    expect(row.items).toEqual([
      { sku: 'NWG-TOTE-CAN', name: 'Canvas Tote Bag', quantity: 3, unitPrice: 6.25 },
    ]);
    const made = await order(row.orderId!);
    expect(made).toMatchObject({
      orderNumber: 'IRMS-C-1',
      orderKey: 'irms:C-1',
      projectId: ids.nwgShop,
      vendorId: ids.nwg,
      warehouseId: ids.dal,
      orderStatus: 'awaiting_shipment',
      customerEmail: 'purchasing@crateandhearth.example',
      shipmentAddress: {
        name: 'Receiving Dept.',
        company: 'Crate & Hearth Stores',
        addressLine1: '2100 Commerce St',
        addressLine2: 'Dock 4',
        city: 'Dallas',
        state: 'TX',
        postcode: '75201',
        countryCode: 'US',
      },
    });
    expect(made.items).toMatchObject([{ sku: 'NWG-TOTE-CAN', quantity: 3, unitPrice: 6.25 }]);
    expect(published).toContainEqual({
      type: 'OrderUpdated',
      orderId: made.id,
      vendorId: ids.nwg,
      warehouseId: ids.dal,
    });
    expect(await coRow('C-4')).toMatchObject({
      syncStatus: 'error',
      syncError: `Vendor ${ids.bpoName} has no storefront shipping from warehouse DAL.`,
      orderId: null,
    });
  });

  it('answers the sync columns in the IRMS lists', async () => {
    const admin = (await t.login('admin@dockhand.test')).jwtToken;
    const res = await t.request('POST', '/api/irmspos/listItems', {
      token: admin,
      body: { orderNumber: 'IRMS-P-2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toMatchObject([
      {
        externalId: 'P-2',
        syncStatus: 'error',
        syncError: expect.stringContaining('NWG-NOPE'),
        purchaseOrderId: null,
      },
    ]);
  });
});

describe('a second sync of the same records', () => {
  it('makes nothing twice', async () => {
    const before = await documentCounts();
    const counts = await syncIrms(await context());
    expect(counts.purchaseOrders).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 5,
      imported: 0,
      errors: 1,
    });
    expect(counts.customerOrders).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 4,
      imported: 0,
      errors: 1,
    });
    expect(await documentCounts()).toEqual(before);
    expect(await poRow('P-1')).toMatchObject({ syncStatus: 'imported' });
  });

  it('takes up a row kept before the warehouse was connected instead of repeating it', async () => {
    const db = t.database.db;
    const kept = (await poRow('P-5'))!;
    await db.update(irmsPurchaseOrders).set({ connectionId: null }).where(eq(irmsPurchaseOrders.id, kept.id));
    await syncIrms(await context());
    expect((await poRow('P-5'))!.id).toBe(kept.id);
    const [orphans] = await db
      .select({ n: count() })
      .from(irmsPurchaseOrders)
      .where(and(isNull(irmsPurchaseOrders.connectionId), eq(irmsPurchaseOrders.externalId, 'P-5')));
    expect(orphans!.n).toBe(0);
  });
});

describe('later changes in the IRMS', () => {
  it('update an order that still waits', async () => {
    const since = mark();
    change(fake.data.customerOrders, 'C-1', {
      shipTo: { ...fake.data.customerOrders[0]!.shipTo, street1: '2200 Commerce St', street2: null },
      lines: [{ sku: 'NWG-TOTE-CAN', description: 'Canvas Tote Bag', quantity: 5, unitPrice: '6.25' }],
    });
    const counts = await syncChanges(since);
    expect(counts.customerOrders).toMatchObject({ created: 0, updated: 1, errors: 0 });
    const row = (await coRow('C-1'))!;
    expect(row).toMatchObject({ syncStatus: 'updated', syncError: null });
    const updated = await order(row.orderId!);
    expect(updated.items).toMatchObject([{ sku: 'NWG-TOTE-CAN', quantity: 5 }]);
    expect(updated.shipmentAddress).toMatchObject({ addressLine1: '2200 Commerce St', addressLine2: null });
    // Pulled again unchanged, it is not edited again.
    await syncIrms(await context());
    expect((await order(row.orderId!)).version).toBe(updated.version);
  });

  it('cancel an order that still waits', async () => {
    const since = mark();
    change(fake.data.customerOrders, 'C-2', { status: 'cancelled' });
    await syncChanges(since);
    const row = (await coRow('C-2'))!;
    expect(row).toMatchObject({ status: 'cancelled', syncStatus: 'updated' });
    expect((await order(row.orderId!)).orderStatus).toBe('cancelled');
  });

  it('leave an order sent to fulfilment as it is, and say why', async () => {
    const db = t.database.db;
    await db.insert(shipCodeMappings).values({
      projectId: ids.nwgShop,
      fulfillmentService: 'TPL',
      fulfillmentCarrierCode: 'UPS',
      fulfillmentServiceCode: 'GND',
      overrideToUseManualFulfill: true,
    });
    const { orderId } = (await coRow('C-3'))!;
    const sent = await sendToFulfillment({ db, events, user: null, clock: systemClock }, { id: orderId! });
    expect(sent.orderStatus).toBe('pending_fulfillment');
    const since = mark();
    change(fake.data.customerOrders, 'C-3', {
      lines: [{ sku: 'NWG-MUG-11', description: null, quantity: 4, unitPrice: 8.5 }],
    });
    await syncChanges(since);
    expect(await coRow('C-3')).toMatchObject({
      syncStatus: 'synced',
      syncError: 'Not updated: order IRMS-C-3 was already sent to fulfilment.',
    });
    expect((await order(orderId!)).items).toMatchObject([{ sku: 'NWG-MUG-11', quantity: 1 }]);
  });

  it('update an Open purchase order, cancel one, and leave a confirmed one as it is', async () => {
    const since = mark();
    change(fake.data.purchaseOrders, 'P-1', {
      expectedAt: '2026-04-15',
      lines: [{ sku: 'NWG-MUG-11', description: null, quantity: 900, unitCost: 8.5 }],
    });
    change(fake.data.purchaseOrders, 'P-7', { status: 'cancelled' });
    const counts = await syncChanges(since);
    expect(counts.purchaseOrders).toMatchObject({ updated: 2, errors: 0 });
    const p1 = (await poRow('P-1'))!;
    expect(p1.syncStatus).toBe('updated');
    const edited = await purchaseOrder(p1.purchaseOrderId!);
    expect(edited).toMatchObject({ expectedDate: '2026-04-15', orderStatus: 0 });
    expect(edited.items).toMatchObject([{ sku: 'NWG-MUG-11', quantity: 900 }]);
    const p7 = (await poRow('P-7'))!;
    expect(p7.syncStatus).toBe('updated');
    expect((await purchaseOrder(p7.purchaseOrderId!)).orderStatus).toBe(5);

    const admin = (await t.login('admin@dockhand.test')).id;
    const user = (await loadUserGrants(t.database.db, admin))!;
    await runPurchaseOrderAction(t.database.db, user, edited.id, 'confirm', edited.version);
    const since2 = mark();
    change(fake.data.purchaseOrders, 'P-1', {
      lines: [{ sku: 'NWG-MUG-11', description: null, quantity: 800, unitCost: 8.5 }],
    });
    await syncChanges(since2);
    expect(await poRow('P-1')).toMatchObject({
      syncStatus: 'synced',
      syncError: 'Not updated: purchase order IRMS-P-1 is already confirmed.',
      items: [{ sku: 'NWG-MUG-11', quantity: 800 }],
    });
    expect((await purchaseOrder(edited.id)).items).toMatchObject([{ quantity: 900 }]);
  });
});

describe('an IRMS that fails', () => {
  it('fails the sync with the IRMS’s message, never the key, and writes nothing', async () => {
    const before = await documentCounts();
    fake.failNext('/purchase-orders', 500, 3);
    const failing = syncIrms(
      await context({
        irmsConnectorFor: (credentials) => createIrmsConnector(credentials, { wait: async () => {} }),
      }),
    );
    await expect(failing).rejects.toBeInstanceOf(IrmsError);
    const error = (await failing.catch((e: unknown) => e)) as IrmsError;
    expect(error.message).toMatch(/HTTP 500/);
    expect(error.message).not.toContain(API_KEY);
    expect(await documentCounts()).toEqual(before);
  });
});
