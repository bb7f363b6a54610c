/**
 * GET /api/dashboard, the storefront version: its numbers match the lists its links open, for every
 * scope; a vendor never sees another vendor's orders nor a warehouse user another warehouse's; holds
 * by marker, to ship today, late and shipped per day follow the user's calendar.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderHolds, orders, users } from '../../server/db/schema';
import {
  addDays,
  dayAt,
  OPEN_ORDER_STATUSES,
  SHIPPED_CHART_DAYS,
  type DashboardAnswer,
} from '../../src/domain/dashboard';
import { effectiveTimezoneOffset } from '../../src/domain/timezone';
import { at, dashboard, figures, insertOrder, tenants, token, type Tenants } from './dashboard-fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let ids: Tenants;
let admin: string;
let northwind: string;
let bluepeak: string;
let warehouse: string;

beforeAll(async () => {
  t = await startTestApp();
  ids = await tenants(t);
  admin = await token(t, 'admin@dockhand.test');
  northwind = await token(t, 'brand@northwind.test');
  bluepeak = await token(t, 'brand@bluepeak.test');
  warehouse = await token(t, 'warehouse@dockhand.test');
});
afterAll(() => t.close());

const listTotal = async (tokenOf: string, filters: Record<string, unknown>) => {
  const res = await t.request('POST', '/api/common/orders/listItems', {
    token: tokenOf,
    body: { page: 1, perPage: 1, ...filters },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { total: number }).total;
};

const heldUnder = (answer: DashboardAnswer, type: string) =>
  answer.orders!.holdsByType.find((h) => h.type === type)?.count ?? 0;
const shippedOn = (answer: DashboardAnswer, day: string) =>
  answer.orders!.shippedPerDay.find((d) => d.day === day)?.count ?? 0;

describe('GET /api/dashboard (storefront version)', () => {
  it('needs a signed-in user', async () => {
    expect((await t.request('GET', '/api/dashboard')).statusCode).toBe(401);
  });

  it('opens on the storefront version for the order desk and for vendors, offering what each may see', async () => {
    const a = await dashboard(t, admin);
    expect(a.view).toBe('orders');
    expect(a.views).toEqual(['orders', 'warehouse']);
    expect(a.outbound).toBeNull();
    const v = await dashboard(t, northwind);
    expect(v.view).toBe('orders');
    expect(v.views).toEqual(['orders']);
    expect(v.orders!.shippedPerDay).toHaveLength(SHIPPED_CHART_DAYS);
    expect(v.orders!.shippedPerDay.at(-1)!.day).toBe(v.today);
  });

  it('counts per status and per marker exactly what the orders list shows each user', async () => {
    for (const [who, tokenOf, view] of [
      ['admin', admin, undefined],
      ['vendor', northwind, undefined],
      ['warehouse', warehouse, 'orders'],
    ] as const) {
      const answer = await dashboard(t, tokenOf, view);
      for (const status of OPEN_ORDER_STATUSES)
        expect(answer.orders!.byStatus[status], `${who} ${status}`).toBe(
          await listTotal(tokenOf, { orderStatus: status }),
        );
      // Each marker's count is what the held list shows filtered to that tag.
      for (const marker of ['MISSING_SKU', 'NOT_ENOUGH_INVENTORY'])
        expect(heldUnder(answer, marker), `${who} ${marker}`).toBe(
          await listTotal(tokenOf, { orderStatus: 'on_hold', tag: marker }),
        );
    }
  });

  it('the seeded data gives every version something to show', async () => {
    const a = await dashboard(t, admin);
    expect(a.orders!.byStatus.on_hold).toBeGreaterThan(0);
    // Intake held the seeded orders with an unmapped SKU; the others are held by people.
    expect(heldUnder(a, 'MISSING_SKU')).toBeGreaterThan(0);
    const counted = a.orders!.holdsByType.reduce((n, h) => n + h.count, 0);
    expect(counted).toBeGreaterThanOrEqual(a.orders!.byStatus.on_hold);
    expect(a.orders!.shippedPerDay.reduce((n, d) => n + d.count, 0)).toBeGreaterThan(0);
  });

  it("counts another vendor's and another warehouse's new orders only for those who may see them", async () => {
    const before = {
      admin: await dashboard(t, admin),
      northwind: await dashboard(t, northwind),
      bluepeak: await dashboard(t, bluepeak),
      warehouse: await dashboard(t, warehouse, 'orders'),
    };
    const ref = before.admin;
    const justNow = new Date(Date.now() - 60_000);
    // Kettle & Crumb ships from Columbus: outside the warehouse user's DAL and RNO.
    const ktc = [
      { orderStatus: 'on_hold', tags: ['MISSING_SKU', 'VIP'] },
      { orderStatus: 'on_hold', tags: ['CONFIG_ERROR', 'NOT_ENOUGH_INVENTORY'] },
      { orderStatus: 'on_hold', tags: ['Rush'], notes: 'people hold' },
      { orderStatus: 'awaiting_shipment', shipByDate: at(ref, 0, 23) },
      { orderStatus: 'pending_fulfillment', shipByDate: at(ref, -1) },
      // Unpaid: not late, it cannot ship yet.
      { orderStatus: 'awaiting_payment', shipByDate: at(ref, -3), paymentDate: null },
      { orderStatus: 'shipped', shipDate: justNow },
      { orderStatus: 'shipped', shipDate: at(ref, -3) },
      { orderStatus: 'shipped', shipDate: at(ref, -SHIPPED_CHART_DAYS - 2) },
      // Archived: off the lists, so off the open figures.
      { orderStatus: 'on_hold', tags: ['MISSING_SKU'], isArchived: true, shipByDate: at(ref, -2) },
    ];
    const held = [];
    for (const values of ktc) held.push(await insertOrder(t, ids, 'KTC', values));
    // People's holds live in order_holds: two open ones on one order count under each type; a
    // released one, or one on an archived order, does not count.
    const byPeople = held.find((o) => o.notes === 'people hold')!;
    const archived = held.find((o) => o.isArchived)!;
    await t.database.db.insert(orderHolds).values([
      { orderId: byPeople.id, type: 'operator', reason: 'Check the address' },
      { orderId: byPeople.id, type: 'client', reason: 'The brand asked' },
      { orderId: byPeople.id, type: 'payment', reason: 'Paid since', releasedAt: new Date() },
      { orderId: archived.id, type: 'address', reason: 'Archived anyway' },
    ]);
    // Bluepeak ships from Reno: the warehouse user sees it, Northwind does not.
    await insertOrder(t, ids, 'BPO', {
      orderStatus: 'on_hold',
      tags: ['MISSING_SKU'],
      shipByDate: at(ref, -1),
    });

    const a = await dashboard(t, admin);
    const b = before.admin.orders!;
    expect(a.orders!.byStatus).toEqual({
      awaiting_payment: b.byStatus.awaiting_payment + 1,
      awaiting_shipment: b.byStatus.awaiting_shipment + 1,
      pending_fulfillment: b.byStatus.pending_fulfillment + 1,
      on_hold: b.byStatus.on_hold + 4,
    });
    expect(heldUnder(a, 'MISSING_SKU')).toBe(heldUnder(before.admin, 'MISSING_SKU') + 2);
    expect(heldUnder(a, 'NOT_ENOUGH_INVENTORY')).toBe(heldUnder(before.admin, 'NOT_ENOUGH_INVENTORY') + 1);
    expect(heldUnder(a, 'CONFIG_ERROR')).toBe(heldUnder(before.admin, 'CONFIG_ERROR') + 1);
    expect(heldUnder(a, 'operator')).toBe(heldUnder(before.admin, 'operator') + 1);
    expect(heldUnder(a, 'client')).toBe(heldUnder(before.admin, 'client') + 1);
    expect(heldUnder(a, 'payment')).toBe(heldUnder(before.admin, 'payment'));
    expect(heldUnder(a, 'address')).toBe(heldUnder(before.admin, 'address'));
    expect(a.orders!.shipToday).toBe(b.shipToday + 1);
    expect(a.orders!.late).toBe(b.late + 2);
    const justNowDay = dayAt(justNow, a.timezoneOffset);
    expect(shippedOn(a, justNowDay)).toBe(shippedOn(before.admin, justNowDay) + 1);
    expect(shippedOn(a, dayAt(at(ref, -3), a.timezoneOffset))).toBe(
      shippedOn(before.admin, dayAt(at(ref, -3), a.timezoneOffset)) + 1,
    );
    const total = (x: DashboardAnswer) => x.orders!.shippedPerDay.reduce((n, d) => n + d.count, 0);
    expect(total(a)).toBe(total(before.admin) + 2);

    // Northwind sees none of it; Bluepeak and the Reno warehouse only the Bluepeak order.
    expect(figures(await dashboard(t, northwind))).toEqual(figures(before.northwind));
    for (const [tokenOf, previous, view] of [
      [bluepeak, before.bluepeak, undefined],
      [warehouse, before.warehouse, 'orders'],
    ] as const) {
      const now = await dashboard(t, tokenOf, view);
      expect(now.orders!.byStatus.on_hold).toBe(previous.orders!.byStatus.on_hold + 1);
      expect(heldUnder(now, 'MISSING_SKU')).toBe(heldUnder(previous, 'MISSING_SKU') + 1);
      expect(heldUnder(now, 'CONFIG_ERROR')).toBe(heldUnder(previous, 'CONFIG_ERROR'));
      expect(now.orders!.late).toBe(previous.orders!.late + 1);
      expect(now.orders!.shippedPerDay).toEqual(previous.orders!.shippedPerDay);
    }
    // And the lists still agree, hold markers included.
    expect(heldUnder(a, 'CONFIG_ERROR')).toBeGreaterThan(0);
    expect((await dashboard(t, northwind)).orders!.byStatus.on_hold).toBe(
      await listTotal(northwind, { orderStatus: 'on_hold' }),
    );
  });

  it("puts each shipment on its day of the user's calendar, whatever their timezone", async () => {
    const db = t.database.db;
    const shipped = await db
      .select({ shipDate: orders.shipDate })
      .from(orders)
      .where(and(eq(orders.orderStatus, 'shipped'), isNotNull(orders.shipDate)));
    for (const stored of [0, 4, -9]) {
      await db.update(users).set({ timezone: stored }).where(eq(users.email, 'admin@dockhand.test'));
      const answer = await dashboard(t, admin);
      expect(answer.timezoneOffset).toBe(effectiveTimezoneOffset(stored));
      // 22:00 yesterday at this offset: a day that changes with the offset.
      const evening = at(answer, -1, 22);
      await insertOrder(t, ids, 'KTC', { orderStatus: 'shipped', shipDate: evening });
      shipped.push({ shipDate: evening });
      const expected = new Map(answer.orders!.shippedPerDay.map((d) => [d.day, 0]));
      for (const { shipDate } of shipped) {
        const day = dayAt(shipDate!, answer.timezoneOffset);
        if (expected.has(day)) expected.set(day, expected.get(day)! + 1);
      }
      const after = await dashboard(t, admin);
      expect(after.orders!.shippedPerDay).toEqual([...expected].map(([day, count]) => ({ day, count })));
      expect(shippedOn(after, addDays(after.today, -1))).toBeGreaterThan(0);
    }
  });
});
