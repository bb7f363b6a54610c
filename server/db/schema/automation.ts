/**
 * Automations (triggers), the domain events they answer (issue 19) and the runs they made (the
 * automation log).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts, versioned } from './columns';
import { contentTemplates } from './content';
import { projects, vendors, warehouses } from './tenants';
import { users } from './users';

/**
 * On an event (onEvent) matching its conditions (vendor, storefront, warehouse, marker: null = any),
 * send an e-mail built from a content template, or POST a signed webhook.
 */
export const automations = pgTable(
  'automations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Condition: the storefront (project). Null: every storefront. */
    projectId: integer('project_id').references(() => projects.id),
    vendorId: integer('vendor_id').references(() => vendors.id),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    marker: text('marker'),
    contentTemplateId: integer('content_template_id').references(() => contentTemplates.id),
    onEvent: text('on_event').notNull(),
    type: text('type').notNull().default('Email'),
    /** Send to the address the event carries (the order's customer) rather than to the recipients below. */
    fromEvent: boolean('from_event').notNull().default(true),
    /** When not fromEvent: VendorContacts, Users or Addresses (src/domain/resources/automation.schema.ts). */
    recipientKind: text('recipient_kind').notNull().default('Addresses'),
    recipientUserIds: uuid('recipient_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    recipients: text('recipients'),
    webhookUrl: text('webhook_url'),
    /** The endpoint's HMAC key: the receiver checks X-Dockhand-Signature with it. */
    webhookSecret: text('webhook_secret'),
    ...versioned(),
  },
  (t) => [
    index('automations_project_idx').on(t.projectId),
    index('automations_event_idx').on(t.onEvent, t.enabled),
  ],
);

/**
 * A domain event automations answer (order shipped, ASN received…), written in the transaction that
 * caused it, so an event exists exactly when its change committed. payload is what templates see.
 */
export const automationEvents = pgTable(
  'automation_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    occurredAt: ts('occurred_at').notNull().defaultNow(),
    vendorId: integer('vendor_id'),
    warehouseId: integer('warehouse_id'),
    projectId: integer('project_id'),
    marker: text('marker'),
    /** What it is about ('order', 12, 'Order #1042'). */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    subjectRef: text('subject_ref').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The automation whose run caused this event (the loop guard refuses to answer it with itself). */
    causedByAutomationId: integer('caused_by_automation_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('automation_events_type_idx').on(t.type, t.occurredAt),
    index('automation_events_occurred_idx').on(t.occurredAt),
  ],
);

/**
 * One run of an automation on one event (the automation log): who it went to, the rendered subject
 * and content (or webhook body), attempts and the last error. One per automation and event.
 */
export const automationContents = pgTable(
  'automation_contents',
  {
    id: serial('id').primaryKey(),
    automationId: integer('automation_id').references(() => automations.id, { onDelete: 'set null' }),
    contentTemplateId: integer('content_template_id').references(() => contentTemplates.id, {
      onDelete: 'set null',
    }),
    projectId: integer('project_id').references(() => projects.id),
    eventId: bigint('event_id', { mode: 'number' }).references(() => automationEvents.id, {
      onDelete: 'set null',
    }),
    eventType: text('event_type'),
    type: text('type').notNull().default('Email'),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    content: text('content').notNull().default(''),
    /** Queued, Sent, Failed. */
    status: text('status').notNull().default('Queued'),
    attempts: integer('attempts').notNull().default(0),
    /** The webhook's answer (HTTP status), when it answered. */
    responseStatus: integer('response_status'),
    error: text('error'),
    lastAttemptAt: ts('last_attempt_at'),
    sentAt: ts('sent_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('automation_contents_project_created_idx').on(t.projectId, t.createdAt),
    index('automation_contents_automation_idx').on(t.automationId),
    index('automation_contents_created_idx').on(t.createdAt),
    unique('automation_contents_automation_event_key').on(t.automationId, t.eventId),
  ],
);
