/**
 * Read-only views of one order for its details page: the lines with their mapped items and the stock
 * available for them, holds, related documents, the timeline and connector log, the finance margin,
 * and the status tab counts of the lists.
 */
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  orderStatuses,
  PAID_BUT_NOT_SHIPPED,
  paidNotShippedStatuses,
} from '../../../src/domain/resources/order.schema';
import {
  fromAmount,
  multiply,
  percentOf,
  roundFraction,
  subtract,
  sum,
  toAmount,
} from '../../../src/domain/money';
import { componentsOf, customerLines, isKitLine } from '../../../src/domain/order-kits';
import { kitsAvailable } from '../../../src/domain/order-kit-lines';
import { effectiveTimezoneOffset } from '../../../src/domain/timezone';
import type {
  DetailLine,
  OrderDetails,
  OrderEventKind,
  OrderMargin,
  StatusCountsAnswer,
  TimelineAnswer,
} from '../../../src/domain/contracts/order-answers';
import {
  fulfillmentOrdersContract,
  type FulfillmentOrderDetails,
} from '../../../src/domain/contracts/fulfillment-orders';
import { ordersContract } from '../../../src/domain/contracts/orders';
import { contractRow, type Sendable } from '../../../src/domain/contracts/wire';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import {
  fulfillmentOrders,
  orderBillingEntries,
  orderEvents,
  orderReturns,
  orders,
  projects,
  stores,
  users,
  vendorProducts,
  vendors,
  warehouses,
} from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { fulfillmentOrderResource } from '../../resources/declarations/outbound';
import { allocationsOf, availableAt } from '../inventory/stock.queries';
import { fulfillmentSource } from './order-fulfillment.service';
import { orderResource } from '../../resources/declarations/orders';
import { buildFilters } from '../../resources/filters';
import { renderOrderInvoicePdf } from './order-invoice.pdf';
import { openHolds } from './order-holds.service';
import { findOrder, linesOf, type OrderLine } from './order-records.repository';
import { scopeCondition } from '../../auth/policy';

const userName = sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

async function namesOf(db: Db, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id != null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: userName, email: users.email })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name ?? r.email]));
}

export async function orderDetails(db: Db, user: AuthUser, id: number) {
  const order = await findOrder(db, user, id);
  const lines = linesOf(order);
  const itemIds = [...new Set(lines.map((l) => l.vendorProductId).filter((v): v is number => v != null))];
  const [items, available, holds, fos, returns, children, related, names] = await Promise.all([
    itemIds.length
      ? db
          .select({
            id: vendorProducts.id,
            sku: vendorProducts.sku,
            trackInventory: vendorProducts.trackInventory,
          })
          .from(vendorProducts)
          .where(inArray(vendorProducts.id, itemIds))
      : [],
    order.warehouseId == null ? new Map<number, number>() : availableAt(db, order.warehouseId, itemIds),
    openHolds(db, id),
    db
      .select({
        id: fulfillmentOrders.id,
        orderNumber: fulfillmentOrders.orderNumber,
        orderStatus: fulfillmentOrders.orderStatus,
        warehouseId: fulfillmentOrders.warehouseId,
        trackingNumber: fulfillmentOrders.trackingNumber,
        mirrored: fulfillmentOrders.mirrored,
        createdAt: fulfillmentOrders.createdAt,
      })
      .from(fulfillmentOrders)
      .where(eq(fulfillmentOrders.orderId, id))
      .orderBy(desc(fulfillmentOrders.id)),
    db
      .select({
        id: orderReturns.id,
        rmaNumber: orderReturns.trackingNumber,
        confirmation: orderReturns.confirmation,
        createdAt: orderReturns.createdAt,
      })
      .from(orderReturns)
      .where(eq(orderReturns.orderId, id))
      .orderBy(desc(orderReturns.id)),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        orderStatus: orders.orderStatus,
        isReship: orders.isReship,
      })
      .from(orders)
      .where(or(eq(orders.parentOrderId, id), eq(orders.reshipOfOrderId, id))),
    db
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(inArray(orders.id, [order.parentOrderId ?? 0, order.reshipOfOrderId ?? 0])),
    db
      .select({
        project: projects.name,
        vendor: vendors.name,
        warehouse: warehouses.fullName,
        store: stores.name,
      })
      .from(projects)
      .innerJoin(vendors, eq(vendors.id, projects.vendorId))
      .leftJoin(warehouses, eq(warehouses.id, sql`${order.warehouseId ?? 0}`))
      .leftJoin(stores, eq(stores.id, sql`${order.storeId ?? 0}`))
      .where(eq(projects.id, order.projectId)),
  ]);
  const people = await namesOf(
    db,
    holds.map((h) => h.createdBy),
  );
  const ref = (refId: number | null) => related.find((r) => r.id === refId) ?? null;
  const detailLines: DetailLine[] = lines.map((line, index) => {
    const item = items.find((i) => i.id === line.vendorProductId);
    return {
      index,
      sku: line.sku,
      name: line.name ?? null,
      quantity: line.quantity,
      unitPrice: line.unitPrice ?? null,
      wmsSku: item?.sku ?? line.wmsSku ?? null,
      vendorProductId: line.vendorProductId ?? null,
      storefrontProductId: line.storefrontProductId ?? null,
      ignored: line.ignored ?? false,
      mapped: line.vendorProductId != null,
      trackInventory: item?.trackInventory ?? true,
      available: item ? (available.get(item.id) ?? 0) : null,
      kit: line.kit ?? null,
      kitComponent: line.kitComponent ?? null,
    };
  });
  // A kit line is as mapped and as available as its components: whole kits their stock covers.
  for (const [index, line] of lines.entries()) {
    if (!isKitLine(line)) continue;
    const parts = componentsOf(lines, line).map((c) => detailLines[c.lineIndex]!);
    const mapped = parts.length > 0 && parts.every((p) => p.mapped);
    const tracked = parts.filter((p) => p.trackInventory);
    const kits = kitsAvailable(
      tracked.map((p) => ({ perKit: p.kitComponent!.perKit, available: p.available ?? 0 })),
    );
    detailLines[index] = {
      ...detailLines[index]!,
      mapped,
      trackInventory: tracked.length > 0,
      available: !mapped ? null : tracked.length ? kits : line.quantity,
    };
  }
  return {
    order: contractRow(ordersContract, order),
    lines: detailLines,
    holds: holds.map((h) => ({
      id: h.id,
      type: h.type,
      reason: h.reason,
      createdAt: h.createdAt,
      createdByName: h.createdBy ? (people.get(h.createdBy) ?? null) : 'System',
      holdUntil: h.holdUntil,
    })),
    fulfillmentOrders: fos,
    returns,
    children,
    parent: ref(order.parentOrderId),
    reshipOf: ref(order.reshipOfOrderId),
    projectName: names[0]?.project ?? null,
    vendorName: names[0]?.vendor ?? null,
    warehouseName: names[0]?.warehouse ?? null,
    storeName: names[0]?.store ?? null,
  } satisfies Sendable<OrderDetails>;
}

const CONNECTOR_KINDS: OrderEventKind[] = ['intake', 'sync'];

/** Every status change and action (newest first); `connector` limits it to intake and sync entries. */
export async function orderTimeline(db: Db, user: AuthUser, id: number, connector = false) {
  await findOrder(db, user, id);
  const rows = await db
    .select({
      id: orderEvents.id,
      kind: orderEvents.kind,
      action: orderEvents.action,
      fromStatus: orderEvents.fromStatus,
      toStatus: orderEvents.toStatus,
      message: orderEvents.message,
      details: orderEvents.details,
      userName: sql<string | null>`coalesce(${userName}, ${users.email})`,
      createdAt: orderEvents.createdAt,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.userId))
    .where(
      and(eq(orderEvents.orderId, id), connector ? inArray(orderEvents.kind, CONNECTOR_KINDS) : undefined),
    )
    .orderBy(desc(orderEvents.id))
    .limit(500);
  return {
    items: connector ? rows : rows.map(({ details: _d, ...row }) => row),
  } satisfies Sendable<TimelineAnswer>;
}

/**
 * The finance margin: what the customer paid for the lines against the items' cost (the vendor's
 * wholesale price) and the fees billed for the order (billing entries whose reference is the order
 * number). A kit line brings its price once and costs what its components cost.
 */
export async function orderMargin(db: Db, user: AuthUser, id: number) {
  const order = await findOrder(db, user, id);
  const lines = linesOf(order);
  const itemIds = [...new Set(lines.map((l) => l.vendorProductId).filter((v): v is number => v != null))];
  const [costs, fees] = await Promise.all([
    itemIds.length
      ? db
          .select({ id: vendorProducts.id, cost: vendorProducts.wholesalePrice })
          .from(vendorProducts)
          .where(inArray(vendorProducts.id, itemIds))
      : [],
    db
      .select({
        label: orderBillingEntries.chargeLabel,
        amount: sql<string>`(${orderBillingEntries.singleUnitCharge} * ${orderBillingEntries.numberOfUnits})::text`,
      })
      .from(orderBillingEntries)
      .where(
        and(
          eq(orderBillingEntries.vendorId, order.vendorId),
          eq(orderBillingEntries.refNum, order.orderNumber),
        ),
      ),
  ]);
  // Money in minor units (src/domain/money.ts); the answer carries amounts with cents as before.
  const costOf = (l: OrderLine) =>
    multiply(fromAmount(costs.find((c) => c.id === l.vendorProductId)?.cost ?? 0), l.quantity);
  // The customer's lines: a kit is priced once, and costs what its components cost.
  const detail = customerLines(lines).map((l) => {
    const unitPrice = l.unitPrice ?? 0;
    const kitCost = isKitLine(l) ? sum(componentsOf(lines, l).map((c) => costOf(c.line))) : null;
    const lineCost = kitCost ?? costOf(l);
    const unitCost =
      kitCost === null
        ? fromAmount(costs.find((c) => c.id === l.vendorProductId)?.cost ?? 0)
        : l.quantity > 0
          ? roundFraction(BigInt(kitCost), BigInt(l.quantity))
          : 0;
    return {
      sku: l.sku,
      quantity: l.quantity,
      unitPrice,
      unitCost: toAmount(unitCost),
      lineRevenue: multiply(fromAmount(unitPrice), l.quantity),
      lineCost,
    };
  });
  const feeAmounts = fees.map((f) => ({ label: f.label, amount: fromAmount(f.amount) }));
  const revenue = sum(detail.map((l) => l.lineRevenue));
  const itemCost = sum(detail.map((l) => l.lineCost));
  const feesTotal = sum(feeAmounts.map((f) => f.amount));
  const margin = subtract(subtract(revenue, itemCost), feesTotal);
  return {
    revenue: toAmount(revenue),
    itemCost: toAmount(itemCost),
    fees: feeAmounts.map((f) => ({ label: f.label, amount: toAmount(f.amount) })),
    feesTotal: toAmount(feesTotal),
    margin: toAmount(margin),
    marginPercent: revenue > 0 ? percentOf(margin, revenue) : null,
    lines: detail.map((l) => ({
      ...l,
      lineRevenue: toAmount(l.lineRevenue),
      lineCost: toAmount(l.lineCost),
    })),
  } satisfies Sendable<OrderMargin>;
}

/** Counts per status for the list's tabs, under the list's other filters. */
export async function orderStatusCounts(db: Db, user: AuthUser, body: Record<string, unknown>) {
  const { orderStatus: _ignored, page: _p, perPage: _pp, sortBy: _s, sortDesc: _d, ...rest } = body;
  const filters = buildFilters(orderResource.filters, rest, {
    timezoneOffset: effectiveTimezoneOffset(user.timezone),
  });
  if (Object.keys(filters.errors).length) throw badRequest('Some filters are not valid.', filters.errors);
  const rows = await db
    .select({ status: orders.orderStatus, n: count() })
    .from(orders)
    .where(and(scopeCondition(orderResource, user), filters.where))
    .groupBy(orders.orderStatus);
  const counts: Record<string, number> = { all: 0 };
  for (const status of orderStatuses) counts[status] = 0;
  for (const row of rows) {
    counts[row.status] = row.n;
    counts.all! += row.n;
  }
  counts[PAID_BUT_NOT_SHIPPED] = paidNotShippedStatuses.reduce((n, s) => n + (counts[s] ?? 0), 0);
  return { counts } satisfies Sendable<StatusCountsAnswer>;
}

/** A fulfilment order with its order and the stock allocated to it (the picks: place, lot, quantity). */
export async function fulfillmentOrderDetails(db: Db, user: AuthUser, id: number) {
  const [fo] = await db
    .select()
    .from(fulfillmentOrders)
    .where(and(eq(fulfillmentOrders.id, id), scopeCondition(fulfillmentOrderResource, user)));
  if (!fo) throw notFound('Fulfillment order');
  const [order] = fo.orderId ? await db.select().from(orders).where(eq(orders.id, fo.orderId)) : [];
  const allocations = await allocationsOf(db, fulfillmentSource(fo));
  return {
    fulfillmentOrder: contractRow(fulfillmentOrdersContract, fo),
    order: order ? contractRow(ordersContract, order) : null,
    allocations,
  } satisfies Sendable<FulfillmentOrderDetails>;
}

/** The order's invoice PDF and the file name it downloads under. */
export async function orderInvoice(db: Db, user: AuthUser, id: number) {
  const order = await findOrder(db, user, id);
  const [project] = await db
    .select({ name: projects.name })
    .from(projects)
    .where(eq(projects.id, order.projectId));
  const pdf = await renderOrderInvoicePdf(order, project?.name ?? '');
  return { fileName: `invoice-${order.orderNumber.replace(/[^\w.-]+/g, '_')}.pdf`, pdf };
}
