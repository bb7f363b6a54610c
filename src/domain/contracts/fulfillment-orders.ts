/** The contract of /api/common/fulfillment-orders (see index.ts). */
import { defineContract } from './contract';

export const fulfillmentOrdersContract = defineContract()({
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
