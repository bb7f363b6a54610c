/**
 * What the purchase order suites share: the demo ids, orders and batches written straight into the
 * database in any status (as receiving would leave them), and the calls of /api/po.
 */
import { and, eq } from 'drizzle-orm';
import {
  actionLog,
  purchaseOrders,
  users,
  vendorProducts,
  vendors,
  warehouses,
  warehouseShipments,
} from '../../server/db/schema';
import type { BatchLine } from '../../src/domain/purchase-order.progress';
import type { TestApp } from './harness';

export interface PoFixtures {
  t: TestApp;
  admin: string;
  warehouse: string;
  brand: string;
  brandId: string;
  ids: { nwg: number; bpo: number; dal: number; rno: number; cmh: number };
  /** Two items of Northwind (NWG). */
  items: { id: number; sku: string; item: string }[];
}

export async function poFixtures(t: TestApp): Promise<PoFixtures> {
  const admin = (await t.login('admin@dockhand.test')).jwtToken;
  const warehouse = (await t.login('warehouse@dockhand.test')).jwtToken;
  const brandLogin = await t.login('brand@northwind.test');
  const db = t.database.db;
  const v = await db.select().from(vendors);
  const w = await db.select().from(warehouses);
  const vendor = (code: string) => v.find((x) => x.code === code)!.id;
  const wh = (code: string) => w.find((x) => x.code === code)!.id;
  const ids = { nwg: vendor('NWG'), bpo: vendor('BPO'), dal: wh('DAL'), rno: wh('RNO'), cmh: wh('CMH') };
  const items = (await db.select().from(vendorProducts).where(eq(vendorProducts.vendorId, ids.nwg)))
    .slice(0, 2)
    .map((p) => ({ id: p.id, sku: p.sku, item: p.item }));
  return { t, admin, warehouse, brand: brandLogin.jwtToken, brandId: brandLogin.id, ids, items };
}

let seq = 0;

/** A Northwind order to Dallas (10 and 5 units) in `status`; `extra` overrides any column. */
export async function newOrder(
  f: PoFixtures,
  status: number,
  extra: Partial<typeof purchaseOrders.$inferInsert> = {},
) {
  const [row] = await f.t.database.db
    .insert(purchaseOrders)
    .values({
      orderNumber: `PO-T-${++seq}`,
      vendorId: f.ids.nwg,
      warehouseId: f.ids.dal,
      orderStatus: status,
      shippingFee: 12.5,
      otherFees: 3,
      items: [
        {
          sku: f.items[0]!.sku,
          name: f.items[0]!.item,
          quantity: 10,
          unitPrice: 2.5,
          vendorProductId: f.items[0]!.id,
        },
        {
          sku: f.items[1]!.sku,
          name: f.items[1]!.item,
          quantity: 5,
          unitPrice: 4,
          vendorProductId: f.items[1]!.id,
        },
      ],
      ...extra,
    })
    .returning();
  return row!;
}

/** A batch of the order as receiving would leave it: lines `[poLineIndex, quantity, received?, rejected?]`. */
export async function newBatch(
  f: PoFixtures,
  order: typeof purchaseOrders.$inferSelect,
  lines: [number, number, number?, number?][],
  orderStatus = 'Open',
) {
  const orderLines = order.items as BatchLine[];
  const [row] = await f.t.database.db
    .insert(warehouseShipments)
    .values({
      type: 2,
      orderNumber: `${order.orderNumber}-B${++seq}`,
      vendorId: order.vendorId,
      purchaseOrderId: order.id,
      toWarehouseId: order.warehouseId,
      orderStatus,
      items: lines.map(([poLineIndex, quantity, received = 0, rejected = 0]) => ({
        sku: orderLines[poLineIndex]!.sku,
        name: orderLines[poLineIndex]!.name,
        vendorProductId: orderLines[poLineIndex]!.vendorProductId,
        quantity,
        poLineIndex,
        receivedQuantity: received,
        rejectedQuantity: rejected,
        cancelledQuantity: 0,
      })),
    })
    .returning();
  return row!;
}

export const orderRow = async (f: PoFixtures, id: number) =>
  (await f.t.database.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))[0]!;

export const batchRows = (f: PoFixtures, orderId: number) =>
  f.t.database.db
    .select()
    .from(warehouseShipments)
    .where(eq(warehouseShipments.purchaseOrderId, orderId))
    .orderBy(warehouseShipments.id);

export const logRows = (f: PoFixtures, resource: string, id: number) =>
  f.t.database.db
    .select()
    .from(actionLog)
    .where(and(eq(actionLog.resource, resource), eq(actionLog.resourceId, String(id))))
    .orderBy(actionLog.id);

/** Adds permissions to the Northwind brand user (read fresh on every call). */
export async function grantBrand(f: PoFixtures, permissions: string[]) {
  await f.t.database.db.update(users).set({ permissions }).where(eq(users.id, f.brandId));
}

export const act = (f: PoFixtures, token: string, id: number, action: string, body: object = {}) =>
  f.t.request('POST', `/api/po/${id}/${action}`, { token, body });
