/**
 * Purchase order lifecycle actions (`POST /api/po/{id}/{action}`): every action from every status
 * (allowed: the new status, version + 1 and an action-log row; illegal: 409 and nothing changed), the
 * version, permissions (403), tenant scope (404), and what cancel, complete and reopen do to batches
 * and quantities.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrderActions, purchaseOrderTransitions } from '../../src/domain/purchase-order.lifecycle';
import type { BatchLine } from '../../src/domain/purchase-order.progress';
import { startTestApp } from './harness';
import {
  act,
  batchRows,
  grantBrand,
  logRows,
  newBatch,
  newOrder,
  orderRow,
  poFixtures,
  type PoFixtures,
} from './purchase-order-fixtures';

let f: PoFixtures;

beforeAll(async () => {
  f = await poFixtures(await startTestApp());
});
afterAll(() => f.t.close());

const statuses = [0, 1, 2, 3, 4, 5, 6];

describe('every action from every status', () => {
  it.each(purchaseOrderActions)(
    '%s moves only from its statuses; elsewhere 409 and nothing changes',
    async (action) => {
      const rule = purchaseOrderTransitions[action];
      for (const status of statuses) {
        const order = await newOrder(f, status);
        const res = await act(f, f.admin, order.id, action, { version: order.version });
        const logs = await logRows(f, 'purchaseOrders', order.id);
        if (rule.from.includes(status)) {
          expect(res.statusCode, `${action} from ${status}: ${res.body}`).toBe(200);
          expect(res.json()).toMatchObject({
            id: order.id,
            orderStatus: rule.to,
            version: order.version + 1,
          });
          expect(logs.map((l) => l.action)).toEqual([action]);
          expect(logs[0]).toMatchObject({ before: { orderStatus: status }, after: { orderStatus: rule.to } });
        } else {
          expect(res.statusCode, `${action} from ${status}`).toBe(409);
          expect(res.json().error).toBe('illegal_transition');
          expect(res.json().message).toMatch(/purchase order/);
          expect(await orderRow(f, order.id)).toEqual(order);
          expect(logs).toEqual([]);
        }
      }
    },
  );

  it('says why in plain words', async () => {
    const order = await newOrder(f, 3);
    const res = await act(f, f.admin, order.id, 'confirm', { version: order.version });
    expect(res.json().message).toBe('A Received purchase order cannot be confirmed; only Open ones can.');
  });
});

describe('the version', () => {
  it('answers 409 on a stale version and 400 without one, changing nothing', async () => {
    const order = await newOrder(f, 0);
    const stale = await act(f, f.admin, order.id, 'confirm', { version: order.version + 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('stale_version');
    const missing = await act(f, f.admin, order.id, 'confirm');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ version: 'Version is required' });
    expect(await orderRow(f, order.id)).toEqual(order);
  });
});

describe('who may act', () => {
  it('answers 403 to a user without the action’s permission', async () => {
    const order = await newOrder(f, 0);
    for (const action of purchaseOrderActions)
      expect((await act(f, f.brand, order.id, action, { version: 1 })).statusCode, action).toBe(403);
    // Archive takes the complete permission, not confirm's.
    await grantBrand(f, ['warehouses.po.confirm']);
    const cancelled = await newOrder(f, 5);
    expect((await act(f, f.brand, cancelled.id, 'archive', { version: 1 })).statusCode).toBe(403);
    expect((await act(f, f.brand, order.id, 'confirm', { version: 1 })).statusCode).toBe(200);
    await grantBrand(f, []);
  });

  it('answers 404 for an order outside the user’s vendors or warehouses, changing nothing', async () => {
    await grantBrand(
      f,
      purchaseOrderActions.map((a) => purchaseOrderTransitions[a].permission),
    );
    const bluepeak = await newOrder(f, 0, { vendorId: f.ids.bpo, warehouseId: f.ids.rno, items: [] });
    for (const action of purchaseOrderActions)
      expect((await act(f, f.brand, bluepeak.id, action, { version: 1 })).statusCode, action).toBe(404);
    expect(await orderRow(f, bluepeak.id)).toEqual(bluepeak);
    await grantBrand(f, []);
    // The warehouse manager works in Dallas and Reno only.
    const columbus = await newOrder(f, 0, { warehouseId: f.ids.cmh });
    expect((await act(f, f.warehouse, columbus.id, 'confirm', { version: 1 })).statusCode).toBe(404);
    const dallas = await newOrder(f, 0);
    expect((await act(f, f.warehouse, dallas.id, 'confirm', { version: 1 })).statusCode).toBe(200);
  });
});

describe('cancel', () => {
  it('is refused once goods arrived, leaving order and batches as they were', async () => {
    const order = await newOrder(f, 1);
    const batch = await newBatch(f, order, [[0, 4, 0, 1]]);
    const res = await act(f, f.admin, order.id, 'cancel', { version: order.version });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Goods arrived on this order already .*Complete it/);
    expect(await orderRow(f, order.id)).toEqual(order);
    expect(await batchRows(f, order.id)).toEqual([batch]);
  });

  it('cancels the order’s open batches with it and closes every line', async () => {
    const order = await newOrder(f, 1);
    await newBatch(f, order, [
      [0, 4],
      [1, 5],
    ]);
    const res = await act(f, f.admin, order.id, 'cancel', { version: order.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((l: { cancelledQuantity: number }) => l.cancelledQuantity)).toEqual([10, 5]);
    const [batch] = await batchRows(f, order.id);
    expect(batch!.orderStatus).toBe('Cancelled');
    expect((batch!.items as BatchLine[]).map((l) => l.cancelledQuantity)).toEqual([4, 5]);
    expect((await logRows(f, 'warehouseShipments', batch!.id)).map((l) => l.action)).toEqual([
      'cancel-order',
    ]);
  });
});

describe('complete and reopen', () => {
  it('closes short what has not arrived, on the batches and the order; reopen opens it again', async () => {
    const order = await newOrder(f, 2);
    await newBatch(f, order, [[0, 6, 5, 1]], 'Received');
    await newBatch(
      f,
      order,
      [
        [0, 4, 2],
        [1, 5],
      ],
      'Shipped',
    );
    await newBatch(f, order, [[1, 5]], 'Open');
    const done = await act(f, f.admin, order.id, 'complete', { version: order.version });
    expect(done.statusCode, done.body).toBe(200);
    // Line 1: 10 ordered, 8 arrived; line 2: 5 ordered, none arrived.
    expect(done.json().items.map((l: { cancelledQuantity: number }) => l.cancelledQuantity)).toEqual([2, 5]);
    const [first, second, third] = await batchRows(f, order.id);
    expect(first!.version).toBe(1);
    expect(second).toMatchObject({ orderStatus: 'Received' });
    expect((second!.items as BatchLine[]).map((l) => l.cancelledQuantity)).toEqual([2, 5]);
    expect(third).toMatchObject({ orderStatus: 'Cancelled' });

    const reopened = await act(f, f.admin, order.id, 'reopen', { version: done.json().version });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().orderStatus).toBe(0);
    expect(reopened.json().items.every((l: object) => !('cancelledQuantity' in l))).toBe(true);
    // Goods came already: confirming puts it where receiving would (Partially received).
    const confirmed = await act(f, f.admin, order.id, 'confirm', { version: reopened.json().version });
    expect(confirmed.json().orderStatus).toBe(2);
    expect((await logRows(f, 'purchaseOrders', order.id)).map((l) => l.action)).toEqual([
      'complete',
      'reopen',
      'confirm',
    ]);
  });
});

describe('the list', () => {
  it('reads the status filter -1 as all statuses, also as the text the list screen sends', async () => {
    const archived = await newOrder(f, 6, { orderNumber: 'PO-ARCHIVED-LIST-1' });
    for (const orderStatus of [-1, '-1']) {
      const res = await f.t.request('POST', '/api/po/listItems', {
        token: f.admin,
        body: { orderStatus, orderNumber: archived.orderNumber },
      });
      expect(
        res.json().items.map((o: { id: number }) => o.id),
        String(orderStatus),
      ).toEqual([archived.id]);
    }
    const byDefault = await f.t.request('POST', '/api/po/listItems', {
      token: f.admin,
      body: { orderNumber: archived.orderNumber },
    });
    expect(byDefault.json().total).toBe(0);
  });
});

describe('create and edit', () => {
  const body = (extra: object = {}) => ({
    orderNumber: 'PO-NEW-1',
    vendorId: f.ids.nwg,
    warehouseId: f.ids.dal,
    shippingFee: 10,
    otherFees: 0.5,
    items: [{ sku: f.items[0]!.sku.toLowerCase(), quantity: 3, unitPrice: 1.25 }],
    ...extra,
  });

  it('resolves lines to the vendor’s items and needs at least one', async () => {
    const res = await f.t.request('POST', '/api/po', { token: f.admin, body: body() });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      orderStatus: 0,
      items: [{ sku: f.items[0]!.sku, name: f.items[0]!.item, vendorProductId: f.items[0]!.id, quantity: 3 }],
    });
    const foreign = await f.t.request('POST', '/api/po', {
      token: f.admin,
      body: body({ items: [{ sku: 'NOT-AN-ITEM', quantity: 1 }] }),
    });
    expect(foreign.json().fields).toEqual({ 'items[0].sku': 'NOT-AN-ITEM is not an item of this vendor' });
    const empty = await f.t.request('POST', '/api/po', { token: f.admin, body: body({ items: [] }) });
    expect(empty.json().fields).toEqual({ items: 'Add at least one line' });
  });

  it('auto-confirms on create for users who may, in one step with its log row', async () => {
    const res = await f.t.request('POST', '/api/po', { token: f.admin, body: body({ autoConfirm: true }) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ orderStatus: 1 });
    expect(res.json()).not.toHaveProperty('autoConfirm');
    expect((await logRows(f, 'purchaseOrders', res.json().id)).map((l) => l.action)).toEqual([
      'add',
      'auto-confirm',
    ]);
    await grantBrand(f, ['warehouses.po.create']);
    const refused = await f.t.request('POST', '/api/po', {
      token: f.brand,
      body: body({ orderNumber: 'PO-BRAND-AUTO', autoConfirm: true }),
    });
    expect(refused.statusCode).toBe(403);
    const plain = await f.t.request('POST', '/api/po', { token: f.brand, body: body() });
    expect(plain.json()).toMatchObject({ orderStatus: 0 });
    await grantBrand(f, []);
  });

  it('edits while Open or Confirmed; once goods arrive 409 and nothing changes', async () => {
    for (const status of statuses) {
      const order = await newOrder(f, status);
      const res = await f.t.request('POST', '/api/po/edit', {
        token: f.admin,
        body: {
          ...body({ orderNumber: order.orderNumber, userNote: 'changed' }),
          id: order.id,
          version: order.version,
        },
      });
      if (status <= 1) {
        expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
        expect(res.json()).toMatchObject({ userNote: 'changed', orderStatus: status });
      } else {
        expect(res.statusCode, String(status)).toBe(409);
        expect(res.json().message).toMatch(/can be changed only while Open or Confirmed/);
        expect(await orderRow(f, order.id)).toEqual(order);
      }
    }
  });

  it('keeps what batches hold: the line, its item, its quantity, the vendor and the warehouse', async () => {
    const order = await newOrder(f, 1);
    await newBatch(f, order, [[0, 6]]);
    const lines = order.items as { sku: string; quantity: number; vendorProductId: number }[];
    const edit = (extra: object) =>
      f.t.request('POST', '/api/po/edit', {
        token: f.admin,
        body: {
          ...body({ orderNumber: order.orderNumber, items: lines }),
          id: order.id,
          version: order.version,
          ...extra,
        },
      });
    const below = await edit({ items: [{ ...lines[0], quantity: 5 }, lines[1]] });
    expect(below.json().fields).toEqual({
      'items[0].quantity': 'At least 6: batches hold or brought that many already',
    });
    const removed = await edit({ items: [lines[1]] });
    expect(Object.keys(removed.json().fields)).toEqual(['items[0].sku']);
    const moved = await edit({ warehouseId: f.ids.rno });
    expect(moved.json().fields).toHaveProperty('warehouseId');
    const ok = await edit({
      items: [{ ...lines[0], quantity: 6 }, lines[1], { sku: f.items[1]!.sku, quantity: 2 }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
