/**
 * Exceptions open tickets (issue 19): an order held by a problem marker for longer than that marker's
 * hours (src/domain/support/exception-tickets.ts, EXCEPTION_TICKET_HOURS) opens one ticket, linked to
 * the order, for the order's client, saying why and suggesting the knowledge-base pages tagged
 * `marker:<MARKER>`. One hold opens one ticket however many processes look at once: the ticket's
 * exceptionHoldId is unique and the insert does nothing on conflict. The ticket resolves itself when
 * the hold is released (order-holds.service.ts calls `resolveExceptionTickets` in the release's
 * transaction); the scheduled job (exception-tickets.job.ts) also resolves any the hook missed.
 */
import { and, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { holdTypeLabel, type ProblemMarker } from '../../../src/domain/order.lifecycle';
import type { ExceptionTicketHours } from '../../../src/domain/support/exception-tickets';
import { ticketLinkKindLabels } from '../../../src/domain/support/ticket-links';
import { openTicketStatuses } from '../../../src/domain/ticket.lifecycle';
import type { Clock } from '../../clock';
import { recordAction } from '../../audit/action-log';
import type { Db, Tx } from '../../db/client';
import { orderHolds, orders, ticketLinks, tickets } from '../../db/schema';
import { ticketResource } from '../../resources/declarations/support';
import { markerSuggestions } from './ticket-view.queries';
import { moveTicket, recordTicketEvent } from './tickets.service';

const HOUR_MS = 3_600_000;

function describe(
  order: { orderNumber: string },
  hold: { type: string; reason: string },
  hours: number,
  pages: { slug: string; title: string }[],
) {
  const lines = [
    `Order ${order.orderNumber} has been on hold for more than ${hours} hours: **${holdTypeLabel(hold.type)}**.`,
    '',
    `Reason given: ${hold.reason}`,
    '',
    'The order will not ship until the hold is released. This ticket resolves itself when it is.',
  ];
  if (pages.length) {
    lines.push('', 'These help pages explain what to do:');
    for (const p of pages) lines.push(`- [${p.title}](/docs/article/${p.slug})`);
  }
  return lines.join('\n');
}

/** Opens the tickets of holds past their marker's time; answers how many it opened. */
export async function openExceptionTickets(
  db: Db,
  clock: Clock,
  hours: ExceptionTicketHours,
): Promise<number> {
  const now = clock.now();
  const due = Object.entries(hours)
    .filter(([, h]) => (h ?? 0) > 0)
    .map(([marker, h]) =>
      and(eq(orderHolds.type, marker), lte(orderHolds.createdAt, new Date(now.getTime() - h * HOUR_MS))),
    );
  if (due.length === 0) return 0;
  const holds = await db
    .select({
      holdId: orderHolds.id,
      type: orderHolds.type,
      reason: orderHolds.reason,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      vendorId: orders.vendorId,
    })
    .from(orderHolds)
    .innerJoin(orders, eq(orders.id, orderHolds.orderId))
    .leftJoin(tickets, eq(tickets.exceptionHoldId, orderHolds.id))
    .where(and(isNull(orderHolds.releasedAt), isNull(tickets.id), or(...due)))
    .limit(200);
  let opened = 0;
  for (const hold of holds) {
    const h = hours[hold.type as ProblemMarker] ?? 0;
    const pages = await markerSuggestions(db, hold.type);
    const made = await db.transaction(async (tx) => {
      const at = clock.now();
      const [ticket] = await tx
        .insert(tickets)
        .values({
          name: `Order ${hold.orderNumber} held: ${holdTypeLabel(hold.type)}`,
          description: describe(hold, hold, h, pages),
          type: 'General Support',
          priority: 3,
          vendorId: hold.vendorId,
          exceptionHoldId: hold.holdId,
          exceptionMarker: hold.type,
          lastActivityAt: at,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: tickets.exceptionHoldId })
        .returning();
      if (!ticket) return false;
      const label = `${ticketLinkKindLabels.order} ${hold.orderNumber}`;
      await tx.insert(ticketLinks).values({
        ticketId: ticket.id,
        objectType: 'order',
        objectId: String(hold.orderId),
        label,
        createdAt: at,
      });
      await recordAction(tx, {
        actorId: null,
        resource: ticketResource.name,
        resourceId: ticket.id,
        action: 'add',
        before: null,
        after: { ...ticket, link: label },
        at,
      });
      await recordTicketEvent(tx, clock, 'TicketCreated', ticket, null);
      return true;
    });
    if (made) opened++;
  }
  return opened;
}

/**
 * Resolves the open tickets that the given holds opened (the holds were just released), in the
 * release's transaction.
 */
export async function resolveExceptionTickets(
  tx: Tx,
  clock: Clock,
  holdIds: readonly number[],
  at: Date,
  why: string,
) {
  if (holdIds.length === 0) return 0;
  const open = await tx
    .select()
    .from(tickets)
    .where(
      and(inArray(tickets.exceptionHoldId, [...holdIds]), inArray(tickets.status, [...openTicketStatuses])),
    )
    .for('update');
  for (const ticket of open) await moveTicket(tx, clock, ticket, 'Resolved', null, 'auto-resolve', at, why);
  return open.length;
}

/** Resolves the open exception tickets whose hold was released without them (the job's sweep). */
export async function resolveMissedExceptionTickets(db: Db, clock: Clock): Promise<number> {
  const missed = await db
    .select({ holdId: orderHolds.id })
    .from(tickets)
    .innerJoin(orderHolds, eq(orderHolds.id, tickets.exceptionHoldId))
    .where(and(isNotNull(orderHolds.releasedAt), inArray(tickets.status, [...openTicketStatuses])))
    .limit(500);
  if (missed.length === 0) return 0;
  return db.transaction((tx) =>
    resolveExceptionTickets(
      tx,
      clock,
      missed.map((m) => m.holdId),
      clock.now(),
      'the order’s hold was released',
    ),
  );
}
