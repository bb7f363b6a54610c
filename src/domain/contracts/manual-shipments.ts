/** The contract of /api/common/manualShipments (see index.ts). */
import { defineContract } from './contract';

export const manualShipmentsContract = defineContract()({
  name: 'manualShipments',
  base: '/api/common/manualShipments',
  listPath: 'listItems',
  filters: {
    customReferenceNumber: 'string',
    excludeTypes: 'string',
    warehouseId: 'number',
    vendorId: 'number',
    addr: 'string',
    orderNumber: 'string',
    orderStatus: 'string',
    orderType: 'string',
  },
  sortKeys: ['createdAt', 'orderNumber', 'orderStatus', 'orderType', 'shipDate'],
  permissions: {
    view: ['shipments.parcel.view', 'shipments.bulk.view'],
    create: ['shipments.parcel.create', 'shipments.bulk.create'],
    edit: ['shipments.parcel.create', 'shipments.bulk.create'],
    delete: [],
  },
  screen: { path: '/warehouses/manual-shipments', menu: { anyOf: ['shipments.parcel.view'] } },
});
