/**
 * Opening a support ticket: editing → submitting (POST /api/common/tickets with the link and the
 * files) → created with the saved ticket (the screen opens its page). Values that fail the form's own
 * check (a title, the files' types, sizes and count) are never sent; a 400 comes back onto the form's
 * fields (refused: editing again, with the server's messages); any other failure is `failed` with the
 * server's message, from which Retry sends the same values again and Edit goes back to the form.
 * Pure: the call is provided by ticket-create.implementations.ts (and by tests).
 */
import { assign, fromPromise, setup } from 'xstate';
import { fieldsOf, messageOf, statusOf } from '../api-failure';
import { newTicketValues, refusalOf, ticketProblems } from './ticket-create.logic';
import type {
  TicketCreateContext,
  TicketCreateEvent,
  TicketCreateInputs,
  TicketRow,
  TicketValues,
} from './ticket-create.types';

const submitted = (event: TicketCreateEvent) => (event.type === 'ticket.submit' ? event.values : null);
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const ticketCreateMachine = setup({
  types: {
    input: {} as TicketCreateInputs,
    context: {} as TicketCreateContext,
    events: {} as TicketCreateEvent,
  },
  actors: {
    createTicket: fromPromise<TicketRow, TicketValues>(() =>
      Promise.reject(new Error('createTicket not provided')),
    ),
  },
  guards: {
    valuesValid: ({ event }) => {
      const values = submitted(event);
      return values !== null && Object.keys(ticketProblems(values)).length === 0;
    },
    /** A 400 with messages: the form shows them. */
    isRefusal: (_, params: { error: unknown }) => statusOf(params.error) === 400,
  },
  actions: {
    storeValues: assign(({ event }) => {
      const values = submitted(event);
      return values ? { values, problems: {}, error: null } : {};
    }),
    explain: assign(({ event }) => {
      const values = submitted(event);
      return values ? { values, problems: ticketProblems(values), error: null } : {};
    }),
    storeRefusal: assign((_, params: { error: unknown }) => {
      const refusal = refusalOf(messageOf(params.error), fieldsOf(params.error));
      // A 400 without field messages still says why.
      const error = refusal.error ?? (Object.keys(refusal.problems).length ? null : messageOf(params.error));
      return { problems: refusal.problems, error };
    }),
    storeFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    clearError: assign({ error: null }),
    storeTicket: assign((_, params: { ticket: TicketRow }) => ({ ticket: params.ticket, error: null })),
  },
}).createMachine({
  id: 'ticketCreate',
  context: ({ input }) => ({
    values: newTicketValues(input.link),
    problems: {},
    error: null,
    ticket: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'ticket.submit': [
          { guard: 'valuesValid', target: 'submitting', actions: 'storeValues' },
          { actions: 'explain' },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'createTicket',
        input: ({ context }) => context.values,
        onDone: {
          target: 'created',
          actions: { type: 'storeTicket', params: ({ event }) => ({ ticket: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isRefusal', params: errorParams },
            target: 'editing',
            actions: { type: 'storeRefusal', params: errorParams },
          },
          { target: 'failed', actions: { type: 'storeFailure', params: errorParams } },
        ],
      },
    },
    failed: {
      on: {
        'ticket.retry': { target: 'submitting', actions: 'clearError' },
        'ticket.edit': { target: 'editing', actions: 'clearError' },
      },
    },
    created: { type: 'final' },
  },
});

export type TicketCreateMachine = typeof ticketCreateMachine;
