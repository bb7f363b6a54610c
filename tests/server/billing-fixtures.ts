/**
 * What the billing suites share: a client of their own (vendor, storefront, item, a rate card with
 * versions written as they would stand once published), and its billable events written as the
 * operations leave them (a receipt, a shipped order with its activity facts, stock movements, a
 * confirmed return, shipments, a work-order completion), on days of 2021 that the demo never reaches.
 */
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ActivityRule } from '../../src/domain/billing/activity-rates';
import { chargeOf, fromAmount, toAmount } from '../../src/domain/money';
import {
  activityRateCards,
  activityRateCardVersions,
  inboundReceipts,
  manualShipments,
  orderBillingEntries,
  orderReturns,
  orders,
  projects,
  stockLedger,
  vendorProducts,
  vendors,
  warehouseProductLocations,
  warehouseShipments,
  warehouses,
  workOrderCompletions,
  workOrders,
} from '../../server/db/schema';
import type { TestApp } from './harness';

export interface BillingClient {
  vendorId: number;
  warehouseId: number;
  projectId: number;
  productId: number;
  cardId: number;
}

let seq = 0;
const next = () => (seq += 1);
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** A client with an item in Dallas and an empty rate card, its own so no demo charge mixes in. */
export async function billingClient(t: TestApp, code = `TST${next()}`): Promise<BillingClient> {
  const db = t.database.db;
  const [dal] = await db.select().from(warehouses).where(eq(warehouses.code, 'DAL'));
  const [vendor] = await db
    .insert(vendors)
    .values({ code, name: `Test client ${code}` })
    .returning();
  const [project] = await db
    .insert(projects)
    .values({ name: `${code} shop`, clientCode: `${code}-SHOP`, vendorId: vendor!.id, warehouseId: dal!.id })
    .returning();
  const [product] = await db
    .insert(vendorProducts)
    .values({ vendorId: vendor!.id, warehouseId: dal!.id, sku: `${code}-MUG`, item: 'Mug' })
    .returning();
  const [card] = await db
    .insert(activityRateCards)
    .values({ vendorId: vendor!.id, name: `${code} services` })
    .returning();
  return {
    vendorId: vendor!.id,
    warehouseId: dal!.id,
    projectId: project!.id,
    productId: product!.id,
    cardId: card!.id,
  };
}

/** A published version of the client's card. */
export async function publishedVersion(
  t: TestApp,
  c: BillingClient,
  effectiveFrom: string,
  rules: ActivityRule[],
  extra: { monthlyMinimum?: number | null; passThroughMarkupPercent?: number } = {},
) {
  const [{ n } = { n: 0 }] = await t.database.db
    .select({ n: sql<number>`coalesce(max(${activityRateCardVersions.versionNumber}), 0)::int` })
    .from(activityRateCardVersions)
    .where(eq(activityRateCardVersions.rateCardId, c.cardId));
  const [row] = await t.database.db
    .insert(activityRateCardVersions)
    .values({
      rateCardId: c.cardId,
      versionNumber: n + 1,
      status: 'Published',
      effectiveFrom,
      rules,
      publishedAt: new Date(),
      ...extra,
    })
    .returning();
  return row!;
}

/** An order shipped on `day` with its activity facts. */
export async function shippedOrder(
  t: TestApp,
  c: BillingClient,
  day: string,
  units: number,
  label: { carrierCode: string; serviceCode: string; weight: number } | null = null,
) {
  const [row] = await t.database.db
    .insert(orders)
    .values({
      orderNumber: `BILL-${next()}`,
      projectId: c.projectId,
      vendorId: c.vendorId,
      warehouseId: c.warehouseId,
      orderStatus: 'shipped',
      orderDate: noon(day),
      shipDate: noon(day),
      itemCount: units,
      activity: { orders: 1, lines: 1, pickLines: 2, units, kits: 0, kitComponentUnits: 0 },
      carrierCode: label?.carrierCode ?? null,
      serviceCode: label?.serviceCode ?? null,
      weightTotal: label?.weight ?? 0,
    })
    .returning();
  return row!;
}

/** A receipt of an ASN on `day`: one receipt row per line, with LPNs, and the cartons its lines declared. */
export async function receipt(
  t: TestApp,
  c: BillingClient,
  day: string,
  lines: { units: number; lpn?: string; cartons?: number }[],
) {
  const db = t.database.db;
  const [shipment] = await db
    .insert(warehouseShipments)
    .values({
      type: 1,
      orderNumber: `ASN-BILL-${next()}`,
      vendorId: c.vendorId,
      toWarehouseId: c.warehouseId,
      orderStatus: 'Received',
      items: lines.map((l) => ({
        sku: `MUG`,
        quantity: l.units,
        ...(l.cartons ? { cartons: l.cartons } : {}),
      })),
    })
    .returning();
  await db.insert(inboundReceipts).values(
    lines.map((l, i) => ({
      shipmentId: shipment!.id,
      warehouseId: c.warehouseId,
      vendorId: c.vendorId,
      vendorProductId: c.productId,
      lineIndex: i,
      sku: 'MUG',
      receivedQuantity: l.units,
      lpn: l.lpn ?? null,
      createdAt: noon(day),
    })),
  );
  return shipment!;
}

/** A stock movement on `day` (positive in, negative out), with its balance kept equal to the ledger. */
export async function stockMove(
  t: TestApp,
  c: BillingClient,
  day: string,
  delta: number,
  place: { lpn?: string; location?: string } = {},
) {
  const db = t.database.db;
  const location = place.location ?? 'A-01';
  const lpn = place.lpn ?? null;
  const where = and(
    eq(warehouseProductLocations.vendorProductId, c.productId),
    eq(warehouseProductLocations.location, location),
    lpn ? eq(warehouseProductLocations.lpn, lpn) : sql`${warehouseProductLocations.lpn} is null`,
  );
  let [balance] = await db.select().from(warehouseProductLocations).where(where);
  if (!balance)
    [balance] = await db
      .insert(warehouseProductLocations)
      .values({
        warehouseId: c.warehouseId,
        vendorId: c.vendorId,
        vendorProductId: c.productId,
        location,
        lpn,
      })
      .returning();
  await db
    .update(warehouseProductLocations)
    .set({ quantity: sql`${warehouseProductLocations.quantity} + ${delta}` })
    .where(eq(warehouseProductLocations.id, balance!.id));
  await db.insert(stockLedger).values({
    balanceId: balance!.id,
    warehouseId: c.warehouseId,
    vendorId: c.vendorId,
    vendorProductId: c.productId,
    bucket: 'available',
    location,
    lpn,
    kind: delta > 0 ? 'receipt' : 'ship',
    quantityDelta: delta,
    reason: 'billing fixture',
    createdAt: noon(day),
  });
}

/** A return of a shipped order, received on `day` with `restocked` + `damaged` units so far. */
export async function confirmedReturn(
  t: TestApp,
  c: BillingClient,
  orderId: number,
  day: string,
  restocked: number,
  damaged = 0,
) {
  const [row] = await t.database.db
    .insert(orderReturns)
    .values({
      orderId,
      vendorId: c.vendorId,
      warehouseId: c.warehouseId,
      receiveDate: day,
      confirmation: 'partial',
      trackingNumber: `RMA-${next()}`,
      items: [{ sku: 'MUG', quantity: 5, restockedQuantity: restocked, damagedQuantity: damaged }],
    })
    .returning();
  return row!;
}

/** More of a return arrived: its cumulative restocked units. */
export async function returnArrived(t: TestApp, returnId: number, restocked: number) {
  await t.database.db
    .update(orderReturns)
    .set({
      confirmation: 'full',
      items: [{ sku: 'MUG', quantity: 5, restockedQuantity: restocked, damagedQuantity: 0 }],
    })
    .where(eq(orderReturns.id, returnId));
}

/** A bulk shipment (cartons, pallets) or a small parcel (packages, a label) shipped on `day`. */
export async function shipment(
  t: TestApp,
  c: BillingClient,
  day: string,
  kind:
    | { bulk: true; cartons: number; pallets: number }
    | { bulk: false; packages: number; carrierCode?: string; serviceCode?: string; weight?: number },
) {
  const [row] = await t.database.db
    .insert(manualShipments)
    .values({
      orderType: kind.bulk ? 'BulkShipment' : 'Ecom',
      orderStatus: 'Shipped',
      orderNumber: `MS-BILL-${next()}`,
      vendorId: c.vendorId,
      warehouseId: c.warehouseId,
      shipDate: noon(day),
      packageCount: kind.bulk ? null : kind.packages,
      carrierCode: kind.bulk ? null : (kind.carrierCode ?? null),
      serviceCode: kind.bulk ? null : (kind.serviceCode ?? null),
      weight: kind.bulk ? null : (kind.weight ?? null),
      activity: kind.bulk
        ? { orders: 1, lines: 1, units: 100, cartons: kind.cartons, pallets: kind.pallets, weight: 400 }
        : { orders: 1, lines: 1, units: 2, cartons: kind.packages, pallets: 0, weight: kind.weight ?? 1 },
    })
    .returning();
  return row!;
}

/** A work order completed in part on `day`. */
export async function completion(t: TestApp, c: BillingClient, day: string, quantity: number) {
  const db = t.database.db;
  const [order] = await db
    .insert(workOrders)
    .values({
      orderNumber: `WO-BILL-${next()}`,
      vendorId: c.vendorId,
      warehouseId: c.warehouseId,
      quantity: 100,
      status: 'InProgress',
    })
    .returning();
  await db.insert(workOrderCompletions).values({ workOrderId: order!.id, quantity, createdAt: noon(day) });
  return order!;
}

/** Runs billing for the client's period through the API and the job runner. */
export async function runBillingFor(
  t: TestApp,
  token: string,
  vendorId: number | null,
  from: string,
  to: string,
) {
  const res = await t.request('POST', '/api/common/orderBillingEntries/run', {
    token,
    body: { vendorId, from, to },
  });
  expect(res.statusCode, res.body).toBe(202);
  await t.app.jobs.runner.drain();
  return res.json() as { jobId: number };
}

/** The client's charges, oldest first. */
export async function chargesOf(t: TestApp, vendorId: number) {
  return t.database.db
    .select()
    .from(orderBillingEntries)
    .where(eq(orderBillingEntries.vendorId, vendorId))
    .orderBy(orderBillingEntries.entryDate, orderBillingEntries.id);
}

/** Charges by rule (and tier) key: [units, amount in cents]. */
export function byRule(
  charges: { ruleKey: string | null; tierKey: string | null; numberOfUnits: number; amount: number }[],
) {
  const out: Record<string, [number, number]> = {};
  for (const c of charges) {
    const key = c.tierKey ? `${c.ruleKey} ${c.tierKey}` : (c.ruleKey ?? 'custom');
    const [units, cents] = out[key] ?? [0, 0];
    out[key] = [units + Number(c.numberOfUnits), cents + fromAmount(c.amount)];
  }
  return out;
}

export type Charge = {
  day: string;
  rate: number;
  units: number;
  chargeType?: string;
  warehouseId?: number | null;
};

/** Uninvoiced custom charges of a vendor (in `warehouseId` unless a charge names its own), priced by chargeOf. */
export async function addCharges(t: TestApp, vendorId: number, warehouseId: number, charges: Charge[]) {
  return t.database.db
    .insert(orderBillingEntries)
    .values(
      charges.map((c, i) => ({
        vendorId,
        warehouseId: c.warehouseId === undefined ? warehouseId : c.warehouseId,
        entryDate: c.day,
        singleUnitCharge: c.rate,
        numberOfUnits: c.units,
        amount: toAmount(chargeOf(c.rate, c.units)),
        chargeLabel: `Test charge ${i + 1}`,
        chargeType: c.chargeType ?? 'Storage',
        sourceType: 'custom',
      })),
    )
    .returning();
}
