/**
 * "Why isn't this shipping?": the chain of causes that keeps an order from shipping, for its details
 * page and the list's quick view. Each open hold; each unmapped SKU; each item short at the order's
 * warehouse with the earliest open inbound document (purchase-order batch or purchase order, ASN,
 * transfer or work order) whose quantities, added up in expected-date order, would cover it; a
 * missing warehouse or ship-code mapping; a missing payment; or, when nothing blocks it, what it is
 * waiting for.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { holdTypeLabel, ORDER_STATUS } from '../../../src/domain/order.lifecycle';
import { PO_CONFIRMED, PO_OPEN } from '../../../src/domain/purchase-order.lifecycle';
import { outstanding, type InboundLine } from '../../../src/domain/receiving';
import {
  PURCHASE_ORDER_BATCH,
  WAREHOUSE_TRANSFER,
} from '../../../src/domain/resources/warehouse-shipment.schema';
import { incomingStatuses } from '../../../src/domain/warehouse-shipment.lifecycle';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import {
  billsOfMaterials,
  fulfillmentOrders,
  purchaseOrders,
  users,
  vendorProducts,
  warehouses,
  warehouseShipments,
  workOrders,
} from '../../db/schema';
import { projectOf, routeOrder, shortages } from './order-checks.logic';
import { openHolds } from './order-holds.service';
import { findOrder, linesOf, type Order } from './order-records.repository';
import { FULFILLMENT_ORDER_STATUS } from '../../../src/domain/fulfillment-order.lifecycle';
import { openWorkOrderStatuses } from '../../../src/domain/work-order.lifecycle';

export interface Incoming {
  type: 'purchase_order' | 'asn' | 'transfer' | 'work_order';
  id: number;
  number: string;
  date: string | null;
  quantity: number;
  /** The documents up to this one cover the whole shortage. */
  coversShortage: boolean;
  link: string;
}

export type Cause =
  | {
      kind: 'hold';
      holdId: number;
      type: string;
      label: string;
      reason: string;
      since: Date;
      by: string;
      until: Date | null;
    }
  | { kind: 'unmapped'; sku: string; lineIndex: number }
  | {
      kind: 'shortage';
      sku: string;
      wmsSku: string;
      vendorProductId: number;
      needed: number;
      available: number;
      warehouseName: string;
      incoming: Incoming | null;
    }
  | { kind: 'config'; message: string }
  | { kind: 'payment'; message: string }
  | {
      kind: 'fulfillment';
      message: string;
      /** The fulfillment order it was sent as, for the screen to name by its number and link. */
      fulfillmentOrder?: { id: number; number: string; sentAt: string; external: boolean };
    };

/** Orders without batches that still wait for goods (a Partially received order has batches). */
const OPEN_PO_STATUSES = [PO_OPEN, PO_CONFIRMED];

const containsItem = (
  column: typeof warehouseShipments.items | typeof purchaseOrders.items,
  vendorProductId: number,
) => sql`${column} @> ${JSON.stringify([{ vendorProductId }])}::jsonb`;

const lineOutstanding = (items: unknown, vendorProductId: number, isTransfer: boolean) =>
  (items as InboundLine[])
    .filter((l) => l.vendorProductId === vendorProductId)
    .reduce((n, l) => n + outstanding(l, isTransfer), 0);

/** Every open inbound document bringing the item to the warehouse, in expected-date order. */
async function inboundFor(
  db: Db,
  warehouseId: number,
  vendorProductId: number,
): Promise<Omit<Incoming, 'coversShortage'>[]> {
  const [shipments, pos, wos] = await Promise.all([
    db
      .select()
      .from(warehouseShipments)
      .where(
        and(
          eq(warehouseShipments.toWarehouseId, warehouseId),
          inArray(warehouseShipments.orderStatus, [...incomingStatuses]),
          containsItem(warehouseShipments.items, vendorProductId),
        ),
      )
      .limit(50),
    db
      .select()
      .from(purchaseOrders)
      .where(
        and(
          eq(purchaseOrders.warehouseId, warehouseId),
          inArray(purchaseOrders.orderStatus, OPEN_PO_STATUSES),
          containsItem(purchaseOrders.items, vendorProductId),
          // An order with batches is counted through its batches.
          sql`not exists (select 1 from ${warehouseShipments} s where s.purchase_order_id = ${purchaseOrders.id})`,
        ),
      )
      .limit(50),
    db
      .select({
        id: workOrders.id,
        orderNumber: workOrders.orderNumber,
        quantity: workOrders.quantity,
        dueDate: workOrders.dueDate,
      })
      .from(workOrders)
      .innerJoin(billsOfMaterials, eq(billsOfMaterials.id, workOrders.billOfMaterialsId))
      .where(
        and(
          eq(workOrders.warehouseId, warehouseId),
          eq(billsOfMaterials.warehouseProductId, vendorProductId),
          inArray(workOrders.status, [...openWorkOrderStatuses]),
        ),
      )
      .limit(50),
  ]);
  const docs: Omit<Incoming, 'coversShortage'>[] = [
    ...shipments.map((s) => {
      const isTransfer = s.type === WAREHOUSE_TRANSFER;
      const type: Incoming['type'] = isTransfer
        ? 'transfer'
        : s.type === PURCHASE_ORDER_BATCH
          ? 'purchase_order'
          : 'asn';
      return {
        type,
        id: s.type === PURCHASE_ORDER_BATCH ? (s.purchaseOrderId ?? s.id) : s.id,
        number: s.orderNumber,
        date: s.expectedDate,
        // A transfer counts what is on its way: sent and not yet received.
        quantity: lineOutstanding(s.items, vendorProductId, isTransfer),
        link: isTransfer
          ? `/warehouses/warehouseTransfers/view/${s.id}`
          : s.type === PURCHASE_ORDER_BATCH
            ? `/warehouses/purchaseOrders/view/${s.purchaseOrderId}`
            : `/warehouses/advancedShipNotice/view/${s.id}`,
      };
    }),
    ...pos.map((p) => ({
      type: 'purchase_order' as const,
      id: p.id,
      number: p.orderNumber,
      date: p.expectedDate,
      quantity: lineOutstanding(p.items, vendorProductId, false),
      link: `/warehouses/purchaseOrders/view/${p.id}`,
    })),
    ...wos.map((w) => ({
      type: 'work_order' as const,
      id: w.id,
      number: w.orderNumber,
      date: w.dueDate,
      quantity: w.quantity,
      link: `/manufacturing/work-orders/edit/${w.id}`,
    })),
  ];
  return docs
    .filter((d) => d.quantity > 0)
    .sort((a, b) => (a.date ?? '9999').localeCompare(b.date ?? '9999') || a.id - b.id);
}

/** The earliest document by which the shortage is covered, or the last partial one. */
async function incomingFor(
  db: Db,
  warehouseId: number,
  vendorProductId: number,
  short: number,
): Promise<Incoming | null> {
  const docs = await inboundFor(db, warehouseId, vendorProductId);
  let total = 0;
  for (const doc of docs) {
    total += doc.quantity;
    if (total >= short) return { ...doc, coversShortage: true };
  }
  const last = docs.at(-1);
  return last ? { ...last, coversShortage: false } : null;
}

async function shortageCauses(db: Db, order: Order): Promise<Cause[]> {
  if (order.warehouseId == null) return [];
  const short = await shortages(db, order.warehouseId, linesOf(order));
  if (short.length === 0) return [];
  const [items, [warehouse]] = await Promise.all([
    db
      .select({ id: vendorProducts.id, sku: vendorProducts.sku })
      .from(vendorProducts)
      .where(
        inArray(
          vendorProducts.id,
          short.map((s) => s.vendorProductId),
        ),
      ),
    db.select({ name: warehouses.fullName }).from(warehouses).where(eq(warehouses.id, order.warehouseId)),
  ]);
  return Promise.all(
    short.map(async ({ vendorProductId, needed: n, available }): Promise<Cause> => {
      const have = Math.max(0, available);
      return {
        kind: 'shortage',
        sku: linesOf(order).find((l) => l.vendorProductId === vendorProductId)?.sku ?? '',
        wmsSku: items.find((i) => i.id === vendorProductId)?.sku ?? '',
        vendorProductId,
        needed: n,
        available: have,
        warehouseName: warehouse?.name ?? '',
        incoming: await incomingFor(db, order.warehouseId!, vendorProductId, n - have),
      };
    }),
  );
}

const day = (d: Date) => d.toISOString().slice(0, 10);

export async function whyNotShipping(db: Db, user: AuthUser, id: number) {
  const order = await findOrder(db, user, id);
  if (order.orderStatus === ORDER_STATUS.shipped)
    return {
      blocked: false,
      summary: `Shipped${order.shipDate ? ` on ${day(order.shipDate)}` : ''}.`,
      causes: [] as Cause[],
    };
  if (order.orderStatus === ORDER_STATUS.cancelled)
    return { blocked: false, summary: 'Cancelled: it will not ship.', causes: [] as Cause[] };
  if (order.orderStatus === ORDER_STATUS.pendingFulfillment) {
    const [fo] = await db
      .select({
        id: fulfillmentOrders.id,
        orderNumber: fulfillmentOrders.orderNumber,
        createdAt: fulfillmentOrders.createdAt,
        mirrored: fulfillmentOrders.mirrored,
      })
      .from(fulfillmentOrders)
      .where(
        and(
          eq(fulfillmentOrders.orderId, id),
          eq(fulfillmentOrders.orderStatus, FULFILLMENT_ORDER_STATUS.Open),
        ),
      )
      .orderBy(asc(fulfillmentOrders.id));
    const message = fo
      ? `Sent ${fo.mirrored ? 'to the external 3PL system' : 'to the warehouse'} on ${day(fo.createdAt)} as fulfilment order ${fo.orderNumber}; its stock is allocated and it waits to be shipped.`
      : 'Sent to fulfilment; waiting to be shipped.';
    const fulfillmentOrder = fo && {
      id: fo.id,
      number: fo.orderNumber,
      sentAt: fo.createdAt.toISOString(),
      external: fo.mirrored,
    };
    return {
      blocked: false,
      summary: 'Waiting for the warehouse to ship it.',
      causes: [
        { kind: 'fulfillment', message, ...(fulfillmentOrder ? { fulfillmentOrder } : {}) },
      ] as Cause[],
    };
  }

  const causes: Cause[] = [];
  const holds = await openHolds(db, id);
  const holders = holds.length
    ? await db
        .select({
          id: users.id,
          email: users.email,
          name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
        })
        .from(users)
        .where(
          inArray(
            users.id,
            holds.map((h) => h.createdBy).filter((v): v is string => v != null),
          ),
        )
    : [];
  for (const h of holds) {
    const by = holders.find((u) => u.id === h.createdBy);
    causes.push({
      kind: 'hold',
      holdId: h.id,
      type: h.type,
      label: holdTypeLabel(h.type),
      reason: h.reason,
      since: h.createdAt,
      by: by ? by.name || by.email : 'System',
      until: h.holdUntil,
    });
  }
  if (order.orderStatus === ORDER_STATUS.awaitingPayment)
    causes.push({ kind: 'payment', message: 'The storefront has not recorded the payment yet.' });
  linesOf(order).forEach((line, lineIndex) => {
    if (!line.ignored && line.vendorProductId == null)
      causes.push({ kind: 'unmapped', sku: line.sku, lineIndex });
  });
  const project = await projectOf(db, order.projectId);
  if (order.warehouseId == null)
    causes.push({ kind: 'config', message: 'The storefront has no warehouse to ship from.' });
  else if (!(await routeOrder(db, order)))
    causes.push({
      kind: 'config',
      message: `No active ship-code mapping of ${project?.name ?? 'the storefront'} matches the requested service “${order.requestedService ?? ''}”.`,
    });
  causes.push(...(await shortageCauses(db, order)));

  if (causes.length === 0)
    return {
      blocked: false,
      summary: 'Nothing blocks it: every line is in stock. It waits to be sent to fulfilment.',
      causes: [{ kind: 'fulfillment', message: 'Ready to be sent to fulfilment.' }] as Cause[],
    };
  const first = causes[0]!;
  const summary =
    first.kind === 'hold'
      ? `On hold (${first.label})${causes.length > 1 ? `, and ${causes.length - 1} more cause${causes.length > 2 ? 's' : ''}` : ''}.`
      : `${causes.length} cause${causes.length > 1 ? 's' : ''} keep${causes.length > 1 ? '' : 's'} it from shipping.`;
  return { blocked: true, summary, causes };
}
