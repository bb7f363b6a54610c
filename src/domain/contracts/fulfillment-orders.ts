/**
 * The contract of /api/common/fulfillment-orders (see index.ts), and the answer of a fulfilment
 * order's details read (GET {base}/:id/details, server/modules/orders/order-views.service.ts).
 */
import { defineContract } from './contract';
import type { Address, OrderLine, OrderRow } from './orders';

/** What a warehouse ships for an order sent to fulfilment (list and GET {base}/:id). */
export interface FulfillmentOrderRow {
  id: number;
  orderId: number | null;
  orderNumber: string;
  /** The fulfilment order lifecycle's statuses (src/domain/fulfillment-order.lifecycle.ts). */
  orderStatus: string;
  vendorId: number;
  warehouseId: number;
  projectId: number | null;
  storeId: number | null;
  orderDate: string;
  shipByDate: string | null;
  shipDate: string | null;
  requestedService: string | null;
  carrierCode: string | null;
  serviceCode: string | null;
  trackingNumber: string | null;
  shipmentAddress: Address | null;
  items: OrderLine[];
  itemCount: number;
  weightTotal: number;
  notes: string | null;
  fulfillmentService: string;
  mirrored: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A pick of stock the order's allocation reserved: where the warehouse takes it from. */
export interface AllocationPick {
  sku: string;
  vendorProductId: number | null;
  location: string | null;
  lotNumber: string | null;
  expirationDate: string | null;
  quantity: number;
  status: string;
}

/** GET {base}/:id/details: the fulfilment order with its order and the stock allocated to it. */
export interface FulfillmentOrderDetails {
  fulfillmentOrder: FulfillmentOrderRow;
  order: OrderRow | null;
  allocations: AllocationPick[];
}

export const fulfillmentOrdersContract = defineContract<FulfillmentOrderRow>()({
  name: 'fulfillmentOrders',
  base: '/api/common/fulfillment-orders',
  listPath: 'listItems',
  filters: {
    orderNumber: 'string',
    orderStatus: 'string',
    orderId: 'number',
    vendorId: 'number',
    warehouseId: 'number',
    projectId: 'number',
    storeId: 'number',
    trackingNumber: 'string',
    shipToName: 'string',
    startOrderDate: 'date',
    endOrderDate: 'date',
  },
  sortKeys: ['orderDate', 'shipByDate', 'shipDate', 'orderNumber', 'orderStatus'],
  permissions: { view: ['orders.view'], create: [], edit: [], delete: [] },
  screen: { path: '/fulfillment-orders' },
});
