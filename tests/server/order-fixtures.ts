/**
 * What the order suites share: sign-ins, the Northwind Shop storefront (vendor NWG, warehouse DAL)
 * with a catch-all ship-code mapping, fresh vendor items with stock received through the ledger, and
 * orders created through intake (`POST /api/common/orders`) with numbers unique to the test run.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  orderHolds,
  orders,
  projects,
  shipCodeMappings,
  stockAllocations,
  stockLedger,
  vendorProducts,
  warehouseProductLocations,
} from '../../server/db/schema';
import { StockLedger } from '../../server/modules/inventory/stock-ledger.service';
import type { TestApp } from './harness';

export interface OrderFixtures {
  t: TestApp;
  admin: string;
  warehouse: string;
  brand: string;
  bluepeak: string;
  project: { id: number; vendorId: number; warehouseId: number };
  bluepeakProject: { id: number; vendorId: number; warehouseId: number };
}

export async function orderFixtures(t: TestApp): Promise<OrderFixtures> {
  const [admin, warehouse, brand, bluepeak] = await Promise.all(
    ['admin@dockhand.test', 'warehouse@dockhand.test', 'brand@northwind.test', 'brand@bluepeak.test'].map(
      async (email) => (await t.login(email)).jwtToken,
    ),
  );
  const db = t.database.db;
  const all = await db.select().from(projects);
  const pick = (code: string) => {
    const p = all.find((x) => x.clientCode === code)!;
    return { id: p.id, vendorId: p.vendorId, warehouseId: p.warehouseId! };
  };
  const project = pick('NWG-SHOP');
  const bluepeakProject = pick('BPO-DTC');
  for (const p of [project, bluepeakProject]) {
    await db.insert(shipCodeMappings).values({
      projectId: p.id,
      fulfillmentService: 'TPL',
      fulfillmentCarrierCode: 'UPS',
      fulfillmentServiceCode: 'GND',
      overrideToUseManualFulfill: true,
    });
  }
  return {
    t,
    admin: admin!,
    warehouse: warehouse!,
    brand: brand!,
    bluepeak: bluepeak!,
    project,
    bluepeakProject,
  };
}

export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8).toUpperCase()}`;

/** A new item of the project's vendor with `stock` units available at its warehouse. */
export async function newItem(
  f: OrderFixtures,
  stock: number,
  options: { trackInventory?: boolean; project?: OrderFixtures['project'] } = {},
) {
  const p = options.project ?? f.project;
  const db = f.t.database.db;
  const sku = unique('T');
  const [item] = await db
    .insert(vendorProducts)
    .values({
      vendorId: p.vendorId,
      warehouseId: p.warehouseId,
      sku,
      item: `Test item ${sku}`,
      wholesalePrice: 4,
      weight: 0.5,
      trackInventory: options.trackInventory ?? true,
    })
    .returning();
  if (stock > 0) await addStock(f, item!.id, stock, p.warehouseId);
  return item!;
}

export async function addStock(
  f: OrderFixtures,
  vendorProductId: number,
  quantity: number,
  warehouseId = f.project.warehouseId,
) {
  await f.t.database.db.transaction(async (tx) => {
    const ledger = new StockLedger(tx, null);
    await ledger.add({ warehouseId, vendorProductId, location: 'A-01' }, quantity, {
      kind: 'receipt',
      reason: 'test stock',
    });
  });
}

export interface LineSpec {
  sku: string;
  quantity: number;
  unitPrice?: number;
}

export function orderBody(f: OrderFixtures, lines: LineSpec[], extra: Record<string, unknown> = {}) {
  return {
    projectId: f.project.id,
    orderNumber: unique('ORD'),
    amountPaid: 1000,
    paymentDate: new Date().toISOString(),
    shipmentAddress: {
      name: 'Ada Lovelace',
      addressLine1: '1 Main St',
      city: 'Dallas',
      state: 'TX',
      postcode: '75001',
      countryCode: 'US',
    },
    items: lines.map((l) => ({ unitPrice: 10, ...l })),
    requestedService: 'Standard',
    ...extra,
  };
}

/** Creates an order through intake as `token` (admin by default); answers the response. */
export function createOrder(
  f: OrderFixtures,
  lines: LineSpec[],
  extra: Record<string, unknown> = {},
  token = f.admin,
) {
  return f.t.request('POST', '/api/common/orders', { token, body: orderBody(f, lines, extra) });
}

export function act(
  f: OrderFixtures,
  id: number,
  action: string,
  body: Record<string, unknown> = {},
  token = f.admin,
) {
  return f.t.request('POST', `/api/common/orders/${id}/${action}`, { token, body });
}

export async function orderRow(f: OrderFixtures, id: number) {
  const [row] = await f.t.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function openHoldTypes(f: OrderFixtures, id: number) {
  const rows = await f.t.database.db
    .select({ type: orderHolds.type })
    .from(orderHolds)
    .where(and(eq(orderHolds.orderId, id), sql`${orderHolds.releasedAt} is null`));
  return rows.map((r) => r.type).sort();
}

/** Available (on hand less allocated) units of an item at the project's warehouse. */
export async function available(f: OrderFixtures, vendorProductId: number) {
  const [row] = await f.t.database.db
    .select({ n: sql<number>`coalesce(sum(quantity - quantity_allocated), 0)::int` })
    .from(warehouseProductLocations)
    .where(
      and(
        eq(warehouseProductLocations.vendorProductId, vendorProductId),
        eq(warehouseProductLocations.bucket, 'available'),
      ),
    );
  return row!.n;
}

/** Balances equal their ledger, and open allocations add up to the allocated units, for an item. */
export async function ledgerConsistent(f: OrderFixtures, vendorProductId: number) {
  const db = f.t.database.db;
  const [onHand] = await db
    .select({
      q: sql<number>`coalesce(sum(quantity), 0)::int`,
      a: sql<number>`coalesce(sum(quantity_allocated), 0)::int`,
    })
    .from(warehouseProductLocations)
    .where(eq(warehouseProductLocations.vendorProductId, vendorProductId));
  const [ledger] = await db
    .select({
      q: sql<number>`coalesce(sum(quantity_delta), 0)::int`,
      a: sql<number>`coalesce(sum(allocated_delta), 0)::int`,
    })
    .from(stockLedger)
    .where(eq(stockLedger.vendorProductId, vendorProductId));
  const [open] = await db
    .select({ a: sql<number>`coalesce(sum(quantity), 0)::int` })
    .from(stockAllocations)
    .where(and(eq(stockAllocations.vendorProductId, vendorProductId), eq(stockAllocations.status, 'open')));
  return { onHand: onHand!, ledger: ledger!, openAllocated: open!.a };
}
