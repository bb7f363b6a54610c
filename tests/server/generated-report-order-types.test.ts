/**
 * The generated report types read from storefront orders (issue 17): Ordered Storefront Items,
 * Ordered Vendor Items and Order Fulfillments, requested over HTTP and run on the job runner, against
 * the hand-counted week of generated-report-order-fixtures.ts. Each filter of the ordered items block
 * changes what it should; a brand sees its own orders only; and the numbers equal what the orders
 * list and the report screens answer the same user for the same orders.
 */
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedReportView, ReportCell } from '../../src/domain/contracts/generated-reports';
import type { OrdersFulfillmentReport, ShippedReport } from '../../src/domain/contracts/operations-reports';
import type { ProductsShippedAnswer } from '../../src/domain/contracts/sales-reports';
import {
  BASE,
  FROM,
  TO,
  orderTypeFixtures,
  requestReport,
  type OrderTypeFixtures,
} from './generated-report-order-fixtures';
import { startTestApp, type TestApp } from './harness';
import { orderFixtures, orderRow, type OrderFixtures } from './order-fixtures';

let t: TestApp;
let f: OrderFixtures;
let fx: OrderTypeFixtures;

beforeAll(async () => {
  t = await startTestApp();
  f = await orderFixtures(t);
  fx = await orderTypeFixtures(f);
}, 120_000);
afterAll(() => t.close());

type Filters = Record<string, unknown>;
const week = (filters: Filters = {}) => ({ dateFilter: 'custom', startDate: FROM, endDate: TO, ...filters });

/** A report of the week, as `token` asks for it; extra: projectId, forMultipleStorefronts. */
function run(type: string, filters: Filters = {}, token = f.admin, extra: Filters = {}) {
  return requestReport(t, token, { type, name: `${type} test`, filters: week(filters), ...extra });
}

/** The report's rows (all of them fit its preview here) by column key. */
const records = (report: GeneratedReportView) =>
  report.preview.map((cells) => Object.fromEntries(report.columns.map((c, i) => [c.key, cells[i]])));

/** [SKU, orders, units ordered, (units shipped,) revenue?] per row, sorted as the file is. */
const counts = (report: GeneratedReportView) =>
  records(report).map((r) =>
    [r.sku, r.orders, r.unitsOrdered, r.unitsShipped, r.revenue].filter((v) => v !== undefined),
  );

async function post<T>(url: string, token: string, body: unknown): Promise<T> {
  const res = await t.request('POST', url, { token, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
async function get<T>(url: string, token: string): Promise<T> {
  const res = await t.request('GET', url, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
/** What the orders list answers `token` for these filters (archived orders too: reports keep them). */
const listTotal = async (token: string, filters: Filters) =>
  (
    await post<{ total: number }>('/api/common/orders/listItems', token, {
      showArchived: true,
      perPage: 1,
      ...filters,
    })
  ).total;

describe('Ordered Storefront Items', () => {
  const type = 'OrderedStorefrontItemsReport';

  it('per storefront product ordered in the week and shipped: a kit as the kit, revenue price × quantity', async () => {
    const report = await run(type);
    expect(report.columns.map((c) => c.label)).toEqual([
      'Storefront code',
      'Storefront',
      'SKU',
      'Name',
      'Orders',
      'Units ordered',
      'Units shipped',
      'Revenue',
    ]);
    const rows = records(report);
    expect(rows.map((r) => [r.storefrontCode, r.sku])).toEqual([
      ['BPO-DTC', fx.x.sku],
      ...[[fx.insertSku], [fx.kit.sku], [fx.a.sku]]
        .sort(([p], [q]) => p!.localeCompare(q!))
        .map(([sku]) => ['NWG-SHOP', sku]),
    ]);
    // O1, O2, O5 (O5 shipped after the week; ordered in it); not O3 (open), O4 (earlier), O7 (hidden store), O9.
    const bySku = new Map(counts(report).map((r) => [r[0], r.slice(1)]));
    expect(bySku.get(fx.a.sku)).toEqual([3, 8, 8, 80]);
    expect(bySku.get(fx.kit.sku)).toEqual([1, 2, 2, 50]);
    // Never fulfilled: ordered, not shipped.
    expect(bySku.get(fx.insertSku)).toEqual([1, 1, 0, 0]);
    expect(bySku.get(fx.x.sku)).toEqual([1, 7, 7, 23.31]);
    expect(rows.find((r) => r.sku === fx.kit.sku)?.name).toMatch(/^Meal kit/);
    expect(report.asOf).not.toBeNull();
  });

  it('applies the period to the ship date when asked', async () => {
    // O1, O2 and O4 shipped in the week (O5 after it; O7 in a hidden store).
    const bySku = new Map(counts(await run(type, { dateType: 'shipDate' })).map((r) => [r[0], r.slice(1)]));
    expect(bySku.get(fx.a.sku)).toEqual([3, 6, 6, 60]);
  });

  it('chooses stores by their hidden flag', async () => {
    expect(counts(await run(type, { whatStores: 'hidden' }))).toEqual([[fx.a.sku, 1, 6, 6, 60]]);
    const all = counts(await run(type, { whatStores: 'all' }));
    expect(all.find((r) => r[0] === fx.a.sku)).toEqual([fx.a.sku, 4, 14, 14, 140]);
  });

  it('chooses orders by status as the orders list does; units shipped only where orders shipped', async () => {
    const open = await run(type, { orderStatus: 'awaiting_shipment' });
    expect(open.columns.map((c) => c.key)).not.toContain('unitsShipped');
    expect(counts(open)).toEqual([[fx.a.sku, 1, 5, 50]]);
    expect(counts(await run(type, { orderStatus: 'paid-but-not-shipped' }))).toEqual([[fx.a.sku, 1, 5, 50]]);
    expect(counts(await run(type, { orderStatus: 'cancelled' }))).toEqual([[fx.a.sku, 1, 9, 90]]);
    // Any status: every order placed in the week (shipped, open and cancelled), with the shipped units.
    const any = await run(type, { orderStatus: 'all' });
    expect(any.columns.map((c) => c.key)).toContain('unitsShipped');
    expect(new Map(counts(any).map((r) => [r[0], r.slice(1)])).get(fx.a.sku)).toEqual([5, 22, 8, 220]);
  });

  it('matches the customer by name, e-mail or username, and the ship-to country', async () => {
    const only = (report: GeneratedReportView) => counts(report).map((r) => r.slice(0, 3));
    expect(only(await run(type, { customer: 'grace' }))).toEqual([[fx.a.sku, 1, 1]]);
    expect(only(await run(type, { customer: 'GHOPPER' }))).toEqual([[fx.a.sku, 1, 1]]);
    expect(only(await run(type, { countryCode: 'ca' }))).toEqual([[fx.a.sku, 1, 1]]);
    const ada = only(await run(type, { customer: 'ada@example' }));
    expect(ada.find((r) => r[0] === fx.a.sku)).toEqual([fx.a.sku, 1, 3]);
    expect(ada.map((r) => r[0])).toHaveLength(3);
  });

  it('keeps to the storefronts chosen, in the filter or as the request’s storefront', async () => {
    const expected = [[fx.x.sku, 1, 7, 7, 23.31]];
    expect(counts(await run(type, { storefrontIds: [f.bluepeakProject.id] }))).toEqual(expected);
    expect(counts(await run(type, {}, f.admin, { projectId: f.bluepeakProject.id }))).toEqual(expected);
  });

  it('adds small-parcel manual shipments under their vendor when asked; never bulk or drafts', async () => {
    const rows = records(await run(type, { includeManualShipments: true }));
    const manual = rows.filter((r) => String(r.storefront).startsWith('Manual shipments'));
    expect(
      manual.map((r) => [r.storefrontCode, r.sku, r.orders, r.unitsOrdered, r.unitsShipped, r.revenue]),
    ).toEqual([
      ['BPO', fx.x.sku, 1, 3, 3, 15],
      ['NWG', fx.a.sku, 1, 2, 2, 10],
    ]);
    const nwg = records(await run(type, { includeManualShipments: true, storefrontIds: [f.project.id] }));
    expect(nwg.filter((r) => r.storefrontCode === 'NWG').map((r) => r.unitsOrdered)).toEqual([2]);
    expect(nwg.some((r) => r.storefrontCode === 'BPO')).toBe(false);
    const grace = records(await run(type, { includeManualShipments: true, customer: 'grace' }));
    expect(grace.some((r) => String(r.storefront).startsWith('Manual'))).toBe(false);
  });

  it('of a brand holds its own orders and shipments only, as its orders list counts them', async () => {
    for (const token of [f.admin, f.brand]) {
      const rows = records(await run(type, { whatStores: 'all', includeManualShipments: true }, token));
      if (token === f.brand) expect(rows.every((r) => String(r.storefrontCode).startsWith('NWG'))).toBe(true);
      const a = rows.find((r) => r.sku === fx.a.sku && r.storefrontCode === 'NWG-SHOP');
      const listed = await listTotal(token, {
        omSku: fx.a.sku,
        orderStatus: 'shipped',
        startOrderDate: FROM,
        endOrderDate: TO,
      });
      expect(a?.orders).toBe(listed);
    }
  });

  it('counts the units the storefront products report screen shows for the same shipped orders', async () => {
    for (const token of [f.admin, f.brand]) {
      const screen = await get<ProductsShippedAnswer>(
        `/api/common/reports/products-shipped?view=storefront&from=${FROM}&to=${TO}`,
        token,
      );
      const report = records(await run(type, { dateType: 'shipDate', whatStores: 'all' }, token));
      expect(report.map((r) => [r.sku, r.orders, r.unitsOrdered]).sort()).toEqual(
        screen.rows.map((r) => [r.sku, r.orders, r.units]).sort(),
      );
    }
  });
});

describe('Ordered Vendor Items', () => {
  const type = 'OrderedWarehouseItemsReport';

  it('per vendor item: a kit as its components, a product never fulfilled left out', async () => {
    const report = await run(type);
    expect(report.columns.map((c) => c.label)).toEqual([
      'Vendor code',
      'Vendor',
      'SKU',
      'Item',
      'Orders',
      'Units ordered',
      'Units shipped',
    ]);
    const bySku = new Map(counts(report).map((r) => [r[0], r.slice(1)]));
    expect([...bySku.keys()].sort()).toEqual([fx.a.sku, fx.b.sku, fx.c.sku, fx.x.sku].sort());
    expect(bySku.get(fx.a.sku)).toEqual([3, 8, 8]);
    expect(bySku.get(fx.b.sku)).toEqual([1, 4, 4]);
    expect(bySku.get(fx.c.sku)).toEqual([1, 2, 2]);
    expect(bySku.get(fx.x.sku)).toEqual([1, 7, 7]);
  });

  it('adds manual shipments to their items and reads other statuses without units shipped', async () => {
    const manual = new Map(
      counts(await run(type, { includeManualShipments: true })).map((r) => [r[0], r.slice(1)]),
    );
    expect(manual.get(fx.a.sku)).toEqual([4, 10, 10]);
    expect(manual.get(fx.x.sku)).toEqual([2, 10, 10]);
    expect(counts(await run(type, { orderStatus: 'awaiting_shipment' }))).toEqual([[fx.a.sku, 1, 5]]);
  });

  it('counts what the products shipped screen shows each user for the same week', async () => {
    for (const token of [f.admin, f.brand]) {
      const screen = await get<ProductsShippedAnswer>(
        `/api/common/reports/products-shipped?view=items&from=${FROM}&to=${TO}`,
        token,
      );
      const report = records(await run(type, { dateType: 'shipDate', whatStores: 'all' }, token));
      expect(report.map((r) => [r.sku, r.orders, r.unitsShipped]).sort()).toEqual(
        screen.rows.map((r) => [r.sku, r.orders, r.units]).sort(),
      );
      if (token === f.brand) expect(report.some((r) => r.sku === fx.x.sku)).toBe(false);
    }
  });
});

describe('Order Fulfillments', () => {
  const type = 'OrderFulfillmentsReport';
  const dates = { startDate: FROM, endDate: TO };
  const fulfillments = (token = f.admin) =>
    requestReport(t, token, { type, name: 'Fulfilments', filters: dates });

  it('one row per order received or shipped in the week, oldest first, on the requester’s clock', async () => {
    const report = await fulfillments();
    const rows = records(report);
    const numbers = rows.map((r) => r.orderNumber);
    const number = async (key: keyof typeof fx.ids) => (await orderRow(f, fx.ids[key])).orderNumber;
    expect(numbers).toEqual(
      await Promise.all((['O4', 'O1', 'O6', 'O2', 'O3', 'O7', 'O5', 'O9'] as const).map(number)),
    );
    const o1 = rows[1]!;
    expect(o1).toMatchObject({
      status: 'Shipped',
      orderDate: `${FROM} 10:00`,
      shipByDate: '2021-06-08 12:00',
      shipDate: '2021-06-08 09:00',
      hoursToShip: 23,
      carrier: 'ups',
      service: 'ground',
      trackingNumber: '1Z-O1',
      late: 'No',
    });
    expect(rows.map((r) => [r.hoursToShip, r.late])).toEqual([
      [101, 'No'], // O4: ordered before the week, shipped in it
      [23, 'No'],
      [23, 'No'],
      [71, 'Yes'], // O2 shipped after its ship-by date
      [null, 'Yes'], // O3 still open past it
      [24, 'No'],
      [119, 'No'], // O5: ordered in the week, shipped after it
      [null, 'No'], // O9 cancelled
    ]);
    expect(rows[0]!.storefront).toMatch(/\(NWG-SHOP\)$/);
  });

  it('of a brand holds its own orders; the counts equal the orders list and the screens for each user', async () => {
    for (const token of [f.admin, f.brand]) {
      const rows = records(await fulfillments(token));
      const inWeek = (value: ReportCell | undefined) =>
        typeof value === 'string' && value.slice(0, 10) >= FROM && value.slice(0, 10) <= TO;
      const received = rows.filter((r) => inWeek(r.orderDate)).length;
      const shipped = rows.filter((r) => r.status === 'Shipped' && inWeek(r.shipDate)).length;
      expect(received).toBe(await listTotal(token, { startOrderDate: FROM, endOrderDate: TO }));
      const screen = await get<OrdersFulfillmentReport>(
        `/api/common/reports/orders-fulfillment?from=${FROM}&to=${TO}`,
        token,
      );
      expect([received, shipped]).toEqual([screen.received, screen.shipped]);
      expect(shipped).toBe(
        (await get<ShippedReport>(`/api/common/reports/shipped?from=${FROM}&to=${TO}`, token)).total,
      );
      // Every order due in the week is in the report here, so the late ones are the screen's.
      expect(rows.filter((r) => r.late === 'Yes')).toHaveLength(screen.lateShipped + screen.lateOpen);
      expect(rows.some((r) => String(r.storefront).includes('BPO-DTC'))).toBe(token === f.admin);
      expect(rows).toHaveLength(token === f.admin ? 8 : 7);
    }
  });

  it('pages through many orders, ties on the order date included, and streams them all to its CSV', async () => {
    const { orders } = await import('../../server/db/schema');
    const instants = [0, 1, 2].map((h) => new Date(Date.UTC(2021, 1, 3, 12 + h)));
    await t.database.db.insert(orders).values(
      Array.from({ length: 2_100 }, (_, i) => ({
        orderNumber: `BULK-${String(i).padStart(4, '0')}`,
        projectId: f.project.id,
        vendorId: f.project.vendorId,
        warehouseId: f.project.warehouseId,
        orderDate: instants[i % 3]!,
      })),
    );
    const report = await requestReport(t, f.admin, {
      type,
      name: 'Many',
      filters: { startDate: '2021-02-01', endDate: '2021-02-07' },
    });
    expect(report.rowCount).toBe(2_100);
    const csv = await t.request('GET', `${BASE}/${report.id}/file?format=csv`, { token: f.admin });
    expect(csv.statusCode).toBe(200);
    const parsed = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(parsed[0]![0]).toBe('Order number');
    const listed = parsed.slice(1).map((r) => r[0]);
    expect(new Set(listed).size).toBe(2_100);
    expect(listed.map((n) => Number(n!.slice(5)) % 3)).toEqual(
      [...listed].map((n) => Number(n!.slice(5)) % 3).sort(),
    );
  });
});
