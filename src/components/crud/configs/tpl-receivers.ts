/**
 * /integrations/tpl/receivers: advanced shipping notices sent to the 3PL system. The list is generated;
 * create and edit are their own screen (an address and a table of lines: screens/integrations).
 * Receivers are never deleted: a notice the 3PL system has seen stays on record.
 */
import { tplReceiversContract } from '../../../domain/contracts/tpl-receivers';
import { tplReceiverStatuses } from '../../../domain/resources/tpl-receiver.schema';
import { TplSyncBanner } from '../../wms-sync/tpl-sync-banner';
import { defineCrud } from '../crud-config';
import { vendorsRef, warehousesRef } from '../crud-refs';

export const tplReceiversCrud = defineCrud(tplReceiversContract, {
  title: '3PL Advanced Shipping Notices',
  description: 'Shipments announced to the 3PL system before they arrive at its warehouse.',
  singular: 'Notice',
  banner: TplSyncBanner,
  rowLabel: (row) => String(row.orderNumber),
  columns: [
    { key: 'orderNumber', header: 'Order number', sortKey: 'orderNumber' },
    { key: 'status', header: 'Status', format: 'badge' },
    { key: 'vendorId', header: 'Vendor', ref: vendorsRef },
    { key: 'fromWarehouseId', header: 'From', ref: warehousesRef },
    { key: 'toWarehouseId', header: 'To', ref: warehousesRef },
    { key: 'expectedDate', header: 'Expected', format: 'date', sortKey: 'expectedDate' },
    { key: 'items', header: 'Items', format: 'lines' },
    { key: 'createPackingSlip', header: 'Packing slip', format: 'bool', hiddenByDefault: true },
    { key: 'externalId', header: '3PL id', hiddenByDefault: true },
    { key: 'createdAt', header: 'Created', format: 'date', sortKey: 'createdAt', hiddenByDefault: true },
  ],
  filters: [
    { name: 'orderNumber', label: 'Order number', type: 'text' },
    { name: 'itemSKU', label: 'SKU', type: 'text' },
    { name: 'vendorId', label: 'Vendor', type: 'select', optionsFrom: vendorsRef },
    { name: 'toWarehouseId', label: 'To warehouse', type: 'select', optionsFrom: warehousesRef },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      options: tplReceiverStatuses.map((s) => ({ value: s, label: s })),
    },
  ],
  ownForm: true,
  routes: { create: true, edit: true },
});
