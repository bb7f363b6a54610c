/**
 * The order actions that move stock, each one transaction through the stock ledger (changeStock):
 * - send to fulfilment: the ship-code mapping routes the order; a fulfilment order is created for the
 *   warehouse and the lines' stock is allocated to it (source fulfillment_order). The order is
 *   pending_fulfillment, marked SENT_TO_FULFILLMENT, or ORDER_MIRRORED when it goes to the external
 *   3PL system (a warehouse on the external WMS, unless the mapping overrides to manual fulfilment).
 *   When stock is short nothing is allocated and the order is held NOT_ENOUGH_INVENTORY instead;
 *   a missing mapping or warehouse holds it CONFIG_ERROR, an unmapped line MISSING_SKU.
 * - undo: the allocation is released and the fulfilment order cancelled.
 * - ship: the allocation is consumed (the units leave on-hand stock), the fulfilment order shipped.
 * - cancel: as undo when pending, and every open hold is closed with the order.
 * Lock order everywhere: the order, then its fulfilment order, then stock balances.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderRefusal, type OrderAction, type ProblemMarker } from '../../../src/domain/order.lifecycle';
import type { AuthUser } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import { fulfillmentOrders, orderHolds, stockAllocations, warehouses } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { HttpError } from '../../http/errors';
import { changeStock } from '../inventory/stock-changes';
import { StockLedger } from '../inventory/stock-ledger';
import { describeShortages, neededPerItem, projectOf, routeOrder, shortages } from './order-checks';
import { openHolds, placeHolds } from './order-holds';
import {
  checkVersion,
  fulfillableLines,
  illegalTransition,
  linesOf,
  lockOrder,
  orderUpdated,
  retag,
  saveOrder,
  type Order,
} from './order-records';

export type FulfillmentOrder = typeof fulfillmentOrders.$inferSelect;

export const FULFILLMENT_SOURCE = 'fulfillment_order';
const sourceOf = (fo: FulfillmentOrder) => ({ type: FULFILLMENT_SOURCE, id: fo.id });

/** Thrown inside the send transaction: it rolls back, then the order is held with the marker. */
class HoldInstead extends Error {
  constructor(
    readonly marker: ProblemMarker,
    readonly reason: string,
  ) {
    super(reason);
  }
}

function refuse(action: OrderAction, order: Order) {
  const refusal = orderRefusal(action, order.orderStatus);
  if (refusal) throw illegalTransition(refusal);
  if (order.isArchived) throw illegalTransition('An archived order cannot change. Unarchive it first.');
}

/** The order's open fulfilment order, locked. */
async function openFulfillmentOrder(tx: Tx, orderId: number): Promise<FulfillmentOrder | undefined> {
  const [fo] = await tx
    .select()
    .from(fulfillmentOrders)
    .where(and(eq(fulfillmentOrders.orderId, orderId), eq(fulfillmentOrders.orderStatus, 'Open')))
    .for('update');
  return fo;
}

async function hasOpenAllocations(tx: Tx, fo: FulfillmentOrder): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(stockAllocations)
    .where(
      and(
        eq(stockAllocations.sourceType, FULFILLMENT_SOURCE),
        eq(stockAllocations.sourceId, String(fo.id)),
        eq(stockAllocations.status, 'open'),
      ),
    );
  return (row?.n ?? 0) > 0;
}

async function allocateOrder(tx: Tx, ledger: StockLedger, order: Order, fo: FulfillmentOrder) {
  const needed = await neededPerItem(tx, linesOf(order));
  // Items in id order: two orders sharing items lock their balances in the same order.
  for (const [vendorProductId, quantity] of [...needed].sort(([a], [b]) => a - b)) {
    await ledger.allocate(
      { warehouseId: order.warehouseId!, vendorProductId, quantity },
      sourceOf(fo),
      `Order ${order.orderNumber}`,
    );
  }
}

async function send(tx: Tx, ledger: StockLedger, user: AuthUser | null, id: number, version: unknown) {
  const order = await lockOrder(tx, user, id);
  checkVersion(order, version);
  refuse('send-to-fulfillment', order);
  const project = await projectOf(tx, order.projectId);
  if (order.warehouseId == null || !project)
    throw new HoldInstead('CONFIG_ERROR', 'The order has no warehouse to ship from.');
  const mapping = await routeOrder(tx, order);
  if (!mapping)
    throw new HoldInstead(
      'CONFIG_ERROR',
      `No active ship-code mapping of storefront ${project.name} matches the requested service “${order.requestedService ?? ''}”.`,
    );
  const lines = linesOf(order);
  const unmapped = lines.filter((l) => !l.ignored && l.vendorProductId == null).map((l) => l.sku);
  if (unmapped.length)
    throw new HoldInstead('MISSING_SKU', `Not mapped to a warehouse item: ${unmapped.join(', ')}.`);
  const shipping = fulfillableLines(lines);
  if (shipping.length === 0)
    throw new HoldInstead('NO_ORDER_ITEMS', 'The order has no line the warehouse ships.');
  const [warehouse] = await tx.select().from(warehouses).where(eq(warehouses.id, order.warehouseId));
  const mirrored = warehouse?.wmsType === 2 && !mapping.overrideToUseManualFulfill;
  const [fo] = await tx
    .insert(fulfillmentOrders)
    .values({
      orderId: order.id,
      orderNumber: order.orderNumber,
      orderStatus: 'Open',
      vendorId: order.vendorId,
      warehouseId: order.warehouseId,
      projectId: order.projectId,
      storeId: order.storeId,
      orderDate: order.orderDate,
      shipByDate: order.shipByDate,
      requestedService: order.requestedService,
      carrierCode: mapping.fulfillmentCarrierCode ?? order.carrierCode,
      serviceCode: mapping.fulfillmentServiceCode ?? order.serviceCode,
      shipmentAddress: order.shipmentAddress,
      items: shipping,
      itemCount: shipping.reduce((n, l) => n + l.quantity, 0),
      weightTotal: order.weightTotal,
      notes: order.notes,
      fulfillmentService: mapping.fulfillmentService,
      mirrored,
    })
    .returning();
  await allocateOrder(tx, ledger, order, fo!);
  return saveOrder(
    tx,
    order,
    {
      orderStatus: 'pending_fulfillment',
      tags: retag(order.tags, {
        add: [mirrored ? 'ORDER_MIRRORED' : 'SENT_TO_FULFILLMENT'],
        remove: ['NOT_ENOUGH_INVENTORY'],
      }),
    },
    {
      kind: 'action',
      action: 'send-to-fulfillment',
      userId: user?.id ?? null,
      message: mirrored
        ? `Sent to the external 3PL system (${mapping.fulfillmentService}) as fulfilment order #${fo!.id}`
        : `Sent to the warehouse as fulfilment order #${fo!.id}`,
      details: { fulfillmentOrderId: fo!.id, shipCodeMappingId: mapping.id, mirrored },
    },
  );
}

/** Holds the order with a marker in its own transaction, if it still waits to be sent. */
async function holdInstead(db: Db, user: AuthUser | null, id: number, marker: ProblemMarker, reason: string) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, user, id);
    if (order.orderStatus !== 'awaiting_shipment') return order;
    return placeHolds(tx, order, [{ type: marker, reason }], user?.id ?? null, 'send-to-fulfillment');
  });
}

/**
 * Sends an order to fulfilment; answers it pending_fulfillment, or on_hold when it could not be sent
 * (the hold says why). `user` null: the system (seed, automations) acting without a person's scope.
 */
export async function sendToFulfillment(
  db: Db,
  events: DomainEvents,
  user: AuthUser | null,
  id: number,
  version?: unknown,
): Promise<Order> {
  let order: Order;
  try {
    order = await changeStock(db, events, user?.id ?? null, (ledger, tx) =>
      send(tx, ledger, user, id, version),
    );
  } catch (err) {
    if (err instanceof HoldInstead) {
      order = await holdInstead(db, user, id, err.marker, err.reason);
    } else if (err instanceof HttpError && err.error === 'not_enough_stock') {
      // Why, in the order's words (per item), read after the rollback.
      const current = await db.transaction((tx) => lockOrder(tx, user, id));
      const short =
        current.warehouseId == null ? [] : await shortages(db, current.warehouseId, linesOf(current));
      const reason = short.length ? await describeShortages(db, short) : err.message;
      order = await holdInstead(db, user, id, 'NOT_ENOUGH_INVENTORY', reason);
    } else throw err;
  }
  events.publish(orderUpdated(order));
  return order;
}

/** Undo pending fulfilment: the allocation goes back to available stock. */
export async function undoFulfillment(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  id: number,
  version?: unknown,
): Promise<Order> {
  const order = await changeStock(db, events, user.id, async (ledger, tx) => {
    const before = await lockOrder(tx, user, id);
    checkVersion(before, version);
    refuse('undo-fulfillment', before);
    const fo = await openFulfillmentOrder(tx, id);
    if (fo) {
      await ledger.release(sourceOf(fo), `Order ${before.orderNumber}: fulfilment undone`);
      await closeFulfillmentOrder(tx, fo, 'Cancelled');
    }
    return saveOrder(
      tx,
      before,
      {
        orderStatus: 'awaiting_shipment',
        tags: retag(before.tags, { remove: ['SENT_TO_FULFILLMENT', 'ORDER_MIRRORED'] }),
      },
      {
        kind: 'action',
        action: 'undo-fulfillment',
        userId: user.id,
        message: 'Taken back from fulfilment; stock released',
      },
    );
  });
  events.publish(orderUpdated(order));
  return order;
}

async function closeFulfillmentOrder(
  tx: Tx,
  fo: FulfillmentOrder,
  status: 'Cancelled' | 'Shipped',
  change = {},
) {
  await tx
    .update(fulfillmentOrders)
    .set({
      orderStatus: status,
      ...change,
      version: sql`${fulfillmentOrders.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(fulfillmentOrders.id, fo.id));
}

export interface ShipInput {
  carrierCode: string;
  serviceCode: string;
  trackingNumber: string;
}

/** Mark shipped: the allocated units leave on-hand stock; the order and its fulfilment order are Shipped. */
async function ship(
  tx: Tx,
  ledger: StockLedger,
  user: AuthUser | null,
  id: number,
  input: ShipInput,
  version: unknown,
) {
  const before = await lockOrder(tx, user, id);
  checkVersion(before, version);
  refuse('ship', before);
  const fo = await openFulfillmentOrder(tx, id);
  const shipped = { ...input, shipDate: new Date() };
  if (fo) {
    if (await hasOpenAllocations(tx, fo))
      await ledger.ship(sourceOf(fo), `Order ${before.orderNumber} shipped`);
    await closeFulfillmentOrder(tx, fo, 'Shipped', shipped);
  }
  const mirrored = before.tags.includes('ORDER_MIRRORED');
  return saveOrder(
    tx,
    before,
    {
      orderStatus: 'shipped',
      ...shipped,
      tags: retag(before.tags, {
        add: ['FULFILLED', ...(mirrored ? ['ORDER_MIRRORED_CLOSED'] : [])],
        remove: ['SENT_TO_FULFILLMENT', 'ORDER_MIRRORED'],
      }),
    },
    {
      kind: 'action',
      action: 'ship',
      userId: user?.id ?? null,
      message: `Shipped with ${input.carrierCode} ${input.serviceCode}, tracking ${input.trackingNumber}`,
      details: { ...input },
    },
  );
}

/** Mark shipped: the allocated units leave on-hand stock; the order and its fulfilment order are Shipped. */
export async function markShipped(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  id: number,
  input: ShipInput,
  version?: unknown,
): Promise<Order> {
  const order = await changeStock(db, events, user.id, (ledger, tx) =>
    ship(tx, ledger, user, id, input, version),
  );
  events.publish(orderUpdated(order));
  return order;
}

/**
 * Send and ship inside a caller's transaction, as the system (the demo seed builds its orders with
 * the same steps people take). A send that cannot go holds the order, as sendToFulfillment does.
 */
export async function sendWithin(tx: Tx, id: number): Promise<Order> {
  try {
    return await tx.transaction((sp) => send(sp, new StockLedger(sp, null), null, id, undefined));
  } catch (err) {
    const marker =
      err instanceof HoldInstead
        ? err.marker
        : err instanceof HttpError && err.error === 'not_enough_stock'
          ? 'NOT_ENOUGH_INVENTORY'
          : null;
    if (!marker) throw err;
    const order = await lockOrder(tx, null, id);
    return placeHolds(
      tx,
      order,
      [{ type: marker, reason: (err as Error).message }],
      null,
      'send-to-fulfillment',
    );
  }
}

export function shipWithin(tx: Tx, id: number, input: ShipInput): Promise<Order> {
  return ship(tx, new StockLedger(tx, null), null, id, input, undefined);
}

/** Cancel: stock released, open holds closed with the order. */
export async function cancelOrder(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  id: number,
  reason: string | null | undefined,
  version?: unknown,
): Promise<Order> {
  const order = await changeStock(db, events, user.id, async (ledger, tx) => {
    const before = await lockOrder(tx, user, id);
    checkVersion(before, version);
    refuse('cancel', before);
    const fo = await openFulfillmentOrder(tx, id);
    if (fo) {
      await ledger.release(sourceOf(fo), `Order ${before.orderNumber} cancelled`);
      await closeFulfillmentOrder(tx, fo, 'Cancelled');
    }
    const holds = await openHolds(tx, id, true);
    if (holds.length) {
      await tx
        .update(orderHolds)
        .set({ releasedAt: new Date(), releasedBy: user.id })
        .where(
          inArray(
            orderHolds.id,
            holds.map((h) => h.id),
          ),
        );
    }
    return saveOrder(
      tx,
      before,
      {
        orderStatus: 'cancelled',
        tags: retag(before.tags, { remove: ['SENT_TO_FULFILLMENT', 'ORDER_MIRRORED'] }),
      },
      {
        kind: 'action',
        action: 'cancel',
        userId: user.id,
        message: reason ? `Cancelled: ${reason}` : 'Cancelled',
      },
    );
  });
  events.publish(orderUpdated(order));
  return order;
}
