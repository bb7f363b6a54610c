/** Vendor (warehouse) products, their stock by location, and direct inventory updates. */
import { date, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    description: text('description'),
    status: text('status').notNull().default('active'),
    type: text('type').notNull().default('Stock Item'),
    itemUnit: text('item_unit').notNull().default('E'),
    wholesalePrice: money('wholesale_price'),
    factoringPercentage: percent('factoring_percentage'),
    weight: measure('weight'),
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
  ],
);

/** Stock of a product at a location (with lot, LPN and expiry): a balance the inventory ledger keeps. */
export const warehouseProductLocations = pgTable(
  'warehouse_product_locations',
  {
    id: serial('id').primaryKey(),
    warehouseId: warehouseRef(),
    vendorId: vendorRef(),
    vendorProductId: integer('vendor_product_id')
      .notNull()
      .references(() => vendorProducts.id),
    location: text('location').notNull(),
    lotNumber: text('lot_number'),
    lpn: text('lpn'),
    expirationDate: date('expiration_date', { mode: 'string' }),
    quantity: integer('quantity').notNull().default(0),
    quantityAllocated: integer('quantity_allocated').notNull().default(0),
    ...stamped(),
  },
  (t) => [
    index('warehouse_product_locations_warehouse_vendor_idx').on(t.warehouseId, t.vendorId, t.location),
    index('warehouse_product_locations_vendor_idx').on(t.vendorId),
    index('warehouse_product_locations_product_idx').on(t.vendorProductId),
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
