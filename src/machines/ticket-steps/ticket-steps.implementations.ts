/** The ticket page's actions over the API: a lifecycle step, or an edit of the shown version. */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/http';
import { editTicket, takeTicketStep } from '../../api/tickets.api';
import { failingAs } from '../api-failure';
import { ticketStepsMachine } from './ticket-steps.machine';
import type { TicketActionInput, TicketRow } from './ticket-steps.types';

export function createTicketStepsMachine(api: ApiClient) {
  return ticketStepsMachine.provide({
    actors: {
      runAction: fromPromise<TicketRow, TicketActionInput>(({ input, signal }) =>
        failingAs(
          input.action.kind === 'step'
            ? takeTicketStep(api, input.ticket.id, input.action.step, input.ticket.version, signal)
            : editTicket(api, input.ticket, input.action.change, input.isStaff, signal),
        ),
      ),
    },
  });
}
