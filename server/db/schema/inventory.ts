/** Vendor (warehouse) products, their stock by location, and direct inventory updates. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { vendorRef, warehouseRef } from './tenant-columns';
import { measure, money, percent, stamped, versioned } from './columns';
import { warehouses } from './tenants';
import { users } from './users';

/**
 * A vendor's item as the warehouse knows it. sku is the item code of the external 3PL system
 * (tplWarehouseItem.sku). inventoryStatus: 0 out of stock, 1 low stock, 2 in stock — kept by the
 * inventory module, never by the form.
 */
export const vendorProducts = pgTable(
  'vendor_products',
  {
    id: serial('id').primaryKey(),
    vendorId: vendorRef(),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    sku: text('sku').notNull(),
    item: text('item').notNull(),
    /** The item's UPC/EAN/GTIN as printed on its packaging; a receiving scan of it counts this item. */
    barcode: text('barcode'),
    description: text('description'),
    status: text('status').notNull().default('active'),
    type: text('type').notNull().default('Stock Item'),
    itemUnit: text('item_unit').notNull().default('E'),
    wholesalePrice: money('wholesale_price'),
    factoringPercentage: percent('factoring_percentage'),
    weight: measure('weight'),
    /** Pack sizes in the item's unit, for direct updates counted in boxes (BX) or pallets (P). */
    unitsPerBox: integer('units_per_box'),
    unitsPerPallet: integer('units_per_pallet'),
    /** Purchasing facts for manufacturing planning: the supplier's minimum order and lead time. */
    minimumOrderQuantity: integer('minimum_order_quantity'),
    leadTimeDays: integer('lead_time_days'),
    /** Off for items whose stock is not tracked (Inventory Tracking Off): orders do not allocate them. */
    trackInventory: boolean('track_inventory').notNull().default(true),
    inventoryStatus: integer('inventory_status').notNull().default(0),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('vendor_products_vendor_sku_key').on(t.vendorId, t.sku),
    index('vendor_products_vendor_status_idx').on(t.vendorId, t.status, t.item),
    index('vendor_products_warehouse_idx').on(t.warehouseId),
    index('vendor_products_type_idx').on(t.type),
    index('vendor_products_inventory_status_idx').on(t.inventoryStatus),
    index('vendor_products_item_idx').on(t.item),
    index('vendor_products_barcode_idx').on(t.barcode),
  ],
);

/**
 * A stock balance: an item at a warehouse, in a status bucket (available, quarantine, damaged,
 * in_transit), at a location, with lot, LPN and expiry. Only the stock ledger
 * (server/modules/inventory/stock-ledger.service.ts) writes it, with a ledger row for every change; the
 * constraints are the last line of defence for "available never below zero".
 */
export const warehouseProductLocations = pgTable(
  'warehouse_product_locations',
  {
    id: serial('id').primaryKey(),
    warehouseId: warehouseRef(),
    vendorId: vendorRef(),
    vendorProductId: integer('vendor_product_id')
      .notNull()
      .references(() => vendorProducts.id),
    bucket: text('bucket').notNull().default('available'),
    /** '' where the stock has no location yet (in transit, or received without one). */
    location: text('location').notNull().default(''),
    lotNumber: text('lot_number'),
    lpn: text('lpn'),
    expirationDate: date('expiration_date', { mode: 'string' }),
    /** On hand. */
    quantity: integer('quantity').notNull().default(0),
    quantityAllocated: integer('quantity_allocated').notNull().default(0),
    ...stamped(),
  },
  (t) => [
    unique('warehouse_product_locations_place_key')
      .on(t.warehouseId, t.vendorProductId, t.bucket, t.location, t.lotNumber, t.lpn, t.expirationDate)
      .nullsNotDistinct(),
    check('warehouse_product_locations_allocated_not_negative', sql`${t.quantityAllocated} >= 0`),
    check('warehouse_product_locations_available_not_negative', sql`${t.quantity} >= ${t.quantityAllocated}`),
    check(
      'warehouse_product_locations_allocated_only_available',
      sql`${t.quantityAllocated} = 0 or ${t.bucket} = 'available'`,
    ),
    check(
      'warehouse_product_locations_bucket',
      sql`${t.bucket} in ('available', 'quarantine', 'damaged', 'in_transit')`,
    ),
    index('warehouse_product_locations_warehouse_vendor_idx').on(t.warehouseId, t.vendorId, t.location),
    index('warehouse_product_locations_vendor_idx').on(t.vendorId),
    index('warehouse_product_locations_product_idx').on(t.vendorProductId, t.warehouseId),
    index('warehouse_product_locations_location_idx').on(t.location),
    index('warehouse_product_locations_lot_idx').on(t.lotNumber),
    index('warehouse_product_locations_lpn_idx').on(t.lpn),
    index('warehouse_product_locations_expiration_idx').on(t.expirationDate),
  ],
);

/** A direct inventory update (DESIGN.md §6): type add, remove or set, of a quantity in a unit. */
export const directInventoryUpdates = pgTable(
  'direct_inventory_updates',
  {
    id: serial('id').primaryKey(),
    vendorId: vendorRef(),
    warehouseId: warehouseRef(),
    warehouseProductId: integer('warehouse_product_id')
      .notNull()
      .references(() => vendorProducts.id),
    type: text('type').notNull(),
    quantity: integer('quantity').notNull().default(1),
    measurementUnit: text('measurement_unit').notNull().default('E'),
    referenceNumber: text('reference_number'),
    location: text('location'),
    lotNumber: text('lot_number'),
    lpn: text('lpn'),
    expirationDate: date('expiration_date', { mode: 'string' }),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...versioned(),
  },
  (t) => [
    index('direct_inventory_updates_vendor_created_idx').on(t.vendorId, t.createdAt),
    index('direct_inventory_updates_warehouse_created_idx').on(t.warehouseId, t.createdAt),
    index('direct_inventory_updates_product_idx').on(t.warehouseProductId),
    index('direct_inventory_updates_reference_idx').on(t.referenceNumber),
  ],
);
