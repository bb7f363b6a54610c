/** Manufacturing: bills of materials, work orders, R&D projects. */
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { vendorRef, warehouseRef } from './tenant-columns';
import type { FrozenRequirement } from '../../../src/domain/manufacturing/bom-explosion';
import { jsonList, measure, money, percent, ts, versioned, type LineItem } from './columns';
import { purchaseOrders } from './inbound';
import { vendorProducts } from './inventory';
import { manufacturingVendors, warehouses } from './tenants';
import { users } from './users';

/**
 * A component line of a bill of materials (and of its versions): `quantity` of the component's `unit`
 * per finished unit, `unitsPerItemUnit` converting that unit to the item's own unit (1 when the same),
 * `wastePercent` lost in making. `productType` is RawResource, Packaging or Stock Item (spec §3).
 */
export interface ComponentLine extends LineItem {
  vendorProductId: number;
  unit?: string | null;
  unitsPerItemUnit?: number | null;
  wastePercent?: number | null;
  productType?: string | null;
}

/**
 * The components (items[]) that make one unit of a product (warehouseProductId). `revision` is the
 * current version; editing a BOM that work orders use snapshots the new lines as a new version, and
 * each work order keeps the version it was made with (bill_of_materials_versions).
 */
export const billsOfMaterials = pgTable(
  'bills_of_materials',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type').notNull().default('Assembly'),
    vendorId: vendorRef(),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    warehouseProductId: integer('warehouse_product_id').references(() => vendorProducts.id),
    items: jsonList<ComponentLine>('items'),
    revision: integer('revision').notNull().default(1),
    ...versioned(),
  },
  (t) => [
    index('bills_of_materials_vendor_idx').on(t.vendorId, t.name),
    index('bills_of_materials_warehouse_idx').on(t.warehouseId),
  ],
);

/** An immutable snapshot of a bill of materials' components, one per revision. */
export const billOfMaterialsVersions = pgTable(
  'bill_of_materials_versions',
  {
    id: serial('id').primaryKey(),
    billOfMaterialsId: integer('bill_of_materials_id')
      .notNull()
      .references(() => billsOfMaterials.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    items: jsonList<ComponentLine>('items'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bill_of_materials_versions_key').on(t.billOfMaterialsId, t.revision)],
);

/** What a completed (or partly completed) work order did, for client billing: units assembled, kits. */
export interface WorkOrderActivity {
  unitsAssembled: number;
  unitsDisassembled: number;
  kits: number;
  components: number;
}

/**
 * status: Draft, Released, InProgress, Completed, Cancelled (src/domain/work-order.lifecycle.ts; moved
 * by the step calls, never by the form).
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    type: text('type').notNull().default('Internal'),
    assembleType: text('assemble_type').notNull().default('Assemble'),
    status: text('status').notNull().default('Draft'),
    vendorId: vendorRef(),
    warehouseId: warehouseRef(),
    billOfMaterialsId: integer('bill_of_materials_id').references(() => billsOfMaterials.id),
    manufacturingVendorId: integer('manufacturing_vendor_id').references(() => manufacturingVendors.id),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id),
    quantity: integer('quantity').notNull().default(1),
    measurementUnit: text('measurement_unit').notNull().default('E'),
    dueDate: date('due_date', { mode: 'string' }),
    notes: text('notes'),
    /** The BOM version the work order was made with (set at release). */
    billOfMaterialsVersionId: integer('bill_of_materials_version_id').references(
      () => billOfMaterialsVersions.id,
    ),
    /**
     * What one finished unit takes of each leaf component, frozen at release from the exploded BOM
     * tree (src/domain/manufacturing/bom-explosion.ts FrozenRequirement: exact ratios as text), so
     * later edits of any BOM in the tree never change what this order consumes.
     */
    requirements: jsonList<FrozenRequirement>('requirements'),
    /** Finished units produced (or taken apart) so far, over all completions. */
    completedQuantity: integer('completed_quantity').notNull().default(0),
    releasedAt: ts('released_at'),
    startedAt: ts('started_at'),
    completedAt: ts('completed_at'),
    /** Cost of one finished unit at the last completion (components' last purchase prices). */
    unitCost: money('unit_cost'),
    activity: jsonb('activity').$type<WorkOrderActivity>(),
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

/** A consumed or returned component lot of a completion. */
export interface CompletionLot {
  vendorProductId: number;
  sku: string;
  lot: string | null;
  expiry: string | null;
  quantity: number;
}

/**
 * One completion of a work order: how many finished units, their lot and expiry, the unit cost, and
 * the component lots consumed (assembly) or returned (disassembly), so a later disassembly can return
 * the lots a unit was built from.
 */
export const workOrderCompletions = pgTable(
  'work_order_completions',
  {
    id: serial('id').primaryKey(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    lot: text('lot'),
    expiry: date('expiry', { mode: 'string' }),
    unitCost: money('unit_cost'),
    components: jsonList<CompletionLot>('components'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('work_order_completions_order_idx').on(t.workOrderId)],
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
    quantityToOrder: integer('quantity_to_order').notNull().default(1),
    otherFees: money('other_fees').notNull().default(0),
    percentMarkup: percent('percent_markup').notNull().default(10),
    unitWeight: measure('unit_weight'),
    /** unitWeight is in kilograms (true) or pounds (false). */
    unitWeightMetric: boolean('unit_weight_metric').notNull().default(true),
    /** Planning thresholds (spec §9 defaults): waste per item, MOQ multiple, staleness and lead-time warnings. */
    wastePerItemPercent: percent('waste_per_item_percent').notNull().default(8),
    moqWarningMultiple: integer('moq_warning_multiple').notNull().default(3),
    lastPurchasedWeeksWarning: integer('last_purchased_weeks_warning').notNull().default(26),
    planningLeadTimeDaysWarning: integer('planning_lead_time_days_warning').notNull().default(35),
    /** The BOM made from this project (the "turn into a BOM" action). */
    billOfMaterialsId: integer('bill_of_materials_id').references(() => billsOfMaterials.id),
    ...versioned(),
  },
  (t) => [
    index('rnd_projects_vendor_idx').on(t.vendorId, t.name),
    index('rnd_projects_warehouse_idx').on(t.warehouseId),
  ],
);
