/** Support tickets, the objects they are about, their attachments (issue 19). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, ts, versioned } from './columns';
import { orderHolds } from './orders';
import { vendors } from './tenants';
import { users } from './users';

/**
 * priority: 1 Low, 2 Normal, 3 High, 4 Urgent. status: Open, InProgress, WaitingOnClient, Resolved,
 * Closed (src/domain/resources/ticket.schema.ts).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    /** The number people quote, from its own sequence: never reused, even when a ticket is deleted. */
    ticketNumber: serial('ticket_number').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type').notNull().default('General Support'),
    priority: integer('priority').notNull().default(2),
    status: text('status').notNull().default('Open'),
    vendorId: integer('vendor_id').references(() => vendors.id),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member working it (staff-only field). */
    assigneeUserId: uuid('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    collaboratorUserIds: uuid('collaborator_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    putIntoBackLog: boolean('put_into_back_log').notNull().default(false),
    /**
     * The hold that opened this ticket by itself (an order held past its marker's time): unique, so a
     * hold opens one ticket however many processes look at once.
     */
    exceptionHoldId: integer('exception_hold_id').references(() => orderHolds.id, { onDelete: 'set null' }),
    /** The marker of that hold (its knowledge-base articles are suggested on the ticket). */
    exceptionMarker: text('exception_marker'),
    /** Last message, status change or edit: the list's "last activity". */
    lastActivityAt: ts('last_activity_at').notNull().defaultNow(),
    resolvedAt: ts('resolved_at'),
    ...versioned(),
  },
  (t) => [
    index('tickets_status_priority_idx').on(t.status, t.priority, t.createdAt),
    index('tickets_vendor_idx').on(t.vendorId, t.createdAt),
    index('tickets_created_by_idx').on(t.createdBy),
    index('tickets_created_idx').on(t.createdAt),
    index('tickets_number_idx').on(t.ticketNumber),
    index('tickets_assignee_idx').on(t.assigneeUserId),
    index('tickets_last_activity_idx').on(t.lastActivityAt),
    uniqueIndex('tickets_exception_hold_key').on(t.exceptionHoldId),
  ],
);

/**
 * An object a ticket is about: an order, a purchase order, an ASN, a transfer, a bulk or parcel
 * shipment, an invoice line (objectType from src/domain/support). objectId is text: ids differ in kind.
 */
export const ticketLinks = pgTable(
  'ticket_links',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    /** How the object reads when linked ("Order #1042"), kept so a deleted object still reads. */
    label: text('label').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('ticket_links_ticket_object_key').on(t.ticketId, t.objectType, t.objectId),
    index('ticket_links_object_idx').on(t.objectType, t.objectId),
  ],
);

/**
 * A file attached to a ticket (image, PDF, CSV), kept in the database: every server process reads
 * it, and backups hold it with the ticket.
 */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('ticket_attachments_ticket_idx').on(t.ticketId)],
);
