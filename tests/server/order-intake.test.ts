/**
 * Order intake over HTTP: every problem marker, the starting status, idempotency (a retry answers the
 * first order; 20 parallel identical submissions make exactly one order; other content under a taken
 * number holds the existing order DUPLICATE_ORDER_NUMBER), the public API with storefront keys, the
 * file import, and who may create orders for which storefront.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderEvents,
  orders,
  projects,
  shipCodeMappings,
  storefrontApiKeys,
  storefrontProducts,
} from '../../server/db/schema';
import { startTestApp } from './harness';
import {
  createOrder,
  newItem,
  openHoldTypes,
  orderBody,
  orderFixtures,
  unique,
  type OrderFixtures,
} from './order-fixtures';

let f: OrderFixtures;

beforeAll(async () => {
  f = await orderFixtures(await startTestApp());
});
afterAll(() => f.t.close());

describe('intake checks', () => {
  it('an order whose lines are in stock waits for shipment, unheld, with its lines mapped', async () => {
    const item = await newItem(f, 10);
    const res = await createOrder(f, [{ sku: item.sku, quantity: 2 }]);
    expect(res.statusCode, res.body).toBe(201);
    const { order, outcome } = res.json();
    expect(outcome).toBe('created');
    expect(order).toMatchObject({
      orderStatus: 'awaiting_shipment',
      vendorId: f.project.vendorId,
      warehouseId: f.project.warehouseId,
    });
    expect(order.items[0]).toMatchObject({
      sku: item.sku,
      wmsSku: item.sku,
      vendorProductId: item.id,
      quantity: 2,
    });
    expect(order.tags).toEqual([]);
    // Two units of an item weighing 0.5 each.
    expect(order.weightTotal).toBe(1);
    // The SKU was new to the storefront: it is now a storefront product mapped to the item.
    const [sp] = await f.t.database.db
      .select()
      .from(storefrontProducts)
      .where(and(eq(storefrontProducts.projectId, f.project.id), eq(storefrontProducts.sku, item.sku)));
    expect(sp).toMatchObject({ vendorProductId: item.id });
    const intake = await f.t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(intake.map((e) => e.kind)).toContain('intake');
  });

  it('an unpaid order starts awaiting payment', async () => {
    const item = await newItem(f, 10);
    const res = await createOrder(f, [{ sku: item.sku, quantity: 1 }], { amountPaid: 0, paymentDate: null });
    expect(res.json().order.orderStatus).toBe('awaiting_payment');
  });

  it('NO_ORDER_ITEMS: an order without lines is kept and held', async () => {
    const res = await createOrder(f, []);
    expect(res.statusCode).toBe(201);
    expect(res.json().order).toMatchObject({ orderStatus: 'on_hold', tags: ['NO_ORDER_ITEMS'] });
  });

  it('MISSING_SKU: a SKU no item has', async () => {
    const res = await createOrder(f, [{ sku: unique('NOPE'), quantity: 1 }]);
    expect(res.json().order).toMatchObject({ orderStatus: 'on_hold' });
    expect(await openHoldTypes(f, res.json().order.id)).toEqual(['MISSING_SKU']);
  });

  it('SKU_FORCED_HOLD: a storefront product on forced hold', async () => {
    const item = await newItem(f, 10);
    await f.t.database.db.insert(storefrontProducts).values({
      projectId: f.project.id,
      sku: `${item.sku}-HOLD`,
      name: 'Held',
      vendorProductId: item.id,
      onFulfillmentHold: true,
    });
    const res = await createOrder(f, [{ sku: `${item.sku}-HOLD`, quantity: 1 }]);
    expect(await openHoldTypes(f, res.json().order.id)).toEqual(['SKU_FORCED_HOLD']);
  });

  it('onFulfillmentIgnore lines are kept but not fulfilled; all ignored is NO_ORDER_ITEMS', async () => {
    const item = await newItem(f, 10);
    await f.t.database.db.insert(storefrontProducts).values({
      projectId: f.project.id,
      sku: `${item.sku}-INS`,
      name: 'Insert card',
      onFulfillmentIgnore: true,
    });
    const mixed = await createOrder(f, [
      { sku: item.sku, quantity: 1 },
      { sku: `${item.sku}-INS`, quantity: 1 },
    ]);
    expect(mixed.json().order.orderStatus).toBe('awaiting_shipment');
    expect(mixed.json().order.items[1]).toMatchObject({ ignored: true, vendorProductId: null });
    const only = await createOrder(f, [{ sku: `${item.sku}-INS`, quantity: 1 }]);
    expect(await openHoldTypes(f, only.json().order.id)).toEqual(['NO_ORDER_ITEMS']);
  });

  it('NOT_ENOUGH_INVENTORY: a line short at the warehouse; items that do not track stock never are', async () => {
    const short = await newItem(f, 1);
    const res = await createOrder(f, [{ sku: short.sku, quantity: 3 }]);
    expect(await openHoldTypes(f, res.json().order.id)).toEqual(['NOT_ENOUGH_INVENTORY']);
    const untracked = await newItem(f, 0, { trackInventory: false });
    const ok = await createOrder(f, [{ sku: untracked.sku, quantity: 3 }]);
    expect(ok.json().order.orderStatus).toBe('awaiting_shipment');
  });

  it('CONFIG_ERROR: no ship-code mapping matches', async () => {
    const db = f.t.database.db;
    const [kettle] = await db.select().from(projects).where(eq(projects.clientCode, 'KTC-SUB'));
    const active = await db
      .update(shipCodeMappings)
      .set({ active: false })
      .where(and(eq(shipCodeMappings.projectId, kettle!.id), eq(shipCodeMappings.active, true)))
      .returning({ id: shipCodeMappings.id });
    try {
      const res = await f.t.request('POST', '/api/common/orders', {
        token: f.admin,
        body: {
          ...orderBody(f, []),
          projectId: kettle!.id,
          items: [{ sku: 'KTC-SUB-GRAN-OAT', quantity: 1 }],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await openHoldTypes(f, res.json().order.id)).toEqual(['CONFIG_ERROR']);
    } finally {
      await db
        .update(shipCodeMappings)
        .set({ active: true })
        .where(
          inArray(
            shipCodeMappings.id,
            active.map((m) => m.id),
          ),
        );
    }
  });

  it('several problems: a hold per marker', async () => {
    const res = await createOrder(f, [
      { sku: unique('NOPE'), quantity: 1 },
      { sku: (await newItem(f, 0)).sku, quantity: 1 },
    ]);
    expect(await openHoldTypes(f, res.json().order.id)).toEqual(['MISSING_SKU', 'NOT_ENOUGH_INVENTORY']);
  });

  it('markers cannot be submitted as tags; people tags can', async () => {
    const item = await newItem(f, 5);
    const res = await createOrder(f, [{ sku: item.sku, quantity: 1 }], { tags: ['VIP', 'FULFILLED'] });
    expect(res.json().order.tags).toEqual(['VIP']);
  });

  it('a disabled storefront takes no orders', async () => {
    const db = f.t.database.db;
    await db.update(projects).set({ enabled: false }).where(eq(projects.id, f.project.id));
    try {
      const res = await createOrder(f, [{ sku: 'X', quantity: 1 }]);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('storefront_disabled');
    } finally {
      await db.update(projects).set({ enabled: true }).where(eq(projects.id, f.project.id));
    }
  });

  it('bad input: 400 with a message per field, nothing written', async () => {
    const before = await f.t.database.db.$count(orders);
    const res = await f.t.request('POST', '/api/common/orders', {
      token: f.admin,
      body: { projectId: 'x', orderNumber: '', items: [{ sku: '', quantity: 0 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(
      expect.arrayContaining(['projectId', 'orderNumber', 'items[0].sku', 'items[0].quantity']),
    );
    expect(await f.t.database.db.$count(orders)).toBe(before);
  });
});

describe('idempotency', () => {
  it('the same order again answers the first one (200 replayed)', async () => {
    const item = await newItem(f, 10);
    const body = orderBody(f, [{ sku: item.sku, quantity: 1 }]);
    const first = await f.t.request('POST', '/api/common/orders', { token: f.admin, body });
    const again = await f.t.request('POST', '/api/common/orders', { token: f.admin, body });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ outcome: 'replayed', order: { id: first.json().order.id } });
  });

  it('20 parallel identical submissions make exactly one order', async () => {
    const item = await newItem(f, 10);
    const body = orderBody(f, [{ sku: item.sku, quantity: 1 }]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => f.t.request('POST', '/api/common/orders', { token: f.admin, body })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(answers.map((a) => a.json().order.id)).size).toBe(1);
    const rows = await f.t.database.db.select().from(orders).where(eq(orders.orderNumber, body.orderNumber));
    expect(rows).toHaveLength(1);
  });

  it('other content under a taken number: 409, and the existing order is held DUPLICATE_ORDER_NUMBER', async () => {
    const item = await newItem(f, 10);
    const body = orderBody(f, [{ sku: item.sku, quantity: 1 }]);
    const first = await f.t.request('POST', '/api/common/orders', { token: f.admin, body });
    const other = await f.t.request('POST', '/api/common/orders', {
      token: f.admin,
      body: { ...body, items: [{ sku: item.sku, quantity: 5 }] },
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: 'duplicate_order_number', orderId: first.json().order.id });
    expect(await openHoldTypes(f, first.json().order.id)).toEqual(['DUPLICATE_ORDER_NUMBER']);
    const rows = await f.t.database.db.select().from(orders).where(eq(orders.orderNumber, body.orderNumber));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.items).toMatchObject([{ quantity: 1 }]);
  });
});

describe('the public API with storefront keys', () => {
  it('create a key (secret once), order with it, see it listed as used, revoke it', async () => {
    const keys = `/api/storefronts/${f.project.id}/api-keys`;
    const created = await f.t.request('POST', keys, { token: f.admin, body: { name: 'Shopify connector' } });
    expect(created.statusCode, created.body).toBe(201);
    const { secret, key } = created.json();
    expect(secret).toMatch(/^dk_/);
    expect(JSON.stringify(await f.t.database.db.select().from(storefrontApiKeys))).not.toContain(secret);

    const item = await newItem(f, 5);
    const { projectId: _p, ...body } = orderBody(f, [{ sku: item.sku, quantity: 1 }]);
    const placed = await f.t.request('POST', '/api/public/orders', {
      headers: { 'x-api-key': secret },
      body,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order).toMatchObject({ projectId: f.project.id, orderStatus: 'awaiting_shipment' });
    const log = await f.t.request('GET', `/api/common/orders/${placed.json().order.id}/connector-log`, {
      token: f.admin,
    });
    expect(log.json().items[0].message).toContain('Shopify connector');

    const listed = await f.t.request('GET', keys, { token: f.admin });
    expect(listed.json().items.find((k: { id: number }) => k.id === key.id)).toMatchObject({
      name: 'Shopify connector',
    });
    expect(listed.json().items.find((k: { id: number }) => k.id === key.id).lastUsedAt).not.toBeNull();

    const revoked = await f.t.request('POST', `${keys}/${key.id}/revoke`, { token: f.admin });
    expect(revoked.json().revokedAt).not.toBeNull();
    const refused = await f.t.request('POST', '/api/public/orders', {
      headers: { 'x-api-key': secret },
      body: { ...body, orderNumber: unique('O') },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('no key or a wrong key: 401; keys of a foreign storefront: 404; without api.keys: 403', async () => {
    expect((await f.t.request('POST', '/api/public/orders', { body: {} })).statusCode).toBe(401);
    expect(
      (await f.t.request('POST', '/api/public/orders', { headers: { 'x-api-key': 'dk_wrong' }, body: {} }))
        .statusCode,
    ).toBe(401);
    expect(
      (await f.t.request('GET', `/api/storefronts/${f.bluepeakProject.id}/api-keys`, { token: f.admin }))
        .statusCode,
    ).toBe(200);
    expect(
      (await f.t.request('GET', `/api/storefronts/${f.project.id}/api-keys`, { token: f.brand })).statusCode,
    ).toBe(403);
  });
});

describe('import', () => {
  it('each order on its own: created, replayed, invalid', async () => {
    const item = await newItem(f, 10);
    const good = orderBody(f, [{ sku: item.sku, quantity: 1 }]);
    const res = await f.t.request('POST', '/api/common/orders/import', {
      token: f.admin,
      body: { projectId: f.project.id, orders: [good, good, { orderNumber: '', items: [] }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'created',
      'replayed',
      'invalid',
    ]);
    expect(res.json().results[2].fields).toHaveProperty('orderNumber');
  });
});

describe('who may create orders', () => {
  it('a vendor user creates for its own storefront, not for another vendor’s', async () => {
    const item = await newItem(f, 5);
    const own = await createOrder(f, [{ sku: item.sku, quantity: 1 }], {}, f.brand);
    expect(own.statusCode, own.body).toBe(201);
    const foreign = await f.t.request('POST', '/api/common/orders', {
      token: f.brand,
      body: { ...orderBody(f, []), projectId: f.bluepeakProject.id },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toHaveProperty('projectId');
  });

  it('a warehouse user (no orders.create) cannot', async () => {
    const res = await createOrder(f, [{ sku: 'X', quantity: 1 }], {}, f.warehouse);
    expect(res.statusCode).toBe(403);
  });
});
