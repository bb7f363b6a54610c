/**
 * The order commands that move stock, each run by the order command runner (one transaction, the
 * stock ledger inside it):
 * - send to fulfilment: the ship-code mapping routes the order; the lines' stock is planned (and its
 *   balances locked), a fulfilment order is created for the warehouse and the stock allocated to it
 *   (source fulfillment_order). A kit ships as its components, each line naming its kit. The order is pending_fulfillment, marked SENT_TO_FULFILLMENT, or
 *   ORDER_MIRRORED when it goes to the external 3PL system (a warehouse on the external WMS, unless
 *   the mapping overrides to manual fulfilment). When it cannot go, it is held instead, in the same
 *   transaction and before anything else is written: NOT_ENOUGH_INVENTORY when stock is short,
 *   CONFIG_ERROR without a mapping or warehouse, MISSING_SKU for an unmapped line.
 * - undo: the allocation is released and the fulfilment order cancelled.
 * - ship: the allocation is consumed (the units leave on-hand stock), the fulfilment order shipped.
 * - cancel: as undo when pending, and every open hold is closed with the order.
 * Lock order everywhere: the order, then its fulfilment order, then stock balances.
 */
import { isKitComponent, isKitLine, orderActivityOf } from '../../../src/domain/order-kits';
import { kitNameOf } from '../../../src/domain/order-kit-lines';
import { and, eq, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../src/domain/order.lifecycle';
import type { Tx } from '../../db/client';
import { fulfillmentOrders, warehouses } from '../../db/schema';
import { hasOpenAllocations, isExternalWms, trackedNeeds } from '../inventory/stock.queries';
import { describeShortages, projectOf, routeOrder, type ShipCodeMapping } from './order-checks.logic';
import {
  runOrderCommand,
  type Changed,
  type CommandScope,
  type OrderCommand,
  type OrderContext,
  type OrderTarget,
} from './order-command.service';
import { closeOpenHolds, placeHolds, type NewHold } from './order-holds.service';
import {
  fulfillableLines,
  linesOf,
  retag,
  saveOrder,
  stockNeedsOf,
  type Order,
  type OrderLine,
} from './order-records.repository';
import {
  FULFILLMENT_ORDER_STATUS,
  fulfillmentOrderClosedBy,
  type FulfillmentOrderClosing,
} from '../../../src/domain/fulfillment-order.lifecycle';
import { recordOrderAutomation } from '../automations/automation-event-inputs.service';

export type FulfillmentOrder = typeof fulfillmentOrders.$inferSelect;

const FULFILLMENT_SOURCE = 'fulfillment_order';
export const fulfillmentSource = (fo: Pick<FulfillmentOrder, 'id'>) => ({
  type: FULFILLMENT_SOURCE,
  id: fo.id,
});

/** The order's open fulfilment order, locked. */
async function openFulfillmentOrder(tx: Tx, orderId: number): Promise<FulfillmentOrder | undefined> {
  const [fo] = await tx
    .select()
    .from(fulfillmentOrders)
    .where(
      and(
        eq(fulfillmentOrders.orderId, orderId),
        eq(fulfillmentOrders.orderStatus, FULFILLMENT_ORDER_STATUS.Open),
      ),
    )
    .for('update');
  return fo;
}

async function closeFulfillmentOrder(
  tx: Tx,
  fo: FulfillmentOrder,
  closing: FulfillmentOrderClosing,
  at: Date,
  change = {},
) {
  await tx
    .update(fulfillmentOrders)
    .set({
      orderStatus: fulfillmentOrderClosedBy[closing],
      ...change,
      version: sql`${fulfillmentOrders.version} + 1`,
      updatedAt: at,
    })
    .where(eq(fulfillmentOrders.id, fo.id));
}

/** A send answers the order, and the hold it placed when the order could not go. */
export interface Sent extends Changed {
  heldInstead: NewHold | null;
}

/** How an order is routed to its warehouse, or the hold to place instead when it cannot be sent. */
type Route =
  | { hold: NewHold }
  | { hold?: undefined; warehouseId: number; mapping: ShipCodeMapping; shipping: OrderLine[] };

async function routeOf(tx: Tx, order: Order): Promise<Route> {
  const project = await projectOf(tx, order.projectId);
  if (order.warehouseId == null || !project)
    return { hold: { type: 'CONFIG_ERROR', reason: 'The order has no warehouse to ship from.' } };
  const mapping = await routeOrder(tx, order);
  if (!mapping)
    return {
      hold: {
        type: 'CONFIG_ERROR',
        reason: `No active ship-code mapping of storefront ${project.name} matches the requested service “${order.requestedService ?? ''}”.`,
      },
    };
  const lines = linesOf(order);
  // A kit line ships nothing itself: its components are what must be mapped.
  const unmapped = lines
    .filter((l) => !l.ignored && !isKitLine(l) && l.vendorProductId == null)
    .map((l) => l.sku);
  if (unmapped.length)
    return {
      hold: { type: 'MISSING_SKU', reason: `Not mapped to a warehouse item: ${unmapped.join(', ')}.` },
    };
  const shipping = fulfillableLines(lines);
  if (shipping.length === 0)
    return { hold: { type: 'NO_ORDER_ITEMS', reason: 'The order has no line the warehouse ships.' } };
  return { warehouseId: order.warehouseId, mapping, shipping };
}

async function send({ tx, ledger, userId, at }: CommandScope, order: Order): Promise<Sent> {
  const holdInstead = async (hold: NewHold): Promise<Sent> => ({
    order: await placeHolds(tx, order, [hold], userId, at, 'send-to-fulfillment'),
    heldInstead: hold,
  });
  const route = await routeOf(tx, order);
  if (route.hold) return holdInstead(route.hold);
  const { warehouseId, mapping, shipping } = route;
  // Every item's balances are locked before anything is written: a short one holds the order instead.
  // Items that do not track stock ship without an allocation.
  const plan = await ledger.planAllocations(warehouseId, await trackedNeeds(tx, stockNeedsOf(shipping)));
  if (plan.short.length)
    return holdInstead({ type: 'NOT_ENOUGH_INVENTORY', reason: await describeShortages(tx, plan.short) });
  const [warehouse] = await tx.select().from(warehouses).where(eq(warehouses.id, warehouseId));
  const mirrored = isExternalWms(warehouse) && !mapping.overrideToUseManualFulfill;
  const [fo] = await tx
    .insert(fulfillmentOrders)
    .values({
      orderId: order.id,
      orderNumber: order.orderNumber,
      orderStatus: FULFILLMENT_ORDER_STATUS.Open,
      vendorId: order.vendorId,
      warehouseId,
      projectId: order.projectId,
      storeId: order.storeId,
      orderDate: order.orderDate,
      shipByDate: order.shipByDate,
      requestedService: order.requestedService,
      carrierCode: mapping.fulfillmentCarrierCode ?? order.carrierCode,
      serviceCode: mapping.fulfillmentServiceCode ?? order.serviceCode,
      shipmentAddress: order.shipmentAddress,
      // The warehouse picks components; each says which kit it goes in (src/domain/order-kit-lines.ts).
      items: shipping.map((l) => (isKitComponent(l) ? { ...l, kitName: kitNameOf(linesOf(order), l) } : l)),
      itemCount: shipping.reduce((n, l) => n + l.quantity, 0),
      weightTotal: order.weightTotal,
      notes: order.notes,
      fulfillmentService: mapping.fulfillmentService,
      mirrored,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  for (const item of plan.items)
    await ledger.allocate(item, fulfillmentSource(fo!), `Order ${order.orderNumber}`);
  const sent = await saveOrder(
    tx,
    order,
    {
      orderStatus: ORDER_STATUS.pendingFulfillment,
      tags: retag(order.tags, {
        add: [mirrored ? 'ORDER_MIRRORED' : 'SENT_TO_FULFILLMENT'],
        remove: ['NOT_ENOUGH_INVENTORY'],
      }),
    },
    {
      kind: 'action',
      action: 'send-to-fulfillment',
      userId,
      message: mirrored
        ? `Sent to the external 3PL system (${mapping.fulfillmentService}) as fulfilment order ${fo!.orderNumber}`
        : `Sent to the warehouse as fulfilment order ${fo!.orderNumber}`,
      details: { fulfillmentOrderId: fo!.id, shipCodeMappingId: mapping.id, mirrored },
      at,
    },
  );
  return { order: sent, heldInstead: null };
}

export const sendCommand: OrderCommand<Sent> = {
  action: 'send-to-fulfillment',
  step: 'send-to-fulfillment',
  work: send,
};

/** Undo pending fulfilment: the allocation goes back to available stock. */
const undoCommand: OrderCommand = {
  action: 'undo-fulfillment',
  step: 'undo-fulfillment',
  work: async ({ tx, ledger, userId, at }, order) => {
    const fo = await openFulfillmentOrder(tx, order.id);
    if (fo) {
      await ledger.release(fulfillmentSource(fo), `Order ${order.orderNumber}: fulfilment undone`);
      await closeFulfillmentOrder(tx, fo, 'undoFulfillment', at);
    }
    const after = await saveOrder(
      tx,
      order,
      {
        orderStatus: ORDER_STATUS.awaitingShipment,
        tags: retag(order.tags, { remove: ['SENT_TO_FULFILLMENT', 'ORDER_MIRRORED'] }),
      },
      {
        kind: 'action',
        action: 'undo-fulfillment',
        userId,
        message: 'Taken back from fulfilment; stock released',
        at,
      },
    );
    return { order: after };
  },
};

export interface ShipInput {
  carrierCode: string;
  serviceCode: string;
  trackingNumber: string;
}

/** Mark shipped: the allocated units leave on-hand stock; the order and its fulfilment order are Shipped. */
const shipCommand = (input: ShipInput): OrderCommand => ({
  action: 'ship',
  step: 'ship',
  work: async ({ tx, ledger, userId, at }, order) => {
    const fo = await openFulfillmentOrder(tx, order.id);
    const shipped = { ...input, shipDate: at };
    if (fo) {
      // Items that do not track stock were sent without an allocation.
      if (await hasOpenAllocations(tx, fulfillmentSource(fo)))
        await ledger.ship(fulfillmentSource(fo), `Order ${order.orderNumber} shipped`);
      await closeFulfillmentOrder(tx, fo, 'ship', at, shipped);
    }
    const mirrored = order.tags.includes('ORDER_MIRRORED');
    const after = await saveOrder(
      tx,
      order,
      {
        orderStatus: ORDER_STATUS.shipped,
        ...shipped,
        // Billing's facts: one order, its component picks for kits (src/domain/order-kits.ts).
        activity: orderActivityOf(linesOf(order)),
        tags: retag(order.tags, {
          add: ['FULFILLED', ...(mirrored ? ['ORDER_MIRRORED_CLOSED'] : [])],
          remove: ['SENT_TO_FULFILLMENT', 'ORDER_MIRRORED'],
        }),
      },
      {
        kind: 'action',
        action: 'ship',
        userId,
        message: `Shipped with ${input.carrierCode} ${input.serviceCode}, tracking ${input.trackingNumber}`,
        details: { ...input },
        at,
      },
    );
    await recordOrderAutomation(tx, at, 'OrderShipped', after, { userId });
    return { order: after };
  },
});

/** Cancel: stock released, open holds closed with the order. */
export const cancelCommand = (reason: string | null | undefined): OrderCommand => ({
  action: 'cancel',
  step: 'cancel',
  work: async ({ tx, ledger, userId, at }, order) => {
    const fo = await openFulfillmentOrder(tx, order.id);
    if (fo) {
      await ledger.release(fulfillmentSource(fo), `Order ${order.orderNumber} cancelled`);
      await closeFulfillmentOrder(tx, fo, 'cancel', at);
    }
    await closeOpenHolds(tx, order.id, userId, at);
    const after = await saveOrder(
      tx,
      order,
      {
        orderStatus: ORDER_STATUS.cancelled,
        tags: retag(order.tags, { remove: ['SENT_TO_FULFILLMENT', 'ORDER_MIRRORED'] }),
      },
      {
        kind: 'action',
        action: 'cancel',
        userId,
        message: reason ? `Cancelled: ${reason}` : 'Cancelled',
        at,
      },
    );
    await recordOrderAutomation(tx, at, 'OrderCancelled', after, { userId, reason });
    return { order: after };
  },
});

/**
 * Sends an order to fulfilment; answers it pending_fulfillment, or on_hold when it could not be sent
 * (the hold says why). `ctx.user` null: the system (automations) acting without a person's scope.
 */
export async function sendToFulfillment(ctx: OrderContext, target: OrderTarget): Promise<Order> {
  return (await runOrderCommand(ctx, target, sendCommand)).order;
}

export async function undoFulfillment(ctx: OrderContext, target: OrderTarget): Promise<Order> {
  return (await runOrderCommand(ctx, target, undoCommand)).order;
}

export async function markShipped(
  ctx: OrderContext,
  input: OrderTarget & { ship: ShipInput },
): Promise<Order> {
  return (await runOrderCommand(ctx, input, shipCommand(input.ship))).order;
}

export async function cancelOrder(
  ctx: OrderContext,
  input: OrderTarget & { reason?: string | null },
): Promise<Order> {
  return (await runOrderCommand(ctx, input, cancelCommand(input.reason))).order;
}
