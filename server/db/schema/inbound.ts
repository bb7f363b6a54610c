/** Inbound documents: purchase orders, and the warehouse shipments (ASNs, transfers, PO batches). */
import { PO_OPEN } from '../../../src/domain/purchase-order.lifecycle';
import { SHIPMENT_STATUS } from '../../../src/domain/warehouse-shipment.lifecycle';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { vendorRef, warehouseRef } from './tenant-columns';
import { jsonList, jsonObject, money, ts, versioned, type Address, type LineItem } from './columns';
import { vendorProducts } from './inventory';
import { users } from './users';
import { projects, warehouses } from './tenants';

/** orderStatus: 0 Open, 1 Confirmed, 2 Partially received, 3 Received, 4 Completed, 5 Cancelled, 6 Archived. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    type: integer('type').notNull().default(0),
    orderStatus: integer('order_status').notNull().default(PO_OPEN),
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
    orderStatus: text('order_status').notNull().default(SHIPMENT_STATUS.Open),
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

/**
 * One received line of an inbound document (a purchase-order batch, an ASN or a transfer), as the
 * receiving flow committed it: what arrived in good condition and what was rejected (damaged, or
 * to quarantine), where it was put, with lot, expiry and LPN. Each row has its ledger movements.
 */
export const inboundReceipts = pgTable(
  'inbound_receipts',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => warehouseShipments.id),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id),
    warehouseId: warehouseRef(),
    vendorId: vendorRef(),
    vendorProductId: integer('vendor_product_id')
      .notNull()
      .references(() => vendorProducts.id),
    /** The shipment line (its index in items[]). */
    lineIndex: integer('line_index').notNull(),
    sku: text('sku').notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
    damagedQuantity: integer('damaged_quantity').notNull().default(0),
    quarantineQuantity: integer('quarantine_quantity').notNull().default(0),
    location: text('location').notNull().default(''),
    lotNumber: text('lot_number'),
    lpn: text('lpn'),
    expirationDate: date('expiration_date', { mode: 'string' }),
    /** Set when the receipt went over the vendor's tolerance with the override permission. */
    overReceiptConfirmed: boolean('over_receipt_confirmed').notNull().default(false),
    receivedBy: uuid('received_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inbound_receipts_shipment_idx').on(t.shipmentId),
    index('inbound_receipts_po_idx').on(t.purchaseOrderId),
    index('inbound_receipts_product_idx').on(t.vendorProductId),
  ],
);

/**
 * A receiving flow left half way: the machine's context, so the same user can resume it. One per
 * shipment and user; committing or discarding the receipt removes it.
 */
export const receivingDrafts = pgTable(
  'receiving_drafts',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => warehouseShipments.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: jsonb('state').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('receiving_drafts_shipment_user_key').on(t.shipmentId, t.userId)],
);

/** A packing list: what a shipment's cartons hold, printable as PDF. */
export const packingLists = pgTable(
  'packing_lists',
  {
    id: serial('id').primaryKey(),
    vendorId: vendorRef(),
    warehouseId: warehouseRef(),
    referenceNumber: text('reference_number').notNull(),
    shipmentId: integer('shipment_id').references(() => warehouseShipments.id),
    shipTo: jsonObject<Address>('ship_to'),
    /** Lines: sku, name, quantity, cartons, weight. */
    items: jsonList<LineItem>('items'),
    notes: text('notes'),
    ...versioned(),
  },
  (t) => [
    index('packing_lists_vendor_created_idx').on(t.vendorId, t.createdAt),
    index('packing_lists_warehouse_idx').on(t.warehouseId),
    index('packing_lists_reference_idx').on(t.referenceNumber),
  ],
);
