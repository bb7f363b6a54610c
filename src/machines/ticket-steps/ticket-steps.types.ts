/** The ticket page's actions machine: its input, context and events (ticket-steps.machine.ts). */
import type { TicketEdit } from '../../api/tickets.api';
import type { TicketRow } from '../../domain/contracts/tickets';
import type { PermissionHolder } from '../../domain/permissions';
import type { TicketStep } from '../../domain/ticket.lifecycle';

export type { TicketEdit, TicketRow, TicketStep };

/** One action on the ticket: a lifecycle step, or a change of its side panel's fields. */
export type TicketAction = { kind: 'step'; step: TicketStep } | { kind: 'change'; change: TicketEdit };

export interface TicketActionInput {
  /** The ticket as the page shows it (its version is the one acted on). */
  ticket: TicketRow;
  action: TicketAction;
  isStaff: boolean;
}

export interface TicketStepsInput {
  user: PermissionHolder;
}

export interface TicketStepsContext {
  user: PermissionHolder;
  /** The action running, or the one that failed (Retry runs it again). */
  pending: TicketActionInput | null;
  error: string | null;
  /** The ticket as the last action left it. */
  ticket: TicketRow | null;
  /** How many actions succeeded: the page reloads when it moves. */
  done: number;
}

export type TicketStepsEvent =
  | { type: 'ticket.step'; ticket: TicketRow; step: TicketStep }
  | { type: 'ticket.change'; ticket: TicketRow; change: TicketEdit }
  | { type: 'ticket.retry' }
  | { type: 'ticket.dismiss' };
