/**
 * The IRMS system's purchase and customer orders (/integrations/irms/*): read-only lists with the
 * filters of spec §3 (sku, orderNumber, vendorId, status, warehouseId). Their statuses are the
 * external system's own words, so status is a text filter.
 */
import { defineCrud, type CrudColumn, type CrudFilter } from '../crud-config';
import { vendorsRef, warehousesRef } from '../crud-refs';

const filters: readonly CrudFilter[] = [
  { name: 'orderNumber', label: 'Order number', type: 'text' },
  { name: 'sku', label: 'SKU', type: 'text' },
  { name: 'vendorId', label: 'Vendor', type: 'select', optionsFrom: vendorsRef },
  { name: 'warehouseId', label: 'Warehouse', type: 'select', optionsFrom: warehousesRef },
  { name: 'status', label: 'Status', type: 'text', placeholder: 'e.g. Open' },
];

const leading: readonly CrudColumn[] = [
  { key: 'orderDate', header: 'Order date', format: 'date', sortKey: 'orderDate' },
  { key: 'orderNumber', header: 'Order number', sortKey: 'orderNumber' },
  { key: 'status', header: 'Status', format: 'badge', sortKey: 'status' },
  { key: 'vendorId', header: 'Vendor', ref: vendorsRef },
  { key: 'warehouseId', header: 'Warehouse', ref: warehousesRef },
];
const trailing: readonly CrudColumn[] = [
  { key: 'items', header: 'Items', format: 'lines' },
  { key: 'syncedAt', header: 'Synced', format: 'datetime', hiddenByDefault: true },
  { key: 'externalId', header: 'IRMS id', hiddenByDefault: true },
];

export const irmsPurchaseOrdersCrud = defineCrud({
  base: '/api/irmspos',
  listPath: 'listItems',
  path: '/integrations/irms/purchaseOrders',
  title: 'IRMS purchase orders',
  description: 'Purchase orders kept in the IRMS system, as last synchronised (read only).',
  singular: 'Purchase order',
  rowLabel: (row) => String(row.orderNumber),
  permissions: { view: ['warehouses.po.view'], create: [], edit: [], delete: [] },
  columns: [
    ...leading,
    { key: 'supplierName', header: 'Supplier' },
    { key: 'expectedDate', header: 'Expected', format: 'date' },
    ...trailing,
  ],
  filters,
  routes: {},
});

export const irmsCustomerOrdersCrud = defineCrud({
  base: '/api/irmscos',
  listPath: 'listItems',
  path: '/integrations/irms/customerOrders',
  title: 'IRMS customer orders',
  description: 'Customer orders kept in the IRMS system, as last synchronised (read only).',
  singular: 'Customer order',
  rowLabel: (row) => String(row.orderNumber),
  permissions: {
    view: ['orders.view', 'integrations.tpl.customerOrders'],
    create: [],
    edit: [],
    delete: [],
  },
  columns: [
    ...leading,
    { key: 'customerName', header: 'Customer' },
    { key: 'shipDate', header: 'Shipped', format: 'date' },
    ...trailing,
  ],
  filters,
  routes: {},
});
