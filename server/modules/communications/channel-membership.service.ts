/**
 * Direct and group channels and their members: a direct channel per pair of users (asking again
 * answers the same one), groups with a name and members, joining an open group, leaving, adding
 * members. Each write is one transaction with its action-log row; the member events follow the commit.
 */
import { and, asc, eq, isNull, notExists, sql } from 'drizzle-orm';
import type { ChannelDetail, GroupChannelInput } from '../../../src/domain/communications';
import { recordAction } from '../../audit/action-log';
import type { Db, Tx } from '../../db/client';
import { channelMembers, channels } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { channelForMember, fullName, isStaff, type Channel, type Subject } from './channel-access.policy';
import { channelDetail } from './channel-summaries.queries';
import type { CommsNotifier } from './comms-notifier.events';
import { assertReachable } from './people.queries';

const actorOf = (subject: Subject) => ({ id: subject.id, name: fullName(subject) });

/**
 * Makes the users active members: new ones start with everything so far read (a long history is no
 * backlog of unread messages); those who left come back; active members stay as they are.
 */
export async function enrol(tx: Tx, channel: Channel, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .insert(channelMembers)
    .values(
      userIds.map((userId) => ({
        channelId: channel.id,
        userId,
        lastReadMessageId: sql`(select c.last_message_id from channels c where c.id = ${channel.id})`,
      })),
    )
    .onConflictDoUpdate({
      target: [channelMembers.channelId, channelMembers.userId],
      set: {
        leftAt: null,
        joinedAt: sql`case when ${channelMembers.leftAt} is null then ${channelMembers.joinedAt} else now() end`,
        lastReadMessageId: sql`case when ${channelMembers.leftAt} is null then ${channelMembers.lastReadMessageId} else excluded.last_read_message_id end`,
      },
    });
}

export class ChannelMembership {
  constructor(
    private readonly db: Db,
    private readonly notifier: CommsNotifier,
  ) {}

  /** The one direct channel of the subject and `peerId`, created on first use. */
  async direct(subject: Subject, peerId: string): Promise<{ channel: ChannelDetail; created: boolean }> {
    if (peerId.toLowerCase() === subject.id)
      throw badRequest('Some fields are not valid.', { userId: 'Choose someone other than yourself' });
    await assertReachable(this.db, subject, [peerId], 'userId');
    const directKey = [subject.id, peerId.toLowerCase()].sort().join(':');
    const created = await this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(channels)
        .values({ kind: 'direct', directKey, createdBy: subject.id })
        .onConflictDoNothing({ target: channels.directKey })
        .returning();
      if (!inserted) return false;
      await enrol(tx, inserted, [subject.id, peerId]);
      await recordAction(tx, {
        actorId: subject.id,
        resource: 'channels',
        resourceId: inserted.id,
        action: 'create',
        before: null,
        after: { kind: 'direct', members: [subject.id, peerId] },
      });
      return true;
    });
    const [row] = await this.db.select().from(channels).where(eq(channels.directKey, directKey));
    if (!row) throw notFound('Channel');
    if (created) await this.notifier.membersChanged(row.id, 'added', actorOf(subject));
    return { channel: await channelDetail(this.db, subject, row.id), created };
  }

  /** A new group of the subject and the members chosen. */
  async group(subject: Subject, input: GroupChannelInput): Promise<ChannelDetail> {
    const memberIds = [...new Set(input.memberIds.map((id) => id.toLowerCase()))].filter(
      (id) => id !== subject.id,
    );
    await assertReachable(this.db, subject, memberIds, 'memberIds');
    const channelId = await this.db.transaction(async (tx) => {
      const [channel] = await tx
        .insert(channels)
        .values({ kind: 'group', name: input.name, isOpen: input.isOpen ?? true, createdBy: subject.id })
        .returning();
      await enrol(tx, channel!, [subject.id, ...memberIds]);
      await recordAction(tx, {
        actorId: subject.id,
        resource: 'channels',
        resourceId: channel!.id,
        action: 'create',
        before: null,
        after: {
          kind: 'group',
          name: input.name,
          isOpen: channel!.isOpen,
          members: [subject.id, ...memberIds],
        },
      });
      return channel!.id;
    });
    await this.notifier.membersChanged(channelId, 'added', actorOf(subject));
    return channelDetail(this.db, subject, channelId);
  }

  /** Open groups a staff user could join (vendor users join only by being added). */
  async joinable(subject: Subject) {
    if (!isStaff(subject)) return { items: [] };
    const rows = await this.db
      .select({
        id: channels.id,
        name: channels.name,
        memberCount: sql<number>`(select count(*)::int from channel_members mc where mc.channel_id = ${channels.id} and mc.left_at is null)`,
      })
      .from(channels)
      .where(
        and(
          eq(channels.kind, 'group'),
          eq(channels.isOpen, true),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(channelMembers)
              .where(
                and(
                  eq(channelMembers.channelId, channels.id),
                  eq(channelMembers.userId, subject.id),
                  isNull(channelMembers.leftAt),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(channels.name));
    return { items: rows.map((r) => ({ ...r, name: r.name ?? 'Group' })) };
  }

  /** Joins an open group (staff only); joining a group one is in changes nothing. */
  async join(subject: Subject, channelId: number): Promise<ChannelDetail> {
    const [channel] = await this.db.select().from(channels).where(eq(channels.id, channelId));
    if (!channel || channel.kind !== 'group' || !channel.isOpen || !isStaff(subject)) {
      // A closed group's members may still "join" it: it is theirs already.
      await channelForMember(this.db, subject, channelId);
      return channelDetail(this.db, subject, channelId);
    }
    const joined = await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(channelMembers)
        .where(and(eq(channelMembers.channelId, channelId), eq(channelMembers.userId, subject.id)));
      if (before && before.leftAt === null) return false;
      await enrol(tx, channel, [subject.id]);
      await recordAction(tx, {
        actorId: subject.id,
        resource: 'channels',
        resourceId: channelId,
        action: 'join',
        before: null,
        after: { userId: subject.id },
      });
      return true;
    });
    if (joined) await this.notifier.membersChanged(channelId, 'joined', actorOf(subject));
    return channelDetail(this.db, subject, channelId);
  }

  /** Leaves a group or a document's channel; a direct conversation cannot be left. */
  async leave(subject: Subject, channelId: number): Promise<{ channelId: number; left: true }> {
    const channel = await channelForMember(this.db, subject, channelId);
    if (channel.kind === 'direct') throw conflict('A direct conversation cannot be left.');
    await this.db.transaction(async (tx) => {
      await tx
        .update(channelMembers)
        .set({ leftAt: new Date() })
        .where(and(eq(channelMembers.channelId, channelId), eq(channelMembers.userId, subject.id)));
      await recordAction(tx, {
        actorId: subject.id,
        resource: 'channels',
        resourceId: channelId,
        action: 'leave',
        before: { userId: subject.id },
        after: null,
      });
    });
    await this.notifier.membersChanged(channelId, 'left', actorOf(subject), [subject.id]);
    return { channelId, left: true };
  }

  /** Adds members to a group the subject belongs to. */
  async addMembers(subject: Subject, channelId: number, userIds: readonly string[]): Promise<ChannelDetail> {
    const channel = await channelForMember(this.db, subject, channelId);
    if (channel.kind !== 'group')
      throw conflict(
        'Members are added to groups only: a document’s channel is joined by opening the document.',
      );
    const ids = [...new Set(userIds.map((id) => id.toLowerCase()))];
    await assertReachable(this.db, subject, ids, 'userIds');
    await this.db.transaction(async (tx) => {
      await enrol(tx, channel, ids);
      await recordAction(tx, {
        actorId: subject.id,
        resource: 'channels',
        resourceId: channelId,
        action: 'addMembers',
        before: null,
        after: { userIds: ids },
      });
    });
    await this.notifier.membersChanged(channelId, 'added', actorOf(subject));
    return channelDetail(this.db, subject, channelId);
  }
}
