/**
 * The lifecycle of a fulfilment order (DESIGN.md §5): what a warehouse ships for an order sent to
 * fulfilment. It follows its order and is never stepped on its own: created Open when the order is
 * sent to fulfilment; Shipped when the order is marked shipped; Cancelled when fulfilment is undone
 * or the order is cancelled. An order has at most one Open fulfilment order.
 */
import type { documentStatuses } from './resources/reference';

export type FulfillmentOrderStatus = Extract<
  (typeof documentStatuses)[number],
  'Open' | 'Shipped' | 'Cancelled'
>;

export const FULFILLMENT_ORDER_STATUS = {
  Open: 'Open',
  Shipped: 'Shipped',
  Cancelled: 'Cancelled',
} as const satisfies { [S in FulfillmentOrderStatus]: S };

/** The order actions that close its open fulfilment order, and the status each leaves. */
export const fulfillmentOrderClosedBy = {
  ship: FULFILLMENT_ORDER_STATUS.Shipped,
  undoFulfillment: FULFILLMENT_ORDER_STATUS.Cancelled,
  cancel: FULFILLMENT_ORDER_STATUS.Cancelled,
} as const satisfies Record<string, FulfillmentOrderStatus>;
export type FulfillmentOrderClosing = keyof typeof fulfillmentOrderClosedBy;
