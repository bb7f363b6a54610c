/**
 * The list filters of spec §3 that do more than match a column: defaults and "all" sentinels,
 * paid-but-not-shipped, inclusive date ranges in the user's timezone, jsonb item SKUs, and sortBy
 * names as the screens send them.
 */
import { count, eq, ne, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, projects, purchaseOrders, shipCodeMappings, tickets, users } from '../../server/db/schema';
import { effectiveTimezoneOffset } from '../../src/domain/timezone';
import { startTestApp, type TestApp } from './harness';
import { openTicketStatuses } from '../../src/domain/ticket.lifecycle';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
});
afterAll(() => t.close());

const list = async (base: string, body: object = {}, token = admin) => {
  const res = await t.request('POST', `${base}/listItems`, { token, body: { perPage: 200, ...body } });
  return { status: res.statusCode, ...(res.json() as { total: number; items: Record<string, unknown>[] }) };
};
const dbCount = async (table: PgTable, where?: SQL) =>
  (await t.database.db.select({ n: count() }).from(table).where(where))[0]!.n;

describe('purchase orders: status defaults to Non-Archived', () => {
  it('leaves out archived orders unless asked, on both bases', async () => {
    const nonArchived = await dbCount(purchaseOrders, ne(purchaseOrders.orderStatus, 6));
    const all = await dbCount(purchaseOrders);
    expect(all).toBeGreaterThan(nonArchived);
    for (const base of ['/api/po', '/api/common/purchaseOrders']) {
      const byDefault = await list(base);
      expect(byDefault.total).toBe(nonArchived);
      expect(byDefault.items.every((po) => po.orderStatus !== 6)).toBe(true);
      expect((await list(base, { orderStatus: 'NonArchived' })).total).toBe(nonArchived);
      expect((await list(base, { orderStatus: -1 })).total).toBe(all);
      const archived = await list(base, { orderStatus: 6 });
      expect(archived.total).toBe(all - nonArchived);
      expect(archived.items.every((po) => po.orderStatus === 6)).toBe(true);
      expect((await list(base, { orderStatus: '3' })).items.every((po) => po.orderStatus === 3)).toBe(true);
      expect((await list(base, { orderStatus: 'Archived' })).status).toBe(400);
    }
  });

  it('finds an item SKU inside items[], ignoring case, and due orders', async () => {
    const bySku = await list('/api/po', { itemSKU: 'bpo-tent' });
    expect(bySku.items.map((po) => po.orderNumber)).toEqual(['PO-BPO-0917']);
    const due = await list('/api/po', { isDue: true });
    expect(due.items.map((po) => po.orderNumber).sort()).toEqual(['PO-BPO-0917', 'PO-KTC-0110']);
    expect((await list('/api/po', { isDue: false })).total).toBe((await list('/api/po')).total);
  });
});

describe('orders', () => {
  it('paid-but-not-shipped means paid and not shipped or cancelled', async () => {
    const res = await list('/api/common/orders', { orderStatus: 'paid-but-not-shipped' });
    expect(res.status).toBe(200);
    const statuses = new Set(res.items.map((o) => o.orderStatus));
    expect([...statuses].sort()).toEqual(['awaiting_shipment', 'on_hold', 'pending_fulfillment']);
    const expected = (await t.database.db.select({ status: orders.orderStatus }).from(orders)).filter((o) =>
      ['awaiting_shipment', 'on_hold', 'pending_fulfillment'].includes(o.status),
    ).length;
    expect(res.total).toBe(expected);
    expect(
      (await list('/api/common/orders', { orderStatus: 'shipped' })).items.every(
        (o) => o.orderStatus === 'shipped',
      ),
    ).toBe(true);
    expect((await list('/api/common/orders', { orderStatus: 'lost' })).status).toBe(400);
  });

  it('sorts by the names the screen sends, newest first by default, with a stable tie-breaker', async () => {
    const byDefault = await list('/api/common/orders');
    const dates = byDefault.items.map((o) => Date.parse(o.orderDate as string));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const byNumber = await list('/api/common/orders', { sortBy: 'OrderNumber', sortDesc: false });
    const numbers = byNumber.items.map((o) => o.orderNumber as string);
    expect(numbers).toEqual([...numbers].sort());
    expect((await list('/api/common/orders', { sortBy: 'Password' })).status).toBe(400);
  });

  it('filters by ship-to, customer, SKUs and store name without regard to case', async () => {
    const [first] = (await list('/api/common/orders', { perPage: 1 })).items as {
      shipmentAddress: { name: string; state: string };
      items: { sku: string; wmsSku: string }[];
      orderNumber: string;
    }[];
    const name = first!.shipmentAddress.name;
    expect(
      (await list('/api/common/orders', { shipToName: name.toUpperCase() })).items.length,
    ).toBeGreaterThan(0);
    expect(
      (await list('/api/common/orders', { customerName: name.toLowerCase() })).items.length,
    ).toBeGreaterThan(0);
    const byState = await list('/api/common/orders', {
      shipToState: first!.shipmentAddress.state.toLowerCase(),
    });
    expect(
      byState.items.every(
        (o) => (o.shipmentAddress as { state: string }).state === first!.shipmentAddress.state,
      ),
    ).toBe(true);
    const byWms = await list('/api/common/orders', { wmsSku: first!.items[0]!.wmsSku.toLowerCase() });
    expect(byWms.items.map((o) => o.orderNumber)).toContain(first!.orderNumber);
    const byStore = await list('/api/common/orders', { storeFront: 'bluepeak shop' });
    expect(byStore.total).toBeGreaterThan(0);
    expect((await list('/api/common/orders', { shipToCountryCode: 'us' })).total).toBe(
      (await list('/api/common/orders')).total,
    );
  });

  it('includes whole days of the user’s timezone in the order date range', async () => {
    const [project] = await t.database.db.select().from(projects).where(eq(projects.clientCode, 'NWG-SHOP'));
    const [adminRow] = await t.database.db.select().from(users).where(eq(users.email, 'admin@dockhand.test'));
    await t.database.db.update(users).set({ timezone: -6 }).where(eq(users.id, adminRow!.id));
    const offset = effectiveTimezoneOffset(-6);
    const dayStart = Date.UTC(2021, 2, 10) - offset * 3600_000;
    const at = {
      'TZ-A-first-moment': dayStart,
      'TZ-B-last-second': dayStart + 24 * 3600_000 - 1000,
      'TZ-C-next-day': dayStart + 24 * 3600_000,
      'TZ-D-day-before': dayStart - 1000,
    };
    for (const [orderNumber, time] of Object.entries(at)) {
      const res = await t.request('POST', '/api/common/orders', {
        token: admin,
        body: {
          orderNumber,
          projectId: project!.id,
          orderDate: new Date(time).toISOString(),
          items: [{ sku: 'NWG-SHOP-MUG-11', quantity: 1 }],
        },
      });
      expect(res.statusCode).toBe(201);
    }
    const onDay = async () =>
      (
        await list('/api/common/orders', {
          orderNumber: 'TZ-',
          startOrderDate: '2021-03-10',
          endOrderDate: '2021-03-10',
          sortBy: 'orderNumber',
          sortDesc: false,
        })
      ).items.map((o) => o.orderNumber);
    expect(await onDay()).toEqual(['TZ-A-first-moment', 'TZ-B-last-second']);
    expect(
      (await list('/api/common/orders', { orderNumber: 'TZ-', startOrderDate: '2021-03-11' })).items.map(
        (o) => o.orderNumber,
      ),
    ).toEqual(['TZ-C-next-day']);

    // Ten hours further east, the same calendar day holds other moments.
    await t.database.db.update(users).set({ timezone: 4 }).where(eq(users.id, adminRow!.id));
    const shift = effectiveTimezoneOffset(4) - offset;
    expect(shift).toBe(10);
    expect(await onDay()).toEqual(['TZ-A-first-moment', 'TZ-D-day-before']);
    expect((await list('/api/common/orders', { startOrderDate: '2021-02-30' })).status).toBe(400);
  });
});

describe('tickets: priority defaults to -1, which is every priority', () => {
  it('lists every priority by default and with -1, one priority when asked', async () => {
    const all = await dbCount(tickets);
    expect((await list('/api/common/tickets')).total).toBe(all);
    expect((await list('/api/common/tickets', { priority: -1 })).total).toBe(all);
    const urgent = await list('/api/common/tickets', { priority: 4 });
    expect(urgent.total).toBe(await dbCount(tickets, eq(tickets.priority, 4)));
    expect(urgent.items.every((x) => x.priority === 4)).toBe(true);
    const open = await list('/api/common/tickets', { showOpen: true });
    expect(open.items.every((x) => openTicketStatuses.includes(x.status as never))).toBe(true);
    expect(open.total).toBeLessThan(all);
    expect((await list('/api/common/tickets', { priority: 'high' })).status).toBe(400);
  });
});

describe('ship code mappings: status defaults to all', () => {
  it('lists all by default and with all, active or inactive when asked', async () => {
    const all = await dbCount(shipCodeMappings);
    const active = await dbCount(shipCodeMappings, eq(shipCodeMappings.active, true));
    expect(active).toBeLessThan(all);
    expect((await list('/api/admin/shipCodeMappings')).total).toBe(all);
    expect((await list('/api/admin/shipCodeMappings', { status: 'all' })).total).toBe(all);
    expect((await list('/api/admin/shipCodeMappings', { status: 'active' })).total).toBe(active);
    expect((await list('/api/admin/shipCodeMappings', { status: 'inactive' })).total).toBe(all - active);
    expect((await list('/api/admin/shipCodeMappings', { status: 'enabled' })).status).toBe(400);
  });
});

describe('other defaults', () => {
  it('manual shipments leave out bulk shipments and team gifts unless the type is asked for', async () => {
    const byDefault = await list('/api/common/manualShipments');
    expect(byDefault.items.some((s) => ['BulkShipment', 'TeamGift'].includes(s.orderType as string))).toBe(
      false,
    );
    const bulk = await list('/api/common/manualShipments', { orderType: 'BulkShipment' });
    expect(bulk.total).toBeGreaterThan(0);
    expect(bulk.items.every((s) => s.orderType === 'BulkShipment')).toBe(true);
    expect((await list('/api/common/manualShipments', { excludeTypes: [] })).total).toBeGreaterThan(
      byDefault.total,
    );
  });

  it('vendor products: inventoryStatus -1 is every status', async () => {
    const all = await list('/api/vendorProducts');
    expect((await list('/api/vendorProducts', { inventoryStatus: -1, showDetailedView: true })).total).toBe(
      all.total,
    );
    const out = await list('/api/vendorProducts', { inventoryStatus: 0 });
    expect(out.total).toBeGreaterThan(0);
    expect(out.total).toBeLessThan(all.total);
  });

  it('stock by location: expiry days are inclusive, item matches code or name', async () => {
    const expiring = (
      await list('/api/common/warehouseProductLocations', { expirationDateStart: '2000-01-01' })
    ).items;
    expect(expiring.length).toBeGreaterThan(0);
    const day = expiring[0]!.expirationDate as string;
    const onDay = await list('/api/common/warehouseProductLocations', {
      expirationDateStart: day,
      expirationDateEnd: day,
    });
    expect(onDay.items.map((l) => l.expirationDate)).toContain(day);
    expect(onDay.items.every((l) => l.expirationDate === day)).toBe(true);
    expect(
      (await list('/api/common/warehouseProductLocations', { item: 'vitamin c' })).total,
    ).toBeGreaterThan(0);
  });
});
