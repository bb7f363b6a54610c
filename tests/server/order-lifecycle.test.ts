/**
 * The order lifecycle over HTTP (DESIGN.md §5): every action from every status — allowed moves the
 * order and writes its timeline row, an illegal one answers 409 and changes nothing — and what the
 * stock-moving actions do to the ledger (send allocates, undo and cancel release, ship consumes),
 * holds with hold-until, split, reship, edit re-checks, bulk update, the views (why, details,
 * margin, invoice), the recommendation lists, permissions (403) and scope (404), and 50 orders
 * racing for 30 units.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRefusal, orderTransitions, type OrderAction } from '../../src/domain/order.lifecycle';
import { orderStatuses, type OrderStatus } from '../../src/domain/resources/order.schema';
import { fulfillmentOrders, orderEvents, orderHolds } from '../../server/db/schema';
import { releaseExpiredHolds } from '../../server/modules/orders/hold-expiry.job';
import { DomainEvents, type DomainEvent } from '../../server/events/domain-events';
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
  unique,
  type OrderFixtures,
} from './order-fixtures';

let f: OrderFixtures;

beforeAll(async () => {
  f = await orderFixtures(await startTestApp());
});
afterAll(() => f.t.close());

/** An order of one in-stock line brought to `status` through the actions themselves. */
async function orderIn(status: OrderStatus) {
  const item = await newItem(f, 5);
  const unpaid = status === 'awaiting_payment';
  const res = await createOrder(
    f,
    [{ sku: item.sku, quantity: 1 }],
    unpaid ? { amountPaid: 0, paymentDate: null } : {},
  );
  const id: number = res.json().order.id;
  if (status === 'on_hold') await act(f, id, 'hold', { type: 'operator', reason: 'check address' });
  if (status === 'pending_fulfillment' || status === 'shipped')
    expect((await act(f, id, 'send-to-fulfillment')).statusCode).toBe(200);
  if (status === 'shipped')
    expect(
      (await act(f, id, 'ship', { carrierCode: 'ups', serviceCode: 'ground', trackingNumber: '1Z1' }))
        .statusCode,
    ).toBe(200);
  if (status === 'cancelled') await act(f, id, 'cancel');
  const order = await orderRow(f, id);
  expect(order.orderStatus).toBe(status);
  return { id, item, order };
}

const bodies: Partial<Record<OrderAction, Record<string, unknown>>> = {
  hold: { type: 'client', reason: 'client asked' },
  ship: { carrierCode: 'ups', serviceCode: 'ground', trackingNumber: '1Z999' },
  split: { lines: [{ lineIndex: 0, quantity: 1 }] },
};
const routed = (Object.keys(orderTransitions) as OrderAction[]).filter((a) => a !== 'edit' && a !== 'split');

describe('every action from every status', () => {
  it.each(routed)('%s: allowed statuses move; elsewhere 409 and nothing changes', async (action) => {
    for (const status of orderStatuses) {
      const { id, order } = await orderIn(status);
      const eventsBefore = await f.t.database.db.$count(orderEvents, eq(orderEvents.orderId, id));
      const res = await act(f, id, action, bodies[action] ?? {});
      if (orderRefusal(action, status) === null) {
        expect(res.statusCode, `${action} from ${status}: ${res.body}`).toBe(200);
        expect(await f.t.database.db.$count(orderEvents, eq(orderEvents.orderId, id))).toBeGreaterThan(
          eventsBefore,
        );
      } else {
        expect(res.statusCode, `${action} from ${status}`).toBe(409);
        expect(res.json()).toMatchObject({ error: 'illegal_transition' });
        expect(res.json().message).toContain('cannot be');
        expect(await orderRow(f, id)).toEqual(order);
      }
    }
  });

  it('each action needs its own permission (a vendor user holds none of them): 403', async () => {
    const { id } = await orderIn('awaiting_shipment');
    for (const action of routed) {
      const res = await act(f, id, action, bodies[action] ?? {}, f.brand);
      expect(res.statusCode, action).toBe(403);
    }
  });

  it('an order of another vendor is not found (404), even for its actions', async () => {
    const { id } = await orderIn('awaiting_shipment');
    for (const path of ['', '/details', '/why', '/timeline']) {
      expect(
        (await f.t.request('GET', `/api/common/orders/${id}${path}`, { token: f.bluepeak })).statusCode,
        path,
      ).toBe(404);
    }
  });

  it('a stale version is refused (409) and nothing changes', async () => {
    const { id, order } = await orderIn('awaiting_shipment');
    const res = await act(f, id, 'hold', { ...bodies.hold, version: order.version - 1 });
    expect(res.statusCode).toBe(409);
    expect(await orderRow(f, id)).toEqual(order);
  });
});

describe('stock moves only through the ledger', () => {
  it('send allocates and creates the fulfilment order; undo releases; send again; ship consumes', async () => {
    const item = await newItem(f, 10);
    const { id } = (await createOrder(f, [{ sku: item.sku, quantity: 4 }])).json().order;
    const sent = await act(f, id, 'send-to-fulfillment');
    expect(sent.json()).toMatchObject({ orderStatus: 'pending_fulfillment', tags: ['SENT_TO_FULFILLMENT'] });
    expect(await available(f, item.id)).toBe(6);
    const [fo] = await f.t.database.db
      .select()
      .from(fulfillmentOrders)
      .where(eq(fulfillmentOrders.orderId, id));
    expect(fo).toMatchObject({
      orderStatus: 'Open',
      carrierCode: 'UPS',
      serviceCode: 'GND',
      mirrored: false,
    });
    const picks = await f.t.request('GET', `/api/common/fulfillment-orders/${fo!.id}/details`, {
      token: f.warehouse,
    });
    expect(picks.statusCode, picks.body).toBe(200);
    expect(picks.json().allocations).toMatchObject([
      { sku: item.sku, location: 'A-01', quantity: 4, status: 'open' },
    ]);
    const foreign = `/api/common/fulfillment-orders/${fo!.id}/details`;
    expect((await f.t.request('GET', foreign, { token: f.bluepeak })).statusCode).toBe(404);

    expect((await act(f, id, 'undo-fulfillment')).json()).toMatchObject({
      orderStatus: 'awaiting_shipment',
      tags: [],
    });
    expect(await available(f, item.id)).toBe(10);

    await act(f, id, 'send-to-fulfillment');
    const shipped = await act(f, id, 'ship', {
      carrierCode: 'ups',
      serviceCode: 'ground',
      trackingNumber: '1ZABC',
    });
    expect(shipped.json()).toMatchObject({
      orderStatus: 'shipped',
      trackingNumber: '1ZABC',
      tags: ['FULFILLED'],
    });
    expect(await available(f, item.id)).toBe(6);
    const c = await ledgerConsistent(f, item.id);
    expect(c.onHand).toEqual(c.ledger);
    expect(c.onHand).toEqual({ q: 6, a: 0 });
    expect(c.openAllocated).toBe(0);
    const fos = await f.t.database.db
      .select()
      .from(fulfillmentOrders)
      .where(eq(fulfillmentOrders.orderId, id));
    expect(fos.map((x) => x.orderStatus).sort()).toEqual(['Cancelled', 'Shipped']);
  });

  it('cancel of a pending order releases its stock and closes its holds', async () => {
    const { id, item } = await orderIn('pending_fulfillment');
    expect(await available(f, item.id)).toBe(4);
    expect((await act(f, id, 'cancel', { reason: 'customer' })).json().orderStatus).toBe('cancelled');
    expect(await available(f, item.id)).toBe(5);
    const held = await orderIn('on_hold');
    await act(f, held.id, 'cancel');
    expect(await openHoldTypes(f, held.id)).toEqual([]);
  });

  it('short stock: send holds NOT_ENOUGH_INVENTORY instead and allocates nothing', async () => {
    const item = await newItem(f, 5);
    const { id } = (await createOrder(f, [{ sku: item.sku, quantity: 3 }])).json().order;
    await takeStock(item.sku, 3);
    const res = await act(f, id, 'send-to-fulfillment');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ orderStatus: 'on_hold', tags: ['NOT_ENOUGH_INVENTORY'] });
    expect(await available(f, item.id)).toBe(2);
  });

  it('items that do not track stock ship without an allocation', async () => {
    const item = await newItem(f, 0, { trackInventory: false });
    const { id } = (await createOrder(f, [{ sku: item.sku, quantity: 2 }])).json().order;
    expect((await act(f, id, 'send-to-fulfillment')).json().orderStatus).toBe('pending_fulfillment');
    expect((await act(f, id, 'ship', bodies.ship)).json().orderStatus).toBe('shipped');
  });

  it('50 orders racing for 30 units: exactly those that fit are allocated, the rest held', async () => {
    const item = await newItem(f, 30);
    const ids: number[] = [];
    for (let i = 0; i < 50; i++)
      ids.push((await createOrder(f, [{ sku: item.sku, quantity: 1 }])).json().order.id);
    const answers = await Promise.all(ids.map((id) => act(f, id, 'send-to-fulfillment')));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const statuses = answers.map((a) => a.json().orderStatus as string);
    expect(statuses.filter((s) => s === 'pending_fulfillment')).toHaveLength(30);
    expect(statuses.filter((s) => s === 'on_hold')).toHaveLength(20);
    for (const a of answers.filter((x) => x.json().orderStatus === 'on_hold'))
      expect(await openHoldTypes(f, a.json().id)).toEqual(['NOT_ENOUGH_INVENTORY']);
    expect(await available(f, item.id)).toBe(0);
    const c = await ledgerConsistent(f, item.id);
    expect(c.onHand).toEqual(c.ledger);
    expect(c.onHand.a).toBe(30);
    expect(c.openAllocated).toBe(30);
  });
});

/** Takes units of an item away: another order is sent first. */
async function takeStock(sku: string, quantity: number) {
  const other = await createOrder(f, [{ sku, quantity }]);
  expect((await act(f, other.json().order.id, 'send-to-fulfillment')).json().orderStatus).toBe(
    'pending_fulfillment',
  );
}

describe('holds', () => {
  it('an order stays on hold while any hold remains; removing one keeps it held', async () => {
    const { id } = await orderIn('awaiting_shipment');
    await act(f, id, 'hold', { type: 'operator', reason: 'a' });
    await act(f, id, 'hold', { type: 'address', reason: 'b' });
    const [first] = await f.t.database.db.select().from(orderHolds).where(eq(orderHolds.orderId, id));
    expect((await act(f, id, 'unhold', { holdId: first!.id })).json().orderStatus).toBe('on_hold');
    expect((await act(f, id, 'unhold')).json().orderStatus).toBe('awaiting_shipment');
  });

  it('a hold with a hold-until date releases itself when the date passes', async () => {
    const { id } = await orderIn('awaiting_shipment');
    const until = new Date(Date.now() + 60_000).toISOString();
    expect(
      (await act(f, id, 'hold', { type: 'payment', reason: 'wait', holdUntil: until })).json().orderStatus,
    ).toBe('on_hold');
    const published: DomainEvent[] = [];
    const events = new DomainEvents();
    events.subscribe((e) => published.push(e));
    expect(
      await releaseExpiredHolds(f.t.database.db, events, new Date(Date.now() + 120_000)),
    ).toBeGreaterThanOrEqual(1);
    expect((await orderRow(f, id)).orderStatus).toBe('awaiting_shipment');
    expect(published).toContainEqual(expect.objectContaining({ type: 'OrderUpdated', orderId: id }));
  });

  it('bad hold input: 400 per field', async () => {
    const { id } = await orderIn('awaiting_shipment');
    const res = await act(f, id, 'hold', { type: 'nope', reason: '', holdUntil: '2000-01-01T00:00:00Z' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['holdUntil', 'reason', 'type']);
  });
});

describe('split, reship, edit', () => {
  it('split moves units to {number}-1; the child is checked on its own', async () => {
    const inStock = await newItem(f, 5);
    const missing = await newItem(f, 0);
    const created = (
      await createOrder(f, [
        { sku: inStock.sku, quantity: 2 },
        { sku: missing.sku, quantity: 1 },
      ])
    ).json().order;
    expect(created.orderStatus).toBe('on_hold');
    const res = await act(f, created.id, 'split', { lines: [{ lineIndex: 0, quantity: 2 }] });
    expect(res.statusCode, res.body).toBe(200);
    const { order, child } = res.json();
    expect(child).toMatchObject({
      orderNumber: `${created.orderNumber}-1`,
      parentOrderId: created.id,
      orderStatus: 'awaiting_shipment',
    });
    expect(child.items).toMatchObject([{ sku: inStock.sku, quantity: 2 }]);
    expect(order.items).toMatchObject([{ sku: missing.sku, quantity: 1 }]);
    expect(order.orderStatus).toBe('on_hold');
    const all = await act(f, created.id, 'split', { lines: [{ lineIndex: 0, quantity: 1 }] });
    expect(all.statusCode).toBe(400);
    expect(all.json().fields).toHaveProperty('lines');
    const tooMany = await act(f, child.id, 'split', { lines: [{ lineIndex: 0, quantity: 3 }] });
    expect(tooMany.json().fields).toHaveProperty(['lines[0].quantity']);
  });

  it('reship copies a shipped order into a new awaiting order flagged as a reship', async () => {
    const { id, order } = await orderIn('shipped');
    const res = await act(f, id, 'reship', { reason: 'lost in transit' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      orderNumber: `${order.orderNumber}-R1`,
      isReship: true,
      reshipOfOrderId: id,
      orderStatus: 'awaiting_shipment',
      orderTotal: 0,
    });
  });

  it('edit fixes an unmapped line: the MISSING_SKU hold goes away; a shortage holds', async () => {
    const item = await newItem(f, 1);
    const created = (await createOrder(f, [{ sku: 'NO-SUCH-SKU-XYZ', quantity: 1 }])).json().order;
    expect(await openHoldTypes(f, created.id)).toEqual(['MISSING_SKU']);
    const fixed = await f.t.request('POST', '/api/common/orders/edit', {
      token: f.admin,
      body: {
        id: created.id,
        version: (await orderRow(f, created.id)).version,
        items: [{ sku: item.sku, quantity: 1 }],
      },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().orderStatus).toBe('awaiting_shipment');
    const more = await f.t.request('POST', '/api/common/orders/edit', {
      token: f.admin,
      body: {
        id: created.id,
        items: [{ sku: item.sku, quantity: 5 }],
        advancedOptions: { customField1: 'gift' },
      },
    });
    expect(more.json()).toMatchObject({ orderStatus: 'on_hold', advancedOptions: { customField1: 'gift' } });
    expect(await openHoldTypes(f, created.id)).toEqual(['NOT_ENOUGH_INVENTORY']);
    // Fields not sent keep their values.
    expect(more.json().shipmentAddress).toMatchObject({ name: 'Ada Lovelace' });
    const pending = await orderIn('pending_fulfillment');
    const refused = await f.t.request('POST', '/api/common/orders/edit', {
      token: f.admin,
      body: { id: pending.id, notes: 'x' },
    });
    expect(refused.statusCode).toBe(409);
  });

  it('orders are never deleted', async () => {
    const { id } = await orderIn('awaiting_shipment');
    expect((await f.t.request('DELETE', `/api/common/orders/${id}`, { token: f.admin })).statusCode).toBe(
      403,
    );
  });
});

describe('bulk update', () => {
  it('a result per order; one that cannot take the action does not stop the others', async () => {
    const a = await orderIn('awaiting_shipment');
    const b = await orderIn('shipped');
    const res = await f.t.request('POST', '/api/common/orders/bulk-update', {
      token: f.admin,
      body: { ids: [a.id, b.id, 99_999_999], action: 'hold', type: 'operator', reason: 'audit' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json().results as { id: number; ok: boolean; message?: string }[];
    expect(results.map((r) => r.ok)).toEqual([true, false, false]);
    expect(results[1]!.message).toContain('cannot be held');
    expect(results[2]!.message).toContain('not found');
    const tagged = await f.t.request('POST', '/api/common/orders/bulk-update', {
      token: f.admin,
      body: { ids: [a.id], action: 'add-tag', tag: 'Rush' },
    });
    expect(tagged.json().results[0].ok).toBe(true);
    expect((await orderRow(f, a.id)).tags).toContain('Rush');
  });

  it('needs the bulk permission and a reason for holds', async () => {
    const a = await orderIn('awaiting_shipment');
    expect(
      (
        await f.t.request('POST', '/api/common/orders/bulk-update', {
          token: f.brand,
          body: { ids: [a.id], action: 'cancel' },
        })
      ).statusCode,
    ).toBe(403);
    const bad = await f.t.request('POST', '/api/common/orders/bulk-update', {
      token: f.admin,
      body: { ids: [], action: 'fly' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['action', 'ids']);
  });
});

describe('views', () => {
  it("why isn't this shipping: holds, shortage with the covering inbound document", async () => {
    const item = await newItem(f, 1);
    const created = (await createOrder(f, [{ sku: item.sku, quantity: 4 }])).json().order;
    await act(f, created.id, 'hold', { type: 'client', reason: 'brand wants to check' });
    const why = await f.t.request('GET', `/api/common/orders/${created.id}/why`, { token: f.brand });
    expect(why.statusCode).toBe(200);
    const kinds = why.json().causes.map((c: { kind: string }) => c.kind);
    expect(why.json().blocked).toBe(true);
    expect(kinds).toEqual(['hold', 'hold', 'shortage']);
    expect(why.json().causes[2]).toMatchObject({ needed: 4, available: 1, incoming: null });
  });

  it('a shortage names the earliest inbound document that covers it, with its date', async () => {
    const item = await newItem(f, 0);
    const created = (await createOrder(f, [{ sku: item.sku, quantity: 5 }])).json().order;
    const asn = (number: string, quantity: number, expectedDate: string) =>
      f.t.request('POST', '/api/common/warehouseShipments', {
        token: f.admin,
        body: {
          type: 1,
          orderNumber: number,
          vendorId: f.project.vendorId,
          toWarehouseId: f.project.warehouseId,
          expectedDate,
          items: [{ sku: item.sku, vendorProductId: item.id, quantity }],
        },
      });
    expect((await asn(unique('ASN'), 2, '2030-01-05')).statusCode).toBe(201);
    const covering = await asn(unique('ASN'), 10, '2030-02-01');
    const why = (await f.t.request('GET', `/api/common/orders/${created.id}/why`, { token: f.admin })).json();
    const shortage = why.causes.find((c: { kind: string }) => c.kind === 'shortage');
    expect(shortage.incoming).toMatchObject({
      type: 'asn',
      id: covering.json().id,
      date: '2030-02-01',
      coversShortage: true,
      link: `/warehouses/advancedShipNotice/view/${covering.json().id}`,
    });
  });

  it('details and timeline, margin and invoice', async () => {
    const { id } = await orderIn('shipped');
    const details = (await f.t.request('GET', `/api/common/orders/${id}/details`, { token: f.admin })).json();
    expect(details.lines[0]).toMatchObject({ mapped: true, available: 4 });
    expect(details.fulfillmentOrders).toHaveLength(1);
    const timeline = (
      await f.t.request('GET', `/api/common/orders/${id}/timeline`, { token: f.admin })
    ).json();
    expect(timeline.items.map((e: { action: string }) => e.action)).toEqual([
      'ship',
      'send-to-fulfillment',
      'intake',
    ]);
    const margin = (await f.t.request('GET', `/api/common/orders/${id}/margin`, { token: f.admin })).json();
    expect(margin).toMatchObject({ revenue: 10, itemCost: 4, margin: 6 });
    expect((await f.t.request('GET', `/api/common/orders/${id}/margin`, { token: f.brand })).statusCode).toBe(
      403,
    );
    const pdf = await f.t.request('GET', `/api/common/orders/${id}/invoice.pdf`, { token: f.admin });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('status counts follow the filters and the scope', async () => {
    const all = (
      await f.t.request('POST', '/api/common/orders/status-counts', { token: f.admin, body: {} })
    ).json().counts;
    const brand = (
      await f.t.request('POST', '/api/common/orders/status-counts', { token: f.brand, body: {} })
    ).json().counts;
    expect(all.all).toBeGreaterThan(brand.all);
    expect(all['paid-but-not-shipped']).toBe(all.awaiting_shipment + all.pending_fulfillment + all.on_hold);
  });
});

describe('Has Inventory and Recommended Splits', () => {
  it('a held order shows under Has Inventory once its stock arrives; one click releases it', async () => {
    const item = await newItem(f, 0);
    const created = (await createOrder(f, [{ sku: item.sku, quantity: 2 }])).json().order;
    const list = async () =>
      (
        await f.t.request('POST', '/api/common/orders/unhold-recs', {
          token: f.admin,
          body: { perPage: 200 },
        })
      ).json().items as { id: number }[];
    expect((await list()).some((o) => o.id === created.id)).toBe(false);
    await addStock(f, item.id, 2);
    expect((await list()).some((o) => o.id === created.id)).toBe(true);
    expect((await act(f, created.id, 'unhold')).json().orderStatus).toBe('awaiting_shipment');
  });

  it('an order with some lines available is proposed for a split', async () => {
    const a = await newItem(f, 3);
    const b = await newItem(f, 0);
    const created = (
      await createOrder(f, [
        { sku: a.sku, quantity: 2 },
        { sku: b.sku, quantity: 1 },
      ])
    ).json().order;
    const recs = (
      await f.t.request('POST', '/api/common/orders/split-recs', { token: f.admin, body: { perPage: 200 } })
    ).json();
    const rec = recs.items.find((r: { order: { id: number } }) => r.order.id === created.id);
    expect(rec.proposal).toEqual([
      { lineIndex: 0, sku: a.sku, quantity: 2, available: 3, shipNow: 2 },
      { lineIndex: 1, sku: b.sku, quantity: 1, available: 0, shipNow: 0 },
    ]);
  });
});
