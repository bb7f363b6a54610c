/** Knowledge base groups and pages, and changelog entries. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts, tsvector, versioned } from './columns';

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
    /**
     * What the page is help for: 'screen:<route path>' (linked from that screen) and
     * 'marker:<problem marker>' (suggested on tickets an order held for it opens).
     */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The full-text search document: title weighted above body (PostgreSQL and PGlite alike). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(content, '')), 'B')`,
    ),
    ...versioned(),
  },
  (t) => [
    index('knowledgebase_pages_group_idx').on(t.groupId, t.sortOrder),
    index('knowledgebase_pages_tags_idx').using('gin', t.tags),
    index('knowledgebase_pages_search_idx').using('gin', t.searchVector),
  ],
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
    /** When its notifyRoles were told (once; an entry published for later is told when it is due). */
    notifiedAt: ts('notified_at'),
    ...versioned(),
  },
  (t) => [index('changelog_entries_published_idx').on(t.publishedAt)],
);
