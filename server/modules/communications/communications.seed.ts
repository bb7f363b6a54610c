/**
 * The demo conversations (server/db/seed/): an open staff group with a few messages, one linking a
 * purchase order, and a direct message, so the Communications Center shows something on first start.
 * The readers' positions are set so that some demo users have unread messages.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { channelMembers, channels, messages, purchaseOrders } from '../../db/schema';

const staff = [
  'developer@dockhand.test',
  'superadmin@dockhand.test',
  'admin@dockhand.test',
  'manager@dockhand.test',
  'warehouse@dockhand.test',
  'manufacturing@dockhand.test',
];

export async function seedCommunications(tx: Tx, userId: (email: string) => string): Promise<void> {
  const [restock] = await tx
    .select({ id: purchaseOrders.id, orderNumber: purchaseOrders.orderNumber })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.orderNumber, 'PO-NWG-2041'));
  const manager = userId('manager@dockhand.test');
  const warehouse = userId('warehouse@dockhand.test');
  const admin = userId('admin@dockhand.test');
  const hour = 3600_000;
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour);

  const [operations] = await tx
    .insert(channels)
    .values({ kind: 'group', name: 'Operations', isOpen: true, createdBy: manager, createdAt: at(30) })
    .returning();
  const [direct] = await tx
    .insert(channels)
    .values({
      kind: 'direct',
      directKey: [admin, manager].sort().join(':'),
      createdBy: admin,
      createdAt: at(20),
    })
    .returning();
  await tx
    .insert(channelMembers)
    .values([
      ...staff.map((email) => ({ channelId: operations!.id, userId: userId(email), joinedAt: at(30) })),
      { channelId: direct!.id, userId: admin, joinedAt: at(20) },
      { channelId: direct!.id, userId: manager, joinedAt: at(20) },
    ]);

  const posted = await tx
    .insert(messages)
    .values([
      {
        channelId: operations!.id,
        authorId: manager,
        body: `Morning all — the Northwind holiday restock (${restock?.orderNumber ?? 'PO-NWG-2041'}) is due next week. Walt, can Dallas hold a dock door for it?`,
        mentions: [warehouse],
        links: restock
          ? [{ type: 'purchase_order', id: restock.id, label: `Purchase order ${restock.orderNumber}` }]
          : [],
        createdAt: at(26),
      },
      {
        channelId: operations!.id,
        authorId: warehouse,
        body: 'Door 4 is reserved for it. We will check lot numbers and expiry dates on arrival.',
        createdAt: at(25),
      },
      {
        channelId: operations!.id,
        authorId: admin,
        body: 'Thanks both. Bluepeak asked for gift messages on bulk shipments; there is a ticket for it now.',
        createdAt: at(3),
      },
      {
        channelId: direct!.id,
        authorId: admin,
        body: 'Maria, could you look over the Kettle & Crumb onboarding before Friday?',
        createdAt: at(2),
      },
    ])
    .returning({ id: messages.id, channelId: messages.channelId, authorId: messages.authorId });

  for (const channel of [operations!, direct!]) {
    const mine = posted.filter((m) => m.channelId === channel.id);
    await tx
      .update(channels)
      .set({ lastMessageId: Math.max(...mine.map((m) => m.id)), updatedAt: at(2) })
      .where(eq(channels.id, channel.id));
    // Each author has read up to their own last message.
    for (const authorId of new Set(mine.map((m) => m.authorId!)))
      await tx
        .update(channelMembers)
        .set({ lastReadMessageId: Math.max(...mine.filter((m) => m.authorId === authorId).map((m) => m.id)) })
        .where(and(eq(channelMembers.userId, authorId), eq(channelMembers.channelId, channel.id)));
  }
}
