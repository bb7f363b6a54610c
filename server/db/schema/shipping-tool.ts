/**
 * A storefront's shipping tool (a ShipStation-v1-compatible system that takes the brand's orders):
 * the connection, and that tool's stores, products and order tags pulled by the connector
 * (server/integrations/shipping-tool/), each mapped to Dockhand's own store, storefront product and
 * order tag, with a log of every sync. externalId is the record's id in the tool.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { measure, money, ts, versioned } from './columns';
import { orderTags, storefrontProducts } from './orders';
import { vendorRef } from './tenant-columns';
import { projects, stores } from './tenants';
import { users } from './users';

/** One per storefront. The secret is write-only: never answered by any call. */
export const shippingToolConnections = pgTable(
  'shipping_tool_connections',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    vendorId: vendorRef(),
    kind: text('kind').notNull().default('ShipStation'),
    baseUrl: text('base_url').notNull().default('https://ssapi.shipstation.com'),
    apiKey: text('api_key').notNull(),
    apiSecret: text('api_secret').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    lastSyncAt: ts('last_sync_at'),
    ...versioned(),
  },
  (t) => [uniqueIndex('shipping_tool_connections_project_key').on(t.projectId)],
);

const pulled = () => ({
  id: serial('id').primaryKey(),
  connectionId: integer('connection_id')
    .notNull()
    .references(() => shippingToolConnections.id),
  projectId: integer('project_id')
    .notNull()
    .references(() => projects.id),
  vendorId: vendorRef(),
  externalId: text('external_id').notNull(),
  name: text('name').notNull(),
  /** False once the tool stops listing it (kept for the mapping's history). */
  active: boolean('active').notNull().default(true),
  syncedAt: ts('synced_at'),
  ...versioned(),
});

export const shippingToolStores = pgTable(
  'shipping_tool_stores',
  {
    ...pulled(),
    marketplace: text('marketplace'),
    /** Dockhand's store this tool store's orders belong to. */
    storeId: integer('store_id').references(() => stores.id),
  },
  (t) => [
    uniqueIndex('shipping_tool_stores_key').on(t.connectionId, t.externalId),
    index('shipping_tool_stores_project_idx').on(t.projectId, t.name),
  ],
);

export const shippingToolProducts = pgTable(
  'shipping_tool_products',
  {
    ...pulled(),
    sku: text('sku').notNull(),
    price: money('price'),
    weightOz: measure('weight_oz'),
    /** Dockhand's storefront product with this SKU. */
    storefrontProductId: integer('storefront_product_id').references(() => storefrontProducts.id),
  },
  (t) => [
    uniqueIndex('shipping_tool_products_key').on(t.connectionId, t.externalId),
    index('shipping_tool_products_project_idx').on(t.projectId, t.sku),
  ],
);

export const shippingToolTags = pgTable(
  'shipping_tool_tags',
  {
    ...pulled(),
    color: text('color'),
    /** Dockhand's order tag of the same name. */
    orderTagId: integer('order_tag_id').references(() => orderTags.id),
  },
  (t) => [
    uniqueIndex('shipping_tool_tags_key').on(t.connectionId, t.externalId),
    index('shipping_tool_tags_project_idx').on(t.projectId, t.name),
  ],
);

/** Counts of one sync per list it pulled. */
export interface ShippingToolSyncCounts {
  [list: string]: { created: number; updated: number; unchanged: number; deactivated: number };
}

/** The sync log: one row per run, Running → Succeeded or Failed (the reason kept). */
export const shippingToolSyncs = pgTable(
  'shipping_tool_syncs',
  {
    id: serial('id').primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => shippingToolConnections.id),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    vendorId: vendorRef(),
    /** stores, products, tags or all. */
    scope: text('scope').notNull().default('all'),
    status: text('status').notNull().default('Running'),
    counts: jsonb('counts').$type<ShippingToolSyncCounts>(),
    error: text('error'),
    userId: uuid('user_id').references(() => users.id),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('shipping_tool_syncs_connection_idx').on(t.connectionId, t.id)],
);
