/** Outbound documents: manual (small-parcel) and bulk shipments, fulfilment orders, returns. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { vendorRef, warehouseRef } from './tenant-columns';
import { jsonList, jsonObject, measure, ts, versioned, type Address, type LineItem } from './columns';
import { orders } from './orders';
import { projects, stores, warehouses } from './tenants';
import { users } from './users';

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
    /** Bulk: who asked for it (a brand user's request) and the date they want it to leave. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    wantedShipDate: date('wanted_ship_date'),
    /** Bulk: staff accepted the request and chose the warehouse (the `confirm` step). */
    confirmedAt: ts('confirmed_at'),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Shipping facts of the `ship` step. proNumber and freightClass are for freight (bulk). */
    proNumber: text('pro_number'),
    freightClass: text('freight_class'),
    packageCount: integer('package_count'),
    weight: measure('weight'),
    /** WillCall/Pickup: the name of who collected it (no carrier). */
    pickedUpBy: text('picked_up_by'),
    /**
     * What the document did, fixed at shipping, so client billing prices it without recomputing:
     * { orders, lines, units, cartons, pallets, weight }.
     */
    activity: jsonb('activity').$type<ShipmentActivity>(),
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

/** A manual or bulk shipment's activity facts, recorded when it ships (client billing reads them). */
export interface ShipmentActivity {
  orders: number;
  lines: number;
  units: number;
  cartons: number;
  pallets: number;
  /** Total weight shipped, in pounds. */
  weight: number;
}

/** A vendor's saved ship-to addresses for manual and bulk shipments (`shipmentAddressId`). */
export const shipmentAddresses = pgTable(
  'shipment_addresses',
  {
    id: serial('id').primaryKey(),
    vendorId: vendorRef(),
    /** The address as people pick it from the book ("Whole Foods DC Aurora"). */
    label: text('label').notNull(),
    address: jsonObject<Address>('address'),
    ...versioned(),
  },
  (t) => [index('shipment_addresses_vendor_idx').on(t.vendorId, t.label)],
);

/**
 * A pallet of a bulk shipment. lpn is the warehouse's licence plate; sscc the 18-digit Serial Shipping
 * Container Code (with check digit) printed as GS1-128 (00) on its label.
 */
export const shipmentPallets = pgTable(
  'shipment_pallets',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => manualShipments.id, { onDelete: 'cascade' }),
    lpn: text('lpn').notNull(),
    sscc: text('sscc').notNull(),
    weight: measure('weight'),
    length: measure('length'),
    width: measure('width'),
    height: measure('height'),
    ...versioned(),
  },
  (t) => [
    index('shipment_pallets_shipment_idx').on(t.shipmentId),
    uniqueIndex('shipment_pallets_lpn_key').on(t.lpn),
    uniqueIndex('shipment_pallets_sscc_key').on(t.sscc),
  ],
);

/**
 * Serial references of SSCCs and LPNs of cartons and pallets: one sequence, so two server processes
 * never print the same code.
 */
export const containerSerial = pgSequence('container_serial_seq', { startWith: 1 });

/** What a carton holds: units of one shipment line. */
export interface CartonContent {
  lineIndex: number;
  sku: string;
  quantity: number;
}

/** A carton of a bulk shipment, possibly on a pallet; lpn and sscc as for pallets. */
export const shipmentCartons = pgTable(
  'shipment_cartons',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => manualShipments.id, { onDelete: 'cascade' }),
    palletId: integer('pallet_id').references(() => shipmentPallets.id, { onDelete: 'set null' }),
    lpn: text('lpn').notNull(),
    sscc: text('sscc').notNull(),
    contents: jsonList<CartonContent>('contents'),
    weight: measure('weight'),
    length: measure('length'),
    width: measure('width'),
    height: measure('height'),
    ...versioned(),
  },
  (t) => [
    index('shipment_cartons_shipment_idx').on(t.shipmentId),
    index('shipment_cartons_pallet_idx').on(t.palletId),
    uniqueIndex('shipment_cartons_lpn_key').on(t.lpn),
    uniqueIndex('shipment_cartons_sscc_key').on(t.sscc),
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
    /** A mirrored order's id in the external WMS, once pushed (its reference number is our number). */
    externalId: text('external_id'),
    /** Why the last push to the external WMS failed (cleared once it succeeds). */
    externalError: text('external_error'),
    externalSyncedAt: ts('external_synced_at'),
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
    // The WMS sync's work lists: mirrored orders not pushed yet, or pushed and still open.
    index('fulfillment_orders_mirrored_idx')
      .on(t.warehouseId, t.orderStatus)
      .where(sql`mirrored`),
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
