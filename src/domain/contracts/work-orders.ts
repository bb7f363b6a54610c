/** The contract of /api/manufacturing/workOrders (see index.ts). */
import { defineContract } from './contract';

export const workOrdersContract = defineContract()({
  name: 'workOrders',
  base: '/api/manufacturing/workOrders',
  listPath: 'listItems',
  filters: {
    vendorId: 'number',
    warehouseId: 'number',
    orderNumber: 'string',
    status: 'string',
    type: 'string',
    assembleType: 'string',
    billOfMaterialsId: 'number',
    purchaseOrderId: 'number',
  },
  sortKeys: ['createdAt', 'orderNumber', 'dueDate', 'status'],
  permissions: {
    view: [
      'manufacturing.workOrders.view',
      'manufacturing.workOrders.update',
      'warehouses.po.workOrders.view',
    ],
    create: ['manufacturing.workOrders.update', 'warehouses.po.workOrders.create'],
    edit: ['manufacturing.workOrders.update'],
    // A work order is cancelled (an action), never deleted.
    delete: [],
  },
  screen: { path: '/manufacturing/work-orders', menu: { anyOf: ['manufacturing.workOrders.view'] } },
});
