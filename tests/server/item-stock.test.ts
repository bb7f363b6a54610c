/**
 * The item page's reads (GET /api/vendorProducts/{id}/stock, POST …/{id}/ledger) and the detailed
 * view's stock totals: figures by warehouse, bucket and place, the ledger newest first and paged, with
 * named source documents, and the scope of the base (404 outside it, other warehouses left out).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemStock, LedgerEntry } from '../../src/domain/item-stock';
import { vendorProducts, warehouses } from '../../server/db/schema';
import { vendorIdsByCode } from '../../server/db/seed';
import { DomainEvents } from '../../server/events/domain-events';
import { changeStock } from '../../server/modules/inventory/stock-changes.service';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let warehouseUser: string;
let northwind: string;
let bluepeak: string;
let item: number;
let dal: number;
let cmh: number;

const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp();
  const vendorIds = await vendorIdsByCode(db(), ['NWG']);
  const rows = await db().select().from(warehouses);
  dal = rows.find((w) => w.code === 'DAL')!.id;
  cmh = rows.find((w) => w.code === 'CMH')!.id;
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  const warehouseLogin = await t.login('warehouse@dockhand.test');
  warehouseUser = warehouseLogin.jwtToken;
  northwind = (await t.login('brand@northwind.test')).jwtToken;
  bluepeak = (await t.login('brand@bluepeak.test')).jwtToken;

  const [created] = await db()
    .insert(vendorProducts)
    .values({ vendorId: vendorIds.get('NWG')!, warehouseId: dal, sku: 'PAGE-TEST-1', item: 'Page test item' })
    .returning();
  item = created!.id;
  // Stock through the ledger: 60 in Dallas (two lots), 10 of them allocated, 5 quarantined; 7 in Columbus.
  await changeStock(db(), new DomainEvents(), warehouseLogin.id, async (ledger) => {
    const dallas = { warehouseId: dal, vendorProductId: item, location: 'A-01-1' };
    await ledger.add({ ...dallas, lotNumber: 'L1', expirationDate: '2030-01-31', lpn: 'LPN1' }, 40, {
      kind: 'receipt',
      reason: 'Test receipt',
      source: { type: 'purchase_order', id: 999_999 },
    });
    await ledger.add({ ...dallas, lotNumber: 'L2' }, 20, { kind: 'add', reason: 'Found stock' });
    await ledger.allocate(
      { warehouseId: dal, vendorProductId: item, quantity: 10 },
      { type: 'test', id: 1 },
      'Order',
    );
    await ledger.moveBucket({ ...dallas, lotNumber: 'L2' }, 'quarantine', 5, {
      kind: 'status_move',
      reason: 'Dented',
    });
    await ledger.add({ warehouseId: cmh, vendorProductId: item, location: 'X-1' }, 7, {
      kind: 'add',
      reason: 'Columbus count',
    });
  });
});
afterAll(() => t.close());

const stockOf = async (token: string, id = item) =>
  t.request('GET', `/api/vendorProducts/${id}/stock`, { token });
const ledgerOf = (token: string, body: Record<string, unknown> = {}, id: number | string = item) =>
  t.request('POST', `/api/vendorProducts/${id}/ledger`, { token, body });

describe('GET /api/vendorProducts/{id}/stock', () => {
  it('answers totals, each warehouse and bucket, and each place with its lot, LPN and expiry', async () => {
    const res = await stockOf(admin);
    expect(res.statusCode).toBe(200);
    const stock = res.json() as ItemStock;
    expect(stock.totals).toEqual({
      onHand: 67,
      allocated: 10,
      available: 52,
      quarantine: 5,
      damaged: 0,
      inTransit: 0,
    });
    const dallas = stock.buckets.filter((r) => r.warehouseId === dal);
    expect(dallas.map((r) => [r.bucket, r.onHand, r.allocated, r.available])).toEqual([
      ['available', 55, 10, 45],
      ['quarantine', 5, 0, 0],
    ]);
    const lot1 = stock.places.find((p) => p.lotNumber === 'L1')!;
    expect(lot1).toMatchObject({ location: 'A-01-1', lpn: 'LPN1', expirationDate: '2030-01-31', onHand: 40 });
    expect(stock.places).toHaveLength(4);
    expect(stock.placesTruncated).toBe(false);
  });

  it("leaves out warehouses outside the user's scope", async () => {
    const stock = (await stockOf(warehouseUser)).json() as ItemStock;
    expect(stock.buckets.every((r) => r.warehouseId === dal)).toBe(true);
    expect(stock.totals.onHand).toBe(60);
  });

  it("answers 404 for another vendor's item, for an unknown id and for an item in another warehouse", async () => {
    expect((await stockOf(northwind)).statusCode).toBe(200);
    expect((await stockOf(bluepeak)).statusCode).toBe(404);
    expect((await stockOf(admin, 2_000_000_000)).statusCode).toBe(404);
    expect((await t.request('GET', '/api/vendorProducts/abc/stock', { token: admin })).statusCode).toBe(404);
    const [columbusItem] = await db()
      .select()
      .from(vendorProducts)
      .where(eq(vendorProducts.warehouseId, cmh))
      .limit(1);
    expect((await stockOf(warehouseUser, columbusItem!.id)).statusCode).toBe(404);
  });
});

describe('POST /api/vendorProducts/{id}/ledger', () => {
  it('answers the rows newest first with kind, quantities, user and a named source', async () => {
    const res = await ledgerOf(admin);
    expect(res.statusCode).toBe(200);
    const { total, items } = res.json() as { total: number; items: LedgerEntry[] };
    // receipt, add, allocate, move out + move in, Columbus add
    expect(total).toBe(6);
    expect(items.map((r) => r.id)).toEqual([...items.map((r) => r.id)].sort((a, b) => b - a));
    const receipt = items.find((r) => r.kind === 'receipt')!;
    expect(receipt).toMatchObject({
      quantityDelta: 40,
      allocatedDelta: 0,
      reason: 'Test receipt',
      lotNumber: 'L1',
      warehouseName: 'Dallas Distribution Center',
      source: { type: 'purchase_order', id: '999999', label: null },
    });
    expect(receipt.userName).toBeTruthy();
    expect(items.find((r) => r.kind === 'allocate')).toMatchObject({ quantityDelta: 0, allocatedDelta: 10 });
  });

  it('pages like a list and filters by warehouse', async () => {
    const page = (await ledgerOf(admin, { page: 2, perPage: 4 })).json() as {
      total: number;
      items: LedgerEntry[];
    };
    expect(page.total).toBe(6);
    expect(page.items).toHaveLength(2);
    const columbus = (await ledgerOf(admin, { warehouseId: cmh })).json() as {
      total: number;
      items: LedgerEntry[];
    };
    expect(columbus.total).toBe(1);
    expect((await ledgerOf(admin, { perPage: 500 })).statusCode).toBe(400);
  });

  it("is limited to the user's warehouses and vendors", async () => {
    const mine = (await ledgerOf(warehouseUser)).json() as { total: number; items: LedgerEntry[] };
    expect(mine.total).toBe(5);
    expect(mine.items.every((r) => r.warehouseId === dal)).toBe(true);
    expect((await ledgerOf(bluepeak)).statusCode).toBe(404);
  });

  it('names a direct inventory update by its reference number', async () => {
    const update = await t.request('POST', '/api/inventory/diu', {
      token: admin,
      body: {
        vendorId: (await db().select().from(vendorProducts).where(eq(vendorProducts.id, item)))[0]!.vendorId,
        warehouseId: dal,
        warehouseProductId: item,
        type: 'add',
        quantity: 3,
        referenceNumber: 'REF-ITEM-PAGE',
        note: 'Recount',
        location: 'A-01-1',
      },
    });
    expect(update.statusCode).toBe(201);
    const { items } = (await ledgerOf(admin, { perPage: 1 })).json() as { items: LedgerEntry[] };
    expect(items[0]!.source).toEqual({
      type: 'direct_inventory_update',
      id: String(update.json<{ id: number }>().id),
      label: 'REF-ITEM-PAGE',
    });
  });
});

describe('POST /api/vendorProducts/stockTotals', () => {
  it('sums each item over the warehouses the user may see, and leaves out items outside the scope', async () => {
    const [columbusItem] = await db()
      .select()
      .from(vendorProducts)
      .where(eq(vendorProducts.warehouseId, cmh))
      .limit(1);
    const res = await t.request('POST', '/api/vendorProducts/stockTotals', {
      token: warehouseUser,
      body: { ids: [item, columbusItem!.id] },
    });
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as { items: { vendorProductId: number; onHand: number }[] };
    expect(items.map((i) => i.vendorProductId)).toEqual([item]);
    expect(items[0]!.onHand).toBeGreaterThanOrEqual(60);
    const bad = await t.request('POST', '/api/vendorProducts/stockTotals', {
      token: admin,
      body: { ids: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
