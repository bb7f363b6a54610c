/**
 * The Communications Center's live events (spec §7), sent through the hub after the change committed,
 * only to members who may still use the channel. A failure here never fails the call that caused it:
 * clients catch up by id when they reconnect.
 */
import { eq } from 'drizzle-orm';
import {
  channelPath,
  CommsEvents,
  type ChannelMemberUpdate,
  type ChannelMessage,
  type UnreadCountUpdate,
  type UserTyped,
} from '../../../src/domain/communications';
import type { Db } from '../../db/client';
import { channels, purchaseOrders, tickets } from '../../db/schema';
import type { Hub } from '../../hub/hub';
import { channelAudience, type Channel, type Subject } from './channel-access.policy';
import { membersOf } from './channel-summaries.queries';
import { unreadFor } from './unread.queries';

export type HubSender = Pick<Hub, 'sendToUsers'>;

export interface EventLog {
  error(details: object, message: string): void;
}

/** Spec §7 Notify: a short text and where it leads (the toast shows it for 3 seconds). */
export interface NotifyPayload {
  message: string;
  link: string;
  kind: 'mention';
}

export class CommsNotifier {
  constructor(
    private readonly db: Db,
    private readonly hub: HubSender,
    private readonly log: EventLog,
  ) {}

  private async guarded(what: string, work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (err) {
      this.log.error({ err }, `communications: ${what} could not be sent`);
    }
  }

  /** A new message: to every member; their unread counts; Notify to each member mentioned. */
  messagePosted(message: ChannelMessage, mentions: readonly string[]): Promise<void> {
    return this.guarded('a new message', async () => {
      const audience = await channelAudience(this.db, message.channelId);
      if (!audience) return;
      const ids = audience.subjects.map((s) => s.id);
      this.hub.sendToUsers(ids, CommsEvents.newMessage, [message]);
      // The author too: posting marks the channel read for them, which may lower their total.
      await this.sendUnread(audience.subjects, message.channelId);
      const mentioned = ids.filter((id) => id !== message.authorId && mentions.includes(id));
      if (mentioned.length === 0) return;
      const where = await this.placeOf(audience.channel);
      const notify: NotifyPayload = {
        kind: 'mention',
        message: `${message.authorName} mentioned you in ${where}`,
        link: channelPath(message.channelId),
      };
      this.hub.sendToUsers(mentioned, 'Notify', [notify]);
    });
  }

  /** Someone's read position moved: their counts, to all their tabs (the navigation badge). */
  readChanged(subject: Subject, channelId: number): Promise<void> {
    return this.guarded('unread counts', () => this.sendUnread([subject], channelId));
  }

  /** Members joined, left or were added: the new member list to the members (and to whoever left). */
  membersChanged(
    channelId: number,
    change: ChannelMemberUpdate['change'],
    actor: { id: string; name: string },
    alsoTo: readonly string[] = [],
  ): Promise<void> {
    return this.guarded('a member update', async () => {
      const audience = await channelAudience(this.db, channelId);
      if (!audience) return;
      const update: ChannelMemberUpdate = {
        channelId,
        change,
        userId: actor.id,
        name: actor.name,
        members: await membersOf(this.db, channelId),
      };
      const ids = [...new Set([...audience.subjects.map((s) => s.id), ...alsoTo])];
      this.hub.sendToUsers(ids, CommsEvents.memberUpdate, [update]);
    });
  }

  /** Someone opened or closed the channel on screen: to the other members. */
  viewingChanged(channelId: number, change: 'viewing' | 'away', actor: { id: string; name: string }) {
    return this.guarded('a member update', async () => {
      const audience = await channelAudience(this.db, channelId);
      if (!audience) return;
      const update: ChannelMemberUpdate = { channelId, change, userId: actor.id, name: actor.name };
      const others = audience.subjects.map((s) => s.id).filter((id) => id !== actor.id);
      if (others.length > 0) this.hub.sendToUsers(others, CommsEvents.memberUpdate, [update]);
    });
  }

  /** Someone is typing: to the other members. */
  typed(typing: UserTyped, recipients: readonly string[]): void {
    const others = recipients.filter((id) => id !== typing.userId);
    if (others.length > 0) this.hub.sendToUsers(others, CommsEvents.userTyped, [typing]);
  }

  private async sendUnread(subjects: readonly Subject[], channelId: number): Promise<void> {
    const counts = await unreadFor(this.db, subjects);
    for (const subject of subjects) {
      const mine = counts.get(subject.id) ?? { total: 0, channels: [] };
      const update: UnreadCountUpdate = {
        channelId,
        unread: mine.channels.find((c) => c.channelId === channelId)?.unread ?? 0,
        total: mine.total,
      };
      this.hub.sendToUsers([subject.id], CommsEvents.unreadCount, [update]);
    }
  }

  /** How a mention names the channel (a direct message names nobody else). */
  private async placeOf(channel: Channel): Promise<string> {
    if (channel.kind === 'group') return `#${channel.name ?? 'group'}`;
    if (channel.kind === 'direct') return 'a direct message';
    if (channel.kind === 'purchase_order' && channel.purchaseOrderId !== null) {
      const [po] = await this.db
        .select({ orderNumber: purchaseOrders.orderNumber })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.id, channel.purchaseOrderId));
      return `the channel of purchase order ${po?.orderNumber ?? channel.purchaseOrderId}`;
    }
    const [ticket] = await this.db
      .select({ ticketNumber: tickets.ticketNumber })
      .from(tickets)
      .innerJoin(channels, eq(channels.ticketId, tickets.id))
      .where(eq(channels.id, channel.id));
    return `the channel of ticket #${ticket?.ticketNumber ?? ''}`;
  }
}
