/**
 * The hand-counted orders of tests/server/generated-report-order-types.test.ts, in a week of 2021 the
 * demo data does not reach (Monday 7 to Sunday 13 June, on the users' calendar). Orders come in
 * through intake (so their lines are mapped and kits exploded as in production), move through their
 * actions, and then get their 2021 ship dates and stores written straight in. Manual shipments are
 * written as their steps leave them.
 *
 *        ordered        shipped        ship-by       lines (price)                       other
 *   O1   D0 10:00       D1 09:00       D1 12:00      A×3 (10), kit×2 (25), insert×1 (0)   e-mail ada@example.test
 *   O2   D1 10:00       D4 09:00       D2 12:00      A×1 (10)                             CA, Grace Hopper, ghopper, visible store
 *   O3   D2 10:00       —              D3 12:00      A×5 (10)                             awaiting shipment
 *   O4   D0−3 10:00     D1 15:00       —             A×2 (10)
 *   O5   D3 10:00       D6+2 09:00     —             A×4 (10)
 *   O6   D0 11:00       D1 10:00       —             X×7 (3.33)                           Bluepeak
 *   O7   D2 12:00       D3 12:00       —             A×6 (10)                             hidden store
 *   O9   D4 10:00       —              —             A×9 (10)                             cancelled
 *   O10  D6+1 00:00     —              —             A×1 (10)                             a minute past the week
 *   M1   Northwind small parcel, created D2 08:00, shipped D2 16:00: A×2 (5)
 *   M2   Northwind bulk shipment, shipped D2: A×50 (not a manual shipment here)
 *   M3   Northwind draft small parcel of D2: A×70 (never counted)
 *   M4   Bluepeak small parcel, shipped D2: X×3
 * The kit is two B and one C; the insert is a storefront product that is never fulfilled.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { manualShipments, orders, stores } from '../../server/db/schema';
import type { GeneratedReportView } from '../../src/domain/contracts/generated-reports';
import { addDays, dayStartsAt } from '../../src/domain/dashboard';
import type { TestApp } from './harness';
import { act, createOrder, newItem, unique, type LineSpec, type OrderFixtures } from './order-fixtures';
import { newKit } from './order-kit-fixtures';

export const BASE = '/api/common/generatedReports';
export const FROM = '2021-06-07';
export const TO = '2021-06-13';
export const day = (n: number) => addDays(FROM, n);

export async function requestReport(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
): Promise<GeneratedReportView> {
  const res = await t.request('POST', BASE, { token, body });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { id: number }).id;
  await t.app.jobs.runner.drain();
  const view = await t.request('GET', `${BASE}/${id}/view`, { token });
  expect(view.statusCode, view.body).toBe(200);
  const report = view.json() as GeneratedReportView;
  expect(report.status, report.error ?? '').toBe('Ready');
  return report;
}

export type OrderKey = 'O1' | 'O2' | 'O3' | 'O4' | 'O5' | 'O6' | 'O7' | 'O9' | 'O10';

export async function orderTypeFixtures(f: OrderFixtures) {
  const { t } = f;
  const db = t.database.db;
  // The users' offset (the same for every demo user), as a report reads it.
  const probe = await requestReport(t, f.admin, {
    type: 'StorefrontShippedCount',
    name: 'Offset',
    filters: { startDate: FROM, endDate: FROM },
  });
  const offset = probe.period!.timezoneOffset;
  const at = (d: string, hour: number) => new Date(dayStartsAt(d, offset).getTime() + hour * 3_600_000);

  const a = await newItem(f, 500);
  const b = await newItem(f, 500);
  const c = await newItem(f, 500);
  const x = await newItem(f, 500, { project: f.bluepeakProject });
  const kit = await newKit(f, [
    { item: b, quantity: 2 },
    { item: c, quantity: 1 },
  ]);
  const insertSku = unique('INSERT');
  const insert = await t.request('POST', '/api/common/products', {
    token: f.admin,
    body: { projectId: f.project.id, name: 'Thank-you card', sku: insertSku, onFulfillmentIgnore: true },
  });
  expect(insert.statusCode, insert.body).toBe(201);

  const [visibleStore, hiddenStore] = await db
    .insert(stores)
    .values([
      { name: unique('Shop'), projectId: f.project.id },
      { name: unique('Old shop'), projectId: f.project.id, shouldIgnoreIt: true },
    ])
    .returning();

  const ids = {} as Record<OrderKey, number>;
  const place = async (
    key: OrderKey,
    lines: LineSpec[],
    orderedAt: Date,
    extra: Record<string, unknown> = {},
  ) => {
    const res = await createOrder(f, lines, { orderDate: orderedAt.toISOString(), ...extra });
    expect(res.statusCode, res.body).toBe(201);
    ids[key] = (res.json() as { order: { id: number } }).order.id;
  };
  const ship = async (key: OrderKey, shippedAt: Date) => {
    expect((await act(f, ids[key], 'send-to-fulfillment')).statusCode).toBe(200);
    const res = await act(f, ids[key], 'ship', {
      carrierCode: 'ups',
      serviceCode: 'ground',
      trackingNumber: `1Z-${key}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    await db.update(orders).set({ shipDate: shippedAt }).where(eq(orders.id, ids[key]));
  };
  const A = (quantity: number, unitPrice = 10) => ({ sku: a.sku, quantity, unitPrice });

  await place(
    'O1',
    [A(3), { sku: kit.sku, quantity: 2, unitPrice: 25 }, { sku: insertSku, quantity: 1, unitPrice: 0 }],
    at(day(0), 10),
    { shipByDate: at(day(1), 12).toISOString(), customerEmail: 'ada@example.test' },
  );
  await ship('O1', at(day(1), 9));
  await place('O2', [A(1)], at(day(1), 10), {
    shipByDate: at(day(2), 12).toISOString(),
    customerUsername: 'ghopper',
    shipmentAddress: {
      name: 'Grace Hopper',
      addressLine1: '1 Queen St W',
      city: 'Toronto',
      state: 'ON',
      postcode: 'M5H 2N2',
      countryCode: 'CA',
    },
  });
  await ship('O2', at(day(4), 9));
  await place('O3', [A(5)], at(day(2), 10), { shipByDate: at(day(3), 12).toISOString() });
  await place('O4', [A(2)], at(day(-3), 10));
  await ship('O4', at(day(1), 15));
  await place('O5', [A(4)], at(day(3), 10));
  await ship('O5', at(day(8), 9));
  await place('O6', [{ sku: x.sku, quantity: 7, unitPrice: 3.33 }], at(day(0), 11), {
    projectId: f.bluepeakProject.id,
  });
  await ship('O6', at(day(1), 10));
  await place('O7', [A(6)], at(day(2), 12));
  await ship('O7', at(day(3), 12));
  await place('O9', [A(9)], at(day(4), 10));
  expect((await act(f, ids.O9, 'cancel')).statusCode).toBe(200);
  await place('O10', [A(1)], at(day(7), 0));
  await db.update(orders).set({ storeId: visibleStore!.id }).where(eq(orders.id, ids.O2));
  await db.update(orders).set({ storeId: hiddenStore!.id }).where(eq(orders.id, ids.O7));

  const address = { name: 'Ada Lovelace', addressLine1: '1 Main St', city: 'Dallas', countryCode: 'US' };
  const shipment = (
    orderType: string,
    orderStatus: string,
    item: { id: number; sku: string },
    quantity: number,
    project = f.project,
  ) => ({
    orderType,
    orderStatus,
    orderNumber: unique('MS'),
    vendorId: project.vendorId,
    warehouseId: project.warehouseId,
    shipmentAddress: address,
    items: [{ sku: item.sku, vendorProductId: item.id, quantity, unitPrice: 5 }],
    createdAt: at(day(2), 8),
    shipDate: orderStatus === 'Shipped' ? at(day(2), 16) : null,
  });
  await db
    .insert(manualShipments)
    .values([
      shipment('Ecom', 'Shipped', a, 2),
      shipment('BulkShipment', 'Shipped', a, 50),
      shipment('Ecom', 'Draft', a, 70),
      shipment('Ecom', 'Shipped', x, 3, f.bluepeakProject),
    ]);

  return { offset, a, b, c, x, kit, insertSku, ids };
}
export type OrderTypeFixtures = Awaited<ReturnType<typeof orderTypeFixtures>>;
