/**
 * The dashboard's data: load the figures of one version, keep them on screen while they load again
 * (a live update, the Refresh button), and switch version. A burst of live changes (a bulk update
 * sends one OrderUpdated per order) becomes one reload: the first starts a short wait, the others in
 * that wait or during the reload are gathered into at most one more. Pure: fetchDashboard is provided
 * by dashboard.implementations.ts (and by tests).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ApiFailure } from '../../api/api-error';
import type { DashboardAnswer, DashboardView } from '../../domain/dashboard';

export interface DashboardInput {
  /** The version asked for; null: the user's default (the server decides). */
  view: DashboardView | null;
}

export interface DashboardContext extends DashboardInput {
  answer: DashboardAnswer | null;
  /** Why the last load failed (with figures still shown when a reload failed). */
  failure: ApiFailure | null;
  /** A change came in while reloading: reload once more after this one. */
  refreshAgain: boolean;
}

export type DashboardEvent =
  /** Something the figures count changed on the server (a live event): gathered, then reloaded. */
  | { type: 'dashboard.changed' }
  /** The user asked (Refresh, Retry): reload now. */
  | { type: 'dashboard.reload' }
  | { type: 'dashboard.viewChange'; view: DashboardView | null };

const toFailure = (error: unknown): ApiFailure =>
  (error as { failure?: ApiFailure })?.failure ?? {
    status: null,
    message: error instanceof Error ? error.message : 'Something went wrong.',
    fields: {},
  };

export const dashboardMachine = setup({
  types: {
    input: {} as DashboardInput,
    context: {} as DashboardContext,
    events: {} as DashboardEvent,
  },
  actors: {
    fetchDashboard: fromPromise<DashboardAnswer, DashboardInput>(() =>
      Promise.reject(new Error('fetchDashboard not provided')),
    ),
  },
  actions: {
    storeAnswer: assign((_, params: { answer: DashboardAnswer }) => ({
      answer: params.answer,
      failure: null,
    })),
    storeFailure: assign((_, params: { error: unknown }) => ({ failure: toFailure(params.error) })),
    storeView: assign((_, params: { view: DashboardView | null }) => ({ view: params.view, answer: null })),
    markRefreshAgain: assign({ refreshAgain: true }),
    clearRefreshAgain: assign({ refreshAgain: false }),
  },
  guards: {
    isOtherView: ({ context }, params: { view: DashboardView | null }) => params.view !== context.view,
    mustRefreshAgain: ({ context }) => context.refreshAgain,
  },
  delays: { refreshGathering: 300 },
}).createMachine({
  id: 'dashboard',
  context: ({ input }) => ({ view: input.view, answer: null, failure: null, refreshAgain: false }),
  initial: 'loading',
  on: {
    'dashboard.viewChange': {
      guard: { type: 'isOtherView', params: ({ event }) => ({ view: event.view }) },
      target: '.loading',
      actions: [{ type: 'storeView', params: ({ event }) => ({ view: event.view }) }, 'clearRefreshAgain'],
    },
  },
  states: {
    loading: {
      invoke: {
        src: 'fetchDashboard',
        input: ({ context }) => ({ view: context.view }),
        onDone: {
          target: 'loaded',
          actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: { on: { 'dashboard.changed': 'gathering', 'dashboard.reload': 'reloading' } },
        gathering: { after: { refreshGathering: 'reloading' }, on: { 'dashboard.reload': 'reloading' } },
        reloading: {
          entry: 'clearRefreshAgain',
          on: { 'dashboard.changed': { actions: 'markRefreshAgain' } },
          invoke: {
            src: 'fetchDashboard',
            input: ({ context }) => ({ view: context.view }),
            onDone: [
              {
                guard: 'mustRefreshAgain',
                target: 'gathering',
                actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) },
              },
              {
                target: 'idle',
                actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) },
              },
            ],
            // The figures stay; the screen says they could not be brought up to date.
            onError: {
              target: 'idle',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    failed: {
      on: { 'dashboard.reload': 'loading', 'dashboard.changed': 'loading' },
    },
  },
});
