/**
 * Unread counts: a member's messages by others above their last-read id, per channel they may use,
 * and the total over those channels. One query for any number of users, so a new message can tell
 * every member their counts at once.
 */
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { UnreadCounts } from '../../../src/domain/communications';
import type { Db, Tx } from '../../db/client';
import { channelMembers, channels, purchaseOrders, tickets } from '../../db/schema';
import { canUseChannel, documentColumns, type Subject } from './channel-access.policy';

/** Messages in the member's channel after their last read one, not counting their own. */
export const unreadCountSql = sql<number>`(
  select count(*)::int from messages m
  where m.channel_id = ${channelMembers.channelId}
    and m.id > ${channelMembers.lastReadMessageId}
    and m.author_id is distinct from ${channelMembers.userId}
)`;

export async function unreadFor(
  db: Db | Tx,
  subjects: readonly Subject[],
): Promise<Map<string, UnreadCounts>> {
  const result = new Map<string, UnreadCounts>(subjects.map((s) => [s.id, { total: 0, channels: [] }]));
  if (subjects.length === 0) return result;
  const rows = await db
    .select({
      userId: channelMembers.userId,
      channelId: channelMembers.channelId,
      kind: channels.kind,
      unread: unreadCountSql,
      ...documentColumns,
    })
    .from(channelMembers)
    .innerJoin(channels, eq(channels.id, channelMembers.channelId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, channels.purchaseOrderId))
    .leftJoin(tickets, eq(tickets.id, channels.ticketId))
    .where(
      and(
        inArray(
          channelMembers.userId,
          subjects.map((s) => s.id),
        ),
        isNull(channelMembers.leftAt),
        // Channels with nothing after the member's last read message cost no count.
        gt(channels.lastMessageId, channelMembers.lastReadMessageId),
      ),
    );
  const byId = new Map(subjects.map((s) => [s.id, s]));
  for (const row of rows) {
    const subject = byId.get(row.userId);
    const counts = result.get(row.userId);
    if (!subject || !counts || row.unread === 0 || !canUseChannel(subject, row.kind, row)) continue;
    counts.channels.push({ channelId: row.channelId, unread: row.unread });
    counts.total += row.unread;
  }
  return result;
}

/** One member's unread count in one channel, and their total. */
export async function unreadOf(db: Db | Tx, subject: Subject, channelId: number) {
  const counts = (await unreadFor(db, [subject])).get(subject.id) ?? { total: 0, channels: [] };
  return {
    channelId,
    unread: counts.channels.find((c) => c.channelId === channelId)?.unread ?? 0,
    total: counts.total,
  };
}
