/** Column helpers shared by the area schemas (DESIGN.md §3: money is numeric, never float). */
import { sql } from 'drizzle-orm';
import { customType, integer, jsonb, numeric, timestamp } from 'drizzle-orm/pg-core';

/** Optimistic-lock version and timestamps of every editable row. */
export const versioned = () => ({
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Timestamps of rows that only the system writes (mirrors, balances, logs). */
export const stamped = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An amount of money with cents, read as a number (exact to the cent up to 12 integer digits). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** A measured quantity with up to three decimals (weights, billable units). */
export const measure = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

/** A percentage with two decimals. */
export const percent = (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' });

/** A jsonb array (line items until the inventory and order issues normalise them). */
export const jsonList = <T>(name: string) =>
  jsonb(name)
    .$type<T[]>()
    .notNull()
    .default(sql`'[]'::jsonb`);

/** A jsonb object (an address, a filter block). */
export const jsonObject = <T>(name: string) =>
  jsonb(name)
    .$type<T>()
    .notNull()
    .default(sql`'{}'::jsonb`);

export const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A line of items[]: the fields every line carries; each document adds its own. */
export interface LineItem {
  sku: string;
  name?: string | null;
  quantity: number;
  [key: string]: unknown;
}

/** A postal address as the forms send it. */
export interface Address {
  name?: string | null;
  company?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  addressLine3?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  countryCode?: string | null;
  email?: string | null;
  phone?: string | null;
}

/** Raw file bytes (PGlite answers a Uint8Array, pg a Buffer: both read as a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A full-text search document (PostgreSQL tsvector; PGlite has it too). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
