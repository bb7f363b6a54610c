/** The contract of /api/common/warehouseProductLocations (see index.ts). */
import { defineContract } from './contract';

export const warehouseProductLocationsContract = defineContract()({
  name: 'warehouseProductLocations',
  base: '/api/common/warehouseProductLocations',
  listPath: 'listItems',
  filters: {
    warehouseId: 'number',
    vendorId: 'number',
    vendorProductId: 'number',
    lotNumber: 'string',
    lpn: 'string',
    location: 'string',
    expirationDateStart: 'date',
    expirationDateEnd: 'date',
    item: 'string',
    description: 'string',
  },
  sortKeys: ['location', 'expirationDate', 'lotNumber', 'quantity', 'updatedAt'],
  permissions: { view: ['items.inventoryByLocation'], create: [], edit: [], delete: [] },
  screen: { path: '/warehouses/itemsByLocation' },
});
