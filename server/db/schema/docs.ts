/** Knowledge base groups and pages, and changelog entries. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts, versioned } from './columns';

/** visibleToRoles defaults to every staff role (spec §6). */
export const knowledgebaseGroups = pgTable('knowledgebase_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  visibleToRoles: text('visible_to_roles')
    .array()
    .notNull()
    .default(sql`'{developer,superadmin,admin,manager,warehouse-manager,manufacturing-manager}'::text[]`),
  sortOrder: integer('sort_order').notNull().default(0),
  ...versioned(),
});

export const knowledgebasePages = pgTable(
  'knowledgebase_pages',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => knowledgebaseGroups.id),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    content: text('content').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    published: boolean('published').notNull().default(true),
    ...versioned(),
  },
  (t) => [index('knowledgebase_pages_group_idx').on(t.groupId, t.sortOrder)],
);

/** notifyRoles defaults to the staff roles but developer (spec §6). */
export const changelogEntries = pgTable(
  'changelog_entries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    content: text('content').notNull().default(''),
    notifyRoles: text('notify_roles')
      .array()
      .notNull()
      .default(sql`'{superadmin,admin,manager,warehouse-manager,manufacturing-manager}'::text[]`),
    publishedAt: ts('published_at').notNull().defaultNow(),
    ...versioned(),
  },
  (t) => [index('changelog_entries_published_idx').on(t.publishedAt)],
);
