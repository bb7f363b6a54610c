/**
 * The storefront order lifecycle (DESIGN.md §5): which action moves an order from which status, and
 * who may use it. Pure: the server refuses what this module refuses (409 with `orderRefusal`'s
 * reason), and screens offer only what `allowedOrderActions` names.
 *
 *   awaiting_payment ──move-to-awaiting-shipment──► awaiting_shipment ──send-to-fulfillment──► pending_fulfillment ──ship──► shipped ──reship──► (new order)
 *          │                                          ▲    │  ▲                                    │
 *          └──────── hold ──► on_hold ──unhold────────┘    │  └──────────undo-fulfillment──────────┘
 *                                                          └──hold──► on_hold
 *   cancel: from anything but shipped and cancelled (an allocation is released).
 *   split: awaiting_shipment or on_hold (the shippable lines move to a child order).
 */
import type { OrderStatus } from './resources/order.schema';
import { orderProblemMarkers, type OrderProblemMarker } from './resources/order-tag.schema';

export type OrderAction =
  | 'hold'
  | 'unhold'
  | 'send-to-fulfillment'
  | 'undo-fulfillment'
  | 'ship'
  | 'move-to-awaiting-shipment'
  | 'cancel'
  | 'split'
  | 'reship'
  | 'edit';

export interface OrderTransition {
  from: readonly OrderStatus[];
  permission: string;
  /** The button. */
  label: string;
  /** The verb in messages: 'held', 'shipped', … */
  done: string;
}

/** The statuses by name: code outside the domain writes `ORDER_STATUS.onHold`, never the string. */
export const ORDER_STATUS = {
  awaitingPayment: 'awaiting_payment',
  awaitingShipment: 'awaiting_shipment',
  pendingFulfillment: 'pending_fulfillment',
  onHold: 'on_hold',
  shipped: 'shipped',
  cancelled: 'cancelled',
} as const satisfies Record<string, OrderStatus>;
const { awaitingPayment, awaitingShipment, pendingFulfillment, onHold, shipped, cancelled } = ORDER_STATUS;

/** Before the warehouse has it: waiting for payment or to be sent, or held ("why not shipping"). */
const WAITING_STATUSES: readonly OrderStatus[] = [awaitingPayment, awaitingShipment, onHold];
export const isWaiting = (status: string) => (WAITING_STATUSES as readonly string[]).includes(status);
/** While it waits, lines, address and service can still change. */
export const ORDER_EDITABLE_STATUSES = WAITING_STATUSES;
/**
 * Statuses a hold moves to on_hold (and that the hold action starts from): the waiting ones. A hold on
 * a pending, shipped or cancelled order changes nothing.
 */
const HOLDABLE_STATUSES = WAITING_STATUSES;
const isHoldable = (status: string) => (HOLDABLE_STATUSES as readonly string[]).includes(status);
/** An order's status once a hold is placed on it. */
export const statusWithHold = (status: string): string => (isHoldable(status) ? onHold : status);
/** Finished orders: nothing more happens to them; only these may be archived. */
const FINISHED_STATUSES: readonly OrderStatus[] = [shipped, cancelled];
const isFinished = (status: string) => (FINISHED_STATUSES as readonly string[]).includes(status);

export const orderTransitions: Record<OrderAction, OrderTransition> = {
  hold: {
    from: HOLDABLE_STATUSES,
    permission: 'orders.hold',
    label: 'Hold',
    done: 'held',
  },
  unhold: { from: [onHold], permission: 'orders.unhold', label: 'Remove hold', done: 'released' },
  'send-to-fulfillment': {
    from: [awaitingShipment],
    permission: 'orders.sendToFulfillment',
    label: 'Send to fulfilment',
    done: 'sent to fulfilment',
  },
  'undo-fulfillment': {
    from: [pendingFulfillment],
    permission: 'orders.undoFulfillment',
    label: 'Undo pending fulfilment',
    done: 'taken back from fulfilment',
  },
  ship: {
    from: [pendingFulfillment],
    permission: 'orders.markShipped',
    label: 'Mark shipped',
    done: 'marked shipped',
  },
  'move-to-awaiting-shipment': {
    from: [awaitingPayment],
    permission: 'orders.moveToAwaitingShipment',
    label: 'Move to awaiting shipment',
    done: 'moved to awaiting shipment',
  },
  cancel: {
    from: [awaitingPayment, awaitingShipment, pendingFulfillment, onHold],
    permission: 'orders.cancel',
    label: 'Cancel order',
    done: 'cancelled',
  },
  split: {
    from: [awaitingShipment, onHold],
    permission: 'orders.split',
    label: 'Split',
    done: 'split',
  },
  reship: { from: [shipped], permission: 'orders.reship', label: 'Reship', done: 'reshipped' },
  edit: { from: ORDER_EDITABLE_STATUSES, permission: 'orders.edit', label: 'Edit', done: 'edited' },
};

const orderActions = Object.keys(orderTransitions) as OrderAction[];

export const orderStatusLabels: Record<OrderStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  awaiting_shipment: 'Awaiting shipment',
  pending_fulfillment: 'Pending fulfilment',
  on_hold: 'On hold',
  shipped: 'Shipped',
  cancelled: 'Cancelled',
};

export function orderStatusLabel(status: string): string {
  return orderStatusLabels[status as OrderStatus] ?? status;
}

/** Why an action cannot run on an order in this status, or null when it can. */
export function orderRefusal(action: OrderAction, status: string): string | null {
  const transition = orderTransitions[action];
  if ((transition.from as readonly string[]).includes(status)) return null;
  const allowed = transition.from.map((s) => orderStatusLabels[s]);
  const list =
    allowed.length === 1 ? allowed[0]! : `${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)!}`;
  return `An order that is ${orderStatusLabel(status)} cannot be ${transition.done}: only ${list} orders can.`;
}

const ARCHIVED_ORDER_REFUSAL = 'An archived order cannot change. Unarchive it first.';

/**
 * Why a change cannot run on this order now, or null when it can: an archived order refuses every
 * change but those that act on archived orders too (archiving, hold expiry); then the status must
 * allow the lifecycle step (`step` null: a change the lifecycle does not govern, such as a tag).
 * The order command runner refuses with this; screens offer what allowedOrderActions (built on it) names.
 */
export function orderChangeRefusal(
  order: { orderStatus: string; isArchived?: boolean },
  step: OrderAction | null,
  options: { archivedToo?: boolean } = {},
): string | null {
  if (order.isArchived && !options.archivedToo) return ARCHIVED_ORDER_REFUSAL;
  return step ? orderRefusal(step, order.orderStatus) : null;
}

/** Why an order cannot be archived, or null: only finished (shipped or cancelled) orders can. */
export function archiveRefusal(status: string): string | null {
  return isFinished(status) ? null : 'Only shipped or cancelled orders can be archived.';
}

/** The actions a user holding these permissions may use on an order in this status now. */
export function allowedOrderActions(
  order: { orderStatus: string; isArchived?: boolean },
  permissions: readonly string[],
): OrderAction[] {
  return orderActions.filter(
    (action) =>
      orderChangeRefusal(order, action) === null && permissions.includes(orderTransitions[action].permission),
  );
}

/** The problem and progress markers of spec §3 (order tags with a system use). */
export const ORDER_MARKERS = orderProblemMarkers;
export type OrderMarker = OrderProblemMarker;

/** Markers that hold an order (each is a hold of that type while it lasts). */
export const PROBLEM_MARKERS = [
  'MISSING_SKU',
  'DUPLICATE_ORDER_NUMBER',
  'UNKNOWN_ERROR',
  'CONFIG_ERROR',
  'NOT_ENOUGH_INVENTORY',
  'SKU_FORCED_HOLD',
  'NO_ORDER_ITEMS',
  'MISSING_ADDRESS',
] as const;
export type ProblemMarker = (typeof PROBLEM_MARKERS)[number];

/** Holds people place (the hold dialog's choices). */
export const MANUAL_HOLD_TYPES = ['operator', 'client', 'address', 'payment', 'inventory'] as const;
export type ManualHoldType = (typeof MANUAL_HOLD_TYPES)[number];
export const HOLD_TYPES = [...MANUAL_HOLD_TYPES, ...PROBLEM_MARKERS] as const;
export type HoldType = (typeof HOLD_TYPES)[number];

/** Holds that stock arriving clears: Has Inventory lists orders held only for these. */
export const INVENTORY_HOLD_TYPES: readonly HoldType[] = ['inventory', 'NOT_ENOUGH_INVENTORY'];

const holdTypeLabels: Record<HoldType, string> = {
  operator: 'Operator hold',
  client: 'Client hold',
  address: 'Address hold',
  payment: 'Payment hold',
  inventory: 'Inventory hold',
  MISSING_SKU: 'Unmapped SKU',
  DUPLICATE_ORDER_NUMBER: 'Duplicate order number',
  UNKNOWN_ERROR: 'Unknown error',
  CONFIG_ERROR: 'Configuration error',
  NOT_ENOUGH_INVENTORY: 'Not enough inventory',
  SKU_FORCED_HOLD: 'SKU on forced hold',
  NO_ORDER_ITEMS: 'No order items',
  MISSING_ADDRESS: 'Missing address',
};

export function holdTypeLabel(type: string): string {
  return holdTypeLabels[type as HoldType] ?? type;
}

/** How each marker reads on a tag chip, a filter or a form ('SENT_TO_FULFILLMENT' → 'Sent to fulfillment'). */
export const orderMarkerLabels: Record<OrderMarker, string> = {
  MISSING_SKU: holdTypeLabels.MISSING_SKU,
  DUPLICATE_ORDER_NUMBER: holdTypeLabels.DUPLICATE_ORDER_NUMBER,
  UNKNOWN_ERROR: holdTypeLabels.UNKNOWN_ERROR,
  CONFIG_ERROR: holdTypeLabels.CONFIG_ERROR,
  NOT_ENOUGH_INVENTORY: holdTypeLabels.NOT_ENOUGH_INVENTORY,
  SKU_FORCED_HOLD: holdTypeLabels.SKU_FORCED_HOLD,
  NO_ORDER_ITEMS: holdTypeLabels.NO_ORDER_ITEMS,
  MISSING_ADDRESS: holdTypeLabels.MISSING_ADDRESS,
  SENT_TO_FULFILLMENT: 'Sent to fulfillment',
  FULFILLED: 'Fulfilled',
  ORDER_MIRRORED: 'Order mirrored',
  ORDER_MIRRORED_CLOSED: 'Order mirrored closed',
};

/** A marker's label; any other tag reads as it is named. */
export const orderMarkerLabel = (tag: string): string => orderMarkerLabels[tag as OrderMarker] ?? tag;

/** Colours of markers that have no order tag row of their own. */
const markerColors: Record<OrderMarker, string> = {
  MISSING_SKU: '#B91C1C',
  DUPLICATE_ORDER_NUMBER: '#9D174D',
  UNKNOWN_ERROR: '#7F1D1D',
  CONFIG_ERROR: '#C2410C',
  NOT_ENOUGH_INVENTORY: '#B45309',
  SENT_TO_FULFILLMENT: '#1D4ED8',
  SKU_FORCED_HOLD: '#6D28D9',
  NO_ORDER_ITEMS: '#991B1B',
  FULFILLED: '#047857',
  ORDER_MIRRORED: '#0E7490',
  ORDER_MIRRORED_CLOSED: '#475569',
  MISSING_ADDRESS: '#A16207',
};

export function isOrderMarker(tag: string): tag is OrderMarker {
  return (ORDER_MARKERS as readonly string[]).includes(tag);
}

/** A tag's colour: its tag row's colour, else the marker's, else neutral grey. */
export function tagColor(tag: string, tagRows: readonly { name: string; color: string }[] = []): string {
  return tagRows.find((t) => t.name === tag)?.color ?? (isOrderMarker(tag) ? markerColors[tag] : '#6B7280');
}

/** An order's status once its last hold is gone: unpaid orders go back to waiting for payment. */
export function statusWithoutHolds(order: { paymentDate: Date | string | null }): OrderStatus {
  return order.paymentDate ? awaitingShipment : awaitingPayment;
}
