/**
 * What the channel list and a channel's header show: the name (the group's, the other person's, or
 * the document's), unread count, last message and member count; with the members for one channel.
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  ChannelDetail,
  ChannelKind,
  ChannelList,
  ChannelMember,
  ChannelSummary,
  MessageLink,
} from '../../../src/domain/communications';
import type { Db, Tx } from '../../db/client';
import { channelMembers, channels, messages, purchaseOrders, tickets, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { canUseChannel, documentColumns, fullName, type Subject } from './channel-access.policy';
import { unreadCountSql } from './unread.queries';

const lastMessage = alias(messages, 'last_message');
const lastAuthor = alias(users, 'last_author');
const PREVIEW_LENGTH = 140;

const memberCountSql = sql<number>`(
  select count(*)::int from channel_members mc
  where mc.channel_id = ${channels.id} and mc.left_at is null
)`;
/** The other member of a direct channel (left members included: a DM is never left). */
const peerIdSql = sql<string | null>`(
  select pm.user_id from channel_members pm
  where pm.channel_id = ${channels.id} and pm.user_id <> ${channelMembers.userId} limit 1
)`;
const peerNameSql = sql<string | null>`(
  select u.first_name || ' ' || u.last_name from channel_members pm join users u on u.id = pm.user_id
  where pm.channel_id = ${channels.id} and pm.user_id <> ${channelMembers.userId} limit 1
)`;

async function summaryRows(db: Db | Tx, subject: Subject, channelId?: number) {
  return db
    .select({
      channel: channels,
      lastReadMessageId: channelMembers.lastReadMessageId,
      unread: unreadCountSql,
      memberCount: memberCountSql,
      peerId: peerIdSql,
      peerName: peerNameSql,
      poNumber: purchaseOrders.orderNumber,
      ticketNumber: tickets.ticketNumber,
      ticketName: tickets.name,
      ...documentColumns,
      lastBody: lastMessage.body,
      lastAt: lastMessage.createdAt,
      lastAuthorFirst: lastAuthor.firstName,
      lastAuthorLast: lastAuthor.lastName,
    })
    .from(channelMembers)
    .innerJoin(channels, eq(channels.id, channelMembers.channelId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, channels.purchaseOrderId))
    .leftJoin(tickets, eq(tickets.id, channels.ticketId))
    .leftJoin(lastMessage, eq(lastMessage.id, channels.lastMessageId))
    .leftJoin(lastAuthor, eq(lastAuthor.id, lastMessage.authorId))
    .where(
      and(
        eq(channelMembers.userId, subject.id),
        isNull(channelMembers.leftAt),
        channelId === undefined ? undefined : eq(channels.id, channelId),
      ),
    )
    .orderBy(desc(channels.lastMessageId), desc(channels.updatedAt));
}

type SummaryRow = Awaited<ReturnType<typeof summaryRows>>[number];

function documentOf(row: SummaryRow): MessageLink | null {
  const { channel } = row;
  if (channel.kind === 'purchase_order' && channel.purchaseOrderId !== null)
    return { type: 'purchase_order', id: channel.purchaseOrderId, label: `Purchase order ${row.poNumber}` };
  if (channel.kind === 'ticket' && channel.ticketId !== null)
    return { type: 'ticket', id: channel.ticketId, label: `Ticket #${row.ticketNumber}: ${row.ticketName}` };
  return null;
}

function nameOf(row: SummaryRow): string {
  const { channel } = row;
  if (channel.kind === 'group') return channel.name ?? 'Group';
  if (channel.kind === 'direct') return row.peerName?.trim() || 'Direct message';
  // The kind is shown beside the name (and the list groups by it): the number alone reads best.
  if (channel.kind === 'purchase_order') return row.poNumber ?? 'Purchase order';
  return `#${row.ticketNumber} ${row.ticketName}`;
}

function toSummary(row: SummaryRow): ChannelSummary {
  const { channel } = row;
  const body = row.lastBody ?? '';
  return {
    id: channel.id,
    kind: channel.kind as ChannelKind,
    name: nameOf(row),
    isOpen: channel.isOpen,
    purchaseOrderId: channel.purchaseOrderId,
    ticketId: channel.ticketId,
    peerId: channel.kind === 'direct' ? row.peerId : null,
    memberCount: row.memberCount,
    unread: row.unread,
    lastReadMessageId: row.lastReadMessageId,
    lastMessage:
      row.lastAt === null
        ? null
        : {
            id: channel.lastMessageId,
            authorName: fullName({
              firstName: row.lastAuthorFirst ?? '',
              lastName: row.lastAuthorLast ?? '',
            }),
            body: body.length > PREVIEW_LENGTH ? `${body.slice(0, PREVIEW_LENGTH - 1)}…` : body,
            createdAt: row.lastAt.toISOString(),
          },
    updatedAt: channel.updatedAt.toISOString(),
  };
}

/** The subject's channels, most recently active first, with unread counts and their total. */
export async function listChannels(db: Db | Tx, subject: Subject): Promise<ChannelList> {
  const rows = (await summaryRows(db, subject)).filter((r) => canUseChannel(subject, r.channel.kind, r));
  const items = rows.map(toSummary);
  return { items, totalUnread: items.reduce((n, c) => n + c.unread, 0) };
}

/** A channel's active members, by name. */
export async function membersOf(db: Db | Tx, channelId: number): Promise<ChannelMember[]> {
  const rows = await db
    .select({ member: channelMembers, user: users })
    .from(channelMembers)
    .innerJoin(users, eq(users.id, channelMembers.userId))
    .where(and(eq(channelMembers.channelId, channelId), isNull(channelMembers.leftAt)))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map(({ member, user }) => ({
    userId: user.id,
    name: fullName(user),
    email: user.email,
    joinedAt: member.joinedAt.toISOString(),
    lastReadMessageId: member.lastReadMessageId,
  }));
}

/** One channel as its member sees it, with the members; 404 for anyone else. */
export async function channelDetail(
  db: Db | Tx,
  subject: Subject,
  channelId: number,
): Promise<ChannelDetail> {
  const [row] = await summaryRows(db, subject, channelId);
  if (!row || !canUseChannel(subject, row.channel.kind, row)) throw notFound('Channel');
  return { ...toSummary(row), document: documentOf(row), members: await membersOf(db, channelId) };
}
