/**
 * Warehouse transfers as documents: create (lines stored with their allocation, sending and receiving
 * counters at 0; source and destination must differ), the list's warehouse filters and a
 * warehouse-limited user's scope, the source-availability read, and edits refused once the
 * transfer is past Open.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  vendorProducts,
  vendors,
  warehouseProductLocations,
  warehouses,
  warehouseShipments,
} from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let whManager: string;
const ids = { nwg: 0, bpo: 0, dal: 0, rno: 0, cmh: 0, mem: 0, mug: 0, tote: 0, throw: 0 };
const base = '/api/common/warehouseShipments';

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  whManager = (await t.login('warehouse@dockhand.test')).jwtToken;
  const db = t.database.db;
  const v = await db.select().from(vendors);
  const w = await db.select().from(warehouses);
  ids.nwg = v.find((x) => x.code === 'NWG')!.id;
  ids.bpo = v.find((x) => x.code === 'BPO')!.id;
  for (const code of ['dal', 'rno', 'cmh', 'mem'] as const)
    ids[code] = w.find((x) => x.code === code.toUpperCase())!.id;
  const products = await db.select().from(vendorProducts).where(eq(vendorProducts.vendorId, ids.nwg));
  ids.mug = products.find((p) => p.sku === 'NWG-MUG-11')!.id;
  ids.tote = products.find((p) => p.sku === 'NWG-TOTE-CAN')!.id;
  ids.throw = products.find((p) => p.sku === 'NWG-THROW-WL')!.id;
});
afterAll(() => t.close());

const post = (url: string, body: unknown, token = admin) => t.request('POST', url, { token, body });
const list = async (body: Record<string, unknown>, token = admin) => {
  const res = await post(`${base}/listItems`, { type: 0, perPage: 200, ...body }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; items: Record<string, unknown>[] };
};
let serial = 0;
const transfer = (extra: Record<string, unknown> = {}) => ({
  type: 0,
  orderNumber: `TR-T-${++serial}`,
  customReferenceNumber: 'REBAL-Q2',
  vendorId: ids.nwg,
  fromWarehouseId: ids.dal,
  toWarehouseId: ids.rno,
  expectedDate: '2026-06-01',
  items: [{ sku: 'NWG-MUG-11', name: 'Stoneware Mug 11oz', vendorProductId: ids.mug, quantity: 24 }],
  ...extra,
});

describe('creating a transfer', () => {
  it('stores its lines with the transfer counters at 0', async () => {
    const res = await post(
      base,
      transfer({ items: [...transfer().items, { sku: 'NWG-TOTE-CAN', quantity: 6 }] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({
      type: 0,
      orderStatus: 'Open',
      fromWarehouseId: ids.dal,
      toWarehouseId: ids.rno,
      customReferenceNumber: 'REBAL-Q2',
    });
    const counters = {
      allocatedQuantity: 0,
      sentQuantity: 0,
      receivedQuantity: 0,
      rejectedQuantity: 0,
      cancelledQuantity: 0,
    };
    expect(saved.items).toEqual([
      { sku: 'NWG-MUG-11', name: 'Stoneware Mug 11oz', vendorProductId: ids.mug, quantity: 24, ...counters },
      { sku: 'NWG-TOTE-CAN', name: 'Canvas Tote Bag', vendorProductId: ids.tote, quantity: 6, ...counters },
    ]);
  });

  it('needs two different warehouses: 400 on the source', async () => {
    const same = await post(base, transfer({ toWarehouseId: ids.dal }));
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({ fromWarehouseId: 'Source and destination warehouse must differ' });
    const none = await post(base, transfer({ fromWarehouseId: null }));
    expect(none.json().fields).toEqual({ fromWarehouseId: 'Source warehouse is required' });
  });
});

describe('the transfer list', () => {
  it('shows a warehouse-limited user the transfers touching its warehouses', async () => {
    const away = (await post(base, transfer({ fromWarehouseId: ids.cmh, toWarehouseId: ids.mem }))).json();
    const inbound = (await post(base, transfer({ fromWarehouseId: ids.cmh, toWarehouseId: ids.dal }))).json();
    const seen = await list({}, whManager);
    const touches = (s: Record<string, unknown>) =>
      [s.fromWarehouseId, s.toWarehouseId].some((w) => w === ids.dal || w === ids.rno);
    expect(seen.items.every(touches)).toBe(true);
    expect(seen.items.map((s) => s.id)).toContain(inbound.id);
    expect(seen.items.map((s) => s.id)).not.toContain(away.id);
    expect((await t.request('GET', `${base}/${away.id}`, { token: whManager })).statusCode).toBe(404);
    expect((await list({}, admin)).items.map((s) => s.id)).toContain(away.id);
    // A transfer between two warehouses it does not run cannot be created by it.
    const outside = await post(
      base,
      transfer({ fromWarehouseId: ids.cmh, toWarehouseId: ids.mem }),
      whManager,
    );
    expect(outside.statusCode).toBe(400);
  });

  it('filters by source, destination, either warehouse, status and SKU', async () => {
    const fromDallas = await list({ fromWarehouseId: ids.dal });
    expect(fromDallas.total).toBeGreaterThan(0);
    expect(fromDallas.items.every((s) => s.fromWarehouseId === ids.dal)).toBe(true);
    const toReno = await list({ toWarehouseId: ids.rno });
    expect(toReno.items.map((s) => s.orderNumber)).toContain('TR-NWG-0042');
    expect(toReno.items.every((s) => s.toWarehouseId === ids.rno)).toBe(true);
    const either = await list({ warehouseId: ids.cmh });
    expect(either.items.every((s) => s.fromWarehouseId === ids.cmh || s.toWarehouseId === ids.cmh)).toBe(
      true,
    );
    const received = await list({ orderStatus: 'Received', itemSKU: 'NWG' });
    expect(received.items.map((s) => s.orderNumber)).toContain('TR-NWG-0042');
    expect((await post(`${base}/listItems`, { fromWarehouseId: 'dal' })).json().fields).toEqual({
      fromWarehouseId: 'Must be a whole number',
    });
  });
});

describe('available stock at the source', () => {
  const ask = (warehouseId: number | string, productIds: number[], token = admin) =>
    t.request(
      'GET',
      `${base}/availability?warehouseId=${warehouseId}&vendorProductIds=${productIds.join(',')}`,
      {
        token,
      },
    );

  it('sums on hand less allocated of the available bucket at that warehouse, 0 without stock', async () => {
    const rows = await t.database.db
      .select()
      .from(warehouseProductLocations)
      .where(eq(warehouseProductLocations.warehouseId, ids.dal));
    const expected = (productId: number) =>
      rows
        .filter((r) => r.vendorProductId === productId && r.bucket === 'available')
        .reduce((n, r) => n + r.quantity - r.quantityAllocated, 0);
    const res = await ask(ids.dal, [ids.mug, ids.tote, ids.throw]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      warehouseId: ids.dal,
      items: [ids.mug, ids.tote, ids.throw].map((id) => ({ vendorProductId: id, available: expected(id) })),
    });
    expect(expected(ids.mug)).toBeGreaterThan(0);
    const elsewhere = await ask(ids.mem, [ids.mug]);
    expect(elsewhere.json().items).toEqual([{ vendorProductId: ids.mug, available: 0 }]);
  });

  it('is limited to the user’s warehouses and vendors', async () => {
    expect((await ask(ids.dal, [ids.mug], whManager)).statusCode).toBe(200);
    expect((await ask(ids.cmh, [ids.mug], whManager)).statusCode).toBe(404);
    const [bpoItem] = await t.database.db
      .select()
      .from(vendorProducts)
      .where(eq(vendorProducts.vendorId, ids.bpo));
    const [bpoStock] = await t.database.db
      .select()
      .from(warehouseProductLocations)
      .where(
        and(
          eq(warehouseProductLocations.vendorProductId, bpoItem!.id),
          eq(warehouseProductLocations.bucket, 'available'),
        ),
      );
    const brand = (await t.login('brand@northwind.test')).jwtToken;
    const foreign = await ask(bpoStock!.warehouseId, [bpoItem!.id], brand);
    expect(foreign.json().items).toEqual([{ vendorProductId: bpoItem!.id, available: 0 }]);
    const manufacturing = (await t.login('manufacturing@dockhand.test')).jwtToken;
    expect((await ask(ids.dal, [ids.mug], manufacturing)).statusCode).toBe(403);
    const bad = await ask('x', [0]);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['vendorProductIds', 'warehouseId']);
  });
});

describe('editing a transfer', () => {
  it('is allowed while Open, refuses the same warehouse twice, and answers 409 once allocated', async () => {
    const created = (await post(base, transfer(), whManager)).json();
    const edit = (extra: Record<string, unknown>, version: number) =>
      post(
        `${base}/edit`,
        { ...transfer({ orderNumber: created.orderNumber }), ...extra, id: created.id, version },
        whManager,
      );
    const more = await edit({ items: [{ sku: 'NWG-MUG-11', quantity: 30 }] }, created.version);
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().items[0]).toMatchObject({ quantity: 30, allocatedQuantity: 0 });
    const same = await edit({ toWarehouseId: ids.dal }, more.json().version);
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toHaveProperty('fromWarehouseId');

    await t.database.db
      .update(warehouseShipments)
      .set({ orderStatus: 'AwaitingShipment' })
      .where(eq(warehouseShipments.id, created.id));
    const late = await edit({ customReferenceNumber: 'LATE' }, more.json().version);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This shipment is Awaiting shipment and can no longer be edited.');
    const [stored] = await t.database.db
      .select()
      .from(warehouseShipments)
      .where(eq(warehouseShipments.id, created.id));
    expect(stored!.customReferenceNumber).toBe('REBAL-Q2');
  });
});
