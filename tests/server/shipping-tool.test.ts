/**
 * The shipping tool's sync over HTTP, against the fake ShipStation on a local port: a sync maps the
 * tool's stores (same name), products (same SKU; made when missing, as intake makes them) and tags
 * (same name; made when missing); a re-sync updates what changed, leaves the rest at its version and
 * marks inactive what the tool no longer lists; a mapping set by hand (or cleared by hand) survives a
 * sync; every sync leaves a log row, Succeeded with its counts or Failed with the reason; two syncs at
 * once leave one row per record of the tool.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionLog,
  orderTags,
  projects,
  shippingToolConnections,
  shippingToolProducts,
  shippingToolStores,
  shippingToolSyncs,
  shippingToolTags,
  storefrontProducts,
  stores,
  vendorProducts,
} from '../../server/db/schema';
import {
  createFakeShipStation,
  type FakeShipStation,
  type FakeShipStationData,
} from '../../server/integrations/shipping-tool/fake-server';
import type {
  ShippingToolProductRow,
  ShippingToolStoreRow,
  ShippingToolTagRow,
} from '../../src/domain/contracts/shipping-tool';
import { startTestApp, type TestApp } from './harness';

const credentials = { apiKey: 'bpo-key', apiSecret: 'bpo-secret' };
const account = (): FakeShipStationData => ({
  stores: [
    {
      storeId: 501,
      storeName: 'Bluepeak Shopify',
      marketplaceId: 26,
      marketplaceName: 'Shopify',
      active: true,
    },
    {
      storeId: 502,
      storeName: ' bluepeak walmart ',
      marketplaceId: 51,
      marketplaceName: 'Walmart',
      active: true,
    },
    {
      storeId: 503,
      storeName: 'Bluepeak REI',
      marketplaceId: 0,
      marketplaceName: 'ShipStation',
      active: true,
    },
  ],
  products: [
    {
      productId: 601,
      sku: 'BPO-DTC-TENT-2P',
      name: 'Ridgeline 2P Tent',
      price: 189,
      weightOz: 73.6,
      active: true,
    },
    { productId: 602, sku: 'BPO-DTC-LANTERN', name: 'Camp Lantern', price: 34.5, weightOz: 12, active: true },
    {
      productId: 603,
      sku: 'BPO-BTL-1L',
      name: 'Insulated Bottle 1L',
      price: 28,
      weightOz: 12.8,
      active: true,
    },
    { productId: 604, sku: 'BPO-DTC-OLD-CUP', name: 'Old Cup', price: 5, weightOz: 3, active: false },
  ],
  tags: [
    { tagId: 701, name: 'vip', color: '#7C3AED' },
    { tagId: 702, name: 'Backorder', color: '#ffcc99' },
  ],
});

let t: TestApp;
let fake: FakeShipStation;
let baseUrl: string;
let admin: string;
const ids = { bpoDtc: 0, ktcSub: 0, bpoVendor: 0 };

beforeAll(async () => {
  t = await startTestApp();
  fake = createFakeShipStation({ ...credentials, data: account() });
  baseUrl = await fake.listen();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  const p = await t.database.db.select().from(projects);
  ids.bpoDtc = p.find((x) => x.clientCode === 'BPO-DTC')!.id;
  ids.ktcSub = p.find((x) => x.clientCode === 'KTC-SUB')!.id;
  ids.bpoVendor = p.find((x) => x.clientCode === 'BPO-DTC')!.vendorId;
  for (const projectId of [ids.bpoDtc, ids.ktcSub]) {
    const saved = await t.request('PUT', `/api/common/shippingTool/connections/${projectId}`, {
      token: admin,
      body: { kind: 'ShipStation', baseUrl, ...credentials, enabled: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

const sync = (projectId: number, scope = 'all') =>
  t.request('POST', `/api/common/shippingTool/${projectId}/sync`, { token: admin, body: { scope } });
const list = async <T>(name: string, query = '') => {
  const res = await t.request(
    'GET',
    `/api/common/shippingTool/${name}?projectId=${ids.bpoDtc}&perPage=50${query}`,
    {
      token: admin,
    },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; items: T[] };
};
const byExternal = <T extends { externalId: string }>(rows: T[], id: number) =>
  rows.find((r) => r.externalId === String(id))!;
const storeId = async (name: string) =>
  (await t.database.db.select().from(stores).where(eq(stores.name, name)))[0]!.id;

describe('a first sync', () => {
  it('pulls every list and maps each record to Dockhand’s', async () => {
    const res = await sync(ids.bpoDtc);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      projectId: ids.bpoDtc,
      scope: 'all',
      status: 'Succeeded',
      error: null,
      userName: expect.any(String),
      counts: {
        stores: { created: 3, updated: 0, unchanged: 0, deactivated: 0 },
        products: { created: 4, updated: 0, unchanged: 0, deactivated: 0 },
        tags: { created: 2, updated: 0, unchanged: 0, deactivated: 0 },
      },
    });
    expect(res.json().finishedAt).not.toBeNull();

    const storeRows = (await list<ShippingToolStoreRow>('stores')).items;
    expect(byExternal(storeRows, 501)).toMatchObject({
      name: 'Bluepeak Shopify',
      marketplace: 'Shopify',
      active: true,
      storeId: await storeId('Bluepeak Shopify'),
      storeName: 'Bluepeak Shopify',
    });
    // Names match trimmed and in any case; a store Dockhand does not have stays for a person to map.
    expect(byExternal(storeRows, 502).storeId).toBe(await storeId('Bluepeak Walmart'));
    expect(byExternal(storeRows, 503)).toMatchObject({ storeId: null, storeName: null });

    const productRows = (await list<ShippingToolProductRow>('products')).items;
    const tent = byExternal(productRows, 601);
    expect(tent).toMatchObject({ sku: 'BPO-DTC-TENT-2P', price: 189, weightOz: 73.6 });
    expect(tent.storefrontProductSku).toBe('BPO-DTC-TENT-2P');
    // Unknown SKUs become storefront products, as on intake: mapped at once to the vendor's item of that SKU.
    const made = await t.database.db
      .select()
      .from(storefrontProducts)
      .where(eq(storefrontProducts.projectId, ids.bpoDtc));
    const lantern = made.find((p) => p.sku === 'BPO-DTC-LANTERN')!;
    expect(lantern).toMatchObject({ name: 'Camp Lantern', vendorProductId: null });
    expect(byExternal(productRows, 602).storefrontProductId).toBe(lantern.id);
    const [bottleItem] = await t.database.db
      .select()
      .from(vendorProducts)
      .where(and(eq(vendorProducts.vendorId, ids.bpoVendor), eq(vendorProducts.sku, 'BPO-BTL-1L')));
    expect(made.find((p) => p.sku === 'BPO-BTL-1L')!.vendorProductId).toBe(bottleItem!.id);
    // An inactive product of the tool makes nothing.
    expect(made.some((p) => p.sku === 'BPO-DTC-OLD-CUP')).toBe(false);
    expect(byExternal(productRows, 604)).toMatchObject({ active: false, storefrontProductId: null });

    const tagRows = (await list<ShippingToolTagRow>('tags')).items;
    expect(byExternal(tagRows, 701)).toMatchObject({ color: '#7C3AED', orderTagName: 'VIP' });
    expect(byExternal(tagRows, 702)).toMatchObject({
      color: '#FFCC99',
      orderTagName: 'Backorder',
      orderTagColor: '#FFCC99',
    });
    const [sync1] = await t.database.db
      .select()
      .from(actionLog)
      .where(
        and(eq(actionLog.resource, 'shippingToolSyncs'), eq(actionLog.resourceId, String(res.json().id))),
      );
    expect(sync1).toMatchObject({ action: 'sync', projectId: ids.bpoDtc });
  });

  it('filters a list by search, mapping and activity', async () => {
    expect(
      (await list<ShippingToolStoreRow>('stores', '&mapped=false')).items.map((s) => s.externalId),
    ).toEqual(['503']);
    expect((await list<ShippingToolProductRow>('products', '&search=lantern')).total).toBe(1);
    expect((await list<ShippingToolProductRow>('products', '&active=false')).items.map((p) => p.sku)).toEqual(
      ['BPO-DTC-OLD-CUP'],
    );
  });
});

describe('a sync after changes in the tool', () => {
  it('updates what changed, keeps the rest at its version, and deactivates what is gone', async () => {
    const before = (await list<ShippingToolStoreRow>('stores')).items;
    fake.data.stores = fake.data.stores
      .filter((s) => s.storeId !== 502)
      .map((s) => (s.storeId === 503 ? { ...s, storeName: 'Bluepeak REI Co-op' } : s));
    fake.data.products = fake.data.products.map((p) => (p.productId === 601 ? { ...p, price: 179 } : p));
    const res = await sync(ids.bpoDtc, 'stores');
    expect(res.json()).toMatchObject({
      status: 'Succeeded',
      scope: 'stores',
      counts: { stores: { created: 0, updated: 1, unchanged: 1, deactivated: 1 } },
    });
    expect(res.json().counts.products).toBeUndefined();
    const after = (await list<ShippingToolStoreRow>('stores')).items;
    expect(byExternal(after, 501).version).toBe(byExternal(before, 501).version);
    expect(byExternal(after, 503)).toMatchObject({
      name: 'Bluepeak REI Co-op',
      version: byExternal(before, 503).version + 1,
    });
    // Gone from the tool: inactive, its mapping kept for the history; listed after the active ones.
    expect(after.at(-1)).toMatchObject({
      externalId: '502',
      active: false,
      storeId: await storeId('Bluepeak Walmart'),
    });

    const products = await sync(ids.bpoDtc, 'products');
    expect(products.json().counts.products).toEqual({ created: 0, updated: 1, unchanged: 3, deactivated: 0 });
    expect(byExternal((await list<ShippingToolProductRow>('products')).items, 601).price).toBe(179);
  });
});

describe('a mapping by hand', () => {
  it('survives a sync, and so does a mapping cleared by hand', async () => {
    const rows = (await list<ShippingToolStoreRow>('stores')).items;
    const walmart = await storeId('Bluepeak Walmart');
    const mapped = await t.request('PUT', `/api/common/shippingTool/stores/${byExternal(rows, 501).id}`, {
      token: admin,
      body: { storeId: walmart },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json()).toMatchObject({ storeId: walmart, storeName: 'Bluepeak Walmart' });

    const tags = (await list<ShippingToolTagRow>('tags')).items;
    const cleared = await t.request('PUT', `/api/common/shippingTool/tags/${byExternal(tags, 701).id}`, {
      token: admin,
      body: { orderTagId: null },
    });
    expect(cleared.json()).toMatchObject({ orderTagId: null, orderTagName: null });

    expect((await sync(ids.bpoDtc)).json().status).toBe('Succeeded');
    expect(byExternal((await list<ShippingToolStoreRow>('stores')).items, 501).storeId).toBe(walmart);
    expect(byExternal((await list<ShippingToolTagRow>('tags')).items, 701).orderTagId).toBeNull();
    const logged = await t.database.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.resource, 'shippingToolStores'), eq(actionLog.action, 'map')));
    expect(logged.some((row) => row.resourceId === String(byExternal(rows, 501).id))).toBe(true);
  });
});

describe('the sync log', () => {
  it('keeps a failed sync with its reason, and writes nothing else', async () => {
    const tagsBefore = await t.database.db.select({ n: count() }).from(orderTags);
    fake.answerNextWith('/accounts/listtags', { tags: 'none' });
    const malformed = await sync(ids.bpoDtc, 'tags');
    expect(malformed.statusCode).toBe(200);
    expect(malformed.json()).toMatchObject({
      status: 'Failed',
      counts: null,
      error: expect.stringContaining('answer to GET /accounts/listtags is not what ShipStation v1 sends'),
    });
    expect(await t.database.db.select({ n: count() }).from(orderTags)).toEqual(tagsBefore);

    await t.request('PUT', `/api/common/shippingTool/connections/${ids.bpoDtc}`, {
      token: admin,
      body: { kind: 'ShipStation', baseUrl, apiKey: credentials.apiKey, apiSecret: 'rotated', enabled: true },
    });
    const refused = await sync(ids.bpoDtc, 'stores');
    expect(refused.json()).toMatchObject({
      status: 'Failed',
      error: 'The shipping tool refused the key and secret.',
    });

    const log = await t.request('GET', `/api/common/shippingTool/syncs?projectId=${ids.bpoDtc}&perPage=3`, {
      token: admin,
    });
    expect(log.statusCode).toBe(200);
    expect(log.json().items.map((s: { status: string }) => s.status)).toEqual([
      'Failed',
      'Failed',
      'Succeeded',
    ]);
    expect(log.json().total).toBeGreaterThanOrEqual(5);
  });

  it('marks a sync cut off with its process Failed when the next one starts', async () => {
    const [connection] = await t.database.db
      .select()
      .from(shippingToolConnections)
      .where(eq(shippingToolConnections.projectId, ids.ktcSub));
    const [lost] = await t.database.db
      .insert(shippingToolSyncs)
      .values({
        connectionId: connection!.id,
        projectId: ids.ktcSub,
        vendorId: connection!.vendorId,
        scope: 'stores',
        status: 'Running',
        startedAt: new Date(Date.now() - 2 * 3600_000),
      })
      .returning();
    expect((await sync(ids.ktcSub, 'stores')).statusCode).toBe(200);
    const [after] = await t.database.db
      .select()
      .from(shippingToolSyncs)
      .where(eq(shippingToolSyncs.id, lost!.id));
    expect(after).toMatchObject({ status: 'Failed', error: expect.stringMatching(/^Interrupted/) });
  });

  it('refuses to sync without an enabled connection (409), writing no log row', async () => {
    const lumen = (await t.database.db.select().from(projects)).find((p) => p.clientCode === 'LUM-WEB')!;
    const none = await sync(lumen.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/no shipping tool connection/);
  });
});

describe('two syncs at once', () => {
  it('leave one row per record of the tool, both succeeding', async () => {
    const [a, b] = await Promise.all([sync(ids.ktcSub), sync(ids.ktcSub)]);
    expect([a.json().status, b.json().status]).toEqual(['Succeeded', 'Succeeded']);
    for (const table of [shippingToolStores, shippingToolProducts, shippingToolTags]) {
      const rows = await t.database.db.select().from(table).where(eq(table.projectId, ids.ktcSub));
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.externalId)).size).toBe(rows.length);
    }
    const made = await t.database.db
      .select()
      .from(storefrontProducts)
      .where(
        and(eq(storefrontProducts.projectId, ids.ktcSub), eq(storefrontProducts.sku, 'BPO-DTC-LANTERN')),
      );
    expect(made).toHaveLength(1);
  });
});
