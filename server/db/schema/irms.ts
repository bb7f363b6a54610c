/**
 * Purchase and customer orders as the external IRMS system holds them (read only here), pulled by its
 * connection (idempotent on connectionId + externalId). syncStatus says what the pull made of each row:
 * synced (kept), imported (made a Dockhand purchase order or order: its vendor opted in), updated,
 * skipped (why in syncError) or error.
 */
import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { purchaseOrders } from './inbound';
import { wmsConnections } from './integrations';
import { orders } from './orders';
import { vendorRef, warehouseRef } from './tenant-columns';
import { jsonList, stamped, ts, type LineItem } from './columns';

export const irmsPurchaseOrders = pgTable(
  'irms_purchase_orders',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id'),
    orderNumber: text('order_number').notNull(),
    status: text('status').notNull(),
    vendorId: vendorRef(),
    warehouseId: warehouseRef(),
    supplierName: text('supplier_name'),
    /** The Dockhand purchase order the pull made of it. */
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id),
    orderDate: ts('order_date').notNull().defaultNow(),
    expectedDate: date('expected_date', { mode: 'string' }),
    items: jsonList<LineItem>('items'),
    connectionId: integer('connection_id').references(() => wmsConnections.id),
    syncStatus: text('sync_status').notNull().default('synced'),
    syncError: text('sync_error'),
    syncedAt: ts('synced_at'),
    ...stamped(),
  },
  (t) => [
    index('irms_purchase_orders_vendor_status_idx').on(t.vendorId, t.status, t.orderDate),
    index('irms_purchase_orders_warehouse_idx').on(t.warehouseId),
    index('irms_purchase_orders_date_idx').on(t.orderDate),
    index('irms_purchase_orders_number_idx').on(t.orderNumber),
    uniqueIndex('irms_purchase_orders_connection_external_key').on(t.connectionId, t.externalId),
  ],
);

export const irmsCustomerOrders = pgTable(
  'irms_customer_orders',
  {
    id: serial('id').primaryKey(),
    externalId: text('external_id'),
    orderNumber: text('order_number').notNull(),
    status: text('status').notNull(),
    vendorId: vendorRef(),
    warehouseId: warehouseRef(),
    customerName: text('customer_name'),
    /** The Dockhand order the pull made of it. */
    orderId: integer('order_id').references(() => orders.id),
    orderDate: ts('order_date').notNull().defaultNow(),
    shipDate: ts('ship_date'),
    items: jsonList<LineItem>('items'),
    connectionId: integer('connection_id').references(() => wmsConnections.id),
    syncStatus: text('sync_status').notNull().default('synced'),
    syncError: text('sync_error'),
    syncedAt: ts('synced_at'),
    ...stamped(),
  },
  (t) => [
    index('irms_customer_orders_vendor_status_idx').on(t.vendorId, t.status, t.orderDate),
    index('irms_customer_orders_warehouse_idx').on(t.warehouseId),
    index('irms_customer_orders_date_idx').on(t.orderDate),
    index('irms_customer_orders_number_idx').on(t.orderNumber),
    uniqueIndex('irms_customer_orders_connection_external_key').on(t.connectionId, t.externalId),
  ],
);
