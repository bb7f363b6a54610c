/**
 * /warehouses/packing-lists: what a shipment's cartons hold, printable as PDF. The list is generated;
 * create and edit are their own screen (a ship-to address and a table of lines: screens/packing-lists).
 */
import { packingListsContract } from '../../../domain/contracts/packing-lists';
import { defineCrud } from '../crud-config';
import { vendorsRef, warehousesRef } from '../crud-refs';
import { PackingListRowActions } from '../../packing-lists/download-pdf-button';

export const packingListsCrud = defineCrud(packingListsContract, {
  title: 'Packing lists',
  description: 'What a shipment’s cartons hold, printed and packed with it.',
  singular: 'Packing list',
  rowLabel: (row) => String(row.referenceNumber),
  columns: [
    { key: 'referenceNumber', header: 'Reference', sortKey: 'referenceNumber' },
    { key: 'vendorId', header: 'Vendor', ref: vendorsRef },
    { key: 'warehouseId', header: 'Warehouse', ref: warehousesRef },
    { key: 'items', header: 'Lines', format: 'lines' },
    { key: 'createdAt', header: 'Created', format: 'date', sortKey: 'createdAt' },
    { key: 'notes', header: 'Notes', hiddenByDefault: true },
  ],
  filters: [
    { name: 'referenceNumber', label: 'Reference', type: 'text' },
    { name: 'itemSKU', label: 'SKU', type: 'text' },
    { name: 'shipToName', label: 'Ship-to name', type: 'text' },
    { name: 'vendorId', label: 'Vendor', type: 'select', optionsFrom: vendorsRef },
    { name: 'warehouseId', label: 'Warehouse', type: 'select', optionsFrom: warehousesRef },
  ],
  ownForm: true,
  rowActions: { component: PackingListRowActions, access: packingListsContract.permissions.view },
  routes: { create: true, edit: true },
});
