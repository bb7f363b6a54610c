/**
 * The inventory screens' reads over HTTP: stock per item and warehouse (grouped from the balances,
 * filtered, sorted, paged, limited to the user's vendors and warehouses), stock by location with the
 * location filters of spec §3, and the items whose tracking is off.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorProducts, warehouseProductLocations, warehouses } from '../../server/db/schema';
import { vendorIdsByCode } from '../../server/db/seed';
import type { StockLevel } from '../../src/domain/inventory-views';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let brand: string;
let warehouseManager: string;
let nwg: number;
let bpo: number;
let dal: number;
let cmh: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  brand = (await t.login('brand@northwind.test')).jwtToken;
  warehouseManager = (await t.login('warehouse@dockhand.test')).jwtToken;
  const vendorIds = await vendorIdsByCode(t.database.db, ['NWG', 'BPO']);
  nwg = vendorIds.get('NWG')!;
  bpo = vendorIds.get('BPO')!;
  const rows = await t.database.db.select().from(warehouses);
  dal = rows.find((w) => w.code === 'DAL')!.id;
  cmh = rows.find((w) => w.code === 'CMH')!.id;
});
afterAll(() => t.close());

const stock = (token: string, body: Record<string, unknown> = {}) =>
  t.request('POST', '/api/inventory/stock/listItems', { token, body });

describe('stock per item and warehouse', () => {
  it('sums every location of an item: on hand, allocated, available and the other buckets', async () => {
    const res = await stock(admin, { search: 'NWG-MUG-11', warehouseId: dal });
    expect(res.statusCode).toBe(200);
    const { total, items } = res.json() as { total: number; items: StockLevel[] };
    expect(total).toBe(1);
    // The seed receives at a shelf and in bulk, a direct update adds some, and the demo orders sent
    // to fulfilment hold some (allocated) and shipped others: the row adds up its balances.
    const balances = await t.database.db
      .select()
      .from(warehouseProductLocations)
      .where(
        and(
          eq(warehouseProductLocations.vendorProductId, items[0]!.vendorProductId),
          eq(warehouseProductLocations.warehouseId, dal),
        ),
      );
    const sum = (f: (b: (typeof balances)[number]) => number) => balances.reduce((n, b) => n + f(b), 0);
    const inBucket = (bucket: string, f: (b: (typeof balances)[number]) => number) =>
      sum((b) => (b.bucket === bucket ? f(b) : 0));
    expect(balances.length).toBeGreaterThan(1);
    expect(items[0]).toMatchObject({
      id: `${dal}:${items[0]!.vendorProductId}`,
      sku: 'NWG-MUG-11',
      warehouseId: dal,
      vendorId: nwg,
      onHand: sum((b) => (b.bucket === 'in_transit' ? 0 : b.quantity)),
      allocated: sum((b) => b.quantityAllocated),
      available: inBucket('available', (b) => b.quantity - b.quantityAllocated),
      inTransit: inBucket('in_transit', (b) => b.quantity),
      quarantine: inBucket('quarantine', (b) => b.quantity),
      damaged: inBucket('damaged', (b) => b.quantity),
    });
    expect(items[0]!.onHand).toBeGreaterThan(200);
  });

  it('pages and sorts on the server', async () => {
    const first = (await stock(admin, { sortBy: 'available', sortDesc: true, perPage: 3 })).json();
    expect(first.items).toHaveLength(3);
    expect(first.total).toBeGreaterThan(3);
    const available = first.items.map((i: StockLevel) => i.available);
    expect([...available].sort((a, b) => b - a)).toEqual(available);
    const second = (await stock(admin, { sortBy: 'available', sortDesc: true, perPage: 3, page: 2 })).json();
    expect(second.items[0].available).toBeLessThanOrEqual(available[2]);
    const bad = await stock(admin, { sortBy: 'price', page: 0 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['page', 'sortBy']);
  });

  it('filters by vendor and warehouse', async () => {
    const byVendor = (await stock(admin, { vendorId: bpo, perPage: 200 })).json();
    expect(byVendor.items.length).toBeGreaterThan(0);
    expect(byVendor.items.every((i: StockLevel) => i.vendorId === bpo)).toBe(true);
    const byWarehouse = (await stock(admin, { warehouseId: cmh, perPage: 200 })).json();
    expect(byWarehouse.items.every((i: StockLevel) => i.warehouseId === cmh)).toBe(true);
  });

  it('never shows a brand another vendor’s stock, even when asked for it', async () => {
    const all = (await stock(brand, { perPage: 200 })).json();
    expect(all.total).toBeGreaterThan(0);
    expect(all.items.every((i: StockLevel) => i.vendorId === nwg)).toBe(true);
    const asked = (await stock(brand, { vendorId: bpo })).json();
    expect(asked).toEqual({ total: 0, items: [] });
    const bySku = (await stock(brand, { search: 'BPO-' })).json();
    expect(bySku.total).toBe(0);
  });

  it('limits a warehouse manager to their warehouses', async () => {
    const all = (await stock(warehouseManager, { perPage: 200 })).json();
    expect(all.items.some((i: StockLevel) => i.warehouseId === cmh)).toBe(false);
    expect(all.items.some((i: StockLevel) => i.warehouseId === dal)).toBe(true);
  });

  it('needs a signed-in user', async () => {
    const anonymous = await t.request('POST', '/api/inventory/stock/listItems', { body: {} });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('stock by location', () => {
  it('filters by lot, LPN, location, expiry range, item and description', async () => {
    const list = (body: Record<string, unknown>) =>
      t.request('POST', '/api/common/warehouseProductLocations/listItems', { token: admin, body });
    const granola = (await list({ item: 'KTC-GRAN-OAT' })).json();
    expect(granola.total).toBeGreaterThan(0);
    const place = granola.items[0];
    expect(
      (await list({ lotNumber: place.lotNumber })).json().items.map((r: { id: number }) => r.id),
    ).toContain(place.id);
    expect((await list({ lpn: place.lpn, location: place.location })).json().total).toBe(1);
    const day = place.expirationDate as string;
    expect(
      (await list({ item: 'KTC-GRAN-OAT', expirationDateStart: day, expirationDateEnd: day })).json().total,
    ).toBeGreaterThan(0);
    expect((await list({ item: 'KTC-GRAN-OAT', expirationDateEnd: '2000-01-01' })).json().total).toBe(0);
    expect((await list({ description: 'pantry', vendorId: bpo })).json().total).toBe(0);
    expect((await list({ expirationDateStart: '2024-02-30' })).statusCode).toBe(400);
  });

  it('limits a brand to its own balances', async () => {
    const res = await t.request('POST', '/api/common/warehouseProductLocations/listItems', {
      token: brand,
      body: { perPage: 200 },
    });
    expect(res.json().items.every((r: { vendorId: number }) => r.vendorId === nwg)).toBe(true);
  });
});

describe('items with tracking off', () => {
  it('lists them with the trackInventory filter, and switching tracking on is a version-checked edit', async () => {
    const [candle] = await t.database.db
      .select()
      .from(vendorProducts)
      .where(eq(vendorProducts.sku, 'NWG-CANDLE-CED'));
    await t.database.db
      .update(vendorProducts)
      .set({ trackInventory: false })
      .where(eq(vendorProducts.id, candle!.id));
    const off = (
      await t.request('POST', '/api/vendorProducts/listItems', {
        token: brand,
        body: { trackInventory: false },
      })
    ).json();
    // Beside the demo's own untracked items (its gift wrap), and only the brand's vendor's.
    const items = off.items as { sku: string; vendorId: number; trackInventory: boolean }[];
    expect(items.map((i) => i.sku)).toContain('NWG-CANDLE-CED');
    expect(items.every((i) => i.vendorId === nwg && i.trackInventory === false)).toBe(true);
    const row = (await t.request('GET', `/api/vendorProducts/${candle!.id}`, { token: admin })).json();
    const on = await t.request('POST', '/api/vendorProducts/edit', {
      token: admin,
      body: { ...row, trackInventory: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ trackInventory: true, version: row.version + 1, sku: row.sku });
    const stale = await t.request('POST', '/api/vendorProducts/edit', {
      token: admin,
      body: { ...row, trackInventory: false },
    });
    expect(stale.statusCode).toBe(409);
  });
});
