/**
 * The ticket form's model for generated paths (flow-model.ts): a form opened with a link or without,
 * values with a title (sent), without one (refused before anything is sent) and with a file of a type
 * that cannot be attached. The call may answer the ticket, be refused on a field or without one (back
 * to the form) or fail (retry, edit).
 */
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import { newTicketValues } from './ticket-create.logic';
import { ticketCreateMachine } from './ticket-create.machine';
import type { TicketCreateEvent, TicketRow } from './ticket-create.types';

const blob = new Blob(['x']);
const good = { ...newTicketValues('order:42'), name: 'Order 1042 held: why?' };
const untitled = newTicketValues();
const badFile = { ...good, files: [{ name: 'notes.exe', size: 10, file: blob }] };

const ticket: TicketRow = {
  id: 7,
  ticketNumber: 1007,
  name: good.name,
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

const failure = (status: number, message: string, fields: Record<string, string> = {}) =>
  Object.assign(asCallFailure(new Error(message)), { status, fields });

export const ticketCreateModel = defineFlowModel({
  machine: ticketCreateMachine,
  inputs: [{ link: 'order:42' }, { link: null }],
  events: (): TicketCreateEvent[] => [
    { type: 'ticket.submit', values: good },
    { type: 'ticket.submit', values: untitled },
    { type: 'ticket.submit', values: badFile },
    { type: 'ticket.retry' },
    { type: 'ticket.edit' },
  ],
  answers: {
    createTicket: {
      output: [ticket],
      error: [
        failure(400, 'Some fields are not valid.', {
          link: 'There is no order #42, or it is not yours to see',
        }),
        failure(400, 'The request body must be a JSON object.'),
        failure(503, 'The server answered 503.'),
      ],
    },
  },
  facets: (s) => ({
    problems: Object.keys(s.context.problems).sort(),
    error: s.context.error !== null,
    link: s.context.values.link,
  }),
});
