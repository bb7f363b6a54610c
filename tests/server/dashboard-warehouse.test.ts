/**
 * GET /api/dashboard beyond storefront orders: the warehouse version ('Dashboard: non-ecom view'),
 * inbound documents due this week, and sections left out (not zeroed) for users without their
 * permission.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fulfillmentOrders,
  manualShipments,
  purchaseOrders,
  users,
  warehouseShipments,
} from '../../server/db/schema';
import { addDays, type DashboardAnswer } from '../../src/domain/dashboard';
import { ADVANCED_SHIP_NOTICE } from '../../src/domain/resources/warehouse-shipment.schema';
import { at, dashboard, figures, tenants, token, type Tenants } from './dashboard-fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let ids: Tenants;
let admin: string;
let northwind: string;
let warehouse: string;
let manufacturing: string;

beforeAll(async () => {
  t = await startTestApp();
  ids = await tenants(t);
  admin = await token(t, 'admin@dockhand.test');
  northwind = await token(t, 'brand@northwind.test');
  warehouse = await token(t, 'warehouse@dockhand.test');
  manufacturing = await token(t, 'manufacturing@dockhand.test');
});
afterAll(() => t.close());

let seq = 0;
const number = (prefix: string) => `${prefix}-DASH-${++seq}`;

describe('GET /api/dashboard (warehouse version)', () => {
  it('opens on the warehouse documents for a warehouse manager, without storefront order figures', async () => {
    const w = await dashboard(t, warehouse);
    expect(w.view).toBe('warehouse');
    expect(w.views).toEqual(['orders', 'warehouse']);
    expect(w.orders).toBeNull();
    expect(w.outbound!.fulfillmentOrders).not.toBeNull();
    expect(w.outbound!.parcelShipments).not.toBeNull();
    expect(w.outbound!.bulkShipments).not.toBeNull();
    expect(w.inbound!.purchaseOrders).not.toBeNull();
    // The seed's orders sent to fulfilment wait at Dallas and Reno.
    expect(w.outbound!.fulfillmentOrders!.toShip).toBeGreaterThan(0);
  });

  it('counts outbound documents in the warehouse scope only', async () => {
    const db = t.database.db;
    const before = {
      admin: await dashboard(t, admin, 'warehouse'),
      warehouse: await dashboard(t, warehouse),
    };
    const ref = before.warehouse;
    const fo = (warehouseId: number, values: Partial<typeof fulfillmentOrders.$inferInsert>) => ({
      orderNumber: number('FO'),
      vendorId: ids.vendor.NWG,
      warehouseId,
      ...values,
    });
    await db
      .insert(fulfillmentOrders)
      .values([
        fo(ids.warehouse.DAL, { orderStatus: 'Open', shipByDate: at(ref, 0, 18) }),
        fo(ids.warehouse.DAL, { orderStatus: 'AwaitingShipment', shipByDate: at(ref, -2) }),
        fo(ids.warehouse.DAL, { orderStatus: 'Shipped', shipDate: at(ref, -1) }),
        fo(ids.warehouse.CMH, { orderStatus: 'Open', shipByDate: at(ref, 0, 18) }),
      ]);
    const ms = (values: Partial<typeof manualShipments.$inferInsert>) => ({
      orderNumber: number('MS'),
      vendorId: ids.vendor.BPO,
      ...values,
    });
    await db.insert(manualShipments).values([
      ms({ orderType: 'Ecom', orderStatus: 'Open', warehouseId: ids.warehouse.RNO }),
      ms({ orderType: 'Ecom', orderStatus: 'Draft', warehouseId: ids.warehouse.RNO }),
      ms({
        orderType: 'Ecom',
        orderStatus: 'Shipped',
        warehouseId: ids.warehouse.RNO,
        shipDate: at(ref, -1),
      }),
      // A bulk shipment still waiting for its warehouse: warehouse staff see it meanwhile.
      ms({ orderType: 'BulkShipment', orderStatus: 'AwaitingShipment', warehouseId: null }),
      ms({ orderType: 'BulkShipment', orderStatus: 'Open', warehouseId: ids.warehouse.CMH }),
    ]);

    const w = (await dashboard(t, warehouse)).outbound!;
    const wb = before.warehouse.outbound!;
    expect(w.fulfillmentOrders).toEqual({
      toShip: wb.fulfillmentOrders!.toShip + 2,
      shipToday: wb.fulfillmentOrders!.shipToday + 1,
      late: wb.fulfillmentOrders!.late + 1,
    });
    expect(w.parcelShipments).toEqual({
      toShip: wb.parcelShipments!.toShip + 1,
      drafts: wb.parcelShipments!.drafts + 1,
    });
    expect(w.bulkShipments).toEqual({
      toShip: wb.bulkShipments!.toShip + 1,
      drafts: wb.bulkShipments!.drafts,
      withoutWarehouse: wb.bulkShipments!.withoutWarehouse + 1,
    });
    const yesterday = addDays(ref.today, -1);
    const on = (x: DashboardAnswer['outbound'], day: string) =>
      x!.shippedPerDay.find((d) => d.day === day)!.count;
    expect(on(w, yesterday)).toBe(on(wb, yesterday) + 2);

    const a = (await dashboard(t, admin, 'warehouse')).outbound!;
    const ab = before.admin.outbound!;
    expect(a.fulfillmentOrders!.toShip).toBe(ab.fulfillmentOrders!.toShip + 3);
    expect(a.bulkShipments!.toShip).toBe(ab.bulkShipments!.toShip + 2);
  });

  it('lists inbound documents due this week, each vendor only its own', async () => {
    const db = t.database.db;
    const before = {
      admin: await dashboard(t, admin),
      northwind: await dashboard(t, northwind),
      warehouse: await dashboard(t, warehouse),
    };
    const { today, weekEnd } = before.admin;
    const po = (vendor: 'NWG' | 'KTC', warehouseId: number, expectedDate: string, orderStatus = 0) => ({
      orderNumber: number('PO'),
      vendorId: ids.vendor[vendor],
      warehouseId,
      expectedDate,
      orderStatus,
    });
    const [overdue] = await db
      .insert(purchaseOrders)
      .values([
        po('NWG', ids.warehouse.DAL, addDays(today, -40)),
        po('KTC', ids.warehouse.CMH, weekEnd),
        // Received and cancelled orders wait for nothing.
        po('NWG', ids.warehouse.DAL, today, 3),
        po('NWG', ids.warehouse.DAL, today, 5),
      ])
      .returning();
    await db.insert(warehouseShipments).values({
      type: ADVANCED_SHIP_NOTICE,
      orderNumber: number('ASN'),
      orderStatus: 'Shipped',
      vendorId: ids.vendor.NWG,
      toWarehouseId: ids.warehouse.RNO,
      expectedDate: today,
    });

    const a = (await dashboard(t, admin)).inbound!;
    const ab = before.admin.inbound!;
    const laterThisWeek = weekEnd > today ? 1 : 0;
    expect(a.purchaseOrders).toEqual({
      open: ab.purchaseOrders!.open + 2,
      dueByToday: ab.purchaseOrders!.dueByToday + 2 - laterThisWeek,
      dueLaterThisWeek: ab.purchaseOrders!.dueLaterThisWeek + laterThisWeek,
    });
    expect(a.asns!.dueByToday).toBe(ab.asns!.dueByToday + 1);
    // Earliest first: the 40-days-overdue order leads the list.
    expect(a.dueThisWeek[0]).toMatchObject({ kind: 'purchaseOrder', id: overdue!.id, status: 'Open' });
    expect(a.dueThisWeek.every((d) => d.expectedDate <= weekEnd)).toBe(true);

    const n = (await dashboard(t, northwind)).inbound!;
    expect(n.purchaseOrders!.open).toBe(before.northwind.inbound!.purchaseOrders!.open + 1);
    expect(n.asns!.dueByToday).toBe(before.northwind.inbound!.asns!.dueByToday + 1);
    expect(n.dueThisWeek.every((d) => d.vendorCode === 'NWG')).toBe(true);
    const w = (await dashboard(t, warehouse)).inbound!;
    expect(w.purchaseOrders!.open).toBe(before.warehouse.inbound!.purchaseOrders!.open + 1);
    expect(w.dueThisWeek.some((d) => d.warehouseName?.startsWith('Columbus'))).toBe(false);

    // The counts match the lists' Due filter the dashboard links to.
    const due = await t.request('POST', '/api/po/listItems', {
      token: northwind,
      body: { isDue: true, perPage: 1 },
    });
    expect((due.json() as { total: number }).total).toBe(n.purchaseOrders!.dueByToday);
  });
});

describe('GET /api/dashboard without the permissions', () => {
  it('gives a user without orders.view no order figures, and refuses the versions they cannot open', async () => {
    const m = await dashboard(t, manufacturing);
    expect(m).toMatchObject({ view: null, views: [], orders: null, outbound: null, inbound: null });
    expect((await t.request('GET', '/api/dashboard?view=orders', { token: manufacturing })).statusCode).toBe(
      403,
    );
    expect((await t.request('GET', '/api/dashboard?view=warehouse', { token: northwind })).statusCode).toBe(
      403,
    );
    const bad = await t.request('GET', '/api/dashboard?view=everything', { token: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'bad_request', fields: { view: expect.any(String) } });
  });

  it('shows the warehouse version without fulfilment orders to a user who may not view orders', async () => {
    await t.database.db
      .update(users)
      .set({ permissions: ['dashboard.nonEcomView', 'shipments.parcel.view', 'warehouses.asn.view'] })
      .where(eq(users.email, 'manufacturing@dockhand.test'));
    const m = await dashboard(t, manufacturing);
    expect(m.view).toBe('warehouse');
    expect(m.views).toEqual(['warehouse']);
    expect(m.orders).toBeNull();
    expect(m.outbound!.fulfillmentOrders).toBeNull();
    expect(m.outbound!.bulkShipments).toBeNull();
    expect(m.outbound!.parcelShipments).not.toBeNull();
    expect(m.inbound).toMatchObject({ purchaseOrders: null, transfers: null });
    expect(m.inbound!.asns).not.toBeNull();
    expect(m.inbound!.dueThisWeek.every((d) => d.kind === 'asn')).toBe(true);
    expect(figures(await dashboard(t, manufacturing, 'warehouse'))).toEqual(figures(m));
  });
});
