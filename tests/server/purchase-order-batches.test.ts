/**
 * Schedule a Batch and Ship Items (`POST /api/po/{id}/batches`): the shipment it creates and its line
 * shape, what is left to schedule per line (overbooking answers 400 per line, also for requests fired
 * at once), the order statuses that take batches, permissions and scope, and the shipments base
 * leaving batches to their order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchLine } from '../../src/domain/purchase-order.progress';
import { startTestApp } from './harness';
import {
  act,
  batchRows,
  grantBrand,
  logRows,
  newBatch,
  newOrder,
  poFixtures,
  type PoFixtures,
} from './purchase-order-fixtures';

let f: PoFixtures;

beforeAll(async () => {
  f = await poFixtures(await startTestApp());
});
afterAll(() => f.t.close());

const schedule = (
  id: number,
  version: number,
  lines: [number, number][],
  extra: object = {},
  token = f.admin,
) =>
  act(f, token, id, 'batches', {
    version,
    expectedDate: '2026-06-01',
    lines: lines.map(([poLineIndex, quantity]) => ({ poLineIndex, quantity })),
    ...extra,
  });

describe('scheduling a batch', () => {
  it('creates an Open shipment of type 2 from the order, numbered after it, in the receiving line shape', async () => {
    const order = await newOrder(f, 1, { projectId: null });
    const res = await schedule(order.id, order.version, [
      [0, 4],
      [1, 0],
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [first] = order.items as BatchLine[];
    expect(res.json()).toMatchObject({
      type: 2,
      orderStatus: 'Open',
      orderNumber: `${order.orderNumber}-B1`,
      purchaseOrderId: order.id,
      vendorId: order.vendorId,
      toWarehouseId: order.warehouseId,
      expectedDate: '2026-06-01',
      shippings: [],
    });
    expect(res.json().items).toEqual([
      {
        sku: first!.sku,
        name: first!.name,
        vendorProductId: first!.vendorProductId,
        quantity: 4,
        poLineIndex: 0,
        receivedQuantity: 0,
        rejectedQuantity: 0,
        cancelledQuantity: 0,
      },
    ]);
    expect((await logRows(f, 'warehouseShipments', res.json().id)).map((l) => l.action)).toEqual([
      'schedule-batch',
    ]);
    const second = await schedule(order.id, order.version, [[0, 6]]);
    expect(second.json().orderNumber).toBe(`${order.orderNumber}-B2`);
  });

  it('ships items as Shipped with their carrier and tracking number, which it then needs', async () => {
    const order = await newOrder(f, 2);
    const missing = await schedule(order.id, order.version, [[1, 5]], { shipped: true });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(['carrier', 'trackingNumber']);
    const res = await schedule(order.id, order.version, [[1, 5]], {
      shipped: true,
      carrier: 'XPO Logistics',
      trackingNumber: 'XPO-1',
      shipDate: '2026-05-28',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      orderStatus: 'Shipped',
      shippings: [{ carrier: 'XPO Logistics', trackingNumber: 'XPO-1', shipDate: '2026-05-28' }],
    });
  });

  it('refuses more than is left to schedule, per line, counting only batches not cancelled', async () => {
    const order = await newOrder(f, 1);
    await newBatch(f, order, [[0, 7]]);
    await newBatch(f, order, [[0, 3]], 'Cancelled');
    const over = await schedule(order.id, order.version, [
      [0, 4],
      [1, 5],
    ]);
    expect(over.statusCode).toBe(400);
    expect(over.json().fields).toEqual({
      'lines[0].quantity': `Only 3 of ${f.items[0]!.sku} are left to schedule (10 ordered, 7 in batches)`,
    });
    const bad = await schedule(order.id, order.version, [
      [2, 1],
      [1, 1],
      [1, 1],
    ]);
    expect(Object.keys(bad.json().fields)).toEqual(['lines[0].poLineIndex', 'lines[2].poLineIndex']);
    const nothing = await schedule(order.id, order.version, [[1, 0]]);
    expect(nothing.json().fields).toEqual({ lines: 'Give at least one line a quantity' });
    expect(await batchRows(f, order.id)).toHaveLength(2);
    expect((await schedule(order.id, order.version, [[0, 3]])).statusCode).toBe(201);
  });

  it('lets requests fired at once take no more than the line holds', async () => {
    const order = await newOrder(f, 1);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => schedule(order.id, order.version, [[0, 4]])),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 400, 400, 400, 400]);
    const scheduled = (await batchRows(f, order.id)).flatMap((b) => b.items as { quantity: number }[]);
    expect(scheduled.reduce((sum, l) => sum + l.quantity, 0)).toBe(8);
    const numbers = (await batchRows(f, order.id)).map((b) => b.orderNumber);
    expect(new Set(numbers).size).toBe(2);
  });

  it('takes batches only for a Confirmed or Partially received order, at its current version', async () => {
    for (const status of [0, 3, 4, 5, 6]) {
      const order = await newOrder(f, status);
      const res = await schedule(order.id, order.version, [[0, 1]]);
      expect(res.statusCode, String(status)).toBe(409);
      expect(res.json().message).toMatch(
        /batches can be scheduled only while it is Confirmed or Partially received/,
      );
      expect(await batchRows(f, order.id)).toEqual([]);
    }
    const order = await newOrder(f, 1);
    expect((await schedule(order.id, order.version + 1, [[0, 1]])).json().error).toBe('stale_version');
  });

  it('applies a retried request (same Idempotency-Key) once', async () => {
    const order = await newOrder(f, 1);
    const send = () =>
      f.t.request('POST', `/api/po/${order.id}/batches`, {
        token: f.admin,
        body: { version: order.version, lines: [{ poLineIndex: 0, quantity: 2 }] },
        headers: { 'idempotency-key': `batch-${order.id}` },
      });
    const first = await send();
    const again = await send();
    expect(again.json().id).toBe(first.json().id);
    expect(await batchRows(f, order.id)).toHaveLength(1);
  });
});

describe('who may schedule', () => {
  it('answers 403 without the permission and 404 outside the user’s scope', async () => {
    const order = await newOrder(f, 1);
    expect((await schedule(order.id, order.version, [[0, 1]], {}, f.brand)).statusCode).toBe(403);
    await grantBrand(f, ['warehouses.po.create']);
    const bluepeak = await newOrder(f, 1, { vendorId: f.ids.bpo, warehouseId: f.ids.rno, items: [] });
    expect((await schedule(bluepeak.id, bluepeak.version, [[0, 1]], {}, f.brand)).statusCode).toBe(404);
    expect((await schedule(order.id, order.version, [[0, 1]], {}, f.brand)).statusCode).toBe(201);
    await grantBrand(f, []);
  });
});

describe('the shipments base', () => {
  it('leaves batches to their order: no generic add; an edit keeps the lines and the order', async () => {
    const order = await newOrder(f, 1);
    const add = await f.t.request('POST', '/api/common/warehouseShipments', {
      token: f.admin,
      body: {
        type: 2,
        orderNumber: 'PO-SNEAK-B1',
        vendorId: f.ids.nwg,
        toWarehouseId: f.ids.dal,
        purchaseOrderId: order.id,
        items: [{ sku: f.items[0]!.sku, quantity: 100 }],
      },
    });
    expect(add.statusCode).toBe(400);
    expect(add.json().fields).toEqual({
      type: 'Purchase-order batches are scheduled from their purchase order',
    });

    const batch = (await schedule(order.id, order.version, [[1, 2]])).json();
    const edit = await f.t.request('POST', '/api/common/warehouseShipments/edit', {
      token: f.admin,
      body: {
        ...batch,
        expectedDate: '2026-07-01',
        items: [{ sku: f.items[0]!.sku, quantity: 100 }],
        toWarehouseId: f.ids.rno,
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      expectedDate: '2026-07-01',
      toWarehouseId: f.ids.dal,
      items: batch.items,
    });
  });
});
