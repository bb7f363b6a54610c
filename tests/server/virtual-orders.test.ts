/**
 * Virtual orders (issue 16): what the public intake keeps once the key is accepted (a disabled
 * storefront, an unknown store, a refused payload; the same payload again is the same virtual order),
 * nothing for a refused key; retries after the cause is fixed place one order each, again answer the
 * same order, and retry-all gives a result per virtual order, also when two run at once. Scope,
 * permissions and bad input are virtual-orders-access.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/schema';
import { startTestApp } from './harness';
import { newItem, orderFixtures, orderRow, type OrderFixtures } from './order-fixtures';
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
  virtualOrderCount,
} from './virtual-order-fixtures';

let f: OrderFixtures;

beforeAll(async () => {
  f = await orderFixtures(await startTestApp());
});
afterAll(() => f.t.close());

const ordersNumbered = async (orderNumber: string) =>
  f.t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));

type Result = { id: number; outcome: string; orderId: number | null; message: string };

describe('kept by the public intake', () => {
  it('a disabled storefront: the same refusal with the virtual order, kept as received; placed once enabled', async () => {
    const shop = await newStorefront(f);
    await setEnabled(f, shop.id, false);
    const item = await newItem(f, 5);
    const body = connectorBody(f, [{ sku: item.sku, quantity: 1 }]);
    const refused = await sendOrder(f, shop.secret, body);
    expect(refused.statusCode).toBe(409);
    const id = refused.json().virtualOrderId;
    expect(refused.json()).toMatchObject({
      error: 'storefront_disabled',
      virtualOrderId: expect.any(Number),
    });
    const kept = await storedVirtualOrder(f, id);
    expect(kept).toMatchObject({
      projectId: shop.id,
      vendorId: shop.vendorId,
      orderNumber: body.orderNumber,
      reasonCode: 'storefront_disabled',
      status: 'Pending',
      receivedCount: 1,
      attempts: 0,
    });
    expect(kept.payload).toEqual(JSON.parse(JSON.stringify(body)));
    expect(kept.apiKeyId).not.toBeNull();

    // Still disabled: the attempt is counted and the error kept; nothing placed.
    const early = await retry(f, id);
    expect(early.statusCode, early.body).toBe(200);
    expect(early.json().result).toMatchObject({ outcome: 'failed', orderId: null });
    expect(early.json().virtualOrder).toMatchObject({ status: 'Pending', attempts: 1 });
    expect(early.json().virtualOrder.lastError).toContain('disabled');
    expect(await ordersNumbered(body.orderNumber)).toHaveLength(0);

    await setEnabled(f, shop.id, true);
    const placed = await retry(f, id);
    expect(placed.json().result).toMatchObject({ outcome: 'placed', orderNumber: body.orderNumber });
    const orderId = placed.json().result.orderId;
    expect(placed.json().virtualOrder).toMatchObject({
      status: 'Placed',
      orderId,
      attempts: 2,
      lastError: null,
    });
    expect(await orderRow(f, orderId)).toMatchObject({ projectId: shop.id, orderNumber: body.orderNumber });

    // Retrying again answers the same order and places nothing.
    const again = await retry(f, id);
    expect(again.json().result).toMatchObject({ outcome: 'replayed', orderId });
    expect(await ordersNumbered(body.orderNumber)).toHaveLength(1);

    const details = await f.t.request('GET', `${BASE}/${id}`, { token: f.admin });
    expect(details.statusCode).toBe(200);
    expect(details.json().payload).toEqual(kept.payload);
    expect(details.json().history.map((h: { outcome: string }) => h.outcome)).toEqual(['failed', 'placed']);
    expect(details.json().history[1]).toMatchObject({ action: 'retry', status: 'Placed', orderId });
  });

  it('an unknown store: placed in the store the retry names', async () => {
    const shop = await newStorefront(f);
    const other = await newStorefront(f, f.bluepeakProject);
    const item = await newItem(f, 5);
    const body = connectorBody(f, [{ sku: item.sku, quantity: 1 }], { storeId: other.storeId });
    const refused = await sendOrder(f, shop.secret, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('storeId');
    const id = refused.json().virtualOrderId;
    expect(await storedVirtualOrder(f, id)).toMatchObject({ reasonCode: 'unknown_store', status: 'Pending' });

    const still = await retry(f, id);
    expect(still.json().result.outcome).toBe('failed');
    expect(still.json().virtualOrder.lastError).toContain('storeId');
    // Another storefront's store is no fix.
    const foreign = await retry(f, id, { storeId: other.storeId });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ storeId: 'Choose a store of this storefront' });

    const placed = await retry(f, id, { storeId: shop.storeId });
    expect(placed.json().result.outcome).toBe('placed');
    expect(await orderRow(f, placed.json().result.orderId)).toMatchObject({ storeId: shop.storeId });
    expect(await storedVirtualOrder(f, id)).toMatchObject({ status: 'Placed', attempts: 2 });
  });

  it('a refused payload posted twice: one virtual order received twice; retried, still refused; discarded', async () => {
    const shop = await newStorefront(f);
    const body = { ...connectorBody(f, []), orderNumber: '', amountPaid: 'lots' };
    const first = await sendOrder(f, shop.secret, body);
    const second = await sendOrder(f, shop.secret, { ...body });
    expect(first.statusCode).toBe(400);
    expect(first.json().fields).toHaveProperty('orderNumber');
    expect(second.json().virtualOrderId).toBe(first.json().virtualOrderId);
    const id = first.json().virtualOrderId;
    const kept = await storedVirtualOrder(f, id);
    expect(kept).toMatchObject({ reasonCode: 'invalid_payload', receivedCount: 2, orderNumber: null });
    expect(kept.fieldErrors).toHaveProperty('amountPaid');

    const retried = await retry(f, id);
    expect(retried.json().result.outcome).toBe('failed');
    expect(retried.json().virtualOrder.lastError).toContain('orderNumber');

    const discarded = await discard(f, id);
    expect(discarded.statusCode).toBe(200);
    expect(discarded.json()).toMatchObject({ id, status: 'Discarded' });
    expect((await discard(f, id)).json().version).toBe(discarded.json().version);
    const refused = await retry(f, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('illegal_transition');
    // Received once more, it waits for a retry again.
    await sendOrder(f, shop.secret, body);
    expect(await storedVirtualOrder(f, id)).toMatchObject({ status: 'Pending', receivedCount: 3 });
  });

  it('nothing is kept for a missing, wrong or revoked key', async () => {
    const shop = await newStorefront(f);
    await setEnabled(f, shop.id, false);
    const before = await virtualOrderCount(f);
    const body = connectorBody(f, []);
    expect((await f.t.request('POST', '/api/public/orders', { body })).statusCode).toBe(401);
    expect((await sendOrder(f, 'dk_wrong', body)).statusCode).toBe(401);
    expect(await virtualOrderCount(f)).toBe(before);
  });

  it('are listed newest first per storefront, Pending unless asked, searchable', async () => {
    const shop = await newStorefront(f);
    await setEnabled(f, shop.id, false);
    const a = connectorBody(f, []);
    const b = connectorBody(f, []);
    const ids = [(await sendOrder(f, shop.secret, a)).json().virtualOrderId];
    ids.push((await sendOrder(f, shop.secret, b)).json().virtualOrderId);
    await discard(f, ids[0]);
    const pending = await listVirtualOrders(f, { projectId: shop.id });
    expect(pending.json()).toMatchObject({ total: 1, items: [{ id: ids[1], status: 'Pending' }] });
    expect(pending.json().items[0]).toMatchObject({
      storefrontName: expect.stringContaining('Storefront'),
      reasonCode: 'storefront_disabled',
    });
    const every = await listVirtualOrders(f, { projectId: shop.id, status: 'all' });
    expect(every.json().items.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[0]]);
    const found = await listVirtualOrders(f, { status: 'all', search: a.orderNumber });
    expect(found.json().items.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    const byQuery = await f.t.request('GET', `${BASE}/listItems?projectId=${shop.id}&status=Discarded`, {
      token: f.admin,
    });
    expect(byQuery.json().items.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
  });
});

describe('retry all', () => {
  async function keptWhileDisabled(n: number) {
    const shop = await newStorefront(f);
    await setEnabled(f, shop.id, false);
    const item = await newItem(f, 50);
    const bodies = Array.from({ length: n }, () => connectorBody(f, [{ sku: item.sku, quantity: 1 }]));
    const ids: number[] = [];
    for (const body of bodies) ids.push((await sendOrder(f, shop.secret, body)).json().virtualOrderId);
    await setEnabled(f, shop.id, true);
    return { shop, ids, numbers: bodies.map((b) => b.orderNumber) };
  }

  it("a storefront's Pending virtual orders: a result per virtual order, each placed once", async () => {
    const { shop, ids, numbers } = await keptWhileDisabled(3);
    const res = await retryAll(f, { projectId: shop.id });
    expect(res.statusCode, res.body).toBe(200);
    const results: Result[] = res.json().results;
    expect(results.map((r) => [r.id, r.outcome])).toEqual(ids.map((id) => [id, 'placed']));
    for (const n of numbers) expect(await ordersNumbered(n)).toHaveLength(1);

    expect((await retryAll(f, { projectId: shop.id })).json().results).toEqual([]);
    const again: Result[] = (await retryAll(f, { ids })).json().results;
    expect(again.map((r) => r.outcome)).toEqual(['replayed', 'replayed', 'replayed']);
    expect(again.map((r) => r.orderId)).toEqual(results.map((r) => r.orderId));
  });

  it('two at once place each virtual order once', async () => {
    const { ids, numbers } = await keptWhileDisabled(4);
    const [a, b] = await Promise.all([retryAll(f, { ids }), retryAll(f, { ids: [...ids].reverse() })]);
    const all: Result[] = [...a.json().results, ...b.json().results];
    for (const id of ids) {
      const mine = all.filter((r) => r.id === id);
      expect(mine).toHaveLength(2);
      expect(mine.filter((r) => r.outcome === 'placed')).toHaveLength(1);
    }
    for (const n of numbers) expect(await ordersNumbered(n)).toHaveLength(1);
    for (const id of ids) expect((await storedVirtualOrder(f, id)).status).toBe('Placed');
  });
});
