/** Inbound documents: purchase orders, and the warehouse shipments (ASNs, transfers, PO batches). */
import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { vendorRef, warehouseRef } from './tenant-columns';
import { jsonList, money, ts, versioned, type LineItem } from './columns';
import { projects, warehouses } from './tenants';

/** orderStatus: 0 Open, 1 Confirmed, 2 Partially received, 3 Received, 4 Completed, 5 Cancelled, 6 Archived. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    type: integer('type').notNull().default(0),
    orderStatus: integer('order_status').notNull().default(0),
    vendorId: vendorRef(),
    projectId: integer('project_id').references(() => projects.id),
    /** The receiving warehouse. */
    warehouseId: warehouseRef(),
    expectedDate: date('expected_date', { mode: 'string' }),
    userNote: text('user_note'),
    shippingFee: money('shipping_fee').notNull().default(0),
    otherFees: money('other_fees').notNull().default(0),
    /** Shipping legs announced for the order (carrier, tracking, date). */
    shippings: jsonList<Record<string, unknown>>('shippings'),
    items: jsonList<LineItem>('items'),
    ...versioned(),
  },
  (t) => [
    index('purchase_orders_vendor_status_idx').on(t.vendorId, t.orderStatus, t.id),
    index('purchase_orders_warehouse_status_idx').on(t.warehouseId, t.orderStatus),
    index('purchase_orders_status_created_idx').on(t.orderStatus, t.createdAt),
    index('purchase_orders_number_idx').on(t.orderNumber),
    index('purchase_orders_expected_idx').on(t.expectedDate),
    index('purchase_orders_type_idx').on(t.type),
  ],
);

/**
 * ASNs, warehouse transfers and purchase-order batches. type: 0 warehouse transfer, 1 advanced ship
 * notice, 2 purchase order batch. orderStatus: Draft, Open, AwaitingShipment, Shipped, Received, Cancelled.
 */
export const warehouseShipments = pgTable(
  'warehouse_shipments',
  {
    id: serial('id').primaryKey(),
    type: integer('type').notNull().default(0),
    orderNumber: text('order_number').notNull(),
    customReferenceNumber: text('custom_reference_number'),
    orderStatus: text('order_status').notNull().default('Open'),
    vendorId: vendorRef(),
    projectId: integer('project_id').references(() => projects.id),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id),
    fromWarehouseId: integer('from_warehouse_id').references(() => warehouses.id),
    toWarehouseId: integer('to_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** Requested by the client (brand) rather than planned by the warehouse. */
    customerRequested: boolean('customer_requested').notNull().default(false),
    expectedDate: date('expected_date', { mode: 'string' }),
    receivedDate: ts('received_date'),
    userNote: text('user_note'),
    shippingFee: money('shipping_fee').notNull().default(0),
    otherFees: money('other_fees').notNull().default(0),
    shippings: jsonList<Record<string, unknown>>('shippings'),
    items: jsonList<LineItem>('items'),
    ...versioned(),
  },
  (t) => [
    index('warehouse_shipments_vendor_status_idx').on(t.vendorId, t.orderStatus, t.id),
    index('warehouse_shipments_type_created_idx').on(t.type, t.createdAt),
    index('warehouse_shipments_to_warehouse_idx').on(t.toWarehouseId, t.orderStatus),
    index('warehouse_shipments_from_warehouse_idx').on(t.fromWarehouseId),
    index('warehouse_shipments_number_idx').on(t.orderNumber),
    index('warehouse_shipments_po_idx').on(t.purchaseOrderId),
    index('warehouse_shipments_received_idx').on(t.receivedDate),
    index('warehouse_shipments_expected_idx').on(t.expectedDate),
  ],
);
