/**
 * Virtual orders: who may see and retry them (storefronts.massRetryVirtualOrders; 403 without it),
 * the tenant scope (a brand user given the permission never sees, retries or discards another vendor's
 * virtual order: 404, as if missing) and bad input (400 with a message per field, nothing written).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { startTestApp } from './harness';
import { orderFixtures, type OrderFixtures } from './order-fixtures';
import {
  BASE,
  connectorBody,
  discard,
  listVirtualOrders,
  newStorefront,
  retry,
  retryAll,
  sendOrder,
  setEnabled,
  storedVirtualOrder,
  type Storefront,
} from './virtual-order-fixtures';

let f: OrderFixtures;
let manager: string;
let brand: string;
let nwg: Storefront;
let bpo: Storefront;
const ids = { nwg: 0, bpo: 0 };

beforeAll(async () => {
  f = await orderFixtures(await startTestApp());
  await f.t.database.db
    .update(users)
    .set({ permissions: ['storefronts.massRetryVirtualOrders'] })
    .where(eq(users.email, 'brand@northwind.test'));
  brand = (await f.t.login('brand@northwind.test')).jwtToken;
  manager = (await f.t.login('manager@dockhand.test')).jwtToken;
  nwg = await newStorefront(f);
  bpo = await newStorefront(f, f.bluepeakProject);
  for (const shop of [nwg, bpo]) await setEnabled(f, shop.id, false);
  ids.nwg = (await sendOrder(f, nwg.secret, connectorBody(f, []))).json().virtualOrderId;
  ids.bpo = (await sendOrder(f, bpo.secret, connectorBody(f, []))).json().virtualOrderId;
});
afterAll(() => f.t.close());

describe('permission', () => {
  it('without storefronts.massRetryVirtualOrders every call answers 403', async () => {
    const calls = [
      listVirtualOrders(f, {}, manager),
      f.t.request('GET', `${BASE}/listItems`, { token: manager }),
      f.t.request('GET', `${BASE}/${ids.nwg}`, { token: manager }),
      retry(f, ids.nwg, {}, manager),
      retryAll(f, { ids: [ids.nwg] }, manager),
      discard(f, ids.nwg, manager),
      listVirtualOrders(f, {}, f.bluepeak),
    ];
    expect((await Promise.all(calls)).map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(await storedVirtualOrder(f, ids.nwg)).toMatchObject({ status: 'Pending', attempts: 0 });
  });
});

describe('scope', () => {
  it("a brand user sees its own vendor's virtual orders only", async () => {
    const listed = await listVirtualOrders(f, { status: 'all', perPage: 200 }, brand);
    expect(listed.statusCode).toBe(200);
    const vendors = new Set(listed.json().items.map((r: { vendorId: number }) => r.vendorId));
    expect([...vendors]).toEqual([nwg.vendorId]);
    expect(listed.json().items.map((r: { id: number }) => r.id)).toContain(ids.nwg);
    expect((await f.t.request('GET', `${BASE}/${ids.nwg}`, { token: brand })).statusCode).toBe(200);
  });

  it("another vendor's virtual order answers 404 as if missing, and is left alone", async () => {
    expect((await f.t.request('GET', `${BASE}/${ids.bpo}`, { token: brand })).statusCode).toBe(404);
    expect((await f.t.request('GET', `${BASE}/2000000000`, { token: brand })).statusCode).toBe(404);
    expect((await retry(f, ids.bpo, {}, brand)).statusCode).toBe(404);
    expect((await discard(f, ids.bpo, brand)).statusCode).toBe(404);
    const bulk = await retryAll(f, { ids: [ids.bpo] }, brand);
    expect(bulk.json().results).toEqual([
      {
        id: ids.bpo,
        orderNumber: null,
        outcome: 'failed',
        message: 'Virtual order not found.',
        orderId: null,
      },
    ]);
    const byStorefront = await retryAll(f, { projectId: bpo.id }, brand);
    expect(byStorefront.statusCode).toBe(400);
    expect(byStorefront.json().fields).toEqual({ projectId: 'Choose a storefront you have access to' });
    expect(await storedVirtualOrder(f, ids.bpo)).toMatchObject({ status: 'Pending', attempts: 0 });
  });
});

describe('bad input', () => {
  it('the list refuses bad filters and paging, one message per field', async () => {
    const res = await listVirtualOrders(f, {
      page: 0,
      perPage: 1000,
      projectId: 'north',
      status: 'Lost',
      reasonCode: 'nope',
      sortBy: 'orderTotal',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(
      ['page', 'perPage', 'projectId', 'reasonCode', 'sortBy', 'status'].sort(),
    );
  });

  it('retry-all needs a storefront or ids, at most 500 of them', async () => {
    const cases: [unknown, string][] = [
      [{}, 'projectId'],
      [{ ids: [] }, 'projectId'],
      [{ projectId: 'north' }, 'projectId'],
      [{ ids: 'all' }, 'ids'],
      [{ ids: [1, 'x'] }, 'ids[1]'],
      [{ ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'ids'],
    ];
    for (const [body, field] of cases) {
      const res = await retryAll(f, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().fields), JSON.stringify(body)).toEqual([field]);
    }
    expect((await retryAll(f, [1, 2])).statusCode).toBe(400);
  });

  it('a retry refuses a store that is no number, and a store for a virtual order whose store is known', async () => {
    const bad = await retry(f, ids.nwg, { storeId: 'main' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ storeId: 'Choose a store of this storefront' });
    const notUnknown = await retry(f, ids.nwg, { storeId: nwg.storeId });
    expect(notUnknown.statusCode).toBe(400);
    expect(Object.keys(notUnknown.json().fields)).toEqual(['storeId']);
    expect((await retry(f, 0)).statusCode).toBe(404);
    expect((await f.t.request('GET', `${BASE}/abc`, { token: f.admin })).statusCode).toBe(404);
    expect(await storedVirtualOrder(f, ids.nwg)).toMatchObject({ status: 'Pending', attempts: 0 });
  });
});
