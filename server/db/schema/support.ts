/** Support tickets. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { versioned } from './columns';
import { vendors } from './tenants';
import { users } from './users';

/** priority: 1 Low, 2 Normal, 3 High, 4 Urgent. status: Open, InProgress, Resolved, Closed. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    /** The number people quote, from its own sequence. */
    ticketNumber: serial('ticket_number').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type').notNull().default('General Support'),
    priority: integer('priority').notNull().default(2),
    status: text('status').notNull().default('Open'),
    vendorId: integer('vendor_id').references(() => vendors.id),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    collaboratorUserIds: uuid('collaborator_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    putIntoBackLog: boolean('put_into_back_log').notNull().default(false),
    ...versioned(),
  },
  (t) => [
    index('tickets_status_priority_idx').on(t.status, t.priority, t.createdAt),
    index('tickets_vendor_idx').on(t.vendorId, t.createdAt),
    index('tickets_created_by_idx').on(t.createdBy),
    index('tickets_created_idx').on(t.createdAt),
    index('tickets_number_idx').on(t.ticketNumber),
  ],
);
