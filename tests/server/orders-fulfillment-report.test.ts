/**
 * GET /api/common/reports/orders-fulfillment (/reports/orders-fulfillment): orders received vs
 * shipped per day of the user's calendar, the median and 90th percentile hours from order to ship,
 * late orders (shipped after the ship-by date, or open past it), against a hand-counted fixture; a
 * brand counts only its own orders; the permission and every bad filter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersFulfillmentReport } from '../../src/domain/contracts/operations-reports';
import { addDays, dayStartsAt } from '../../src/domain/dashboard';
import { insertOrder, tenants, token, type Tenants } from './dashboard-fixtures';
import { startTestApp, type TestApp } from './harness';
import { act, createOrder, newItem, orderFixtures, type OrderFixtures } from './order-fixtures';

let t: TestApp;
let f: OrderFixtures;
let ids: Tenants;

const PATH = '/api/common/reports/orders-fulfillment';

async function report(tokenOf: string, query: Record<string, string> = {}): Promise<OrdersFulfillmentReport> {
  const res = await t.request('GET', `${PATH}?${new URLSearchParams(query).toString()}`, { token: tokenOf });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OrdersFulfillmentReport;
}

// A range far in the past, which the demo data does not reach.
const FROM = '2021-03-01';
const TO = '2021-03-03';

beforeAll(async () => {
  t = await startTestApp();
  f = await orderFixtures(t);
  ids = await tenants(t);
  const offset = (await report(f.admin)).timezoneOffset;
  const at = (day: string, hour: number) => new Date(dayStartsAt(day, offset).getTime() + hour * 3_600_000);
  const day2 = addDays(FROM, 1);
  // Northwind: received day 1, shipped 10 hours later (due day 2: on time).
  await insertOrder(t, ids, 'NWG', {
    orderStatus: 'shipped',
    orderDate: at(FROM, 8),
    shipDate: at(FROM, 18),
    shipByDate: at(day2, 12),
  });
  // Northwind: received day 1, shipped day 3 after 50 hours (due day 2: late).
  await insertOrder(t, ids, 'NWG', {
    orderStatus: 'shipped',
    orderDate: at(FROM, 9),
    shipDate: at(TO, 11),
    shipByDate: at(day2, 12),
  });
  // Northwind: received day 2, still open, due day 3 (past now: late, open).
  await insertOrder(t, ids, 'NWG', {
    orderStatus: 'awaiting_shipment',
    orderDate: at(day2, 7),
    shipByDate: at(TO, 9),
  });
  // Northwind: received day 2, cancelled: received, never late.
  await insertOrder(t, ids, 'NWG', {
    orderStatus: 'cancelled',
    orderDate: at(day2, 8),
    shipByDate: at(TO, 9),
  });
  // Bluepeak: received before the range, shipped day 2 after 30 hours.
  await insertOrder(t, ids, 'BPO', {
    orderStatus: 'shipped',
    orderDate: at(addDays(FROM, -1), 20),
    shipDate: at(day2, 2),
    shipByDate: at(day2, 12),
  });
});
afterAll(() => t.close());

describe('GET /api/common/reports/orders-fulfillment', () => {
  it('counts received vs shipped per day, time to ship and late orders', async () => {
    const answer = await report(f.admin, { from: FROM, to: TO });
    expect(answer.days).toEqual([
      { day: '2021-03-01', received: 2, shipped: 1 },
      { day: '2021-03-02', received: 2, shipped: 1 },
      { day: '2021-03-03', received: 0, shipped: 1 },
    ]);
    expect(answer).toMatchObject({ received: 4, shipped: 3, lateShipped: 1, lateOpen: 1 });
    // 10, 30 and 50 hours: the median 30; the 90th percentile 30 + 0.8 × 20 = 46.
    expect(answer.medianHoursToShip).toBe(30);
    expect(answer.p90HoursToShip).toBe(46);
  });

  it('filters by storefront and warehouse; a brand counts only its own orders', async () => {
    const northwind = await report(f.admin, { from: FROM, to: TO, projectId: String(ids.project.NWG) });
    expect(northwind).toMatchObject({ received: 4, shipped: 2, medianHoursToShip: 30 });
    const reno = await report(f.admin, { from: FROM, to: TO, warehouseId: String(ids.warehouse.RNO) });
    expect(reno).toMatchObject({ received: 0, shipped: 1, medianHoursToShip: 30, lateShipped: 0 });
    const brand = await report(f.brand, { from: FROM, to: TO });
    expect(brand).toMatchObject({ received: 4, shipped: 2, lateShipped: 1, lateOpen: 1 });
    const other = await report(f.brand, { from: FROM, to: TO, projectId: String(ids.project.BPO) });
    expect(other).toMatchObject({ received: 0, shipped: 0, medianHoursToShip: null, p90HoursToShip: null });
  });

  it('covers the last 30 days by default, an order received and shipped today counted on today', async () => {
    const item = await newItem(f, 3);
    const created = await createOrder(f, [{ sku: item.sku, quantity: 1 }], {}, f.admin);
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().order.id;
    const before = await report(f.brand);
    expect(before.days).toHaveLength(30);
    expect((await act(f, id, 'send-to-fulfillment')).statusCode).toBe(200);
    const ship = await act(f, id, 'ship', {
      carrierCode: 'ups',
      serviceCode: 'ups_ground',
      trackingNumber: '1Z',
    });
    expect(ship.statusCode, ship.body).toBe(200);
    const after = await report(f.brand);
    expect(after.days.at(-1)!.shipped).toBe(before.days.at(-1)!.shipped + 1);
    expect(after.shipped).toBe(before.shipped + 1);
  });

  it('needs the order fulfilment permission', async () => {
    expect((await t.request('GET', PATH)).statusCode).toBe(401);
    for (const email of ['warehouse@dockhand.test', 'manufacturing@dockhand.test']) {
      const res = await t.request('GET', PATH, { token: await token(t, email) });
      expect(res.statusCode, email).toBe(403);
    }
  });

  it('refuses bad filters with a message per field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: 'soon' }, 'from'],
      [{ to: '2021-02-29' }, 'to'],
      [{ from: '2021-03-05', to: '2021-03-01' }, 'to'],
      [{ projectId: 'x' }, 'projectId'],
      [{ warehouseId: '0' }, 'warehouseId'],
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
