/**
 * The IRMS system's purchase and customer orders (/integrations/irms/*): read-only lists with the
 * filters of spec §3 (sku, orderNumber, vendorId, status, warehouseId). Their statuses are the
 * external system's own words, so status is a text filter. The Sync column says what the last pull
 * made of a row and links the Dockhand record it became (issue 20).
 */
import { irmsCustomerOrdersContract } from '../../../domain/contracts/irms-customer-orders';
import { irmsPurchaseOrdersContract } from '../../../domain/contracts/irms-purchase-orders';
import type { FilterName, SortKey } from '../../../domain/contracts/contract';
import { irmsOrderStatusLabels } from '../../../domain/contracts/wms-connections';
import { createElement } from 'react';
import { defineCrud, type CrudColumn, type CrudFilter } from '../crud-config';
import { IrmsSyncCell } from '../irms-sync-cells';
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
  {
    key: 'orderDate',
    header: 'Order date',
    format: 'date',
    sortKey: 'orderDate',
    minWidth: 90,
    maxWidth: 110,
  },
  { key: 'orderNumber', header: 'Order number', sortKey: 'orderNumber', minWidth: 110, maxWidth: 150 },
  { key: 'status', header: 'Status', format: 'badge', sortKey: 'status', labels: irmsOrderStatusLabels },
  { key: 'vendorId', header: 'Vendor', ref: vendorsRef, minWidth: 90, maxWidth: 130 },
  { key: 'warehouseId', header: 'Warehouse', ref: warehousesRef, minWidth: 90, maxWidth: 130 },
];
/** What the last pull made of the row (its reason on hover), and the Dockhand record it became. */
const sync = (kind: 'order' | 'purchaseOrder'): CrudColumn<SortKey<IrmsContract>> => ({
  key: 'syncStatus',
  header: 'Sync',
  minWidth: 100,
  maxWidth: 140,
  cell: (row) => createElement(IrmsSyncCell, { row, kind }),
});
const trailing: readonly CrudColumn<SortKey<IrmsContract>>[] = [
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
    { key: 'supplierName', header: 'Supplier', minWidth: 90, maxWidth: 140 },
    { key: 'expectedDate', header: 'Expected', format: 'date' },
    { key: 'items', header: 'Items', format: 'lines', width: 150 },
    sync('purchaseOrder'),
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
    { key: 'customerName', header: 'Customer', minWidth: 90, maxWidth: 140 },
    { key: 'shipDate', header: 'Shipped', format: 'date' },
    { key: 'items', header: 'Items', format: 'lines', width: 150 },
    sync('order'),
    ...trailing,
  ],
  filters,
  routes: {},
});
