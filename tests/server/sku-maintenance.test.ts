/**
 * SKU maintenance (GET /api/inventory/sku-maintenance): duplicate SKUs of a vendor, unmapped and
 * inconsistent storefront products with the item their SKU points at, each fixed in place through the
 * generic item edit (version-checked) or the storefront product's map action; limited to the user's
 * vendors and storefronts.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontProducts, users, vendorProducts } from '../../server/db/schema';
import { vendorIdsByCode } from '../../server/db/seed';
import type { SkuMaintenanceReport } from '../../src/domain/sku-maintenance';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let nwg: number;
let bpo: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  const ids = await vendorIdsByCode(t.database.db, ['NWG', 'BPO']);
  nwg = ids.get('NWG')!;
  bpo = ids.get('BPO')!;
});
afterAll(() => t.close());

const db = () => t.database.db;
const report = async (token = admin) => {
  const res = await t.request('GET', '/api/inventory/sku-maintenance', { token });
  expect(res.statusCode).toBe(200);
  return res.json() as SkuMaintenanceReport;
};
/** The oldest item with the SKU (the seeded one; tests add same-SKU items of other vendors). */
const itemBySku = async (sku: string) =>
  (
    await db().select().from(vendorProducts).where(eq(vendorProducts.sku, sku)).orderBy(vendorProducts.id)
  )[0]!;

describe('the report', () => {
  it('lists unmapped storefront products with the vendor item their SKU points at', async () => {
    const { unmapped, duplicates, inconsistent } = await report();
    expect(duplicates).toEqual({ total: 0, rows: [] });
    expect(inconsistent).toEqual({ total: 0, rows: [] });
    const bySku = Object.fromEntries(unmapped.rows.map((r) => [r.sku, r.suggestion?.sku ?? null]));
    expect(bySku).toEqual({
      'NWG-MUG-11': 'NWG-MUG-11',
      'NWG-TOTE-CAN': 'NWG-TOTE-CAN',
      'NWG-GIFT-SET': null,
      'BPO-TENT-2P': 'BPO-TENT-2P',
      // The storefront's client code in place of the vendor prefix.
      'LUM-WEB-SER-VC': 'LUM-SER-VC',
      // Listed by Northwind's shipping tool (seed/shipping-tool.ts); kit products are mapped, not here.
      'NWG-SHOP-MUG-SET4': null,
    });
    expect(unmapped.total).toBe(6);
  });

  it('finds SKUs of one vendor that differ only in case and spaces, and a rename fixes them', async () => {
    const mug = await itemBySku('NWG-MUG-11');
    const [copy] = await db()
      .insert(vendorProducts)
      .values({ vendorId: nwg, sku: ' nwg-mug-11 ', item: 'Mug (imported twice)' })
      .returning();
    // Another vendor's item with the same SKU is no duplicate.
    await db().insert(vendorProducts).values({ vendorId: bpo, sku: 'NWG-MUG-11', item: 'Borrowed mug' });
    const { duplicates } = await report();
    expect(duplicates.total).toBe(1);
    expect(duplicates.rows[0]).toMatchObject({ vendorId: nwg, key: 'NWG-MUG-11' });
    expect(duplicates.rows[0]!.items.map((i) => i.id)).toEqual([mug.id, copy!.id]);

    const row = (await t.request('GET', `/api/vendorProducts/${copy!.id}`, { token: admin })).json();
    const renamed = await t.request('POST', '/api/vendorProducts/edit', {
      token: admin,
      body: { ...row, sku: 'NWG-MUG-11-DUP', version: duplicates.rows[0]!.items[1]!.version },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await report()).duplicates.total).toBe(0);
    // A rename made on an old version of the row is refused.
    const stale = await t.request('POST', '/api/vendorProducts/edit', {
      token: admin,
      body: { ...row, sku: 'NWG-MUG-11-X', version: row.version },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('finds mapped products whose item’s SKU does not explain theirs, and a remap fixes them', async () => {
    const tote = await itemBySku('NWG-TOTE-CAN');
    const mug = await itemBySku('NWG-MUG-11');
    const [shopMug] = await db()
      .update(storefrontProducts)
      .set({ vendorProductId: tote.id })
      .where(eq(storefrontProducts.sku, 'NWG-SHOP-MUG-11'))
      .returning();
    const { inconsistent } = await report();
    expect(inconsistent.total).toBe(1);
    expect(inconsistent.rows[0]).toMatchObject({
      id: shopMug!.id,
      clientCode: 'NWG-SHOP',
      mapped: { id: tote.id, sku: 'NWG-TOTE-CAN' },
      suggestion: { id: mug.id, sku: 'NWG-MUG-11' },
    });
    const mapped = await t.request('POST', `/api/common/products/${shopMug!.id}/map`, {
      token: admin,
      body: { vendorProductId: mug.id },
    });
    expect(mapped.statusCode).toBe(200);
    expect((await report()).inconsistent.total).toBe(0);
  });

  it('leaves out storefront products that fulfilment ignores', async () => {
    await db()
      .update(storefrontProducts)
      .set({ onFulfillmentIgnore: true })
      .where(eq(storefrontProducts.sku, 'NWG-GIFT-SET'));
    expect((await report()).unmapped.rows.map((r) => r.sku)).not.toContain('NWG-GIFT-SET');
  });
});

describe('access', () => {
  it('needs other.skuMaintenance, and limits a brand to its own vendor and storefronts', async () => {
    const brand = await t.login('brand@northwind.test');
    expect(
      (await t.request('GET', '/api/inventory/sku-maintenance', { token: brand.jwtToken })).statusCode,
    ).toBe(403);
    await db()
      .update(users)
      .set({ permissions: ['other.skuMaintenance'] })
      .where(and(eq(users.id, brand.id)));
    const own = await report(brand.jwtToken);
    expect(own.unmapped.rows.length).toBeGreaterThan(0);
    expect(own.unmapped.rows.every((r) => r.vendorId === nwg)).toBe(true);
  });
});
