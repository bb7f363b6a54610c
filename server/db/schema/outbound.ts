/** Outbound documents: manual (small-parcel) and bulk shipments, fulfilment orders, returns. */
import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { vendorRef, warehouseRef } from './tenant-columns';
import { jsonList, jsonObject, measure, ts, versioned, type Address, type LineItem } from './columns';
import { orders } from './orders';
import { projects, stores, warehouses } from './tenants';

/**
 * Manual and bulk shipments, told apart by orderType (BulkShipment, TeamGift, or a small-parcel type).
 * orderStatus: Draft, Open, AwaitingShipment, Shipped, Cancelled. A bulk shipment may wait for its warehouse.
 */
export const manualShipments = pgTable(
  'manual_shipments',
  {
    id: serial('id').primaryKey(),
    orderType: text('order_type').notNull().default('Ecom'),
    orderStatus: text('order_status').notNull().default('Open'),
    orderNumber: text('order_number').notNull(),
    customReferenceNumber: text('custom_reference_number'),
    vendorId: vendorRef(),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    shipmentAddressId: integer('shipment_address_id'),
    shipmentAddress: jsonObject<Address>('shipment_address'),
    items: jsonList<LineItem>('items'),
    carrierCode: text('carrier_code'),
    serviceCode: text('service_code'),
    trackingNumber: text('tracking_number'),
    shipDate: ts('ship_date'),
    notes: text('notes'),
    ...versioned(),
  },
  (t) => [
    index('manual_shipments_vendor_status_idx').on(t.vendorId, t.orderStatus, t.id),
    index('manual_shipments_warehouse_idx').on(t.warehouseId, t.orderStatus),
    index('manual_shipments_type_idx').on(t.orderType, t.createdAt),
    index('manual_shipments_number_idx').on(t.orderNumber),
    index('manual_shipments_reference_idx').on(t.customReferenceNumber),
  ],
);

/** What a warehouse ships for an order sent to fulfilment. orderStatus as warehouse documents. */
export const fulfillmentOrders = pgTable(
  'fulfillment_orders',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id),
    orderNumber: text('order_number').notNull(),
    orderStatus: text('order_status').notNull().default('Open'),
    vendorId: vendorRef(),
    warehouseId: warehouseRef(),
    projectId: integer('project_id').references(() => projects.id),
    storeId: integer('store_id').references(() => stores.id),
    orderDate: ts('order_date').notNull().defaultNow(),
    shipByDate: ts('ship_by_date'),
    shipDate: ts('ship_date'),
    requestedService: text('requested_service'),
    carrierCode: text('carrier_code'),
    serviceCode: text('service_code'),
    trackingNumber: text('tracking_number'),
    shipmentAddress: jsonObject<Address>('shipment_address'),
    items: jsonList<LineItem>('items'),
    itemCount: integer('item_count').notNull().default(0),
    weightTotal: measure('weight_total').notNull().default(0),
    notes: text('notes'),
    /** TPL (our warehouse) or the external system a ship-code mapping routes the order to. */
    fulfillmentService: text('fulfillment_service').notNull().default('TPL'),
    /** Sent to the external 3PL system (ORDER_MIRRORED) rather than fulfilled by hand. */
    mirrored: boolean('mirrored').notNull().default(false),
    ...versioned(),
  },
  (t) => [
    index('fulfillment_orders_warehouse_status_date_idx').on(
      t.warehouseId,
      t.orderStatus,
      t.orderDate.desc(),
      t.id.desc(),
    ),
    index('fulfillment_orders_vendor_date_idx').on(t.vendorId, t.orderDate.desc(), t.id.desc()),
    index('fulfillment_orders_date_idx').on(t.orderDate.desc(), t.id.desc()),
    index('fulfillment_orders_order_idx').on(t.orderId),
    index('fulfillment_orders_number_idx').on(t.orderNumber),
  ],
);

/**
 * A customer's return of a shipped order. trackingNumber is the RMA number printed (and barcoded) on
 * the return label; items are the returned lines (src/domain/order-return.ts: ReturnLine) with what
 * arrived so far. confirmation: none, partial, full (set by the confirm action).
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The order's number, copied when the return is made: lists show and filter it without a join. */
    orderNumber: text('order_number'),
    vendorId: vendorRef(),
    warehouseId: warehouseRef(),
    receiveDate: date('receive_date', { mode: 'string' }),
    carrierCode: text('carrier_code'),
    serviceCode: text('service_code'),
    trackingNumber: text('tracking_number'),
    confirmation: text('confirmation').notNull().default('none'),
    items: jsonList<LineItem>('items'),
    notes: text('notes'),
    ...versioned(),
  },
  (t) => [
    index('order_returns_vendor_created_idx').on(t.vendorId, t.createdAt),
    index('order_returns_warehouse_idx').on(t.warehouseId, t.confirmation),
    index('order_returns_order_idx').on(t.orderId),
  ],
);
