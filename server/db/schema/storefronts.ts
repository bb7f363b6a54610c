/** Storefront configuration beyond the project itself: its order groups. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { versioned } from './columns';
import { projects } from './tenants';

/**
 * A named set of a storefront's stores whose orders are worked together (one pick run, one report).
 * storeIds are stores of the same project; the declaration checks them on every write.
 */
export const storefrontOrderGroups = pgTable(
  'storefront_order_groups',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    description: text('description'),
    storeIds: integer('store_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    ...versioned(),
  },
  (t) => [
    // One name per storefront; also serves the project filter sorted by name.
    uniqueIndex('storefront_order_groups_project_name_key').on(t.projectId, t.name),
    index('storefront_order_groups_name_idx').on(t.name),
  ],
);
