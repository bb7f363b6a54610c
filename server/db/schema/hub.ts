import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './auth';
import { users } from './users';

/**
 * The live hub's short-lived secrets, shared by every server process: a ticket (what the browser's
 * accessTokenFactory answers, since a browser cannot send headers on a WebSocket) and a connection
 * token (the negotiate answer, presented on the upgrade, which may reach another process). Both are
 * stored as SHA-256 hashes and consumed by one DELETE … RETURNING, so each works once.
 */
export const hubTickets = pgTable(
  'hub_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['ticket', 'connection'] }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** Connection tokens only: the connection id negotiate announced. */
    connectionId: text('connection_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('hub_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * Hub messages too large for a NOTIFY payload (PostgreSQL caps it near 8 kB): the notification carries
 * only the row id; the row is removed a minute later.
 */
export const hubMessages = pgTable(
  'hub_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hub_messages_created_idx').on(t.createdAt)],
);
