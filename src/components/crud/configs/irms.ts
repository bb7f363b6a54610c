/**
 * The IRMS system's purchase and customer orders (/integrations/irms/*): read-only lists with the
 * filters of spec §3 (sku, orderNumber, vendorId, status, warehouseId). Their statuses are the
 * external system's own words, so status is a text filter.
 */
import { irmsCustomerOrdersContract } from '../../../domain/contracts/irms-customer-orders';
import { irmsPurchaseOrdersContract } from '../../../domain/contracts/irms-purchase-orders';
import type { FilterName, SortKey } from '../../../domain/contracts/contract';
import { defineCrud, type CrudColumn, type CrudFilter } from '../crud-config';
import { vendorsRef, warehousesRef } from '../crud-refs';

/** Both lists take the same filters and sorts. */
type IrmsContract = typeof irmsPurchaseOrdersContract | typeof irmsCustomerOrdersContract;

const filters: readonly CrudFilter<FilterName<IrmsContract>>[] = [
  { name: 'orderNumber', label: 'Order number', type: 'text' },
  { name: 'sku', label: 'SKU', type: 'text' },
  { name: 'vendorId', label: 'Vendor', type: 'select', optionsFrom: vendorsRef },
  { name: 'warehouseId', label: 'Warehouse', type: 'select', optionsFrom: warehousesRef },
  { name: 'status', label: 'Status', type: 'text', placeholder: 'e.g. Open' },
];

const leading: readonly CrudColumn<SortKey<IrmsContract>>[] = [
  { key: 'orderDate', header: 'Order date', format: 'date', sortKey: 'orderDate' },
  { key: 'orderNumber', header: 'Order number', sortKey: 'orderNumber' },
  { key: 'status', header: 'Status', format: 'badge', sortKey: 'status' },
  { key: 'vendorId', header: 'Vendor', ref: vendorsRef },
  { key: 'warehouseId', header: 'Warehouse', ref: warehousesRef },
];
const trailing: readonly CrudColumn<SortKey<IrmsContract>>[] = [
  { key: 'items', header: 'Items', format: 'lines' },
  { key: 'syncedAt', header: 'Synced', format: 'datetime', hiddenByDefault: true },
  { key: 'externalId', header: 'IRMS id', hiddenByDefault: true },
];

export const irmsPurchaseOrdersCrud = defineCrud(irmsPurchaseOrdersContract, {
  title: 'IRMS purchase orders',
  description: 'Purchase orders kept in the IRMS system, as last synchronised (read only).',
  singular: 'Purchase order',
  rowLabel: (row) => String(row.orderNumber),
  columns: [
    ...leading,
    { key: 'supplierName', header: 'Supplier' },
    { key: 'expectedDate', header: 'Expected', format: 'date' },
    ...trailing,
  ],
  filters,
  routes: {},
});

export const irmsCustomerOrdersCrud = defineCrud(irmsCustomerOrdersContract, {
  title: 'IRMS customer orders',
  description: 'Customer orders kept in the IRMS system, as last synchronised (read only).',
  singular: 'Customer order',
  rowLabel: (row) => String(row.orderNumber),
  columns: [
    ...leading,
    { key: 'customerName', header: 'Customer' },
    { key: 'shipDate', header: 'Shipped', format: 'date' },
    ...trailing,
  ],
  filters,
  routes: {},
});
