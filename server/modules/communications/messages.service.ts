/**
 * A channel's messages: history pages (older `before` an id, or those `after` the last id a client
 * holds, to catch up after a reconnect), posting (mentions of members, links to documents, a resent
 * post answered with the stored message), and marking read. Chat messages are content, not changes
 * to records: they are not copied into the action log.
 */
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type {
  ChannelMessage,
  HistoryQuery,
  MessagePage,
  PostMessageInput,
} from '../../../src/domain/communications';
import type { AuthUser } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import { channelMembers, channels, messages, tickets, users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { channelForMember, fullName, type Subject } from './channel-access.policy';
import type { CommsNotifier } from './comms-notifier.events';
import { resolveLinks } from './message-links.service';
import { unreadOf } from './unread.queries';

type MessageRow = typeof messages.$inferSelect;

const withAuthor = { message: messages, firstName: users.firstName, lastName: users.lastName };

function toMessage(row: {
  message: MessageRow;
  firstName: string | null;
  lastName: string | null;
}): ChannelMessage {
  const { message } = row;
  return {
    id: message.id,
    channelId: message.channelId,
    authorId: message.authorId,
    authorName:
      row.firstName === null
        ? 'Former user'
        : fullName({ firstName: row.firstName, lastName: row.lastName ?? '' }),
    body: message.body,
    mentions: message.mentions,
    links: message.links as ChannelMessage['links'],
    clientKey: message.clientKey,
    createdAt: message.createdAt.toISOString(),
  };
}

async function messageById(db: Db | Tx, id: number): Promise<ChannelMessage> {
  const [row] = await db
    .select(withAuthor)
    .from(messages)
    .leftJoin(users, eq(users.id, messages.authorId))
    .where(eq(messages.id, id));
  return toMessage(row!);
}

export class ChannelMessages {
  constructor(
    private readonly db: Db,
    private readonly notifier: CommsNotifier,
  ) {}

  /** One page, oldest first: the newest page, the one before `before`, or the one after `after`. */
  async history(subject: Subject, channelId: number, query: HistoryQuery): Promise<MessagePage> {
    await channelForMember(this.db, subject, channelId);
    const limit = query.limit;
    const forward = query.after !== undefined;
    const rows = await this.db
      .select(withAuthor)
      .from(messages)
      .leftJoin(users, eq(users.id, messages.authorId))
      .where(
        and(
          eq(messages.channelId, channelId),
          query.before !== undefined ? lt(messages.id, query.before) : undefined,
          forward ? gt(messages.id, query.after!) : undefined,
        ),
      )
      .orderBy(forward ? asc(messages.id) : desc(messages.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit).map(toMessage);
    return { items: forward ? page : page.reverse(), hasMore: rows.length > limit };
  }

  /** Posts a message; answers it and whether it is new (a resent clientKey answers the stored one). */
  async post(
    user: AuthUser,
    channelId: number,
    input: PostMessageInput,
  ): Promise<{ message: ChannelMessage; created: boolean }> {
    await channelForMember(this.db, user, channelId);
    const clientKey = input.clientKey || null;
    if (clientKey) {
      const stored = await this.byClientKey(channelId, user.id, clientKey);
      if (stored) return { message: stored, created: false };
    }
    const mentions = [...new Set((input.mentions ?? []).map((id) => id.toLowerCase()))];
    await this.assertMembers(channelId, mentions);
    const links = await resolveLinks(this.db, user, input.links ?? []);
    const id = await this.db.transaction(async (tx) => {
      // Messages of one channel take their ids under its row lock, so they commit in id order: a
      // client that holds id n and asks for those after n can never miss a slower, smaller one.
      await tx.select({ id: channels.id }).from(channels).where(eq(channels.id, channelId)).for('update');
      const [inserted] = await tx
        .insert(messages)
        .values({ channelId, authorId: user.id, body: input.body, mentions, links, clientKey })
        .onConflictDoNothing()
        .returning({ id: messages.id });
      if (!inserted) return null;
      const [channel] = await tx
        .update(channels)
        .set({ lastMessageId: inserted.id, updatedAt: new Date() })
        .where(eq(channels.id, channelId))
        .returning({ ticketId: channels.ticketId });
      // A message in a ticket's thread is activity on the ticket (its list's "last activity").
      if (channel?.ticketId != null)
        await tx.update(tickets).set({ lastActivityAt: new Date() }).where(eq(tickets.id, channel.ticketId));
      // Writing a message reads the channel up to it.
      await tx
        .update(channelMembers)
        .set({ lastReadMessageId: sql`greatest(${channelMembers.lastReadMessageId}, ${inserted.id})` })
        .where(and(eq(channelMembers.channelId, channelId), eq(channelMembers.userId, user.id)));
      return inserted.id;
    });
    if (id === null) {
      // The same post arrived twice at once: the other one stored it.
      const stored = clientKey ? await this.byClientKey(channelId, user.id, clientKey) : undefined;
      if (stored) return { message: stored, created: false };
      throw new Error('The message was neither stored nor found');
    }
    const message = await messageById(this.db, id);
    await this.notifier.messagePosted(message, mentions);
    return { message, created: true };
  }

  /** Marks the channel read up to `messageId` (never backwards, never past its newest message). */
  async markRead(subject: Subject, channelId: number, messageId: number) {
    const channel = await channelForMember(this.db, subject, channelId);
    const upTo = Math.min(messageId, channel.lastMessageId);
    const [changed] = await this.db
      .update(channelMembers)
      .set({ lastReadMessageId: upTo })
      .where(
        and(
          eq(channelMembers.channelId, channelId),
          eq(channelMembers.userId, subject.id),
          lt(channelMembers.lastReadMessageId, upTo),
        ),
      )
      .returning({ channelId: channelMembers.channelId });
    if (changed) await this.notifier.readChanged(subject, channelId);
    return unreadOf(this.db, subject, channelId);
  }

  private async byClientKey(channelId: number, authorId: string, clientKey: string) {
    const [row] = await this.db
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.channelId, channelId),
          eq(messages.authorId, authorId),
          eq(messages.clientKey, clientKey),
        ),
      );
    return row ? messageById(this.db, row.id) : undefined;
  }

  /** 400 on mentions unless every one is an active member of the channel. */
  private async assertMembers(channelId: number, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    const found = await this.db
      .select({ userId: channelMembers.userId })
      .from(channelMembers)
      .where(
        and(
          eq(channelMembers.channelId, channelId),
          inArray(channelMembers.userId, [...ids]),
          isNull(channelMembers.leftAt),
        ),
      );
    if (found.length !== ids.length)
      throw badRequest('Some fields are not valid.', { mentions: 'Mention only members of this channel' });
  }
}
