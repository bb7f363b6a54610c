/**
 * The documents a message links to: each must be one the author can see (its base's view permission
 * and tenant scope, as the document's own calls check); the label is the server's, from the document.
 */
import { and, eq } from 'drizzle-orm';
import type { MessageLink, MessageLinkType } from '../../../src/domain/communications';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { orders, purchaseOrders, tickets } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { poResource } from '../../resources/declarations/inbound';
import { orderResource } from '../../resources/declarations/orders';
import { ticketResource } from '../../resources/declarations/support';
import { scopeCondition, allows } from '../../auth/policy';

async function labelOf(db: Db, user: AuthUser, type: MessageLinkType, id: number): Promise<string | null> {
  if (type === 'purchase_order') {
    if (!allows(user, poResource.permissions.view)) return null;
    const [row] = await db
      .select({ number: purchaseOrders.orderNumber })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.id, id), scopeCondition(poResource, user)));
    return row ? `Purchase order ${row.number}` : null;
  }
  if (type === 'ticket') {
    if (!allows(user, ticketResource.permissions.view)) return null;
    const [row] = await db
      .select({ number: tickets.ticketNumber, name: tickets.name })
      .from(tickets)
      .where(and(eq(tickets.id, id), scopeCondition(ticketResource, user)));
    return row ? `Ticket #${row.number}: ${row.name}` : null;
  }
  if (!allows(user, orderResource.permissions.view)) return null;
  const [row] = await db
    .select({ number: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.id, id), scopeCondition(orderResource, user)));
  return row ? `Order ${row.number}` : null;
}

export async function resolveLinks(
  db: Db,
  user: AuthUser,
  links: readonly { type?: string; id?: number }[],
): Promise<MessageLink[]> {
  const resolved: MessageLink[] = [];
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [i, link] of links.entries()) {
    const type = link.type as MessageLinkType;
    const id = Number(link.id);
    if (seen.has(`${type}:${id}`)) continue;
    seen.add(`${type}:${id}`);
    const label = await labelOf(db, user, type, id);
    if (label === null) fields[`links[${i}]`] = 'Link only documents you can open';
    else resolved.push({ type, id, label });
  }
  if (Object.keys(fields).length > 0) throw badRequest('Some fields are not valid.', fields);
  return resolved;
}
