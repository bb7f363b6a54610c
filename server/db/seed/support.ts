/**
 * Support tickets with their threads (issue 19), opened and worked through the tickets' own service
 * (tickets.service.ts: links, history, automation events) on the seed's clock: a brand asks about a
 * damaged delivery and support answers in the ticket's conversation; another brand reports a short
 * purchase order; and the exception job opens the ticket of an order held for a missing SKU longer
 * than its 4 hours (exception-tickets.service.ts), suggesting the help page tagged for that marker.
 * The threads are written as the communications module writes them (see communications.ts).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { recordAction } from '../../audit/action-log';
import { openExceptionTickets } from '../../modules/support/exception-tickets.service';
import { createTicket, editTicket, takeTicketStep } from '../../modules/support/tickets.service';
import { channelMembers, channels, messages, orders, purchaseOrders, tickets } from '../schema';
import { DAY, HOUR, type SeedContext, type SeedStep } from './context';

const MANAGER = 'manager@dockhand.test';
const NORTHWIND = 'brand@northwind.test';
const BLUEPEAK = 'brand@bluepeak.test';

export function supportTickets(ctx: SeedContext): SeedStep[] {
  const { tx } = ctx;
  const as = (email: string) => ({ db: ctx.db, clock: ctx.clock, user: ctx.user(email) });
  const ids: { damaged?: number; shortPo?: number } = {};
  const threads = new Map<number, number>();

  /** The ticket's channel (made on first post) and one message in it. */
  const post = async (ticketId: number, email: string, body: string) => {
    const authorId = ctx.userId(email);
    const at = ctx.clock.now();
    let channelId = threads.get(ticketId);
    if (!channelId) {
      const [channel] = await tx
        .insert(channels)
        .values({ kind: 'ticket', ticketId, createdBy: authorId, createdAt: at, updatedAt: at })
        .returning({ id: channels.id });
      channelId = channel!.id;
      threads.set(ticketId, channelId);
      await recordAction(tx, {
        actorId: authorId,
        resource: 'channels',
        resourceId: channelId,
        action: 'create',
        before: null,
        after: { kind: 'ticket', ticketId },
        at,
      });
    }
    await tx
      .insert(channelMembers)
      .values({ channelId, userId: authorId, joinedAt: at })
      .onConflictDoNothing();
    const [message] = await tx
      .insert(messages)
      .values({ channelId, authorId, body, createdAt: at })
      .returning({ id: messages.id });
    await tx
      .update(channels)
      .set({ lastMessageId: message!.id, updatedAt: at })
      .where(eq(channels.id, channelId));
    await tx
      .update(channelMembers)
      .set({ lastReadMessageId: sql`greatest(${channelMembers.lastReadMessageId}, ${message!.id})` })
      .where(and(eq(channelMembers.channelId, channelId), eq(channelMembers.userId, authorId)));
    await tx.update(tickets).set({ lastActivityAt: at }).where(eq(tickets.id, ticketId));
  };

  const firstOf = async (vendor: string, table: typeof orders | typeof purchaseOrders) => {
    const [row] = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.vendorId, ctx.vendorId(vendor)))
      .orderBy(asc(table.id))
      .limit(1);
    return row?.id ?? null;
  };

  return [
    {
      at: ctx.ago(6 * DAY),
      run: async () => {
        const orderId = await firstOf('NWG', orders);
        const ticket = await createTicket(as(NORTHWIND), {
          name: 'Customer says the parcel arrived damaged',
          description:
            'The customer sent photos: the outer carton is crushed and **two mugs are broken**.\n\n- Can you check how it was packed?\n- We would like a reship of the two mugs.',
          type: 'General Support',
          priority: 3,
          link: orderId ? `order:${orderId}` : null,
        });
        ids.damaged = ticket.id;
        await post(
          ticket.id,
          NORTHWIND,
          'Photos are in our shared drive; happy to forward them if you need them.',
        );
      },
    },
    {
      at: ctx.ago(6 * DAY - 2 * HOUR),
      run: async () => {
        const id = ids.damaged!;
        const started = await takeTicketStep(as(MANAGER), id, 'start', {});
        await editTicket(as(MANAGER), {
          id,
          version: started.version,
          name: started.name,
          description: started.description,
          type: started.type,
          priority: started.priority,
          collaboratorUserIds: started.collaboratorUserIds,
          assigneeUserId: ctx.userId(MANAGER),
          putIntoBackLog: false,
        });
        await post(
          id,
          MANAGER,
          'Sorry about that. The mugs went out in a single-wall carton; we are switching them to double-wall. A reship of the two mugs is being prepared.',
        );
      },
    },
    {
      at: ctx.ago(5 * DAY),
      run: async () => {
        const ticket = await takeTicketStep(as(MANAGER), ids.damaged!, 'wait-on-client', {});
        await post(
          ticket.id,
          MANAGER,
          'Could you confirm the address is unchanged before we ship the reship?',
        );
      },
    },
    {
      at: ctx.ago(2 * DAY),
      run: async () => {
        const poId = await firstOf('BPO', purchaseOrders);
        const ticket = await createTicket(as(BLUEPEAK), {
          name: 'Purchase order received short',
          description:
            'The supplier says 240 units shipped; the receipt shows fewer. Can you recount the pallet?',
          type: 'General Support',
          priority: 2,
          link: poId ? `purchase_order:${poId}` : null,
        });
        ids.shortPo = ticket.id;
        await post(ticket.id, BLUEPEAK, 'The bill of lading says 10 cartons of 24.');
      },
    },
    {
      at: ctx.ago(HOUR),
      run: async () => {
        // The job's look at held orders, for missing SKUs only (their 4 hours have passed); should
        // the history hold none, for orders short of stock two days and more.
        const opened = await openExceptionTickets(ctx.db, ctx.clock, { MISSING_SKU: 4 });
        if (opened === 0) await openExceptionTickets(ctx.db, ctx.clock, { NOT_ENOUGH_INVENTORY: 48 });
      },
    },
  ];
}
