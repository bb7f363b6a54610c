/**
 * Direct inventory updates through the API (/api/inventory/diu): add, remove and set move stock
 * through the ledger in the add's transaction; quantities entered in another unit are converted (400
 * on quantity when they cannot be); removing more than is there answers 409 and writes nothing; a
 * retried request with the same Idempotency-Key applies once; the view reads the update's ledger rows.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  directInventoryUpdates,
  stockLedger,
  vendorProducts,
  warehouseProductLocations,
  warehouses,
} from '../../server/db/schema';
import { vendorIdsByCode } from '../../server/db/seed';
import type { LedgerRow } from '../../src/domain/inventory-views';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let warehouseManager: string;
let brand: string;
let admin: string;
let nwg: number;
let dal: number;
let seq = 0;

beforeAll(async () => {
  t = await startTestApp();
  warehouseManager = (await t.login('warehouse@dockhand.test')).jwtToken;
  brand = (await t.login('brand@northwind.test')).jwtToken;
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  nwg = (await vendorIdsByCode(t.database.db, ['NWG'])).get('NWG')!;
  dal = (await t.database.db.select().from(warehouses).where(eq(warehouses.code, 'DAL')))[0]!.id;
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A fresh Northwind item in Dallas, counted in `itemUnit`, 12 to a box. */
async function newItem(itemUnit = 'E') {
  const [item] = await db()
    .insert(vendorProducts)
    .values({
      vendorId: nwg,
      warehouseId: dal,
      sku: `DIU-${++seq}-${Date.now()}`,
      item: `DIU test item ${seq}`,
      itemUnit,
      unitsPerBox: 12,
    })
    .returning();
  return item!.id;
}

const update = (item: number, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.request('POST', '/api/inventory/diu', {
    token: warehouseManager,
    headers,
    body: {
      vendorId: nwg,
      warehouseId: dal,
      warehouseProductId: item,
      location: 'D-01-1',
      note: 'Cycle count',
      ...body,
    },
  });

async function onHand(item: number) {
  const rows = await db()
    .select()
    .from(warehouseProductLocations)
    .where(eq(warehouseProductLocations.vendorProductId, item));
  return rows.reduce((n, b) => n + b.quantity, 0);
}

const ledgerCount = async (item: number) =>
  (await db().select({ n: count() }).from(stockLedger).where(eq(stockLedger.vendorProductId, item)))[0]!.n;

describe('moving stock', () => {
  it('adds, removes and sets a count, each with its ledger row', async () => {
    const item = await newItem();
    expect((await update(item, { type: 'add', quantity: 10, referenceNumber: 'REF-1' })).statusCode).toBe(
      201,
    );
    expect(await onHand(item)).toBe(10);
    expect((await update(item, { type: 'remove', quantity: 3 })).statusCode).toBe(201);
    expect(await onHand(item)).toBe(7);
    const counted = await update(item, { type: 'set', quantity: 9, note: 'Recount' });
    expect(counted.statusCode).toBe(201);
    expect(await onHand(item)).toBe(9);

    const ledger = await t.request('GET', `/api/inventory/diu/${counted.json().id}/ledger`, {
      token: warehouseManager,
    });
    expect(ledger.statusCode).toBe(200);
    const rows = ledger.json() as LedgerRow[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'set',
      quantityDelta: 2,
      countedQuantity: 9,
      variance: 2,
      reason: 'Recount',
      location: 'D-01-1',
      userName: expect.any(String),
    });
  });

  it('converts a quantity entered in boxes to the item’s units', async () => {
    const item = await newItem();
    const res = await update(item, { type: 'add', quantity: 2, measurementUnit: 'BX' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ quantity: 2, measurementUnit: 'BX' });
    expect(await onHand(item)).toBe(24);
  });

  it('answers 400 on quantity when the unit cannot be converted, writing nothing', async () => {
    const item = await newItem('LB');
    const other = await update(item, { type: 'add', quantity: 2, measurementUnit: 'FT' });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ quantity: 'FT cannot be converted to LB' });
    const fraction = await update(item, { type: 'add', quantity: 3, measurementUnit: 'OZ' });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().fields.quantity).toMatch(/stock is kept in whole LB/);
    const noPack = await update(await newItem('P'), { type: 'add', quantity: 1, measurementUnit: 'E' });
    expect(noPack.statusCode).toBe(400);
    expect(noPack.json().fields).toEqual({ quantity: 'This item has no pack size for P' });
    expect(await ledgerCount(item)).toBe(0);
    const stored = await db()
      .select({ n: count() })
      .from(directInventoryUpdates)
      .where(eq(directInventoryUpdates.warehouseProductId, item));
    expect(stored[0]!.n).toBe(0);
  });

  it('answers 409 when removing more than is there, and writes neither the update nor the ledger', async () => {
    const item = await newItem();
    await update(item, { type: 'add', quantity: 4 });
    const res = await update(item, { type: 'remove', quantity: 5, referenceNumber: 'TOO-MANY' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'not_enough_stock' });
    expect(res.json().message).toMatch(/Not enough stock: 4 available at D-01-1, 5 needed/);
    expect(await onHand(item)).toBe(4);
    expect(await ledgerCount(item)).toBe(1);
    const refused = await db()
      .select()
      .from(directInventoryUpdates)
      .where(eq(directInventoryUpdates.referenceNumber, 'TOO-MANY'));
    expect(refused).toEqual([]);
  });

  it('needs the reason', async () => {
    const res = await update(await newItem(), { type: 'add', quantity: 1, note: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ note: 'Reason is required' });
  });

  it('cannot be back-dated: a date sent with the update is dropped, the movement is recorded now', async () => {
    const item = await newItem();
    const before = Date.now();
    const res = await update(item, { type: 'add', quantity: 2, createdAt: '2020-01-01T00:00:00Z' });
    expect(res.statusCode, res.body).toBe(201);
    expect(new Date(res.json().createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await db().select().from(stockLedger).where(eq(stockLedger.vendorProductId, item));
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('idempotency', () => {
  it('applies a retried request with the same key once, answering the first update', async () => {
    const item = await newItem();
    const key = { 'idempotency-key': `diu-${item}-a` };
    const first = await update(item, { type: 'add', quantity: 6 }, key);
    const again = await update(item, { type: 'add', quantity: 6 }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(await onHand(item)).toBe(6);
    const [twoClicks] = await Promise.all([
      update(item, { type: 'add', quantity: 1 }, { 'idempotency-key': `diu-${item}-b` }),
      update(item, { type: 'add', quantity: 1 }, { 'idempotency-key': `diu-${item}-b` }),
    ]);
    expect(twoClicks.statusCode).toBe(201);
    expect(await onHand(item)).toBe(7);
    const stored = await db()
      .select({ n: count() })
      .from(directInventoryUpdates)
      .where(eq(directInventoryUpdates.warehouseProductId, item));
    expect(stored[0]!.n).toBe(2);
  });

  it('runs a key again for real when its first attempt failed', async () => {
    const item = await newItem();
    const key = { 'idempotency-key': `diu-${item}-retry` };
    expect((await update(item, { type: 'remove', quantity: 2 }, key)).statusCode).toBe(409);
    await update(item, { type: 'add', quantity: 5 });
    expect((await update(item, { type: 'remove', quantity: 2 }, key)).statusCode).toBe(201);
    expect(await onHand(item)).toBe(3);
  });
});

describe('scope and permission', () => {
  it('lets a brand read its updates and their ledger, but not record one', async () => {
    const item = await newItem();
    const made = await update(item, { type: 'add', quantity: 1 });
    const read = await t.request('GET', `/api/inventory/diu/${made.json().id}/ledger`, { token: brand });
    expect(read.statusCode).toBe(200);
    const refused = await t.request('POST', '/api/inventory/diu', {
      token: brand,
      body: { vendorId: nwg, warehouseId: dal, warehouseProductId: item, type: 'add', note: 'x' },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('answers 404 for another vendor’s update, like a missing one', async () => {
    const [bpoUpdate] = await db()
      .select()
      .from(directInventoryUpdates)
      .innerJoin(vendorProducts, eq(vendorProducts.id, directInventoryUpdates.warehouseProductId))
      .where(and(eq(vendorProducts.sku, 'BPO-BAG-20F')));
    const id = bpoUpdate!.direct_inventory_updates.id;
    expect((await t.request('GET', `/api/inventory/diu/${id}/ledger`, { token: brand })).statusCode).toBe(
      404,
    );
    expect((await t.request('GET', `/api/inventory/diu/${id}/ledger`, { token: admin })).statusCode).toBe(
      200,
    );
    expect(
      (await t.request('GET', '/api/inventory/diu/2000000000/ledger', { token: admin })).statusCode,
    ).toBe(404);
  });
});
