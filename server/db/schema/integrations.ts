/**
 * The external warehouse systems a warehouse is connected to (issue 20): the 3PL WMS and the IRMS.
 * One connection per system and warehouse; its secret is stored encrypted (server/integrations/
 * credential-box.ts, key from CREDENTIALS_KEY) and never answered or logged. Each sync run is a row
 * here (and a line of the system log); the drift between our ledger and the WMS's stock summary is
 * kept per customer, SKU and lot until someone applies or dismisses it.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { stamped, ts, versioned } from './columns';
import { directInventoryUpdates, vendorProducts } from './inventory';
import { vendors, warehouses } from './tenants';
import { users } from './users';

export const wmsConnections = pgTable(
  'wms_connections',
  {
    id: serial('id').primaryKey(),
    /** 'tpl' (the 3PL WMS) or 'irms'. */
    system: text('system').notNull(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    baseUrl: text('base_url').notNull(),
    /** The WMS's client id (3PL) or empty (IRMS). */
    clientId: text('client_id').notNull().default(''),
    /** The WMS user the token acts as (3PL). */
    userLoginId: text('user_login_id').notNull().default(''),
    /** The client secret (3PL) or API key (IRMS), sealed by the credential box. */
    secretSealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** IRMS: the vendors that opted in to having their orders made in Dockhand. */
    importVendorIds: integer('import_vendor_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Where the last successful pull of each list got to (ISO instants), so the next one asks for changes only. */
    cursors: jsonb('cursors')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    lastSyncAt: ts('last_sync_at'),
    ...versioned(),
  },
  (t) => [uniqueIndex('wms_connections_system_warehouse_key').on(t.system, t.warehouseId)],
);

/** One sync of a connection: what it pulled and pushed, or why it failed. status: Running, Succeeded, Failed. */
export const integrationSyncRuns = pgTable(
  'integration_sync_runs',
  {
    id: serial('id').primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => wmsConnections.id),
    system: text('system').notNull(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    /** 'schedule' or 'manual'. */
    trigger: text('trigger').notNull(),
    status: text('status').notNull().default('Running'),
    counts: jsonb('counts')
      .$type<Record<string, Record<string, number>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    error: text('error'),
    jobId: bigint('job_id', { mode: 'number' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    startedAt: ts('started_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('integration_sync_runs_connection_idx').on(t.connectionId, t.startedAt)],
);

/** The WMS's items, mapped to our vendor products by SKU. */
export const tplItems = pgTable(
  'tpl_items',
  {
    id: serial('id').primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => wmsConnections.id),
    externalId: text('external_id').notNull(),
    customerExternalId: text('customer_external_id').notNull(),
    sku: text('sku').notNull(),
    description: text('description'),
    unitOfMeasure: text('unit_of_measure'),
    vendorProductId: integer('vendor_product_id').references(() => vendorProducts.id),
    ...stamped(),
  },
  (t) => [uniqueIndex('tpl_items_connection_external_key').on(t.connectionId, t.externalId)],
);

/**
 * A difference between our on-hand and the WMS's, per vendor, SKU and lot ('' for none). status:
 * open (found by the last check), applied (a direct inventory update set ours to the WMS's),
 * dismissed, resolved (a later check found none).
 */
export const tplStockDrifts = pgTable(
  'tpl_stock_drifts',
  {
    id: serial('id').primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => wmsConnections.id),
    runId: integer('run_id').references(() => integrationSyncRuns.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    vendorProductId: integer('vendor_product_id').references(() => vendorProducts.id),
    sku: text('sku').notNull(),
    lotNumber: text('lot_number').notNull().default(''),
    dockhandOnHand: integer('dockhand_on_hand').notNull(),
    wmsOnHand: integer('wms_on_hand').notNull(),
    /** What the two sides hold that the other has not seen: the events that explain the difference. */
    explanation: jsonb('explanation')
      .$type<{ wmsOnly: unknown[]; dockhandOnly: unknown[] }>()
      .notNull()
      .default(sql`'{"wmsOnly":[],"dockhandOnly":[]}'::jsonb`),
    status: text('status').notNull().default('open'),
    detectedAt: ts('detected_at').notNull().defaultNow(),
    resolvedAt: ts('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    directInventoryUpdateId: integer('direct_inventory_update_id').references(
      () => directInventoryUpdates.id,
    ),
    ...stamped(),
  },
  (t) => [
    // One open difference per place: a later check updates it instead of adding another.
    uniqueIndex('tpl_stock_drifts_open_key')
      .on(t.connectionId, t.vendorId, t.sku, t.lotNumber)
      .where(sql`status = 'open'`),
    index('tpl_stock_drifts_warehouse_idx').on(t.warehouseId, t.status),
  ],
);
