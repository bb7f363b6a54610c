/**
 * Products mapping: a storefront product maps to one vendor item of its storefront's vendor (map,
 * unmap), or many at once by SKU (auto-map, one transaction answering how many). Vendor users never
 * reach another vendor's products or items (404).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionLog,
  projects,
  storefrontProducts,
  users,
  vendorProducts,
  vendors,
} from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let manager: string;
let brand: string;
const ids = { nwg: 0, bpo: 0, nwgWhsl: 0, bpoDtc: 0 };

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  await db
    .update(users)
    .set({ permissions: ['storefronts.productsMapping'] })
    .where(eq(users.email, 'brand@northwind.test'));
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  manager = (await t.login('manager@dockhand.test')).jwtToken;
  brand = (await t.login('brand@northwind.test')).jwtToken;
  const v = await db.select().from(vendors);
  const p = await db.select().from(projects);
  ids.nwg = v.find((x) => x.code === 'NWG')!.id;
  ids.bpo = v.find((x) => x.code === 'BPO')!.id;
  ids.nwgWhsl = p.find((x) => x.clientCode === 'NWG-WHSL')!.id;
  ids.bpoDtc = p.find((x) => x.clientCode === 'BPO-DTC')!.id;
});
afterAll(() => t.close());

const post = (url: string, token: string, body?: unknown) => t.request('POST', url, { token, body });
const item = async (vendorId: number, sku: string) =>
  (
    await t.database.db
      .select()
      .from(vendorProducts)
      .where(and(eq(vendorProducts.vendorId, vendorId), eq(vendorProducts.sku, sku)))
  )[0]!;
const product = async (projectId: number, sku: string) =>
  (
    await t.database.db
      .select()
      .from(storefrontProducts)
      .where(and(eq(storefrontProducts.projectId, projectId), eq(storefrontProducts.sku, sku)))
  )[0]!;

describe('mapping one product', () => {
  it('maps to an item of the storefront’s vendor, refuses another vendor’s, and unmaps', async () => {
    const gift = await product(ids.nwgWhsl, 'NWG-GIFT-SET');
    const candle = await item(ids.nwg, 'NWG-CANDLE-CED');
    const tent = await item(ids.bpo, 'BPO-TENT-2P');

    const wrong = await post(`/api/common/products/${gift.id}/map`, admin, { vendorProductId: tent.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({
      vendorProductId: 'Choose a vendor item of this storefront’s vendor',
    });
    expect((await post(`/api/common/products/${gift.id}/map`, admin, {})).json().fields).toEqual({
      vendorProductId: 'Vendor item is required',
    });

    const mapped = await post(`/api/common/products/${gift.id}/map`, admin, { vendorProductId: candle.id });
    expect(mapped.statusCode).toBe(200);
    expect(mapped.json()).toMatchObject({
      id: gift.id,
      vendorProductId: candle.id,
      version: gift.version + 1,
    });
    const unmapped = await post(`/api/common/products/${gift.id}/unmap`, admin);
    expect(unmapped.json()).toMatchObject({ vendorProductId: null, version: gift.version + 2 });
    const log = await t.database.db
      .select({ action: actionLog.action, projectId: actionLog.projectId })
      .from(actionLog)
      .where(and(eq(actionLog.resource, 'products'), eq(actionLog.resourceId, String(gift.id))));
    expect(log).toEqual([
      { action: 'map', projectId: ids.nwgWhsl },
      { action: 'unmap', projectId: ids.nwgWhsl },
    ]);
  });

  it('needs the mapping permission', async () => {
    const gift = await product(ids.nwgWhsl, 'NWG-GIFT-SET');
    expect((await post(`/api/common/products/${gift.id}/unmap`, manager)).statusCode).toBe(403);
    expect((await post(`/api/common/projects/${ids.nwgWhsl}/auto-map-products`, manager)).statusCode).toBe(
      403,
    );
    expect(
      (await t.request('GET', `/api/common/projects/${ids.nwgWhsl}/vendor-items`, { token: manager }))
        .statusCode,
    ).toBe(403);
  });
});

describe('auto-map by SKU', () => {
  it('maps every unmapped product whose SKU is an active item’s, once, and counts them', async () => {
    const db = t.database.db;
    const mug = await item(ids.nwg, 'NWG-MUG-11');
    const tote = await item(ids.nwg, 'NWG-TOTE-CAN');
    // An inactive item is not a target: its tote listing stays unmapped.
    await db.update(vendorProducts).set({ status: 'inactive' }).where(eq(vendorProducts.id, tote.id));
    const mappedBefore = await db
      .select()
      .from(storefrontProducts)
      .where(eq(storefrontProducts.projectId, ids.nwgWhsl));

    const res = await post(`/api/common/projects/${ids.nwgWhsl}/auto-map-products`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mapped: 1 });
    expect((await product(ids.nwgWhsl, 'NWG-MUG-11')).vendorProductId).toBe(mug.id);
    expect((await product(ids.nwgWhsl, 'NWG-TOTE-CAN')).vendorProductId).toBeNull();
    expect((await product(ids.nwgWhsl, 'NWG-GIFT-SET')).vendorProductId).toBeNull();
    // Products mapped before keep their mapping.
    for (const before of mappedBefore.filter((p) => p.vendorProductId !== null))
      expect((await product(ids.nwgWhsl, before.sku)).vendorProductId).toBe(before.vendorProductId);

    expect((await post(`/api/common/projects/${ids.nwgWhsl}/auto-map-products`, admin)).json()).toEqual({
      mapped: 0,
    });
    await db.update(vendorProducts).set({ status: 'active' }).where(eq(vendorProducts.id, tote.id));
    expect((await post(`/api/common/projects/${ids.nwgWhsl}/auto-map-products`, admin)).json()).toEqual({
      mapped: 1,
    });
    const autoLogs = await db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.action, 'auto-map'), eq(actionLog.projectId, ids.nwgWhsl)));
    expect(autoLogs).toHaveLength(2);
  });

  it('never maps to another vendor’s item with the same SKU', async () => {
    const db = t.database.db;
    // A Northwind listing that carries a Bluepeak SKU.
    await db.insert(storefrontProducts).values({ projectId: ids.nwgWhsl, name: 'Odd', sku: 'BPO-STOVE-CMP' });
    await post(`/api/common/projects/${ids.nwgWhsl}/auto-map-products`, admin);
    expect((await product(ids.nwgWhsl, 'BPO-STOVE-CMP')).vendorProductId).toBeNull();
  });
});

describe('a brand user with the mapping permission', () => {
  it('maps its own products and sees only its own vendor’s items', async () => {
    const items = await t.request('GET', `/api/common/projects/${ids.nwgWhsl}/vendor-items`, {
      token: brand,
    });
    expect(items.statusCode).toBe(200);
    const nwgSkus = (
      await t.database.db.select().from(vendorProducts).where(eq(vendorProducts.vendorId, ids.nwg))
    ).map((v) => v.sku);
    expect(
      items
        .json()
        .map((v: { sku: string }) => v.sku)
        .sort(),
    ).toEqual(nwgSkus.sort());
    const gift = await product(ids.nwgWhsl, 'NWG-GIFT-SET');
    const res = await post(`/api/common/products/${gift.id}/map`, brand, {
      vendorProductId: items.json()[0].id,
    });
    expect(res.statusCode).toBe(200);
  });

  it('gets 404 for Bluepeak storefronts and products, and changes nothing there', async () => {
    const tent = await product(ids.bpoDtc, 'BPO-TENT-2P');
    expect(tent.vendorProductId).toBeNull();
    const bpoItem = await item(ids.bpo, 'BPO-TENT-2P');
    expect(
      (await t.request('GET', `/api/common/projects/${ids.bpoDtc}/vendor-items`, { token: brand }))
        .statusCode,
    ).toBe(404);
    expect((await post(`/api/common/projects/${ids.bpoDtc}/auto-map-products`, brand)).statusCode).toBe(404);
    expect(
      (await post(`/api/common/products/${tent.id}/map`, brand, { vendorProductId: bpoItem.id })).statusCode,
    ).toBe(404);
    const listed = await post('/api/common/products/listItems', brand, { projectId: ids.bpoDtc });
    expect(listed.json()).toEqual({ total: 0, items: [] });
    const unmappedBpo = await t.database.db
      .select()
      .from(storefrontProducts)
      .where(and(eq(storefrontProducts.projectId, ids.bpoDtc), isNull(storefrontProducts.vendorProductId)));
    expect(unmappedBpo.map((p) => p.sku)).toEqual(['BPO-TENT-2P']);
  });
});
