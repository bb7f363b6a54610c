/**
 * "Open a ticket" about an object (an order, a purchase order, …): the ticket form with the object
 * linked (newTicketPathFor). Shown only to users who may open tickets (support.tickets.create).
 */
import { Link } from 'wouter';
import { ticketsContract } from '../domain/contracts/tickets';
import { newTicketPathFor, type TicketLinkKind } from '../domain/support/ticket-links';
import { usePermissions } from '../machines/use-app';
import { buttonClass } from './button';

export function OpenTicketLink({ kind, id }: { kind: TicketLinkKind; id: number | string }) {
  const { allows } = usePermissions();
  if (!allows(ticketsContract.permissions.create)) return null;
  return (
    <Link href={newTicketPathFor(kind, id)} className={buttonClass({ variant: 'secondary' })}>
      Open a ticket
    </Link>
  );
}
