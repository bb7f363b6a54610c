import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Staff and vendor (brand) users. Access lists: null means unrestricted, an array limits rows to it. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    timezone: integer('timezone'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    accessVendorIds: integer('access_vendor_ids').array(),
    accessWarehouseIds: integer('access_warehouse_ids').array(),
    isManager: boolean('is_manager').notNull().default(false),
    projectId: integer('project_id'),
    /** active, invited (pending until the invite is accepted) or disabled. */
    status: text('status').notNull().default('active'),
    /** When the user last opened the changelog: newer entries show as unseen in the navigation. */
    changelogSeenAt: timestamp('changelog_seen_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_status_idx').on(t.status)],
);
