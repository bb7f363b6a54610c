/** Manufacturing: bills of materials, work orders, R&D projects. */
import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { vendorRef, warehouseRef } from './tenant-columns';
import { jsonList, measure, money, percent, versioned, type LineItem } from './columns';
import { purchaseOrders } from './inbound';
import { vendorProducts } from './inventory';
import { manufacturingVendors, warehouses } from './tenants';

/** The components (items[]) that make one unit of a product (warehouseProductId). */
export const billsOfMaterials = pgTable(
  'bills_of_materials',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').notNull().default('Assembly'),
    vendorId: vendorRef(),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    warehouseProductId: integer('warehouse_product_id').references(() => vendorProducts.id),
    items: jsonList<LineItem>('items'),
    ...versioned(),
  },
  (t) => [
    index('bills_of_materials_vendor_idx').on(t.vendorId, t.name),
    index('bills_of_materials_warehouse_idx').on(t.warehouseId),
  ],
);

/** status: Open, InProgress, Completed, Cancelled (moved by actions). */
export const workOrders = pgTable(
  'work_orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    type: text('type').notNull().default('Internal'),
    assembleType: text('assemble_type').notNull().default('Assemble'),
    status: text('status').notNull().default('Open'),
    vendorId: vendorRef(),
    warehouseId: warehouseRef(),
    billOfMaterialsId: integer('bill_of_materials_id').references(() => billsOfMaterials.id),
    manufacturingVendorId: integer('manufacturing_vendor_id').references(() => manufacturingVendors.id),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id),
    quantity: integer('quantity').notNull().default(1),
    measurementUnit: text('measurement_unit').notNull().default('E'),
    dueDate: date('due_date', { mode: 'string' }),
    notes: text('notes'),
    ...versioned(),
  },
  (t) => [
    index('work_orders_vendor_status_idx').on(t.vendorId, t.status, t.id),
    index('work_orders_warehouse_idx').on(t.warehouseId, t.status),
    index('work_orders_bom_idx').on(t.billOfMaterialsId),
    index('work_orders_po_idx').on(t.purchaseOrderId),
    index('work_orders_number_idx').on(t.orderNumber),
  ],
);

/** A product being developed: its components, quantities and the costing that plans its first order. */
export const rndProjects = pgTable(
  'rnd_projects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    vendorId: vendorRef(),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    warehouseProductId: integer('warehouse_product_id').references(() => vendorProducts.id),
    items: jsonList<LineItem>('items'),
    quantity: integer('quantity').notNull().default(1),
    quantityToOrder: integer('quantity_to_order').notNull().default(0),
    otherFees: money('other_fees').notNull().default(0),
    percentMarkup: percent('percent_markup').notNull().default(0),
    unitWeight: measure('unit_weight'),
    /** unitWeight is in kilograms (true) or pounds (false). */
    unitWeightMetric: boolean('unit_weight_metric').notNull().default(false),
    ...versioned(),
  },
  (t) => [
    index('rnd_projects_vendor_idx').on(t.vendorId, t.name),
    index('rnd_projects_warehouse_idx').on(t.warehouseId),
  ],
);
