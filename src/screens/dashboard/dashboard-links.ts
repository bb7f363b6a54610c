/**
 * Where each figure leads: the list that shows exactly those records, filtered through its URL query
 * (the lists keep their filters in the query: src/machines/list/list-search.ts). Storefront orders go
 * to /all-orders (the Vendor Orders route's /{projectId}/{status} form presets the same filters).
 */
import { workOrdersContract } from '../../domain/contracts/work-orders';
import type { InboundDocument, InboundKind, OpenOrderStatus } from '../../domain/dashboard';
import { ORDER_STATUS } from '../../domain/order.lifecycle';
import { PAID_BUT_NOT_SHIPPED } from '../../domain/resources/order.schema';

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

const ORDERS_LIST = '/all-orders';

export const ordersWithStatus = (status: OpenOrderStatus | typeof ORDER_STATUS.shipped) =>
  status === ORDER_STATUS.shipped
    ? withQuery(ORDERS_LIST, { orderStatus: status, sortBy: 'ShipDate', sortDesc: 'true' })
    : withQuery(ORDERS_LIST, { orderStatus: status });

/** Held orders, of one marker (the list's tag filter) or all of them. */
export const heldOrders = (marker?: string) =>
  withQuery(
    ORDERS_LIST,
    marker ? { orderStatus: ORDER_STATUS.onHold, tag: marker } : { orderStatus: ORDER_STATUS.onHold },
  );

/** Paid and not shipped, earliest ship-by date first: late orders, then today's. */
export const ordersByShipBy = () =>
  withQuery(ORDERS_LIST, { orderStatus: PAID_BUT_NOT_SHIPPED, sortBy: 'ShipByDate' });

const inboundLists: Record<InboundKind, string> = {
  purchaseOrder: '/warehouses/purchaseOrders',
  asn: '/warehouses/advancedShipNotice',
  transfer: '/warehouses/warehouseTransfers',
};

export const inboundList = (kind: InboundKind) => inboundLists[kind];
/** The list's Due filter: expected today or earlier and still waiting for goods. */
export const inboundDue = (kind: InboundKind) => withQuery(inboundLists[kind], { isDue: 'true' });
export const inboundDocument = (doc: Pick<InboundDocument, 'kind' | 'id'>) =>
  `${inboundLists[doc.kind]}/view/${doc.id}`;

export const outboundLists = {
  fulfillmentOrders: '/fulfillment-orders',
  parcelShipments: '/warehouses/manual-shipments',
  bulkShipments: '/warehouses/bulkShipments',
} as const;

/** Work orders of one status; late ones are the open ones, earliest due date first. */
export const workOrdersWithStatus = (status: string) => withQuery(workOrdersContract.screen.path, { status });
export const lateWorkOrders = () => withQuery(workOrdersContract.screen.path, { sortBy: 'dueDate' });
export const workOrderPage = (id: number) => `${workOrdersContract.screen.path}/edit/${id}`;
export const shortagePlanPath = '/manufacturing/shortage-plan';
