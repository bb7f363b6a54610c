/** Automations (triggers) and the content they produced (the automation log). */
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts, versioned } from './columns';
import { contentTemplates } from './content';
import { projects } from './tenants';

/** On an event (onEvent), send a message of `type` built from a content template. */
export const automations = pgTable(
  'automations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    projectId: integer('project_id').references(() => projects.id),
    contentTemplateId: integer('content_template_id').references(() => contentTemplates.id),
    onEvent: text('on_event').notNull(),
    type: text('type').notNull().default('Email'),
    /** Send to the address the event carries (the order's customer) rather than to `recipients`. */
    fromEvent: boolean('from_event').notNull().default(true),
    recipients: text('recipients'),
    ...versioned(),
  },
  (t) => [
    index('automations_project_idx').on(t.projectId),
    index('automations_event_idx').on(t.onEvent, t.enabled),
  ],
);

/** One message an automation produced: rendered subject and content, and whether it went out. */
export const automationContents = pgTable(
  'automation_contents',
  {
    id: serial('id').primaryKey(),
    automationId: integer('automation_id').references(() => automations.id, { onDelete: 'set null' }),
    contentTemplateId: integer('content_template_id').references(() => contentTemplates.id, {
      onDelete: 'set null',
    }),
    projectId: integer('project_id').references(() => projects.id),
    type: text('type').notNull().default('Email'),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    content: text('content').notNull().default(''),
    /** Queued, Sent, Failed. */
    status: text('status').notNull().default('Queued'),
    error: text('error'),
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('automation_contents_project_created_idx').on(t.projectId, t.createdAt),
    index('automation_contents_automation_idx').on(t.automationId),
    index('automation_contents_created_idx').on(t.createdAt),
  ],
);
