/** A ticket's status as a badge in the lifecycle's label and tone; its priority and type in words. */
import { badge } from 'styled-system/recipes';
import { ticketPriorityLabel, ticketTypeLabel } from '../../domain/resources/ticket.schema';
import { ticketStatusLabel, ticketStatusTones, type TicketStatus } from '../../domain/ticket.lifecycle';

export { ticketPriorityLabel, ticketTypeLabel };

export function TicketStatusBadge({ status }: { status: string }) {
  const tone = ticketStatusTones[status as TicketStatus] ?? 'neutral';
  return <span className={badge({ tone })}>{ticketStatusLabel(status)}</span>;
}

/** High and Urgent stand out; Low and Normal read as plain text. */
export function TicketPriority({ priority }: { priority: number }) {
  if (priority >= 4)
    return <span className={badge({ tone: 'danger' })}>{ticketPriorityLabel(priority)}</span>;
  if (priority === 3)
    return <span className={badge({ tone: 'warning' })}>{ticketPriorityLabel(priority)}</span>;
  return <>{ticketPriorityLabel(priority)}</>;
}
