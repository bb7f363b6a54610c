/**
 * GET /api/common/reports/products-shipped: units shipped per vendor item (view items: a kit as its
 * components) and per storefront product as ordered (view storefront, the OM report: a kit as the
 * kit) against a hand-computed fixture of orders shipped through the API; a brand sees its own
 * orders only (another's storefront or vendor answers 404); no permission answers 403; bad filters
 * answer 400 per field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductsShippedAnswer } from '../../src/domain/contracts/sales-reports';
import { startTestApp, type TestApp } from './harness';
import { act, createOrder, newItem, orderFixtures, unique, type OrderFixtures } from './order-fixtures';
import { newKit } from './order-kit-fixtures';

const URL = '/api/common/reports/products-shipped';

let t: TestApp;
let f: OrderFixtures;

beforeAll(async () => {
  t = await startTestApp();
  f = await orderFixtures(t);
});
afterAll(() => t.close());

const qs = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();

async function report(query: Record<string, string | number>, token = f.admin) {
  const res = await t.request('GET', `${URL}?${qs(query)}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProductsShippedAnswer;
}

async function shipped(lines: { sku: string; quantity: number }[], extra: Record<string, unknown> = {}) {
  const res = await createOrder(f, lines, extra);
  expect(res.statusCode, res.body).toBe(201);
  const id: number = res.json().order.id;
  expect((await act(f, id, 'send-to-fulfillment')).statusCode).toBe(200);
  const ship = await act(f, id, 'ship', {
    carrierCode: 'ups',
    serviceCode: 'ground',
    trackingNumber: unique('1Z'),
  });
  expect(ship.statusCode, ship.body).toBe(200);
  return id;
}

const today = (a: ProductsShippedAnswer) => a.days.at(-1)!;

describe('products shipped', () => {
  let a: { id: number; sku: string };
  let b: { id: number; sku: string };
  let c: { id: number; sku: string };
  let kit: Awaited<ReturnType<typeof newKit>>;
  let other: { id: number; sku: string };
  const before: Partial<Record<'items' | 'storefront', ProductsShippedAnswer>> = {};

  beforeAll(async () => {
    before.items = await report({ view: 'items' });
    before.storefront = await report({ view: 'storefront' });
    a = await newItem(f, 50);
    b = await newItem(f, 50);
    c = await newItem(f, 50);
    kit = await newKit(f, [
      { item: b, quantity: 2 },
      { item: c, quantity: 1 },
    ]);
    other = await newItem(f, 50, { project: f.bluepeakProject });
    await shipped([
      { sku: a.sku, quantity: 3 },
      { sku: kit.sku, quantity: 2 },
    ]);
    await shipped([{ sku: a.sku, quantity: 1 }]);
    // Not shipped: not counted.
    expect((await createOrder(f, [{ sku: a.sku, quantity: 5 }])).statusCode).toBe(201);
    await shipped([{ sku: other.sku, quantity: 7 }], { projectId: f.bluepeakProject.id });
  });

  it('per vendor item: what the warehouse shipped, a kit as its components', async () => {
    const after = await report({ view: 'items' });
    const row = (sku: string) => after.rows.find((r) => r.sku === sku);
    expect(row(a.sku)).toMatchObject({ id: a.id, units: 4, orders: 2, vendorId: f.project.vendorId });
    // Two kits of two B and one C each.
    expect(row(b.sku)).toMatchObject({ id: b.id, units: 4, orders: 1 });
    expect(row(c.sku)).toMatchObject({ id: c.id, units: 2, orders: 1 });
    expect(row(kit.sku)).toBeUndefined();
    expect(row(other.sku)).toMatchObject({ units: 7, orders: 1, vendorId: f.bluepeakProject.vendorId });
    expect(after.totals.units - before.items!.totals.units).toBe(17);
    expect(after.totals.orders - before.items!.totals.orders).toBe(3);
    expect(today(after).units - today(before.items!).units).toBe(17);
    expect(after.days).toHaveLength(30);
    expect(after.days.reduce((n, d) => n + d.units, 0)).toBe(after.totals.units);
    expect(after.rows.reduce((n, r) => n + r.units, 0)).toBe(after.totals.units);
  });

  it('per storefront product as ordered (OM): a kit as the kit', async () => {
    const after = await report({ view: 'storefront' });
    const row = (sku: string) => after.rows.find((r) => r.sku === sku);
    expect(row(a.sku)).toMatchObject({ units: 4, orders: 2, projectId: f.project.id, isKit: false });
    expect(row(kit.sku)).toMatchObject({ id: kit.product.id, units: 2, orders: 1, isKit: true });
    expect(row(b.sku)).toBeUndefined();
    expect(row(c.sku)).toBeUndefined();
    expect(after.totals.units - before.storefront!.totals.units).toBe(13);
    expect(after.totals.orders - before.storefront!.totals.orders).toBe(3);
    // One storefront only.
    const one = await report({ view: 'storefront', projectId: f.bluepeakProject.id });
    expect(one.rows.every((r) => r.projectId === f.bluepeakProject.id)).toBe(true);
    expect(one.rows.find((r) => r.sku === other.sku)).toMatchObject({ units: 7 });
  });

  it('a brand sees its own orders only; another brand’s storefront or vendor answers 404', async () => {
    const own = await report({ view: 'items' }, f.brand);
    expect(own.rows.find((r) => r.sku === a.sku)).toMatchObject({ units: 4 });
    expect(own.rows.find((r) => r.sku === other.sku)).toBeUndefined();
    expect(own.rows.every((r) => r.vendorId === f.project.vendorId)).toBe(true);
    const theirs = await report({ view: 'storefront' }, f.bluepeak);
    expect(theirs.rows.find((r) => r.sku === a.sku)).toBeUndefined();
    const outside: Record<string, number>[] = [{ projectId: f.project.id }, { vendorId: f.project.vendorId }];
    for (const query of outside) {
      const res = await t.request('GET', `${URL}?${qs(query)}`, { token: f.bluepeak });
      expect(res.statusCode, JSON.stringify(query)).toBe(404);
    }
  });

  it('needs the ordered items permission', async () => {
    expect((await t.request('GET', URL, { token: f.warehouse })).statusCode).toBe(403);
    expect((await t.request('GET', URL)).statusCode).toBe(401);
  });

  it.each([
    [{ view: 'vendors' }, 'view'],
    [{ projectId: 'abc' }, 'projectId'],
    [{ vendorId: -1 }, 'vendorId'],
    [{ warehouseId: 1.5 }, 'warehouseId'],
    [{ from: '2024-02-30' }, 'from'],
    [{ from: '2024-03-10', to: '2024-03-01' }, 'to'],
  ])('bad filters answer 400 per field: %o', async (query, field) => {
    const res = await t.request('GET', `${URL}?${qs(query)}`, { token: f.admin });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual([field]);
  });
});
