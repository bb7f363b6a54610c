/**
 * The ticket page's actions for generated paths (flow-model.ts): a support agent and a client user
 * on an open ticket. Steps the lifecycle opens (start) and one it does not (reopen an open ticket),
 * a change of priority and a staff-only change (the assignee); the call may answer the ticket or
 * fail (409: moved on meanwhile).
 */
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import { ticketStepsMachine } from './ticket-steps.machine';
import type { TicketRow, TicketStepsEvent } from './ticket-steps.types';

const ticket: TicketRow = {
  id: 7,
  ticketNumber: 1007,
  name: 'Order 1042 held: why?',
  description: null,
  type: 'General Support',
  priority: 2,
  status: 'Open',
  vendorId: 1,
  createdBy: null,
  assigneeUserId: null,
  collaboratorUserIds: [],
  putIntoBackLog: false,
  exceptionHoldId: null,
  exceptionMarker: null,
  lastActivityAt: '2026-11-29T10:00:00Z',
  resolvedAt: null,
  version: 1,
  createdAt: '2026-11-29T10:00:00Z',
  updatedAt: '2026-11-29T10:00:00Z',
};

export const supportAgent = {
  permissions: ['support.tickets.viewAll', 'support.tickets.update'],
  userRoles: ['manager'],
};
export const clientUser = { permissions: ['support.tickets.create'], userRoles: ['vendor'] };

const failure = (status: number, message: string) =>
  Object.assign(asCallFailure(new Error(message)), { status, fields: {} });

export const ticketStepsModel = defineFlowModel({
  machine: ticketStepsMachine,
  inputs: [{ user: supportAgent }, { user: clientUser }],
  events: (): TicketStepsEvent[] => [
    { type: 'ticket.step', ticket, step: 'start' },
    { type: 'ticket.step', ticket, step: 'reopen' },
    { type: 'ticket.change', ticket, change: { priority: 3 } },
    { type: 'ticket.change', ticket, change: { assigneeUserId: '00000000-0000-4000-8000-000000000001' } },
    { type: 'ticket.retry' },
    { type: 'ticket.dismiss' },
  ],
  answers: {
    runAction: {
      output: [{ ...ticket, status: 'InProgress', version: 2 }],
      error: [failure(409, 'The ticket was changed by someone else: reload it.')],
    },
  },
  facets: (s) => ({
    pending: s.context.pending?.action.kind ?? null,
    error: s.context.error !== null,
    done: Math.min(s.context.done, 1),
  }),
});
