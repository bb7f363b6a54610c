/** The contract of /api/inventory/diu (see index.ts). */
import { defineContract } from './contract';

export const directInventoryUpdatesContract = defineContract()({
  name: 'directInventoryUpdates',
  base: '/api/inventory/diu',
  listPath: 'listItems',
  filters: {
    vendorId: 'number',
    warehouseId: 'number',
    warehouseProductId: 'number',
    type: 'string',
    referenceNumber: 'string',
    search: 'string',
    startDate: 'date',
    endDate: 'date',
  },
  sortKeys: ['createdAt', 'referenceNumber'],
  permissions: {
    view: ['inventory.diu.view'],
    create: ['inventory.diu.create'],
    edit: [],
    delete: [],
  },
  screen: { path: '/warehouses/inventory/diu' },
});
