/** The contract of /api/common/packingLists (see index.ts). */
import { defineContract } from './contract';

export const packingListsContract = defineContract()({
  name: 'packingLists',
  base: '/api/common/packingLists',
  listPath: 'listItems',
  filters: {
    vendorId: 'number',
    warehouseId: 'number',
    referenceNumber: 'string',
    itemSKU: 'string',
    shipToName: 'string',
    startDate: 'date',
    endDate: 'date',
  },
  sortKeys: ['createdAt', 'referenceNumber'],
  permissions: {
    view: ['shipments.packingLists.view', 'shipments.packingLists.update'],
    create: ['shipments.packingLists.update'],
    edit: ['shipments.packingLists.update'],
    delete: ['shipments.packingLists.update'],
  },
  screen: { path: '/warehouses/packing-lists' },
});
