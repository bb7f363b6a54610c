/**
 * The internal channel of a purchase order (permission 'Purchase order internal channel') and the
 * channel of a support ticket: one per document, created the first time someone opens it; whoever
 * opens it becomes a member. Opening needs the document's view permission (403) and the document in
 * the user's scope (404, as the document's own calls answer).
 */
import { and, eq } from 'drizzle-orm';
import { PO_CHANNEL_PERMISSION, type ChannelDetail } from '../../../src/domain/communications';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import { channelMembers, channels, tickets } from '../../db/schema';
import { notFound } from '../../http/errors';
import { poResource } from '../../resources/declarations/inbound';
import { ticketResource } from '../../resources/declarations/support';
import { findOrder } from '../inbound/purchase-order-access.repository';
import { fullName } from './channel-access.policy';
import { enrol } from './channel-membership.service';
import { channelDetail } from './channel-summaries.queries';
import type { CommsNotifier } from './comms-notifier.events';
import { requireAny, scopeCondition } from '../../auth/policy';

type DocumentKey = { kind: 'purchase_order'; purchaseOrderId: number } | { kind: 'ticket'; ticketId: number };

export class DocumentChannels {
  constructor(
    private readonly db: Db,
    private readonly notifier: CommsNotifier,
  ) {}

  async purchaseOrder(user: AuthUser, purchaseOrderId: number): Promise<ChannelDetail> {
    requireAny(user, poResource.permissions.view);
    requireAny(user, [PO_CHANNEL_PERMISSION]);
    return this.open(user, { kind: 'purchase_order', purchaseOrderId }, (tx) =>
      findOrder(tx, poResource, user, purchaseOrderId).then(() => undefined),
    );
  }

  async ticket(user: AuthUser, ticketId: number): Promise<ChannelDetail> {
    requireAny(user, ticketResource.permissions.view);
    return this.open(user, { kind: 'ticket', ticketId }, async (tx) => {
      const [row] = await tx
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(eq(tickets.id, ticketId), scopeCondition(ticketResource, user)));
      if (!row) throw notFound('Ticket');
    });
  }

  /** The document's channel, created if missing, with the user made a member. */
  private async open(
    user: AuthUser,
    key: DocumentKey,
    assertVisible: (tx: Tx) => Promise<void>,
  ): Promise<ChannelDetail> {
    const column = key.kind === 'purchase_order' ? channels.purchaseOrderId : channels.ticketId;
    const documentId = key.kind === 'purchase_order' ? key.purchaseOrderId : key.ticketId;
    const { channelId, joined } = await this.db.transaction(async (tx) => {
      await assertVisible(tx);
      await tx
        .insert(channels)
        .values({ ...key, createdBy: user.id })
        .onConflictDoNothing({ target: column });
      const [channel] = await tx.select().from(channels).where(eq(column, documentId));
      if (!channel) throw notFound('Channel');
      const [membership] = await tx
        .select()
        .from(channelMembers)
        .where(and(eq(channelMembers.channelId, channel.id), eq(channelMembers.userId, user.id)));
      if (membership && membership.leftAt === null) return { channelId: channel.id, joined: false };
      await enrol(tx, channel, [user.id]);
      await recordAction(tx, {
        actorId: user.id,
        resource: 'channels',
        resourceId: channel.id,
        action: 'join',
        before: null,
        after: { ...key, userId: user.id },
      });
      return { channelId: channel.id, joined: true };
    });
    if (joined)
      await this.notifier.membersChanged(channelId, 'joined', { id: user.id, name: fullName(user) });
    return channelDetail(this.db, user, channelId);
  }
}
