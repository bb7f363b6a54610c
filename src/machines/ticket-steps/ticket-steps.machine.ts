/**
 * The ticket page's actions: idle → stepping (a lifecycle step, POST …/{id}/{step}, or a change of
 * priority, assignee, backlog or collaborators, POST …/edit, on the version the page shows) → idle
 * with the ticket as it now is (`done` counts up: the page reloads), or failed with the server's
 * message (a 409 says the ticket moved on meanwhile), from which Retry runs the same action again
 * and Dismiss goes back to idle. A step the lifecycle or the user's permissions do not open now, or a
 * staff-only change by someone else, is never sent. Pure: the calls come from
 * ticket-steps.implementations.ts (and from tests).
 */
import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../api-failure';
import { allowedTicketSteps, changesStaffFields, isTicketStaff } from './ticket-steps.logic';
import type {
  TicketActionInput,
  TicketRow,
  TicketStepsContext,
  TicketStepsEvent,
  TicketStepsInput,
} from './ticket-steps.types';

export const ticketStepsMachine = setup({
  types: {
    input: {} as TicketStepsInput,
    context: {} as TicketStepsContext,
    events: {} as TicketStepsEvent,
  },
  actors: {
    runAction: fromPromise<TicketRow, TicketActionInput>(() =>
      Promise.reject(new Error('runAction not provided')),
    ),
  },
  guards: {
    mayStep: ({ context, event }) =>
      event.type === 'ticket.step' && allowedTicketSteps(event.ticket, context.user).includes(event.step),
    mayChange: ({ context, event }) =>
      event.type === 'ticket.change' &&
      Object.keys(event.change).length > 0 &&
      (isTicketStaff(context.user) || !changesStaffFields(event.change)),
  },
  actions: {
    storeStep: assign(({ context, event }) =>
      event.type === 'ticket.step'
        ? {
            pending: {
              ticket: event.ticket,
              action: { kind: 'step' as const, step: event.step },
              isStaff: isTicketStaff(context.user),
            },
            error: null,
          }
        : {},
    ),
    storeChange: assign(({ context, event }) =>
      event.type === 'ticket.change'
        ? {
            pending: {
              ticket: event.ticket,
              action: { kind: 'change' as const, change: event.change },
              isStaff: isTicketStaff(context.user),
            },
            error: null,
          }
        : {},
    ),
    storeDone: assign(({ context }, params: { ticket: TicketRow }) => ({
      ticket: params.ticket,
      pending: null,
      error: null,
      done: context.done + 1,
    })),
    storeFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    clear: assign({ pending: null, error: null }),
  },
}).createMachine({
  id: 'ticketSteps',
  context: ({ input }) => ({ user: input.user, pending: null, error: null, ticket: null, done: 0 }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'ticket.step': { guard: 'mayStep', target: 'stepping', actions: 'storeStep' },
        'ticket.change': { guard: 'mayChange', target: 'stepping', actions: 'storeChange' },
      },
    },
    stepping: {
      invoke: {
        src: 'runAction',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'idle',
          actions: { type: 'storeDone', params: ({ event }) => ({ ticket: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: {
        'ticket.retry': 'stepping',
        'ticket.dismiss': { target: 'idle', actions: 'clear' },
      },
    },
  },
});

export type TicketStepsMachine = typeof ticketStepsMachine;
