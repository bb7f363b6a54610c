/**
 * What the ticket page offers a user: the lifecycle's steps open from the ticket's status that the
 * user's permissions allow (src/domain/ticket.lifecycle.ts, the rules the server applies), and
 * whether they set the staff-only fields (status, assignee, backlog).
 */
import { allows, type PermissionHolder } from '../../domain/permissions';
import {
  TICKET_STAFF_PERMISSION,
  ticketNextSteps,
  ticketStepPermissions,
  type TicketStep,
} from '../../domain/ticket.lifecycle';

export const allowedTicketSteps = (ticket: { status: string }, user: PermissionHolder): TicketStep[] =>
  ticketNextSteps(ticket).filter((step) => allows(user, ticketStepPermissions[step]));

export const isTicketStaff = (user: PermissionHolder) => allows(user, [TICKET_STAFF_PERMISSION]);

/** Staff-only fields in a change: refused before sending for anyone else, as the server would. */
export const changesStaffFields = (change: Record<string, unknown>) =>
  'assigneeUserId' in change || 'putIntoBackLog' in change || 'status' in change;
