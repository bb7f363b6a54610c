/**
 * The order command runner (server/modules/orders/order-command.service.ts): an order action writes its
 * timeline row and an action-log row (who, before, after) in the transaction that changes the
 * order, and a refused one writes neither; a send that cannot go holds the order instead in that
 * same transaction, with nothing allocated and no fulfilment order (an order of two items, one of
 * them short), and bulk send reports it per order; hold expiry runs through the runner too; Has
 * Inventory releases only inventory holds, so an operator hold on the same order stays.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionLog, fulfillmentOrders, orderEvents } from '../../server/db/schema';
import { DomainEvents } from '../../server/events/domain-events';
import { releaseExpiredHolds } from '../../server/modules/orders/hold-expiry.job';
import { startTestApp } from './harness';
import {
  act,
  addStock,
  available,
  createOrder,
  ledgerConsistent,
  newItem,
  openHoldTypes,
  orderFixtures,
  orderRow,
  type OrderFixtures,
} from './order-fixtures';

let f: OrderFixtures;

beforeAll(async () => {
  f = await orderFixtures(await startTestApp());
});
afterAll(() => f.t.close());

const logOf = (id: number, action: string) =>
  f.t.database.db
    .select()
    .from(actionLog)
    .where(
      and(
        eq(actionLog.resource, 'orders'),
        eq(actionLog.resourceId, String(id)),
        eq(actionLog.action, action),
      ),
    );

/** An order of one line held NOT_ENOUGH_INVENTORY at intake, then given the stock it lacked. */
async function heldForStock() {
  const item = await newItem(f, 0);
  const { id } = (await createOrder(f, [{ sku: item.sku, quantity: 2 }])).json().order;
  expect(await openHoldTypes(f, id)).toEqual(['NOT_ENOUGH_INVENTORY']);
  await addStock(f, item.id, 2);
  return id as number;
}

describe('one transaction per command: timeline and action log', () => {
  it('an action writes its timeline row and an action-log row with the order before and after', async () => {
    const item = await newItem(f, 5);
    const { id } = (await createOrder(f, [{ sku: item.sku, quantity: 1 }])).json().order;
    expect((await act(f, id, 'hold', { type: 'operator', reason: 'call the customer' })).statusCode).toBe(
      200,
    );
    const [row, ...more] = await logOf(id, 'hold');
    expect(more).toEqual([]);
    expect(row!.userId).toBe((await f.t.login('admin@dockhand.test')).id);
    expect(row!.projectId).toBe(f.project.id);
    expect(row!.before).toMatchObject({ id, orderStatus: 'awaiting_shipment' });
    expect(row!.after).toMatchObject({ id, orderStatus: 'on_hold' });
    const timeline = await f.t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(timeline.map((e) => e.action)).toContain('hold');
  });

  it('a refused action writes neither', async () => {
    const item = await newItem(f, 5);
    const { id } = (await createOrder(f, [{ sku: item.sku, quantity: 1 }])).json().order;
    const before = await orderRow(f, id);
    const res = await act(f, id, 'ship', { carrierCode: 'ups', serviceCode: 'ground', trackingNumber: '1Z' });
    expect(res.statusCode).toBe(409);
    expect(await logOf(id, 'ship')).toEqual([]);
    expect(await orderRow(f, id)).toEqual(before);
  });

  it('a split records the order it changed and the order it made', async () => {
    const item = await newItem(f, 5);
    const { id } = (await createOrder(f, [{ sku: item.sku, quantity: 2 }])).json().order;
    const { child } = (await act(f, id, 'split', { lines: [{ lineIndex: 0, quantity: 1 }] })).json();
    expect((await logOf(id, 'split'))[0]!.after).toMatchObject({ itemCount: 1 });
    const [made] = await logOf(child.id, 'split');
    expect(made).toMatchObject({ before: null, after: { id: child.id, parentOrderId: id } });
  });
});

describe('send: held instead, as a value, in the same transaction', () => {
  it('short on one of two items: held NOT_ENOUGH_INVENTORY, nothing allocated, no fulfilment order', async () => {
    const plenty = await newItem(f, 5);
    const scarce = await newItem(f, 3);
    const { id } = (
      await createOrder(f, [
        { sku: plenty.sku, quantity: 2 },
        { sku: scarce.sku, quantity: 3 },
      ])
    ).json().order;
    // Another order takes one unit of the scarce item first.
    const other = (await createOrder(f, [{ sku: scarce.sku, quantity: 1 }])).json().order;
    expect((await act(f, other.id, 'send-to-fulfillment')).json().orderStatus).toBe('pending_fulfillment');

    const res = await act(f, id, 'send-to-fulfillment');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderStatus: 'on_hold', tags: ['NOT_ENOUGH_INVENTORY'] });
    expect(await available(f, plenty.id)).toBe(5);
    expect((await ledgerConsistent(f, plenty.id)).onHand).toEqual({ q: 5, a: 0 });
    expect(
      await f.t.database.db.select().from(fulfillmentOrders).where(eq(fulfillmentOrders.orderId, id)),
    ).toEqual([]);
    const [held] = await logOf(id, 'send-to-fulfillment');
    expect(held!.after).toMatchObject({ orderStatus: 'on_hold' });
    const why = await f.t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(why.at(-1)!.message).toContain(`${scarce.sku}: 3 needed, 2 available`);
  });

  it('bulk send reports an order held instead as not sent, with the reason', async () => {
    const item = await newItem(f, 1);
    const { id } = (await createOrder(f, [{ sku: item.sku, quantity: 1 }])).json().order;
    const other = (await createOrder(f, [{ sku: item.sku, quantity: 1 }])).json().order;
    await act(f, other.id, 'send-to-fulfillment');
    const res = await f.t.request('POST', '/api/common/orders/bulk-update', {
      token: f.admin,
      body: { ids: [id], action: 'send-to-fulfillment' },
    });
    expect(res.json().results).toMatchObject([{ id, ok: false, orderStatus: 'on_hold' }]);
    expect(res.json().results[0].message).toContain('Held instead: Not enough stock');
  });

  it('hold expiry releases through the runner: the system is the actor in the action log', async () => {
    const item = await newItem(f, 5);
    const { id } = (await createOrder(f, [{ sku: item.sku, quantity: 1 }])).json().order;
    const until = new Date(Date.now() + 60_000).toISOString();
    await act(f, id, 'hold', { type: 'payment', reason: 'wait', holdUntil: until });
    await releaseExpiredHolds(f.t.database.db, new DomainEvents(), new Date(Date.now() + 120_000));
    const [row] = await logOf(id, 'release-expired-holds');
    expect(row).toMatchObject({ userId: null, after: { orderStatus: 'awaiting_shipment' } });
  });
});

describe('Has Inventory releases only inventory holds', () => {
  it('an operator hold on the same order stays, and so does on_hold', async () => {
    const id = await heldForStock();
    await act(f, id, 'hold', { type: 'operator', reason: 'check the address first' });
    const res = await act(f, id, 'release-inventory-holds');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().orderStatus).toBe('on_hold');
    expect(res.json().tags).not.toContain('NOT_ENOUGH_INVENTORY');
    expect(await openHoldTypes(f, id)).toEqual(['operator']);
    // Nothing left for Has Inventory to release: 409, nothing written.
    expect((await act(f, id, 'release-inventory-holds')).statusCode).toBe(409);
    expect((await act(f, id, 'unhold')).json().orderStatus).toBe('awaiting_shipment');
  });

  it('with only inventory holds the order goes back to awaiting shipment', async () => {
    const id = await heldForStock();
    const version = (await orderRow(f, id)).version;
    expect((await act(f, id, 'release-inventory-holds', { version: version - 1 })).statusCode).toBe(409);
    const res = await act(f, id, 'release-inventory-holds', { version });
    expect(res.json().orderStatus).toBe('awaiting_shipment');
    expect((await act(f, id, 'release-inventory-holds', {}, f.brand)).statusCode).toBe(403);
  });

  it('many at once: a result per order, other holds untouched', async () => {
    const ready = await heldForStock();
    const mixed = await heldForStock();
    await act(f, mixed, 'hold', { type: 'client', reason: 'brand asked to wait' });
    const operatorOnly = (await createOrder(f, [{ sku: (await newItem(f, 5)).sku, quantity: 1 }])).json()
      .order.id as number;
    await act(f, operatorOnly, 'hold', { type: 'operator', reason: 'fraud check' });
    const res = await f.t.request('POST', '/api/common/orders/release-inventory-holds', {
      token: f.admin,
      body: { ids: [ready, mixed, operatorOnly, 99_999_999] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toMatchObject([
      { id: ready, ok: true, orderStatus: 'awaiting_shipment' },
      { id: mixed, ok: true, orderStatus: 'on_hold' },
      { id: operatorOnly, ok: false, orderStatus: 'on_hold' },
      { id: 99_999_999, ok: false },
    ]);
    expect(await openHoldTypes(f, mixed)).toEqual(['client']);
    expect(await openHoldTypes(f, operatorOnly)).toEqual(['operator']);
    const brand = await f.t.request('POST', '/api/common/orders/release-inventory-holds', {
      token: f.brand,
      body: { ids: [ready] },
    });
    expect(brand.statusCode).toBe(403);
  });
});
