/**
 * The lifecycle of a support ticket (issue 19): the only authority for its statuses, the steps each
 * offers and who may take them. The server refuses through `ticketStepRefusal`; the view offers what
 * `ticketNextSteps` says. Steps are support staff's (support.tickets.update): a client follows the
 * ticket and answers in its thread, staff move it.
 *
 * Open → In progress (`start`) → Waiting on client (`wait-on-client`) → In progress (`start`) …
 * Any open status → Resolved (`resolve`) or Closed (`close`); Resolved → Closed (`close`);
 * Resolved or Closed → Open (`reopen`). An exception ticket resolves itself when its hold is released.
 */
export const ticketStatuses = ['Open', 'InProgress', 'WaitingOnClient', 'Resolved', 'Closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export const ticketStatusLabels: Record<TicketStatus, string> = {
  Open: 'Open',
  InProgress: 'In progress',
  WaitingOnClient: 'Waiting on client',
  Resolved: 'Resolved',
  Closed: 'Closed',
};

export const ticketStatusTones: Record<
  TicketStatus,
  'neutral' | 'accent' | 'warning' | 'success' | 'danger'
> = {
  Open: 'accent',
  InProgress: 'accent',
  WaitingOnClient: 'warning',
  Resolved: 'success',
  Closed: 'neutral',
};

/** What "show open" means: every status someone still has to act on. */
export const openTicketStatuses = [
  'Open',
  'InProgress',
  'WaitingOnClient',
] as const satisfies readonly TicketStatus[];

export const ticketSteps = ['start', 'wait-on-client', 'resolve', 'close', 'reopen'] as const;
export type TicketStep = (typeof ticketSteps)[number];

export const ticketStepLabels: Record<TicketStep, string> = {
  start: 'Start work',
  'wait-on-client': 'Wait on client',
  resolve: 'Resolve',
  close: 'Close',
  reopen: 'Reopen',
};

/** From which statuses each step may be taken, and where it leaves the ticket. */
export const ticketTransitions: Record<TicketStep, { from: readonly TicketStatus[]; to: TicketStatus }> = {
  start: { from: ['Open', 'WaitingOnClient'], to: 'InProgress' },
  'wait-on-client': { from: ['Open', 'InProgress'], to: 'WaitingOnClient' },
  resolve: { from: ['Open', 'InProgress', 'WaitingOnClient'], to: 'Resolved' },
  close: { from: ['Open', 'InProgress', 'WaitingOnClient', 'Resolved'], to: 'Closed' },
  reopen: { from: ['Resolved', 'Closed'], to: 'Open' },
};

/** Support staff set status, assignee and backlog (the ticket form's staff-only fields too). */
export const TICKET_STAFF_PERMISSION = 'support.tickets.update';

export const ticketStepPermissions: Record<TicketStep, readonly string[]> = {
  start: [TICKET_STAFF_PERMISSION],
  'wait-on-client': [TICKET_STAFF_PERMISSION],
  resolve: [TICKET_STAFF_PERMISSION],
  close: [TICKET_STAFF_PERMISSION],
  reopen: [TICKET_STAFF_PERMISSION],
};

export const isTicketStep = (value: unknown): value is TicketStep =>
  typeof value === 'string' && (ticketSteps as readonly string[]).includes(value);

export const ticketStatusLabel = (status: string): string =>
  ticketStatusLabels[status as TicketStatus] ?? status;

/** Why `step` cannot be taken from `status`, in the words the view shows; null when it can. */
export function ticketStepRefusal(ticket: { status: string }, step: TicketStep): string | null {
  const { from, to } = ticketTransitions[step];
  if (from.includes(ticket.status as TicketStatus)) return null;
  if (ticket.status === to) return `This ticket is already ${ticketStatusLabel(to).toLowerCase()}.`;
  return `A ${ticketStatusLabel(ticket.status).toLowerCase()} ticket cannot be moved to ${ticketStatusLabel(to).toLowerCase()}.`;
}

/** The steps a ticket offers now. */
export const ticketNextSteps = (ticket: { status: string }): TicketStep[] =>
  ticketSteps.filter((step) => ticketStepRefusal(ticket, step) === null);
