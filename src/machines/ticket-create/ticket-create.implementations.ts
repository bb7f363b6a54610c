/** The ticket form's I/O: the files read as base64, then POST /api/common/tickets. */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/http';
import { fileAsBase64 } from '../../api/invoices.api';
import { createTicket } from '../../api/tickets.api';
import { failingAs } from '../api-failure';
import { ticketBody } from './ticket-create.logic';
import { ticketCreateMachine } from './ticket-create.machine';
import type { TicketRow, TicketValues } from './ticket-create.types';

export function createTicketCreateMachine(api: ApiClient) {
  return ticketCreateMachine.provide({
    actors: {
      createTicket: fromPromise<TicketRow, TicketValues>(async ({ input, signal }) => {
        const attachments = await Promise.all(
          input.files.map(async (f) => ({ fileName: f.name, contentBase64: await fileAsBase64(f.file) })),
        );
        return failingAs(createTicket(api, { ...ticketBody(input), attachments }, signal));
      }),
    },
  });
}
