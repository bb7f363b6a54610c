/**
 * "Sync now" of the shipping tool screen: idle → syncing (POST …/{projectId}/sync with the scope) →
 * succeeded with the log row and its counts, or failed: the tool refused or failed (the log row says
 * why: Failed) or the call itself did (no permission, no connection, an outage). A failed sync can be
 * retried with the same scope; a new sync can start from any settled state. A scope the user may not
 * pull (a list without its permission) is never sent. Pure: runSync is provided by
 * shipping-tool-sync.implementations.ts (and by tests).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ShippingToolSyncRow } from '../../domain/contracts/shipping-tool';
import { messageOf } from '../api-failure';
import { isFailedSync, maySync } from './shipping-tool-sync.logic';
import type { SyncCallInput, SyncContext, SyncEvent, SyncInput } from './shipping-tool-sync.types';

export const shippingToolSyncMachine = setup({
  types: {
    input: {} as SyncInput,
    context: {} as SyncContext,
    events: {} as SyncEvent,
  },
  actors: {
    runSync: fromPromise<ShippingToolSyncRow, SyncCallInput>(() =>
      Promise.reject(new Error('runSync not provided')),
    ),
  },
  guards: {
    maySyncScope: ({ context, event }) => event.type === 'sync.start' && maySync(context.lists, event.scope),
    isFailedSync: (_, params: { sync: ShippingToolSyncRow }) => isFailedSync(params.sync),
  },
  actions: {
    setScope: assign(({ event }) => (event.type === 'sync.start' ? { scope: event.scope } : {})),
    storeSync: assign((_, params: { sync: ShippingToolSyncRow }) => ({
      sync: params.sync,
      error: params.sync.error,
    })),
    storeFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    clear: assign({ sync: null, error: null }),
  },
}).createMachine({
  id: 'shippingToolSync',
  context: ({ input }) => ({
    projectId: input.projectId,
    lists: input.lists,
    scope: null,
    sync: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'sync.start': { guard: 'maySyncScope', target: 'syncing', actions: 'setScope' } },
    },
    // One sync at a time from this screen: a start while syncing is not taken.
    syncing: {
      invoke: {
        src: 'runSync',
        input: ({ context }) => ({ projectId: context.projectId, scope: context.scope! }),
        onDone: [
          {
            guard: { type: 'isFailedSync', params: ({ event }) => ({ sync: event.output }) },
            target: 'failed',
            actions: { type: 'storeSync', params: ({ event }) => ({ sync: event.output }) },
          },
          {
            target: 'succeeded',
            actions: { type: 'storeSync', params: ({ event }) => ({ sync: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    succeeded: {
      on: {
        'sync.start': { guard: 'maySyncScope', target: 'syncing', actions: 'setScope' },
        'sync.dismiss': { target: 'idle', actions: 'clear' },
      },
    },
    failed: {
      on: {
        'sync.start': { guard: 'maySyncScope', target: 'syncing', actions: 'setScope' },
        'sync.retry': 'syncing',
        'sync.dismiss': { target: 'idle', actions: 'clear' },
      },
    },
  },
});
