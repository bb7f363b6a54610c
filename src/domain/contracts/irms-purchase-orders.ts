/** The contract of /api/irmspos (see index.ts). */
import { defineContract } from './contract';

export const irmsPurchaseOrdersContract = defineContract()({
  name: 'irmsPurchaseOrders',
  base: '/api/irmspos',
  listPath: 'listItems',
  filters: {
    sku: 'string',
    orderNumber: 'string',
    vendorId: 'number',
    status: 'string',
    warehouseId: 'number',
  },
  sortKeys: ['orderDate', 'orderNumber', 'status'],
  permissions: {
    view: ['warehouses.po.view'],
    create: [],
    edit: [],
    delete: [],
  },
  screen: { path: '/integrations/irms/purchaseOrders' },
});
