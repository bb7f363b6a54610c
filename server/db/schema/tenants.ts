import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { versioned } from './columns';

/** A stage of vendor onboarding, with which of started / denied / onboarded it counts as. */
export const vendorStatuses = pgTable('vendor_statuses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  trelloListId: text('trello_list_id'),
  vendorStartedState: boolean('vendor_started_state').notNull().default(false),
  vendorDeniedState: boolean('vendor_denied_state').notNull().default(false),
  vendorOnboardedState: boolean('vendor_onboarded_state').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  ...versioned(),
});

/** The provider's clients (brands). */
export const vendors = pgTable('vendors', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  fulfillmentType: text('fulfillment_type').notNull().default('NonLogisticsVendor'),
  trelloCardId: text('trello_card_id'),
  status: text('status').notNull().default('InProgress'),
  /** Where the vendor stands in onboarding: one of the vendor status records (Onboarding Status). */
  vendorStatusId: integer('vendor_status_id').references((): AnyPgColumn => vendorStatuses.id),
  /** How far (in %) a receipt may go over the expected quantity before it needs the override permission. */
  receivingTolerancePercent: numeric('receiving_tolerance_percent', {
    precision: 5,
    scale: 2,
    mode: 'number',
  })
    .notNull()
    .default(0),
  ...versioned(),
});

/** wmsType 2 marks a warehouse run in the external system; the main picker leaves it out. */
export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  fullName: text('full_name').notNull(),
  wmsType: integer('wms_type').notNull().default(1),
  ...versioned(),
});

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    clientCode: text('client_code').notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    /** When set, only this store's orders are synchronised. */
    onlySyncStoreId: integer('only_sync_store_id').references((): AnyPgColumn => stores.id),
    /** A disabled storefront keeps its history but takes no new orders (storefronts.toggle). */
    enabled: boolean('enabled').notNull().default(true),
    ...versioned(),
  },
  (t) => [
    index('projects_vendor_idx').on(t.vendorId),
    index('projects_warehouse_idx').on(t.warehouseId),
    // The client code prefixes a storefront's SKUs and documents: one storefront per code.
    uniqueIndex('projects_client_code_key').on(t.clientCode),
  ],
);

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    shouldIgnoreIt: boolean('should_ignore_it').notNull().default(false),
    ...versioned(),
  },
  (t) => [index('stores_project_idx').on(t.projectId)],
);

export const manufacturingVendors = pgTable('manufacturing_vendors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isThirdParty: boolean('is_third_party').notNull().default(false),
  ...versioned(),
});
