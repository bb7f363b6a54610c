/** The contract of /api/irmscos (see index.ts). */
import { defineContract } from './contract';

export const irmsCustomerOrdersContract = defineContract()({
  name: 'irmsCustomerOrders',
  base: '/api/irmscos',
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
    view: ['orders.view', 'integrations.tpl.customerOrders'],
    create: [],
    edit: [],
    delete: [],
  },
  screen: { path: '/integrations/irms/customerOrders' },
});
