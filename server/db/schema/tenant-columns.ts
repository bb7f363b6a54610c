/** The tenant columns that scope a row (DESIGN.md §4): its vendor and its warehouse. */
import { integer } from 'drizzle-orm/pg-core';
import { vendors, warehouses } from './tenants';

export const vendorRef = () =>
  integer('vendor_id')
    .notNull()
    .references(() => vendors.id);

export const warehouseRef = () =>
  integer('warehouse_id')
    .notNull()
    .references(() => warehouses.id);
