/**
 * GET /api/common/reports/storefront-product-stats: units ordered and shipped per storefront product
 * against a hand-computed fixture (orders placed, cancelled and shipped through the API on days of
 * the user's calendar; a kit counts as the kit, never its components), per day and per week; a
 * brand sees its own storefronts only (another's answers 404); no permission answers 403; bad
 * filters answer 400 per field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontProductStatsAnswer } from '../../src/domain/contracts/sales-reports';
import { addDays, dayStartsAt } from '../../src/domain/dashboard';
import { startTestApp, type TestApp } from './harness';
import { act, createOrder, newItem, orderFixtures, unique, type OrderFixtures } from './order-fixtures';
import { newKit } from './order-kit-fixtures';

const URL = '/api/common/reports/storefront-product-stats';

let t: TestApp;
let f: OrderFixtures;

beforeAll(async () => {
  t = await startTestApp();
  f = await orderFixtures(t);
});
afterAll(() => t.close());

async function stats(query: Record<string, string | number>, token = f.admin) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const res = await t.request('GET', `${URL}?${qs}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StorefrontProductStatsAnswer;
}

async function ship(id: number) {
  expect((await act(f, id, 'send-to-fulfillment')).statusCode).toBe(200);
  const res = await act(f, id, 'ship', {
    carrierCode: 'ups',
    serviceCode: 'ground',
    trackingNumber: unique('1Z'),
  });
  expect(res.statusCode, res.body).toBe(200);
}

const bucket = (a: StorefrontProductStatsAnswer, start: string) => a.buckets.find((b) => b.start === start)!;

describe('storefront product statistics', () => {
  it('counts units ordered and shipped per product and per day, kits as the kit', async () => {
    const before = await stats({ projectId: f.project.id });
    const { to: today, timezoneOffset: offset } = before;
    const yesterday = addDays(today, -1);
    expect(before.from).toBe(addDays(today, -29));
    expect(before.buckets).toHaveLength(30);
    const noonOf = (day: string) =>
      new Date(dayStartsAt(day, offset).getTime() + 12 * 3_600_000).toISOString();

    const a = await newItem(f, 50);
    const b = await newItem(f, 50);
    const c = await newItem(f, 50);
    const kit = await newKit(f, [
      { item: b, quantity: 2 },
      { item: c, quantity: 1 },
    ]);

    // Yesterday: 3 of A and 2 kits, shipped today.
    const first = await createOrder(
      f,
      [
        { sku: a.sku, quantity: 3 },
        { sku: kit.sku, quantity: 2 },
      ],
      { orderDate: noonOf(yesterday) },
    );
    expect(first.statusCode, first.body).toBe(201);
    await ship(first.json().order.id);
    // Today: 1 of A, still open.
    expect((await createOrder(f, [{ sku: a.sku, quantity: 1 }])).statusCode).toBe(201);
    // Today: 5 of A, cancelled: not counted.
    const cancelled = await createOrder(f, [{ sku: a.sku, quantity: 5 }]);
    expect((await act(f, cancelled.json().order.id, 'cancel')).statusCode).toBe(200);
    // 40 days ago (before the period): 2 of A, shipped today: shipped counts, ordered does not.
    const old = await createOrder(f, [{ sku: a.sku, quantity: 2 }], {
      orderDate: noonOf(addDays(today, -40)),
    });
    await ship(old.json().order.id);

    const after = await stats({ projectId: f.project.id });
    const rowOf = (sku: string) => after.products.find((p) => p.sku === sku);
    expect(rowOf(a.sku)).toMatchObject({ ordered: 4, shipped: 5, isKit: false });
    expect(rowOf(a.sku)!.storefrontProductId).toEqual(expect.any(Number));
    expect(rowOf(kit.sku)).toMatchObject({
      ordered: 2,
      shipped: 2,
      isKit: true,
      storefrontProductId: kit.product.id,
    });
    // The kit's components are not products of the storefront's customers.
    expect(rowOf(b.sku)).toBeUndefined();
    expect(rowOf(c.sku)).toBeUndefined();

    expect(bucket(after, yesterday).ordered - bucket(before, yesterday).ordered).toBe(5);
    expect(bucket(after, yesterday).shipped - bucket(before, yesterday).shipped).toBe(0);
    expect(bucket(after, today).ordered - bucket(before, today).ordered).toBe(1);
    expect(bucket(after, today).shipped - bucket(before, today).shipped).toBe(7);
    expect(after.totals.ordered - before.totals.ordered).toBe(6);
    expect(after.totals.shipped - before.totals.shipped).toBe(7);
    expect(after.totals.orders - before.totals.orders).toBe(2);
    expect(after.totals.shippedOrders - before.totals.shippedOrders).toBe(2);
    // The totals are the sum of the days and of the products.
    for (const key of ['ordered', 'shipped'] as const) {
      expect(after.buckets.reduce((n, x) => n + x[key], 0)).toBe(after.totals[key]);
      expect(after.products.reduce((n, x) => n + x[key], 0)).toBe(after.totals[key]);
    }

    // Per week from 13 days ago: two weeks, the second holds yesterday and today.
    const weeks = await stats({
      projectId: f.project.id,
      from: addDays(today, -13),
      to: today,
      interval: 'week',
    });
    expect(weeks.buckets.map((w) => [w.start, w.end])).toEqual([
      [addDays(today, -13), addDays(today, -7)],
      [addDays(today, -6), today],
    ]);
    expect(weeks.buckets[1]!.ordered).toBe(
      after.buckets.filter((x) => x.start >= addDays(today, -6)).reduce((n, x) => n + x.ordered, 0),
    );
    // A period that ends before today: yesterday only.
    const one = await stats({ projectId: f.project.id, from: yesterday, to: yesterday });
    expect(one.buckets).toHaveLength(1);
    expect(one.products.find((p) => p.sku === a.sku)).toMatchObject({ ordered: 3, shipped: 0 });
  });

  it('a brand sees its own storefronts; another brand’s answers 404, as if missing', async () => {
    const own = await stats({ projectId: f.project.id }, f.brand);
    const admin = await stats({ projectId: f.project.id });
    expect(own.totals).toEqual(admin.totals);
    const res = await t.request('GET', `${URL}?projectId=${f.project.id}`, { token: f.bluepeak });
    expect(res.statusCode).toBe(404);
    expect((await stats({ projectId: f.bluepeakProject.id }, f.bluepeak)).projectId).toBe(
      f.bluepeakProject.id,
    );
  });

  it('needs the storefront product stats permission', async () => {
    const res = await t.request('GET', `${URL}?projectId=${f.project.id}`, { token: f.warehouse });
    expect(res.statusCode).toBe(403);
    expect((await t.request('GET', `${URL}?projectId=${f.project.id}`)).statusCode).toBe(401);
  });

  it.each([
    [{}, 'projectId'],
    [{ projectId: 'abc' }, 'projectId'],
    [{ projectId: 1, from: '2024-13-01' }, 'from'],
    [{ projectId: 1, to: 'yesterday' }, 'to'],
    [{ projectId: 1, from: '2024-03-10', to: '2024-03-01' }, 'to'],
    [{ projectId: 1, from: '2022-01-01', to: '2024-01-01' }, 'to'],
    [{ projectId: 1, interval: 'month' }, 'interval'],
  ])('bad filters answer 400 per field: %o', async (query, field) => {
    const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
    const res = await t.request('GET', `${URL}?${qs}`, { token: f.admin });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual([field]);
  });
});
