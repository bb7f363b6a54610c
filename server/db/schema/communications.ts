/**
 * The Communications Center: channels (direct messages, groups, one internal channel per purchase
 * order and per support ticket), their members with how far each has read, and the messages. Message
 * ids only grow, so a client that missed some (a dropped live connection) asks for those `after` the
 * last id it holds.
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
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stamped } from './columns';
import { purchaseOrders } from './inbound';
import { tickets } from './support';
import { users } from './users';

/** direct | group | purchase_order | ticket (src/domain/communications.ts). */
export const channels = pgTable(
  'channels',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** Groups only; the other kinds are named after the person or document. */
    name: text('name'),
    /** Open groups can be found and joined by staff; closed ones only by being added. */
    isOpen: boolean('is_open').notNull().default(true),
    /** Direct channels: the two user ids, sorted and joined, so a pair has exactly one. */
    directKey: text('direct_key'),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id, {
      onDelete: 'cascade',
    }),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The newest message's id (0 before the first): orders the channel list without a scan. */
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
    ...stamped(),
  },
  (t) => [
    uniqueIndex('channels_direct_key').on(t.directKey),
    uniqueIndex('channels_purchase_order_key').on(t.purchaseOrderId),
    uniqueIndex('channels_ticket_key').on(t.ticketId),
    index('channels_kind_idx').on(t.kind, t.isOpen),
  ],
);

export const channelMembers = pgTable(
  'channel_members',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Messages up to this id count as read (0: none). */
    lastReadMessageId: bigint('last_read_message_id', { mode: 'number' }).notNull().default(0),
    /** Set when the member left; joining again clears it (history stays readable to members only). */
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.userId] }),
    // "My channels" and every user's unread total start from the user's memberships.
    index('channel_members_user_idx').on(t.userId, t.channelId),
  ],
);

/** A document a message discusses; the label is the server's, resolved when the message was posted. */
export interface MessageLink {
  type: string;
  id: number;
  label: string;
}

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** User ids mentioned (each was a member when the message was posted). */
    mentions: uuid('mentions')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    links: jsonb('links')
      .$type<MessageLink[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The sender's key for this message: a resent post answers the stored message instead of a copy. */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // History pages (before/after an id) and unread counts (ids above the last read one) per channel.
    index('messages_channel_id_idx').on(t.channelId, t.id.desc()),
    uniqueIndex('messages_client_key').on(t.channelId, t.authorId, t.clientKey),
  ],
);
