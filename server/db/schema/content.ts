import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { projects } from './tenants';

export const contentTemplates = pgTable('content_templates', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  subject: text('subject'),
  type: text('type').notNull().default('Email'),
  content: text('content').notNull().default(''),
  projectId: integer('project_id').references(() => projects.id),
  visibleToEndUsers: boolean('visible_to_end_users').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
