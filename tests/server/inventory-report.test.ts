/**
 * GET /api/common/reports/inventory (/reports/inventory): on hand, allocated, available and in
 * transit by warehouse and vendor (per item when a vendor is chosen) and days of cover, against
 * stock received, allocated and shipped through the API; a brand sees only its own stock; the
 * permission and every bad filter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryReport, InventoryReportRow } from '../../src/domain/contracts/operations-reports';
import { tenants, type Tenants } from './dashboard-fixtures';
import { startTestApp, type TestApp } from './harness';
import { act, createOrder, newItem, orderFixtures, type OrderFixtures } from './order-fixtures';

let t: TestApp;
let f: OrderFixtures;
let ids: Tenants;
let shippedItem: number;
let idleItem: number;
let otherVendorItem: number;

const PATH = '/api/common/reports/inventory';

async function report(tokenOf: string, query: Record<string, string> = {}): Promise<InventoryReport> {
  const res = await t.request('GET', `${PATH}?${new URLSearchParams(query).toString()}`, { token: tokenOf });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as InventoryReport;
}

const rowOf = (answer: InventoryReport, vendorProductId: number) =>
  answer.rows.find((r) => r.vendorProductId === vendorProductId);

const figures = (r: InventoryReportRow | undefined) =>
  r && {
    onHand: r.onHand,
    allocated: r.allocated,
    available: r.available,
    inTransit: r.inTransit,
    shipped: r.shipped,
    daysOfCover: r.daysOfCover,
  };

async function order(sku: string, quantity: number, ship: boolean, project = f.project) {
  const res = await createOrder(f, [{ sku, quantity }], { projectId: project.id });
  expect(res.statusCode, res.body).toBe(201);
  const id: number = res.json().order.id;
  expect((await act(f, id, 'send-to-fulfillment')).statusCode).toBe(200);
  if (ship) {
    const shipped = await act(f, id, 'ship', {
      carrierCode: 'ups',
      serviceCode: 'ups_ground',
      trackingNumber: '1Z',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
  }
}

beforeAll(async () => {
  t = await startTestApp();
  f = await orderFixtures(t);
  ids = await tenants(t);
  // Northwind at Dallas: 20 received, 6 shipped (4 + 2), 3 allocated to an order not shipped yet.
  const a = await newItem(f, 20);
  await order(a.sku, 4, true);
  await order(a.sku, 2, true);
  await order(a.sku, 3, false);
  shippedItem = a.id;
  // 5 received, nothing shipped: no days of cover.
  idleItem = (await newItem(f, 5)).id;
  // Bluepeak at Reno: 8 received, 1 shipped.
  const b = await newItem(f, 8, { project: f.bluepeakProject });
  await order(b.sku, 1, true, f.bluepeakProject);
  otherVendorItem = b.id;
});
afterAll(() => t.close());

describe('GET /api/common/reports/inventory', () => {
  it('per item of the chosen vendor: stock figures and days of cover at the last 30 days’ pace', async () => {
    const answer = await report(f.admin, { vendorId: String(ids.vendor.NWG) });
    expect(answer.byItem).toBe(true);
    // 11 available; 6 shipped in 30 days is 0.2 a day: 55 days.
    expect(figures(rowOf(answer, shippedItem))).toEqual({
      onHand: 14,
      allocated: 3,
      available: 11,
      inTransit: 0,
      shipped: 6,
      daysOfCover: 55,
    });
    expect(figures(rowOf(answer, idleItem))).toEqual({
      onHand: 5,
      allocated: 0,
      available: 5,
      inTransit: 0,
      shipped: 0,
      daysOfCover: null,
    });
    expect(rowOf(answer, shippedItem)).toMatchObject({ warehouseId: f.project.warehouseId });
    expect(rowOf(answer, otherVendorItem)).toBeUndefined();
    expect(answer.rows.every((r) => r.vendorId === ids.vendor.NWG && r.sku)).toBe(true);
  });

  it('by warehouse and vendor, the rows add up to the per-item rows, the warehouses and the totals', async () => {
    const all = await report(f.admin);
    expect(all.byItem).toBe(false);
    expect(all.rows.every((r) => r.vendorProductId === null)).toBe(true);
    const items = await report(f.admin, { vendorId: String(ids.vendor.NWG) });
    const dallas = all.rows.find(
      (r) => r.vendorId === ids.vendor.NWG && r.warehouseId === f.project.warehouseId,
    )!;
    const dallasItems = items.rows.filter((r) => r.warehouseId === f.project.warehouseId);
    const add = (rows: readonly InventoryReportRow[], k: 'onHand' | 'available' | 'shipped') =>
      rows.reduce((n, r) => n + r[k], 0);
    for (const k of ['onHand', 'available', 'shipped'] as const) {
      expect(dallas[k]).toBe(add(dallasItems, k));
      expect(all.totals[k]).toBe(add(all.rows, k));
      expect(all.warehouses.reduce((n, w) => n + w[k], 0)).toBe(all.totals[k]);
    }
    const reno = await report(f.admin, { warehouseId: String(ids.warehouse.RNO) });
    expect(reno.rows.every((r) => r.warehouseId === ids.warehouse.RNO)).toBe(true);
    expect(reno.warehouses.map((w) => w.warehouseId)).toEqual([ids.warehouse.RNO]);
  });

  it('a brand sees only its own stock, whatever vendor it asks for', async () => {
    const own = await report(f.brand);
    expect(own.rows.length).toBeGreaterThan(0);
    expect(own.rows.every((r) => r.vendorId === ids.vendor.NWG)).toBe(true);
    const other = await report(f.brand, { vendorId: String(ids.vendor.BPO) });
    expect(other.rows).toEqual([]);
    expect(other.totals.onHand).toBe(0);
    const bluepeak = await report(f.bluepeak, { vendorId: String(ids.vendor.BPO) });
    expect(figures(rowOf(bluepeak, otherVendorItem))).toEqual({
      onHand: 7,
      allocated: 0,
      available: 7,
      inTransit: 0,
      shipped: 1,
      daysOfCover: 210,
    });
  });

  it('needs the warehouse product stats permission', async () => {
    expect((await t.request('GET', PATH)).statusCode).toBe(401);
    for (const email of ['warehouse@dockhand.test', 'manufacturing@dockhand.test']) {
      const res = await t.request('GET', PATH, { token: (await t.login(email)).jwtToken });
      expect(res.statusCode, email).toBe(403);
    }
  });

  it('refuses bad filters with a message per field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ warehouseId: 'abc' }, 'warehouseId'],
      [{ warehouseId: '0' }, 'warehouseId'],
      [{ vendorId: '1.5' }, 'vendorId'],
      [{ vendorId: '-2' }, 'vendorId'],
    ];
    for (const [query, field] of cases) {
      const res = await t.request('GET', `${PATH}?${new URLSearchParams(query).toString()}`, {
        token: f.admin,
      });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
  });
});
