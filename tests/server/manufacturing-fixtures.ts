/**
 * Fixtures of the manufacturing tests (tests/server/manufacturing-*.test.ts): fresh items with stock
 * received through the ledger, bills of materials and work orders added over HTTP as the forms add
 * them, a work order brought to any status through its steps, and the ledger and balance reads the
 * invariants compare.
 */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  stockAllocations,
  stockLedger,
  vendorProducts,
  warehouseProductLocations,
  workOrders,
} from '../../server/db/schema';
import { findStockDrift } from '../../server/modules/inventory/stock-integrity.service';
import type { WorkOrderStatus, WorkOrderStep } from '../../src/domain/work-order.lifecycle';
import type { TestApp } from './harness';
import { receive, unique } from './outbound-fixtures';

export { grant, receive, tenants, unique, type Tenants } from './outbound-fixtures';

export const WO = '/api/manufacturing/workOrders';
export const BOM = '/api/manufacturing/billOfMaterials';
export const RND = '/api/manufacturing/rndProjects';

export type WorkOrder = typeof workOrders.$inferSelect;

/** A new item of the vendor (tracking stock), in its own unit. */
export async function newItem(
  t: TestApp,
  vendorId: number,
  warehouseId: number,
  extra: Partial<typeof vendorProducts.$inferInsert> = {},
) {
  const sku = unique('MFG');
  const [item] = await t.database.db
    .insert(vendorProducts)
    .values({ vendorId, warehouseId, sku, item: `Manufacturing test item ${sku}`, ...extra })
    .returning();
  return item!;
}

/** An item with `quantity` units received at the warehouse (one lot). */
export async function stockedItem(
  t: TestApp,
  vendorId: number,
  warehouseId: number,
  quantity: number,
  lot: { lotNumber?: string | null; expirationDate?: string | null; location?: string } = {},
  extra: Partial<typeof vendorProducts.$inferInsert> = {},
) {
  const item = await newItem(t, vendorId, warehouseId, extra);
  if (quantity > 0)
    await receive(t, { warehouseId, vendorProductId: item.id, location: 'M-01', ...lot }, quantity);
  return item;
}

export interface Line {
  vendorProductId: number;
  sku: string;
  quantity: number;
  unit?: string;
  unitsPerItemUnit?: number;
  wastePercent?: number;
}

export const lineOf = (
  item: { id: number; sku: string },
  quantity: number,
  extra: Partial<Line> = {},
): Line => ({
  vendorProductId: item.id,
  sku: item.sku,
  quantity,
  ...extra,
});

/** A BOM added over HTTP (admin); answers its row. */
export async function addBom(
  t: TestApp,
  token: string,
  body: {
    vendorId: number;
    warehouseProductId: number | null;
    items: Line[];
    type?: string;
    warehouseId?: number | null;
  },
) {
  const res = await t.request('POST', BOM, { token, body: { name: unique('BOM'), ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; version: number; revision: number; items: Line[] };
}

/** A Draft work order added over HTTP. */
export async function addWorkOrder(
  t: TestApp,
  token: string,
  body: Record<string, unknown> & { vendorId: number; warehouseId: number; billOfMaterialsId: number },
) {
  const res = await t.request('POST', WO, {
    token,
    body: { orderNumber: unique('WO'), quantity: 2, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as WorkOrder;
}

export const step = (
  t: TestApp,
  token: string,
  id: number,
  name: WorkOrderStep,
  body: unknown = {},
  headers: Record<string, string> = {},
) => t.request('POST', `${WO}/${id}/${name}`, { token, body, headers });

export async function stored(t: TestApp, id: number): Promise<WorkOrder> {
  const [row] = await t.database.db.select().from(workOrders).where(eq(workOrders.id, id));
  return row!;
}

/** Takes steps in order, each expected to pass. */
export async function through(t: TestApp, token: string, id: number, steps: [WorkOrderStep, unknown?][]) {
  for (const [name, body] of steps) {
    const res = await step(t, token, id, name, body ?? {});
    expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
  }
}

/** The steps that bring a Draft work order (quantity ≥ 2) to `status`. */
export const stepsTo: Record<WorkOrderStatus, [WorkOrderStep, unknown?][]> = {
  Draft: [],
  Released: [['release']],
  InProgress: [['release'], ['start']],
  Completed: [['release'], ['complete', { quantity: 2, lot: 'DONE' }]],
  Cancelled: [['cancel']],
};

/** The available-bucket stock of an item at a warehouse. */
export async function stockOf(t: TestApp, vendorProductId: number, warehouseId: number) {
  const rows = await t.database.db
    .select()
    .from(warehouseProductLocations)
    .where(
      and(
        eq(warehouseProductLocations.vendorProductId, vendorProductId),
        eq(warehouseProductLocations.warehouseId, warehouseId),
        eq(warehouseProductLocations.bucket, 'available'),
      ),
    );
  const onHand = rows.reduce((n, b) => n + b.quantity, 0);
  const allocated = rows.reduce((n, b) => n + b.quantityAllocated, 0);
  return { onHand, allocated, available: onHand - allocated };
}

/** The balances of an item at a warehouse per lot: on hand. */
export async function lotsOf(t: TestApp, vendorProductId: number, warehouseId: number) {
  const rows = await t.database.db
    .select()
    .from(warehouseProductLocations)
    .where(
      and(
        eq(warehouseProductLocations.vendorProductId, vendorProductId),
        eq(warehouseProductLocations.warehouseId, warehouseId),
      ),
    );
  return Object.fromEntries(
    rows
      .filter((r) => r.quantity !== 0)
      .map((r) => [`${r.lotNumber ?? '-'}|${r.expirationDate ?? '-'}`, r.quantity]),
  );
}

export const ledgerOf = (t: TestApp, workOrderId: number) =>
  t.database.db
    .select()
    .from(stockLedger)
    .where(and(eq(stockLedger.sourceType, 'work_order'), eq(stockLedger.sourceId, String(workOrderId))))
    .orderBy(stockLedger.id);

export const allocationsOf = (t: TestApp, workOrderId: number) =>
  t.database.db
    .select()
    .from(stockAllocations)
    .where(
      and(eq(stockAllocations.sourceType, 'work_order'), eq(stockAllocations.sourceId, String(workOrderId))),
    );

/** Ledger = balances, and open allocations = allocated quantities (the integrity check). */
export async function expectConsistent(t: TestApp) {
  expect(await findStockDrift(t.database.db)).toEqual([]);
}
