/**
 * The demo conversations: an open staff group with a few messages (one links a purchase order) and
 * a direct message, written at their own times on the seed's clock as the communications module
 * writes them (channel-membership.service.ts, messages.service.ts): a channel and its members with
 * the channel's action-log entry; each post moves the channel's last message, and its author has
 * read up to it. The others have not read them yet, so some demo users have unread messages.
 */
import { and, eq, sql } from 'drizzle-orm';
import { recordAction } from '../../audit/action-log';
import { channelMembers, channels, messages, purchaseOrders } from '../schema';
import { HOUR, type SeedContext, type SeedStep } from './context';

const staff = [
  'developer@dockhand.test',
  'superadmin@dockhand.test',
  'admin@dockhand.test',
  'manager@dockhand.test',
  'warehouse@dockhand.test',
  'manufacturing@dockhand.test',
];

export function conversations(ctx: SeedContext): SeedStep[] {
  const { tx } = ctx;
  const manager = ctx.userId('manager@dockhand.test');
  const warehouse = ctx.userId('warehouse@dockhand.test');
  const admin = ctx.userId('admin@dockhand.test');
  const channelIds: { operations?: number; direct?: number } = {};

  const open = async (
    values: Omit<typeof channels.$inferInsert, 'createdAt'>,
    members: string[],
    logged: Record<string, unknown>,
  ) => {
    const at = ctx.clock.now();
    const [channel] = await tx
      .insert(channels)
      .values({ ...values, createdAt: at, updatedAt: at })
      .returning();
    await tx
      .insert(channelMembers)
      .values(members.map((userId) => ({ channelId: channel!.id, userId, joinedAt: at })));
    await recordAction(tx, {
      actorId: values.createdBy ?? null,
      resource: 'channels',
      resourceId: channel!.id,
      action: 'create',
      before: null,
      after: { ...logged, members },
      at,
    });
    return channel!.id;
  };
  const post = async (
    channel: 'operations' | 'direct',
    authorId: string,
    body: string,
    extra: Partial<typeof messages.$inferInsert> = {},
  ) => {
    const channelId = channelIds[channel]!;
    const at = ctx.clock.now();
    const [message] = await tx
      .insert(messages)
      .values({ channelId, authorId, body, ...extra, createdAt: at })
      .returning({ id: messages.id });
    await tx
      .update(channels)
      .set({ lastMessageId: message!.id, updatedAt: at })
      .where(eq(channels.id, channelId));
    await tx
      .update(channelMembers)
      .set({ lastReadMessageId: sql`greatest(${channelMembers.lastReadMessageId}, ${message!.id})` })
      .where(and(eq(channelMembers.channelId, channelId), eq(channelMembers.userId, authorId)));
  };

  return [
    {
      at: ctx.ago(30 * HOUR),
      run: async () => {
        const members = staff.map(ctx.userId);
        channelIds.operations = await open(
          { kind: 'group', name: 'Operations', isOpen: true, createdBy: manager },
          members,
          { kind: 'group', name: 'Operations', isOpen: true },
        );
      },
    },
    {
      at: ctx.ago(26 * HOUR),
      run: async () => {
        const [restock] = await tx
          .select({ id: purchaseOrders.id, orderNumber: purchaseOrders.orderNumber })
          .from(purchaseOrders)
          .where(eq(purchaseOrders.orderNumber, 'PO-NWG-2041'));
        await post(
          'operations',
          manager,
          `Morning all — the Northwind holiday restock (${restock!.orderNumber}) is due next week. Walt, can Dallas hold a dock door for it?`,
          {
            mentions: [warehouse],
            links: [
              { type: 'purchase_order', id: restock!.id, label: `Purchase order ${restock!.orderNumber}` },
            ],
          },
        );
      },
    },
    {
      at: ctx.ago(25 * HOUR),
      run: () =>
        post(
          'operations',
          warehouse,
          'Door 4 is reserved for it. We will check lot numbers and expiry dates on arrival.',
        ),
    },
    {
      at: ctx.ago(20 * HOUR),
      run: async () => {
        channelIds.direct = await open(
          { kind: 'direct', directKey: [admin, manager].sort().join(':'), createdBy: admin },
          [admin, manager],
          { kind: 'direct' },
        );
      },
    },
    {
      at: ctx.ago(3 * HOUR),
      run: () =>
        post(
          'operations',
          admin,
          'Thanks both. Bluepeak asked for gift messages on bulk shipments; there is a ticket for it now.',
        ),
    },
    {
      at: ctx.ago(2 * HOUR),
      run: () =>
        post('direct', admin, 'Maria, could you look over the Kettle & Crumb onboarding before Friday?'),
    },
  ];
}
