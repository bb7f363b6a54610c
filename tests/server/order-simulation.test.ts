/**
 * "Simulate a meal-kit order" over HTTP (issue 16): the simulation runs the real intake and rolls it
 * back, so it writes nothing (row counts before and after) and agrees with a real intake of the same
 * order; a kit explodes into its components; N orders name the component that runs out first and
 * when the stock coming covers all of them; bad input answers 400 per field; another vendor's
 * storefront is refused; a user without the permission gets 403.
 */
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionLog,
  billsOfMaterials,
  orderEvents,
  orderHolds,
  orders,
  projects,
  purchaseOrders,
  stockAllocations,
  stockLedger,
  storefrontProducts,
  warehouseProductLocations,
} from '../../server/db/schema';
import type { OrderSimulation } from '../../src/domain/contracts/order-simulation';
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

type Item = Awaited<ReturnType<typeof newItem>>;

/** A Kit bill of materials of the project's vendor, sold by a storefront product of its own SKU. */
async function newKit(components: { item: Item; quantity: number }[]) {
  const db = f.t.database.db;
  const sku = unique('KIT');
  const [bom] = await db
    .insert(billsOfMaterials)
    .values({
      name: `Meal kit ${sku}`,
      type: 'Kit',
      vendorId: f.project.vendorId,
      warehouseId: f.project.warehouseId,
      items: components.map(({ item, quantity }) => ({
        sku: item.sku,
        name: item.item,
        quantity,
        vendorProductId: item.id,
      })),
    })
    .returning();
  await db
    .insert(storefrontProducts)
    .values({ projectId: f.project.id, sku, name: `Meal kit ${sku}`, billOfMaterialsId: bom!.id });
  return { sku, bom: bom! };
}

/** An open purchase order bringing `quantity` of the item to the project's warehouse on `day`. */
async function incomingPo(item: Item, quantity: number, day: string) {
  const [po] = await f.t.database.db
    .insert(purchaseOrders)
    .values({
      orderNumber: unique('PO'),
      vendorId: f.project.vendorId,
      warehouseId: f.project.warehouseId,
      expectedDate: day,
      items: [{ sku: item.sku, name: item.item, quantity, unitPrice: 1, vendorProductId: item.id }],
    })
    .returning();
  return po!;
}

/** The body of a simulation: the fixtures' storefront, ship-to and requested service, and `body`. */
function simulate(body: Record<string, unknown>, token = f.admin) {
  const { projectId, shipmentAddress, requestedService } = orderBody(f, []);
  return f.t.request('POST', '/api/common/orders/simulate', {
    token,
    body: { projectId, shipmentAddress, requestedService, ...body },
  });
}

async function simulated(body: Record<string, unknown>, token = f.admin): Promise<OrderSimulation> {
  const res = await simulate(body, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function rowCounts() {
  const db = f.t.database.db;
  const count = async (table: PgTable) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    orders: await count(orders),
    orderHolds: await count(orderHolds),
    orderEvents: await count(orderEvents),
    storefrontProducts: await count(storefrontProducts),
    stockLedger: await count(stockLedger),
    balances: await count(warehouseProductLocations),
    allocations: await count(stockAllocations),
    actionLog: await count(actionLog),
  };
}

describe('simulating an order', () => {
  it('writes nothing: no order, hold, event, storefront product, stock row or action-log row', async () => {
    const [a, b] = [await newItem(f, 5), await newItem(f, 1)];
    const kit = await newKit([
      { item: a, quantity: 1 },
      { item: b, quantity: 2 },
    ]);
    const before = await rowCounts();
    const answer = await simulated({
      // A kit short of b, and a SKU the storefront never listed (intake would make it a product).
      lines: [
        { sku: kit.sku, quantity: 2 },
        { sku: unique('NEW'), quantity: 1 },
      ],
      count: 3,
    });
    expect(answer.markers.sort()).toEqual(['MISSING_SKU', 'NOT_ENOUGH_INVENTORY']);
    expect(await rowCounts()).toEqual(before);
    const [sims] = await f.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`${orders.orderNumber} like 'SIM-%'`);
    expect(sims!.n).toBe(0);
  });

  it('agrees with a real intake of the same order: lines, markers and holds', async () => {
    const [a, b] = [await newItem(f, 10), await newItem(f, 3)];
    const kit = await newKit([
      { item: a, quantity: 2 },
      { item: b, quantity: 1 },
    ]);
    const lines = [
      { sku: kit.sku, quantity: 4 },
      { sku: a.sku, quantity: 1 },
      { sku: unique('NOPE'), quantity: 2 },
    ];
    const answer = await simulated({ lines });
    const real = await createOrder(f, lines);
    expect(real.statusCode, real.body).toBe(201);
    const order = real.json().order;

    const realLines = (order.items as Record<string, unknown>[]).filter((l) => l.kitComponent == null);
    expect(
      answer.lines.map((l) => [l.sku, l.quantity, l.vendorProductId, l.kit?.billOfMaterialsId ?? null]),
    ).toEqual(
      realLines.map((l) => [
        l.sku,
        l.quantity,
        l.vendorProductId ?? null,
        (l.kit as { billOfMaterialsId: number } | null)?.billOfMaterialsId ?? null,
      ]),
    );
    const realComponents = (order.items as Record<string, unknown>[]).filter((l) => l.kitComponent != null);
    expect(answer.lines.flatMap((l) => l.components.map((c) => [c.sku, c.quantity]))).toEqual(
      realComponents.map((c) => [c.sku, c.quantity]),
    );
    expect(answer.orderStatus).toBe(order.orderStatus);
    expect([...answer.markers].sort()).toEqual(
      (order.tags as string[]).filter((t) => ['MISSING_SKU', 'NOT_ENOUGH_INVENTORY'].includes(t)).sort(),
    );
    const realHolds = await f.t.database.db
      .select({ type: orderHolds.type, reason: orderHolds.reason })
      .from(orderHolds)
      .where(eq(orderHolds.orderId, order.id));
    expect(answer.holds).toEqual(realHolds);
    expect(await openHoldTypes(f, order.id)).toEqual(['MISSING_SKU', 'NOT_ENOUGH_INVENTORY']);
  });

  it('explodes a kit into its components, with stock per warehouse, routing and when it could ship', async () => {
    const [rice, sauce] = [await newItem(f, 20), await newItem(f, 2)];
    const kit = await newKit([
      { item: rice, quantity: 2 },
      { item: sauce, quantity: 1 },
    ]);
    const po = await incomingPo(sauce, 10, '2030-01-10');
    const answer = await simulated({ lines: [{ sku: kit.sku, quantity: 3 }] });

    expect(answer.refused).toBeNull();
    expect(answer.lines).toHaveLength(1);
    expect(answer.lines[0]).toMatchObject({
      sku: kit.sku,
      quantity: 3,
      kit: { billOfMaterialsId: kit.bom.id, name: kit.bom.name },
    });
    expect(answer.lines[0]!.components.map((c) => [c.sku, c.perKit, c.quantity])).toEqual([
      [rice.sku, '2', 6],
      [sauce.sku, '1', 3],
    ]);
    // The storefront's warehouse comes first and is the one it ships from.
    expect(answer.warehouses[0]).toMatchObject({ id: f.project.warehouseId, ships: true });
    const here = (id: number) =>
      answer.availability
        .find((a) => a.vendorProductId === id)!
        .available.find((w) => w.warehouseId === f.project.warehouseId)!.available;
    expect([here(rice.id), here(sauce.id)]).toEqual([20, 2]);
    // A component short holds the whole order; the demo storefront maps the requested service.
    expect(answer.markers).toEqual(['NOT_ENOUGH_INVENTORY']);
    expect(answer.holds[0]!.reason).toContain(`${sauce.sku}: 3 needed, 2 available`);
    expect(answer.route).toMatchObject({ matchedBy: 'requested service', requestedService: 'Standard' });
    expect(answer.noRouteReason).toBeNull();
    expect(answer.shipping).toMatchObject({ status: 'when_supplied', date: '2030-01-10' });
    expect(answer.shipping.shortages).toEqual([
      expect.objectContaining({
        vendorProductId: sauce.id,
        needed: 3,
        available: 2,
        covered: true,
        coveredOn: '2030-01-10',
        documents: [expect.objectContaining({ type: 'purchase_order', id: po.id, quantity: 10 })],
      }),
    ]);
    expect(answer.promotion).toBeNull();
  });

  it('with everything in stock it could ship now and is not held', async () => {
    const item = await newItem(f, 5);
    const answer = await simulated({ lines: [{ sku: item.sku, quantity: 2 }] });
    expect(answer).toMatchObject({
      markers: [],
      holds: [],
      orderStatus: expect.not.stringMatching('on_hold'),
    });
    expect(answer.shipping).toMatchObject({ status: 'now', date: null });
  });
});

describe('simulating a promotion of N orders', () => {
  it('names the component that runs out first and when the stock coming covers all N', async () => {
    const [noodles, broth] = [await newItem(f, 100), await newItem(f, 30)];
    const spoon = await newItem(f, 0, { trackInventory: false });
    const kit = await newKit([
      { item: noodles, quantity: 1 },
      { item: broth, quantity: 2 },
      { item: spoon, quantity: 1 },
    ]);
    await incomingPo(broth, 40, '2030-02-01');
    await incomingPo(broth, 60, '2030-03-01');
    const answer = await simulated({ lines: [{ sku: kit.sku, quantity: 1 }], count: 50 });

    const promotion = answer.promotion!;
    expect(promotion.count).toBe(50);
    const of = (id: number) => promotion.components.find((c) => c.vendorProductId === id)!;
    expect(of(noodles.id)).toMatchObject({
      perOrder: 1,
      totalNeeded: 50,
      available: 100,
      ordersCovered: 100,
      coversAll: true,
      coversAllOn: null,
    });
    // 100 broth for 50 orders, 30 here: 70 short, covered by both purchase orders, on the second's day.
    expect(of(broth.id)).toMatchObject({
      perOrder: 2,
      totalNeeded: 100,
      available: 30,
      ordersCovered: 15,
      coversAll: true,
      coversAllOn: '2030-03-01',
    });
    expect(of(broth.id).documents).toHaveLength(2);
    expect(of(spoon.id)).toMatchObject({ ordersCovered: null, coversAll: true });
    expect(promotion.runsOutFirst).toEqual({ vendorProductId: broth.id, sku: broth.sku, ordersCovered: 15 });
    // Holds are those of one order: 2 broth of 30 is in stock.
    expect(answer.markers).toEqual([]);
  });

  it('says when nothing coming covers all N', async () => {
    const item = await newItem(f, 4);
    await incomingPo(item, 5, '2030-04-01');
    const answer = await simulated({ lines: [{ sku: item.sku, quantity: 2 }], count: 10 });
    expect(answer.promotion!.components[0]).toMatchObject({
      totalNeeded: 20,
      ordersCovered: 2,
      coversAll: false,
      coversAllOn: null,
    });
  });
});

describe('the SKUs a line may name', () => {
  const skus = (projectId: unknown, token: string) =>
    f.t.request('GET', `/api/common/orders/simulate/skus?projectId=${String(projectId)}`, { token });

  it('lists the storefront’s products, kits marked, to a brand that may not list products', async () => {
    const kit = await newKit([{ item: await newItem(f, 1), quantity: 1 }]);
    expect(
      (await f.t.request('POST', '/api/common/products/listItems', { token: f.brand, body: {} })).statusCode,
    ).toBe(403);
    const res = await skus(f.project.id, f.brand);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toContainEqual({ sku: kit.sku, name: `Meal kit ${kit.sku}`, kit: true, mapped: true });
  });

  it('refuses another vendor’s storefront and a bad id, per field', async () => {
    expect((await skus(f.bluepeakProject.id, f.brand)).json().fields).toEqual({
      projectId: 'Choose a project you have access to',
    });
    const bad = await skus('north', f.brand);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ projectId: 'Choose a storefront' });
  });
});

describe('refusals', () => {
  it('bad input answers 400 with a message per field', async () => {
    const res = await f.t.request('POST', '/api/common/orders/simulate', {
      token: f.admin,
      body: {
        projectId: 'north',
        lines: [{ sku: '', quantity: 0 }],
        shipmentAddress: { countryCode: 'USA' },
        orderDate: '2025-13-45',
        count: 1001,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      projectId: 'Choose a storefront',
      'lines[0].sku': 'SKU is required',
      'lines[0].quantity': 'Quantity must be at least 1',
      'shipmentAddress.countryCode': 'Country must be a two-letter country code',
      orderDate: expect.stringContaining('Order date'),
      count: 'Orders to simulate must be at most 1000',
    });
    const empty = await simulate({ lines: [], count: 0 });
    expect(empty.json().fields).toEqual({
      lines: 'Add at least one line',
      count: 'Orders to simulate must be at least 1',
    });
  });

  it('another vendor’s storefront is refused as if it were not there', async () => {
    const res = await simulate(
      { projectId: f.bluepeakProject.id, lines: [{ sku: 'X', quantity: 1 }] },
      f.brand,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ projectId: 'Choose a project you have access to' });
    // Its own storefront works for the brand.
    const item = await newItem(f, 3);
    expect((await simulate({ lines: [{ sku: item.sku, quantity: 1 }] }, f.brand)).statusCode).toBe(200);
  });

  it('a user without the permission gets 403', async () => {
    const res = await simulate({ lines: [{ sku: 'X', quantity: 1 }] }, f.warehouse);
    expect(res.statusCode).toBe(403);
    const skus = await f.t.request('GET', `/api/common/orders/simulate/skus?projectId=${f.project.id}`, {
      token: f.warehouse,
    });
    expect(skus.statusCode).toBe(403);
  });

  it('a disabled storefront is answered as intake’s refusal, not an error', async () => {
    const db = f.t.database.db;
    await db.update(projects).set({ enabled: false }).where(eq(projects.id, f.bluepeakProject.id));
    try {
      const item = await newItem(f, 3, { project: f.bluepeakProject });
      const answer = await simulated({
        projectId: f.bluepeakProject.id,
        lines: [{ sku: item.sku, quantity: 1 }],
      });
      expect(answer.refused).toMatch(/is disabled and takes no new orders/);
      expect(answer.lines).toEqual([]);
    } finally {
      await db.update(projects).set({ enabled: true }).where(eq(projects.id, f.bluepeakProject.id));
    }
  });
});
