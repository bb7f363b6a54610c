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

/** Before the warehouse has it: lines, address and service can still change. */
export const ORDER_EDITABLE_STATUSES: readonly OrderStatus[] = [
  'awaiting_payment',
  'awaiting_shipment',
  'on_hold',
];

export const orderTransitions: Record<OrderAction, OrderTransition> = {
  hold: {
    from: ['awaiting_payment', 'awaiting_shipment', 'on_hold'],
    permission: 'orders.hold',
    label: 'Hold',
    done: 'held',
  },
  unhold: { from: ['on_hold'], permission: 'orders.unhold', label: 'Remove hold', done: 'released' },
  'send-to-fulfillment': {
    from: ['awaiting_shipment'],
    permission: 'orders.sendToFulfillment',
    label: 'Send to fulfilment',
    done: 'sent to fulfilment',
  },
  'undo-fulfillment': {
    from: ['pending_fulfillment'],
    permission: 'orders.undoFulfillment',
    label: 'Undo pending fulfilment',
    done: 'taken back from fulfilment',
  },
  ship: {
    from: ['pending_fulfillment'],
    permission: 'orders.markShipped',
    label: 'Mark shipped',
    done: 'marked shipped',
  },
  'move-to-awaiting-shipment': {
    from: ['awaiting_payment'],
    permission: 'orders.moveToAwaitingShipment',
    label: 'Move to awaiting shipment',
    done: 'moved to awaiting shipment',
  },
  cancel: {
    from: ['awaiting_payment', 'awaiting_shipment', 'pending_fulfillment', 'on_hold'],
    permission: 'orders.cancel',
    label: 'Cancel order',
    done: 'cancelled',
  },
  split: {
    from: ['awaiting_shipment', 'on_hold'],
    permission: 'orders.split',
    label: 'Split',
    done: 'split',
  },
  reship: { from: ['shipped'], permission: 'orders.reship', label: 'Reship', done: 'reshipped' },
  edit: { from: ORDER_EDITABLE_STATUSES, permission: 'orders.edit', label: 'Edit', done: 'edited' },
};

export const orderActions = Object.keys(orderTransitions) as OrderAction[];

export const isOrderAction = (value: string): value is OrderAction =>
  (orderActions as string[]).includes(value);

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

/** The actions a user holding these permissions may use on an order in this status now. */
export function allowedOrderActions(
  order: { orderStatus: string; isArchived?: boolean },
  permissions: readonly string[],
): OrderAction[] {
  if (order.isArchived) return [];
  return orderActions.filter(
    (action) =>
      orderRefusal(action, order.orderStatus) === null &&
      permissions.includes(orderTransitions[action].permission),
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
};

export function holdTypeLabel(type: string): string {
  return holdTypeLabels[type as HoldType] ?? type;
}

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
  return order.paymentDate ? 'awaiting_shipment' : 'awaiting_payment';
}
