/**
 * The stock ledger (DESIGN.md §3): every movement of stock is a row here, written in the same
 * transaction as the balance it changes (warehouse_product_locations). Only
 * server/modules/inventory/stock-ledger.service.ts writes these tables.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { vendorProducts, warehouseProductLocations } from './inventory';
import { vendorRef, warehouseRef } from './tenant-columns';
import { users } from './users';

/**
 * One movement: signed changes of the balance's on-hand and allocated quantities, with the source
 * document, the user and a reason. A count (`set`) also records what was counted and the variance.
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    balanceId: integer('balance_id')
      .notNull()
      .references(() => warehouseProductLocations.id),
    warehouseId: warehouseRef(),
    vendorId: vendorRef(),
    vendorProductId: integer('vendor_product_id')
      .notNull()
      .references(() => vendorProducts.id),
    bucket: text('bucket').notNull(),
    location: text('location').notNull(),
    lotNumber: text('lot_number'),
    lpn: text('lpn'),
    expirationDate: date('expiration_date', { mode: 'string' }),
    /** receipt, add, remove, count, allocate, release, ship, transfer_out, transfer_in, status_move, repair… */
    kind: text('kind').notNull(),
    quantityDelta: integer('quantity_delta').notNull().default(0),
    allocatedDelta: integer('allocated_delta').notNull().default(0),
    countedQuantity: integer('counted_quantity'),
    variance: integer('variance'),
    sourceType: text('source_type'),
    sourceId: text('source_id'),
    reason: text('reason').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_ledger_product_idx').on(t.vendorProductId, t.id.desc()),
    index('stock_ledger_balance_idx').on(t.balanceId),
    index('stock_ledger_warehouse_created_idx').on(t.warehouseId, t.createdAt),
    index('stock_ledger_source_idx').on(t.sourceType, t.sourceId),
  ],
);

/**
 * Stock held for a document (a fulfilment order line, a transfer): open allocations add up to the
 * balance's allocated quantity; releasing or shipping closes them.
 */
export const stockAllocations = pgTable(
  'stock_allocations',
  {
    id: serial('id').primaryKey(),
    balanceId: integer('balance_id')
      .notNull()
      .references(() => warehouseProductLocations.id),
    warehouseId: warehouseRef(),
    vendorId: vendorRef(),
    vendorProductId: integer('vendor_product_id')
      .notNull()
      .references(() => vendorProducts.id),
    quantity: integer('quantity').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    /** open, released or consumed (shipped / transferred out). */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('stock_allocations_source_idx').on(t.sourceType, t.sourceId),
    index('stock_allocations_open_balance_idx')
      .on(t.balanceId)
      .where(sql`status = 'open'`),
    check('stock_allocations_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Idempotency keys of writes (server/http/idempotency.ts): a retried request with the same key
 * answers the stored result instead of applying twice (a stock movement, a document).
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  operation: text('operation').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  result: jsonb('result').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
