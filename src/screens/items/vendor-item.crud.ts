/**
 * The Vendor Items form (create and edit) on the CRUD kit's generated form. The list is a screen of
 * its own (item-list.screen.tsx: detailed view, import, export); the columns here only name the fields.
 */
import { vendorProductsContract } from '../../domain/contracts/vendor-products';
import { productTypes, unitsOfMeasure, warehouseItemStatuses } from '../../domain/resources/reference';
import { vendorProductSchema } from '../../domain/resources/vendor-product.schema';
import { defineCrud } from '../../components/crud/crud-config';
import { vendorsRef, warehousesRef } from '../../components/crud/crud-refs';

const statusLabels: Record<(typeof warehouseItemStatuses)[number], string> = {
  active: 'Active',
  inactive: 'Inactive',
};

export const vendorItemCrud = defineCrud(vendorProductsContract, {
  title: 'Vendor Items',
  singular: 'Item',
  rowLabel: (row) => String(row.sku),
  columns: [
    { key: 'sku', header: 'SKU', sortKey: 'sku' },
    { key: 'item', header: 'Item', sortKey: 'item' },
  ],
  form: {
    schema: vendorProductSchema,
    fields: [
      // The vendor is fixed once the item exists: its stock and ledger carry it.
      { name: 'vendorId', label: 'Vendor', type: 'select', optionsFrom: vendorsRef, only: 'create' },
      {
        name: 'warehouseId',
        label: 'Warehouse',
        type: 'select',
        optionsFrom: warehousesRef,
        helpText: 'Where the item is kept; leave empty while it is not placed yet.',
      },
      {
        name: 'sku',
        label: 'SKU',
        type: 'text',
        helpText: "The item's code in the warehouse system, unique for the vendor.",
      },
      { name: 'item', label: 'Item', type: 'text' },
      {
        name: 'barcode',
        label: 'Barcode (UPC/EAN/GTIN)',
        type: 'text',
        helpText: 'The 8 to 14 digits under the bars on the item; receiving counts a scan of it.',
      },
      { name: 'description', label: 'Description', type: 'textarea' },
      {
        name: 'type',
        label: 'Type',
        type: 'select',
        options: productTypes.map((t) => ({ value: t, label: t })),
      },
      {
        name: 'itemUnit',
        label: 'Unit',
        type: 'select',
        options: unitsOfMeasure.map((u) => ({ value: u.value, label: `${u.label} (${u.value})` })),
      },
      {
        name: 'status',
        label: 'Status',
        type: 'select',
        options: warehouseItemStatuses.map((s) => ({ value: s, label: statusLabels[s] })),
      },
      { name: 'wholesalePrice', label: 'Wholesale price', type: 'money' },
      { name: 'factoringPercentage', label: 'Factoring %', type: 'number' },
      { name: 'weight', label: 'Weight', type: 'number', helpText: 'Of one unit.' },
      {
        name: 'unitsPerBox',
        label: 'Units per box',
        type: 'number',
        helpText: 'For stock counted in boxes (BX).',
      },
      {
        name: 'unitsPerPallet',
        label: 'Units per pallet',
        type: 'number',
        helpText: 'For stock counted in pallets (P).',
      },
      {
        name: 'minimumOrderQuantity',
        label: 'Minimum order quantity',
        type: 'number',
        helpText:
          'The supplier’s smallest order, in the item’s unit (R&D costing warns below a multiple of it).',
      },
      {
        name: 'leadTimeDays',
        label: 'Lead time (days)',
        type: 'number',
        helpText: 'From order to arrival (R&D costing warns above the planning lead time).',
      },
      {
        name: 'trackInventory',
        label: 'Track inventory',
        type: 'checkbox',
        helpText:
          'Off for items whose stock is not kept here (Inventory Tracking Off): orders do not allocate them.',
      },
    ],
  },
  routes: { create: true, edit: true },
});
