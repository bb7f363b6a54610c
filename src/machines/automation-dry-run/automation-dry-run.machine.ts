/**
 * The automation form's dry run: the recent real events of the chosen kind are read (events.load:
 * loadingEvents → ready), one is picked (or none: the newest that meets the conditions), and a run
 * (dryRun.run with the form's values) asks the server what would be sent — writing and sending
 * nothing — and keeps the answer beside the picker (running → ready). Changing the event kind
 * reloads the events and drops an answer about another kind. A failed call is `failed` with the
 * server's message; retry repeats it. Pure: the calls come from automation-dry-run.implementations.ts
 * (and from tests).
 */
import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../api-failure';
import type {
  AutomationEventOption,
  DryRunAnswer,
  DryRunContext,
  DryRunEvent,
  DryRunInput,
  FetchEventsInput,
  RunDryRunInput,
} from './automation-dry-run.types';

export const automationDryRunMachine = setup({
  types: {
    input: {} as DryRunInput,
    context: {} as DryRunContext,
    events: {} as DryRunEvent,
  },
  actors: {
    fetchEvents: fromPromise<{ items: AutomationEventOption[] }, FetchEventsInput>(() =>
      Promise.reject(new Error('fetchEvents not provided')),
    ),
    runDryRun: fromPromise<DryRunAnswer, RunDryRunInput>(() =>
      Promise.reject(new Error('runDryRun not provided')),
    ),
  },
  guards: {
    isOtherKind: ({ context, event }) =>
      event.type === 'events.load' && event.eventType !== context.eventType,
    hasLoadedKind: ({ context }) => context.eventType !== null,
    failedRunning: ({ context }) => context.failedAt === 'run',
  },
  actions: {
    storeKind: assign(({ event }) =>
      event.type === 'events.load'
        ? { eventType: event.eventType, events: [], eventId: null, answer: null, error: null, failedAt: null }
        : {},
    ),
    storeEvents: assign((_, params: { items: AutomationEventOption[] }) => ({
      events: params.items,
      error: null,
      failedAt: null,
    })),
    pickEvent: assign(({ event }) =>
      event.type === 'event.pick' ? { eventId: event.eventId, answer: null } : {},
    ),
    storeDraft: assign(({ event }) =>
      event.type === 'dryRun.run' ? { draft: event.draft, error: null } : {},
    ),
    storeAnswer: assign((_, params: { answer: DryRunAnswer }) => ({
      answer: params.answer,
      error: null,
      failedAt: null,
    })),
    storeFailure: assign((_, params: { error: unknown; at: 'events' | 'run' }) => ({
      error: messageOf(params.error),
      failedAt: params.at,
    })),
  },
}).createMachine({
  id: 'automationDryRun',
  context: ({ input }) => ({
    automationId: input.automationId,
    eventType: null,
    events: [],
    eventId: null,
    answer: null,
    error: null,
    failedAt: null,
    draft: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'events.load': { target: 'loadingEvents', actions: 'storeKind' } },
    },
    loadingEvents: {
      invoke: {
        src: 'fetchEvents',
        input: ({ context }) => ({ eventType: context.eventType! }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeEvents', params: ({ event }) => ({ items: event.output.items }) },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'storeFailure',
            params: ({ event }) => ({ error: event.error, at: 'events' as const }),
          },
        },
      },
      on: {
        'events.load': { guard: 'isOtherKind', target: 'loadingEvents', reenter: true, actions: 'storeKind' },
      },
    },
    ready: {
      on: {
        'events.load': { guard: 'isOtherKind', target: 'loadingEvents', actions: 'storeKind' },
        'event.pick': { actions: 'pickEvent' },
        'dryRun.run': { target: 'running', actions: 'storeDraft' },
      },
    },
    running: {
      invoke: {
        src: 'runDryRun',
        input: ({ context }) => ({
          automationId: context.automationId,
          eventId: context.eventId,
          draft: context.draft,
        }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: {
            type: 'storeFailure',
            params: ({ event }) => ({ error: event.error, at: 'run' as const }),
          },
        },
      },
    },
    failed: {
      on: {
        'dryRun.retry': [
          { guard: 'failedRunning', target: 'running' },
          { guard: 'hasLoadedKind', target: 'loadingEvents' },
        ],
        'events.load': { target: 'loadingEvents', actions: 'storeKind' },
        'event.pick': { target: 'ready', actions: 'pickEvent' },
      },
    },
  },
});
