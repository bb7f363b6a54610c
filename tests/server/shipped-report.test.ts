/**
 * GET /api/common/reports/shipped (/reports/shipped): shipped storefront orders per day of the user's
 * calendar by carrier and service, against a hand-counted fixture; a brand counts only its own
 * orders, a warehouse filter only that warehouse's; the permission and every bad filter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShippedReport } from '../../src/domain/contracts/operations-reports';
import { addDays, dayStartsAt } from '../../src/domain/dashboard';
import { insertOrder, tenants, token, type Tenants } from './dashboard-fixtures';
import { startTestApp, type TestApp } from './harness';
import { act, createOrder, newItem, orderFixtures, unique, type OrderFixtures } from './order-fixtures';

let t: TestApp;
let f: OrderFixtures;
let ids: Tenants;
let admin: string;
let northwind: string;

const PATH = '/api/common/reports/shipped';

async function report(tokenOf: string, query: Record<string, string> = {}): Promise<ShippedReport> {
  const res = await t.request('GET', `${PATH}?${new URLSearchParams(query).toString()}`, { token: tokenOf });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ShippedReport;
}

// A range far in the past, which the demo data does not reach.
const FROM = '2021-03-01';
const TO = '2021-03-03';

beforeAll(async () => {
  t = await startTestApp();
  f = await orderFixtures(t);
  ids = await tenants(t);
  admin = f.admin;
  northwind = f.brand;
  // The users' offset (the same for every demo user): days begin at its midnight.
  const offset = (await report(admin)).timezoneOffset;
  const at = (day: string, hour: number, minute = 0) =>
    new Date(dayStartsAt(day, offset).getTime() + (hour * 60 + minute) * 60_000);
  const shipped = (carrierCode: string | null, serviceCode: string | null, shipDate: Date) => ({
    orderStatus: 'shipped',
    carrierCode,
    serviceCode,
    shipDate,
  });
  await insertOrder(t, ids, 'NWG', shipped('fedex', 'ground', at(FROM, 0, 0)));
  await insertOrder(t, ids, 'NWG', shipped('fedex', 'express', at(FROM, 15)));
  await insertOrder(t, ids, 'BPO', shipped('ups', 'ground', at(addDays(FROM, 1), 9)));
  await insertOrder(t, ids, 'NWG', shipped('fedex', 'ground', at(TO, 23, 59)));
  await insertOrder(t, ids, 'NWG', shipped(null, null, at(TO, 8)));
  // Outside the range by a minute either side, and not shipped: never counted.
  await insertOrder(t, ids, 'NWG', shipped('fedex', 'ground', at(addDays(FROM, -1), 23, 59)));
  await insertOrder(t, ids, 'NWG', shipped('fedex', 'ground', at(addDays(TO, 1), 0, 0)));
  await insertOrder(t, ids, 'NWG', {
    orderStatus: 'awaiting_shipment',
    carrierCode: 'fedex',
    shipDate: at(FROM, 10),
  });
});
afterAll(() => t.close());

describe('GET /api/common/reports/shipped', () => {
  it('counts shipped orders per day of the user’s calendar and per carrier and service', async () => {
    const answer = await report(admin, { from: FROM, to: TO });
    expect(answer.from).toBe(FROM);
    expect(answer.to).toBe(TO);
    expect(answer.days).toEqual([
      { day: '2021-03-01', count: 2 },
      { day: '2021-03-02', count: 1 },
      { day: '2021-03-03', count: 2 },
    ]);
    expect(answer.total).toBe(5);
    expect(answer.services).toEqual([
      { carrier: 'fedex', service: 'ground', count: 2 },
      { carrier: '', service: '', count: 1 },
      { carrier: 'fedex', service: 'express', count: 1 },
      { carrier: 'ups', service: 'ground', count: 1 },
    ]);
    expect(answer.carriers).toEqual(['fedex', 'ups']);
  });

  it('filters by carrier, storefront and warehouse; the carrier choices stay whole', async () => {
    const fedex = await report(admin, { from: FROM, to: TO, carrier: 'fedex' });
    expect(fedex.total).toBe(3);
    expect(fedex.days.map((d) => d.count)).toEqual([2, 0, 1]);
    expect(fedex.carriers).toEqual(['fedex', 'ups']);
    const bluepeak = await report(admin, { from: FROM, to: TO, projectId: String(ids.project.BPO) });
    expect(bluepeak.services).toEqual([{ carrier: 'ups', service: 'ground', count: 1 }]);
    const reno = await report(admin, { from: FROM, to: TO, warehouseId: String(ids.warehouse.RNO) });
    expect(reno.total).toBe(1);
    const dallas = await report(admin, { from: FROM, to: TO, warehouseId: String(ids.warehouse.DAL) });
    expect(dallas.total).toBe(4);
  });

  it('a brand counts only its own orders, whatever it filters by', async () => {
    const own = await report(northwind, { from: FROM, to: TO });
    expect(own.total).toBe(4);
    expect(own.carriers).toEqual(['fedex']);
    const other = await report(northwind, { from: FROM, to: TO, projectId: String(ids.project.BPO) });
    expect(other.total).toBe(0);
    const bluepeak = await report(await token(t, 'brand@bluepeak.test'), { from: FROM, to: TO });
    expect(bluepeak.total).toBe(1);
  });

  it('covers the last 30 days by default, an order shipped just now on today', async () => {
    const item = await newItem(f, 5);
    const created = await createOrder(f, [{ sku: item.sku, quantity: 1 }]);
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().order.id;
    expect((await act(f, id, 'send-to-fulfillment')).statusCode).toBe(200);
    const carrier = unique('carrier').toLowerCase();
    const ship = await act(f, id, 'ship', {
      carrierCode: carrier,
      serviceCode: 'ground',
      trackingNumber: '1Z',
    });
    expect(ship.statusCode, ship.body).toBe(200);

    const answer = await report(northwind, { carrier });
    expect(answer.days).toHaveLength(30);
    expect(answer.from).toBe(addDays(answer.to, -29));
    expect(answer.days.at(-1)).toEqual({ day: answer.to, count: 1 });
    expect(answer.services).toEqual([{ carrier, service: 'ground', count: 1 }]);
  });

  it('needs the shipped count permission', async () => {
    expect((await t.request('GET', PATH)).statusCode).toBe(401);
    for (const email of ['warehouse@dockhand.test', 'manufacturing@dockhand.test']) {
      const res = await t.request('GET', PATH, { token: await token(t, email) });
      expect(res.statusCode, email).toBe(403);
    }
  });

  it('refuses bad filters with a message per field', async () => {
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ from: 'yesterday' }, 'from', /date/],
      [{ from: '2021-02-30' }, 'from', /date/],
      [{ to: '2021-13-01' }, 'to', /date/],
      [{ from: '2021-03-05', to: '2021-03-01' }, 'to', /before/],
      [{ from: '2020-01-01', to: '2021-03-01' }, 'to', /at most/],
      [{ from: '2001-01-01' }, 'from', /at most/],
      [{ projectId: 'abc' }, 'projectId', /storefront/],
      [{ warehouseId: '-3' }, 'warehouseId', /warehouse/],
      [{ carrier: 'x'.repeat(101) }, 'carrier', /at most/],
    ];
    for (const [query, field, message] of cases) {
      const res = await t.request('GET', `${PATH}?${new URLSearchParams(query).toString()}`, {
        token: admin,
      });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
      expect(res.json().fields[field]).toMatch(message);
    }
  });
});
