/**
 * Who may use the shipping tool's calls, and with what: the secret is never answered (nor logged);
 * each list needs its own permission (403), a sync the permission of every list it pulls; a brand
 * user never reaches another vendor's storefront or records (404, as if missing); bad input answers
 * 400 with a message per field and writes nothing.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionLog,
  projects,
  shippingToolConnections,
  shippingToolStores,
  stores,
  users,
} from '../../server/db/schema';
import {
  createFakeShipStation,
  type FakeShipStation,
} from '../../server/integrations/shipping-tool/fake-server';
import { startTestApp, type TestApp } from './harness';

const SECRET = 'top-secret-value-42';
const credentials = { apiKey: 'acct-key', apiSecret: SECRET };

let t: TestApp;
let fake: FakeShipStation;
let baseUrl: string;
let admin: string;
const ids = { nwgShop: 0, bpoDtc: 0, nwgRecord: 0, bpoRecord: 0, bpoStore: 0 };

const as = (email: string, permissions: string[]) =>
  t.database.db.update(users).set({ permissions }).where(eq(users.email, email));
const connect = (projectId: number, token: string, body: Record<string, unknown> = {}) =>
  t.request('PUT', `/api/common/shippingTool/connections/${projectId}`, {
    token,
    body: { kind: 'ShipStation', baseUrl, ...credentials, enabled: true, ...body },
  });
const sync = (projectId: number, token: string, scope: unknown = 'all') =>
  t.request('POST', `/api/common/shippingTool/${projectId}/sync`, { token, body: { scope } });
const actions = async () => (await t.database.db.select({ n: count() }).from(actionLog))[0]!.n;

beforeAll(async () => {
  t = await startTestApp();
  fake = createFakeShipStation({
    ...credentials,
    data: {
      stores: [
        {
          storeId: 1,
          storeName: 'Northwind Shopify',
          marketplaceId: 26,
          marketplaceName: 'Shopify',
          active: true,
        },
      ],
      products: [
        { productId: 2, sku: 'NWG-SHOP-MUG-11', name: 'Mug', price: 18, weightOz: 14, active: true },
      ],
      tags: [{ tagId: 3, name: 'VIP', color: '#7C3AED' }],
    },
  });
  baseUrl = await fake.listen();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  const p = await t.database.db.select().from(projects);
  ids.nwgShop = p.find((x) => x.clientCode === 'NWG-SHOP')!.id;
  ids.bpoDtc = p.find((x) => x.clientCode === 'BPO-DTC')!.id;
  for (const projectId of [ids.nwgShop, ids.bpoDtc]) {
    expect((await connect(projectId, admin)).statusCode).toBe(200);
    expect((await sync(projectId, admin)).json().status).toBe('Succeeded');
  }
  const record = async (projectId: number) =>
    (
      await t.database.db.select().from(shippingToolStores).where(eq(shippingToolStores.projectId, projectId))
    )[0]!.id;
  ids.nwgRecord = await record(ids.nwgShop);
  ids.bpoRecord = await record(ids.bpoDtc);
  ids.bpoStore = (await t.database.db.select().from(stores).where(eq(stores.projectId, ids.bpoDtc)))[0]!.id;
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

describe('the secret', () => {
  it('is never answered, kept when a save leaves it empty, and never logged', async () => {
    const read = await t.request('GET', `/api/common/shippingTool/connections/${ids.nwgShop}`, {
      token: admin,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().connection).toMatchObject({
      baseUrl,
      apiKey: 'acct-key',
      secretSet: true,
      enabled: true,
    });
    expect(read.json().connection).not.toHaveProperty('apiSecret');
    expect(read.body).not.toContain(SECRET);

    const saved = await connect(ids.nwgShop, admin, {
      apiSecret: '',
      version: read.json().connection.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(SECRET);
    const [stored] = await t.database.db
      .select()
      .from(shippingToolConnections)
      .where(eq(shippingToolConnections.projectId, ids.nwgShop));
    expect(stored!.apiSecret).toBe(SECRET);
    expect((await sync(ids.nwgShop, admin, 'tags')).json().status).toBe('Succeeded');

    const logged = await t.database.db
      .select()
      .from(actionLog)
      .where(eq(actionLog.resource, 'shippingToolConnections'));
    expect(logged.length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(logged)).not.toContain(SECRET);
  });

  it('refuses a save made on a version someone changed since (409)', async () => {
    const stale = await connect(ids.nwgShop, admin, { version: 1 });
    expect(stale.statusCode).toBe(409);
  });
});

describe('permissions per list', () => {
  it('gives each list to its own permission, and a sync to every list it pulls', async () => {
    await as('manager@dockhand.test', ['integrations.shipping.stores']);
    const manager = (await t.login('manager@dockhand.test')).jwtToken;
    const get = (url: string) => t.request('GET', url, { token: manager });
    const q = `?projectId=${ids.nwgShop}`;
    expect((await get(`/api/common/shippingTool/stores${q}`)).statusCode).toBe(200);
    expect((await get(`/api/common/shippingTool/stores/choices${q}`)).statusCode).toBe(200);
    expect((await get(`/api/common/shippingTool/products${q}`)).statusCode).toBe(403);
    expect((await get(`/api/common/shippingTool/tags/choices${q}`)).statusCode).toBe(403);
    expect((await get(`/api/common/shippingTool/syncs${q}`)).statusCode).toBe(200);
    expect((await get(`/api/common/shippingTool/connections/${ids.nwgShop}`)).statusCode).toBe(200);
    const mapTag = await t.request('PUT', `/api/common/shippingTool/tags/${ids.nwgRecord}`, {
      token: manager,
      body: { orderTagId: null },
    });
    expect(mapTag.statusCode).toBe(403);
    expect((await sync(ids.nwgShop, manager, 'products')).statusCode).toBe(403);
    expect((await sync(ids.nwgShop, manager, 'all')).statusCode).toBe(403);
    expect((await sync(ids.nwgShop, manager, 'stores')).json().status).toBe('Succeeded');

    await as('manager@dockhand.test', ['integrations.shipping.orderTags']);
    const tagsOnly = (await t.login('manager@dockhand.test')).jwtToken;
    const connection = await t.request('GET', `/api/common/shippingTool/connections/${ids.nwgShop}`, {
      token: tagsOnly,
    });
    expect(connection.statusCode).toBe(403);
    expect(
      (await t.request('GET', `/api/common/shippingTool/tags${q}`, { token: tagsOnly })).statusCode,
    ).toBe(200);
  });
});

describe('another vendor’s storefront', () => {
  it('answers 404 to a brand user for every call, as if it did not exist', async () => {
    await as('brand@northwind.test', [
      'integrations.shipping.stores',
      'integrations.shipping.storefrontProducts',
      'integrations.shipping.orderTags',
    ]);
    const brand = (await t.login('brand@northwind.test')).jwtToken;
    const own = await t.request('GET', `/api/common/shippingTool/stores?projectId=${ids.nwgShop}`, {
      token: brand,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().total).toBeGreaterThan(0);

    const q = `?projectId=${ids.bpoDtc}`;
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/common/shippingTool/connections/${ids.bpoDtc}`],
      ['PUT', `/api/common/shippingTool/connections/${ids.bpoDtc}`, { baseUrl, ...credentials }],
      ['POST', `/api/common/shippingTool/${ids.bpoDtc}/sync`, { scope: 'all' }],
      ['GET', `/api/common/shippingTool/stores${q}`],
      ['GET', `/api/common/shippingTool/products/choices${q}`],
      ['GET', `/api/common/shippingTool/syncs${q}`],
      ['PUT', `/api/common/shippingTool/stores/${ids.bpoRecord}`, { storeId: null }],
    ];
    const before = await actions();
    for (const [method, url, body] of calls) {
      const res = await t.request(method, url, { token: brand, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await actions()).toBe(before);
  });
});

describe('bad input', () => {
  it('answers 400 with a message per field and writes nothing', async () => {
    const kettle = (await t.database.db.select().from(projects)).find((p) => p.clientCode === 'KTC-SUB')!;
    const before = await actions();
    const first = await t.request('PUT', `/api/common/shippingTool/connections/${kettle.id}`, {
      token: admin,
      body: { kind: 'Other', baseUrl: 'ftp://tool.example', enabled: 'maybe' },
    });
    expect(first.statusCode).toBe(400);
    expect(first.json().fields).toEqual({
      kind: 'Kind must be one of: ShipStation',
      baseUrl: 'Base URL must be a web address such as https://ssapi.shipstation.com',
      apiKey: 'API key is required',
      apiSecret: 'API secret is required',
      enabled: 'Enabled must be true or false',
    });
    expect(
      (
        await t.database.db
          .select()
          .from(shippingToolConnections)
          .where(eq(shippingToolConnections.projectId, kettle.id))
      ).length,
    ).toBe(0);

    expect((await sync(ids.nwgShop, admin, 'everything')).json().fields).toEqual({
      scope: 'Scope must be one of: stores, products, tags, all',
    });
    const noScope = await t.request('POST', `/api/common/shippingTool/${ids.nwgShop}/sync`, {
      token: admin,
      body: {},
    });
    expect(noScope.json().fields).toEqual({ scope: 'Scope is required' });

    const badQuery = await t.request('GET', '/api/common/shippingTool/products?perPage=0&mapped=yes', {
      token: admin,
    });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().fields).toEqual({
      projectId: 'Choose a storefront',
      perPage: 'Must be a whole number from 1 to 200',
      mapped: 'Must be true or false',
    });

    const map = (body: unknown) =>
      t.request('PUT', `/api/common/shippingTool/stores/${ids.nwgRecord}`, { token: admin, body });
    expect((await map({})).json().fields).toEqual({ storeId: 'Choose a store, or null for none' });
    expect((await map({ storeId: 'abc' })).json().fields).toEqual({ storeId: 'Choose a store' });
    const otherStorefront = await map({ storeId: ids.bpoStore });
    expect(otherStorefront.statusCode).toBe(400);
    expect(otherStorefront.json().fields).toEqual({ storeId: 'Choose a store of this storefront' });
    const [record] = await t.database.db
      .select()
      .from(shippingToolStores)
      .where(and(eq(shippingToolStores.id, ids.nwgRecord)));
    expect(record!.storeId).not.toBe(ids.bpoStore);
    expect(await actions()).toBe(before);
  });
});
