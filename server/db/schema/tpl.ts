/**
 * Lists of the external third-party-logistics (3PL) system, kept here with their mapping to our own
 * warehouses and vendors. externalId is the record's id in that system; connectionId the connection
 * that pulled it (null for a row kept by hand). A pull is idempotent on (connectionId, externalId).
 */

const connectionRef = () => integer('connection_id').references(() => wmsConnections.id);
import { boolean, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { directInventoryUpdates } from './inventory';
import { wmsConnections } from './integrations';
import { vendorRef } from './tenant-columns';
import { jsonList, jsonObject, stamped, ts, versioned, type Address, type LineItem } from './columns';
import { vendors, warehouses } from './tenants';

export const tplFacilities = pgTable(
  'tpl_facilities',
  {
    id: serial('id').primaryKey(),
    connectionId: connectionRef(),
    externalId: text('external_id'),
    name: text('name').notNull(),
    code: text('code'),
    /** Our warehouse this facility is. */
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    ...versioned(),
  },
  (t) => [uniqueIndex('tpl_facilities_connection_external_key').on(t.connectionId, t.externalId)],
);

export const tplCustomers = pgTable(
  'tpl_customers',
  {
    id: serial('id').primaryKey(),
    connectionId: connectionRef(),
    externalId: text('external_id'),
    name: text('name').notNull(),
    /** Our vendor this customer is. */
    vendorId: integer('vendor_id').references(() => vendors.id),
    ...versioned(),
  },
  (t) => [uniqueIndex('tpl_customers_connection_external_key').on(t.connectionId, t.externalId)],
);

export const tplCarriers = pgTable(
  'tpl_carriers',
  {
    id: serial('id').primaryKey(),
    connectionId: connectionRef(),
    externalId: text('external_id'),
    name: text('name').notNull(),
    description: text('description'),
    shipStationCarrierCode: text('ship_station_carrier_code'),
    ...versioned(),
  },
  (t) => [uniqueIndex('tpl_carriers_connection_external_key').on(t.connectionId, t.externalId)],
);

export const tplCarrierServices = pgTable(
  'tpl_carrier_services',
  {
    id: serial('id').primaryKey(),
    carrierId: integer('carrier_id').references(() => tplCarriers.id),
    connectionId: connectionRef(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    shipStationServiceCode: text('ship_station_service_code'),
    ...versioned(),
  },
  (t) => [
    index('tpl_carrier_services_carrier_idx').on(t.carrierId),
    // A pulled carrier's services are keyed by their code within it.
    uniqueIndex('tpl_carrier_services_connection_code_key').on(t.connectionId, t.carrierId, t.code),
  ],
);

export const tplBillingCodes = pgTable(
  'tpl_billing_codes',
  {
    id: serial('id').primaryKey(),
    carrierId: integer('carrier_id').references(() => tplCarriers.id),
    connectionId: connectionRef(),
    externalId: text('external_id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    ...versioned(),
  },
  (t) => [
    index('tpl_billing_codes_carrier_idx').on(t.carrierId),
    uniqueIndex('tpl_billing_codes_connection_external_key').on(t.connectionId, t.externalId),
  ],
);

export const tplUnitsOfMeasure = pgTable(
  'tpl_units_of_measure',
  {
    id: serial('id').primaryKey(),
    connectionId: connectionRef(),
    externalId: text('external_id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    ...versioned(),
  },
  // One row per code: a pull adopts a code kept by hand rather than adding a second.
  (t) => [uniqueIndex('tpl_units_of_measure_code_key').on(t.code)],
);

/** Advanced shipping notices sent to the 3PL system (receivers). status: Open, Sent, Received, Cancelled. */
export const tplReceivers = pgTable(
  'tpl_receivers',
  {
    id: serial('id').primaryKey(),
    connectionId: connectionRef(),
    externalId: text('external_id'),
    orderNumber: text('order_number').notNull(),
    status: text('status').notNull().default('Open'),
    /** Why the last push to the WMS failed (cleared when one succeeds). */
    syncError: text('sync_error'),
    syncedAt: ts('synced_at'),
    vendorId: vendorRef(),
    fromWarehouseId: integer('from_warehouse_id').references(() => warehouses.id),
    toWarehouseId: integer('to_warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    shipmentAddress: jsonObject<Address>('shipment_address'),
    createPackingSlip: boolean('create_packing_slip').notNull().default(false),
    expectedDate: date('expected_date', { mode: 'string' }),
    items: jsonList<LineItem>('items'),
    ...versioned(),
  },
  (t) => [
    index('tpl_receivers_vendor_created_idx').on(t.vendorId, t.createdAt),
    index('tpl_receivers_to_warehouse_idx').on(t.toWarehouseId),
    index('tpl_receivers_from_warehouse_idx').on(t.fromWarehouseId),
    index('tpl_receivers_number_idx').on(t.orderNumber),
    uniqueIndex('tpl_receivers_connection_external_key').on(t.connectionId, t.externalId),
  ],
);

/** Stock adjustments made in the 3PL system (read only here). quantity is signed. */
export const tplAdjustments = pgTable(
  'tpl_adjustments',
  {
    id: serial('id').primaryKey(),
    connectionId: connectionRef(),
    externalId: text('external_id'),
    facilityId: integer('facility_id').references(() => tplFacilities.id),
    customerId: integer('customer_id').references(() => tplCustomers.id),
    vendorId: integer('vendor_id').references(() => vendors.id),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    lotNumber: text('lot_number'),
    reason: text('reason'),
    /** The WMS's reference, also kept on the direct inventory update the adjustment became. */
    referenceNum: text('reference_num'),
    directInventoryUpdateId: integer('direct_inventory_update_id').references(
      () => directInventoryUpdates.id,
    ),
    adjustedAt: ts('adjusted_at').notNull().defaultNow(),
    ...stamped(),
  },
  (t) => [
    index('tpl_adjustments_vendor_date_idx').on(t.vendorId, t.adjustedAt),
    index('tpl_adjustments_warehouse_idx').on(t.warehouseId),
    index('tpl_adjustments_date_idx').on(t.adjustedAt),
    index('tpl_adjustments_sku_idx').on(t.sku),
    uniqueIndex('tpl_adjustments_connection_external_key').on(t.connectionId, t.externalId),
  ],
);
