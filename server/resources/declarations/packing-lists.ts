/** Packing lists: a document of the warehouse, printable as PDF (server/modules/packing-lists). */
import { packingListsContract } from '../../../src/domain/contracts/packing-lists';
import { DEFAULT_PAGE_SIZE } from '../../../src/domain/constants';
import { packingListSchema } from '../../../src/domain/resources/packing-list.schema';
import { packingLists, vendors, warehouseShipments, warehouses } from '../../db/schema';
import { dateFrom, dateTo, intEquals, jsonArrayText, jsonText, text } from '../filters';
import { defineResource } from '../resource';

export const packingListResource = defineResource(packingListsContract, {
  table: packingLists,
  id: packingLists.id,
  idType: 'int',
  version: packingLists.version,
  schema: packingListSchema,
  filters: {
    vendorId: intEquals(packingLists.vendorId),
    warehouseId: intEquals(packingLists.warehouseId),
    referenceNumber: text(packingLists.referenceNumber),
    itemSKU: jsonArrayText(packingLists.items, 'sku'),
    shipToName: jsonText(packingLists.shipTo, 'name', 'company'),
    startDate: dateFrom(packingLists.createdAt),
    endDate: dateTo(packingLists.createdAt),
  },
  sortable: {
    createdAt: packingLists.createdAt,
    referenceNumber: packingLists.referenceNumber,
  },
  defaultSort: { by: 'createdAt', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { vendor: packingLists.vendorId, warehouse: packingLists.warehouseId },
  references: [
    { field: 'vendorId', table: vendors, id: vendors.id, message: 'Choose a vendor' },
    { field: 'warehouseId', table: warehouses, id: warehouses.id, message: 'Choose a warehouse' },
    {
      field: 'shipmentId',
      table: warehouseShipments,
      id: warehouseShipments.id,
      match: { column: warehouseShipments.vendorId, field: 'vendorId' },
      message: 'Choose a shipment of this vendor',
    },
  ],
});
