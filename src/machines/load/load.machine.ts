/**
 * The one data-loading primitive of the SPA: one call (the invoked `fetch` child) for an input,
 * loading → loaded | failed. The call gets an AbortSignal that fires when it is left behind: a new
 * input (load.change), a retry, or the actor stopping (the screen left, or the list that owns it
 * moved on), so a superseded call's late answer never lands. load.refresh loads again in `refreshing`,
 * which keeps the data shown; a failed refresh keeps it too. useLoad (use-load.ts) gives screens this
 * machine; the list machine loads its page with the same `fromLoad` logic and its facets (status
 * counts) as children of this machine. Pure: `fetch` is provided by load.implementations.ts.
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { asCallFailure } from '../api-failure';
import type { LoadContext, LoadEvent, LoadInput, LoadReport } from './load.types';

export const loadMachine = setup({
  types: {
    input: {} as LoadInput,
    context: {} as LoadContext,
    events: {} as LoadEvent,
  },
  actors: {
    fetch: fromPromise<unknown, unknown>(() => Promise.reject(new Error('fetch not provided'))),
  },
  actions: {
    changeInput: assign(({ event }) => (event.type === 'load.change' ? { input: event.input } : {})),
    storeData: assign((_, params: { data: unknown }) => ({ data: params.data, hasData: true, error: null })),
    // A failed load shows no data rather than the data of another input.
    storeFailure: assign((_, params: { error: unknown }) => ({
      data: undefined,
      hasData: false,
      error: asCallFailure(params.error),
    })),
    // A failed refresh keeps the data it had.
    storeRefreshFailure: assign((_, params: { error: unknown }) => ({ error: asCallFailure(params.error) })),
    reportToParent: enqueueActions(({ context, self, enqueue }) => {
      if (!self._parent) return;
      const report: LoadReport = {
        type: 'load.report',
        id: self.id,
        data: context.hasData ? context.data : null,
      };
      enqueue.sendParent(report);
    }),
  },
}).createMachine({
  id: 'load',
  context: ({ input }) => ({ input: input.input, data: undefined, hasData: false, error: null }),
  initial: 'loading',
  // Re-entering `loading` stops the running fetch, whose signal cancels its request.
  on: {
    'load.change': { target: '.loading', reenter: true, actions: 'changeInput' },
    'load.retry': { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      // The running call may have been answered before the change: ask again.
      on: { 'load.refresh': { target: 'loading', reenter: true } },
      invoke: {
        id: 'fetch',
        src: 'fetch',
        input: ({ context }: { context: LoadContext }) => context.input,
        onDone: {
          target: 'loaded',
          actions: [{ type: 'storeData', params: ({ event }) => ({ data: event.output }) }, 'reportToParent'],
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            'reportToParent',
          ],
        },
      },
    },
    loaded: {
      on: { 'load.refresh': 'refreshing' },
    },
    refreshing: {
      on: { 'load.refresh': { target: 'refreshing', reenter: true } },
      invoke: {
        id: 'fetch',
        src: 'fetch',
        input: ({ context }: { context: LoadContext }) => context.input,
        onDone: {
          target: 'loaded',
          actions: [{ type: 'storeData', params: ({ event }) => ({ data: event.output }) }, 'reportToParent'],
        },
        onError: {
          target: 'loaded',
          actions: { type: 'storeRefreshFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: { 'load.refresh': 'loading' },
    },
  },
});

export type LoadMachine = typeof loadMachine;
