/** Purchase and customer orders as the external IRMS system holds them (read only here). */
import { date, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
    orderDate: ts('order_date').notNull().defaultNow(),
    expectedDate: date('expected_date', { mode: 'string' }),
    items: jsonList<LineItem>('items'),
    syncedAt: ts('synced_at'),
    ...stamped(),
  },
  (t) => [
    index('irms_purchase_orders_vendor_status_idx').on(t.vendorId, t.status, t.orderDate),
    index('irms_purchase_orders_warehouse_idx').on(t.warehouseId),
    index('irms_purchase_orders_date_idx').on(t.orderDate),
    index('irms_purchase_orders_number_idx').on(t.orderNumber),
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
    orderDate: ts('order_date').notNull().defaultNow(),
    shipDate: ts('ship_date'),
    items: jsonList<LineItem>('items'),
    syncedAt: ts('synced_at'),
    ...stamped(),
  },
  (t) => [
    index('irms_customer_orders_vendor_status_idx').on(t.vendorId, t.status, t.orderDate),
    index('irms_customer_orders_warehouse_idx').on(t.warehouseId),
    index('irms_customer_orders_date_idx').on(t.orderDate),
    index('irms_customer_orders_number_idx').on(t.orderNumber),
  ],
);
