/**
 * The live connection (spec §4, §7, §8, §9): idle until a signed-in user exists (hub.start, sent on
 * login and on every successful refresh), then connecting → connected. A close, or a start that
 * fails, waits 2000 ms in `reconnecting` and tries again; a successful start signals site-up, and a
 * failed one beyond the 7th in a row signals site-down (7 failures keep the site up, the 8th raises
 * the maintenance overlay). Logout (hub.stop) closes the connection and stops retrying. Each start
 * asks for a fresh ticket with the session's current token, so a refreshed token is used at once.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { HUB_RETRY_DELAY_MS, HUB_SITE_DOWN_AFTER_RETRIES } from '../../domain/constants';
import { messageOf } from '../api-failure';

export interface HubContext {
  /** Failed starts in a row since the last successful one. */
  failures: number;
  /** Why the last start failed or the connection closed (the QA viewer shows it). */
  lastError: string | null;
}

export type HubEvent = { type: 'hub.start' } | { type: 'hub.stop' } | { type: 'hub.closed'; error?: string };

export const hubMachine = setup({
  types: { context: {} as HubContext, events: {} as HubEvent },
  actors: {
    startConnection: fromPromise<void>(() => Promise.reject(new Error('startConnection not provided'))),
    /** Reports hub.closed when the open connection closes by itself. */
    watchConnection: fromCallback<HubEvent>(() => () => {}),
  },
  actions: {
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
    resetFailures: assign({ failures: 0, lastError: null }),
    storeError: assign((_, params: { error: unknown }) => ({
      lastError: messageOf(params.error, '') || null,
    })),
    // Side effects supplied by the app (hub.implementations.ts); no-ops in a bare machine.
    raiseSiteUp: () => {},
    raiseSiteDown: () => {},
    disconnect: () => {},
  },
  guards: {
    /** This failure makes more than HUB_SITE_DOWN_AFTER_RETRIES in a row. */
    isPastRetryLimit: ({ context }) => context.failures + 1 > HUB_SITE_DOWN_AFTER_RETRIES,
  },
  delays: { hubRetryDelay: HUB_RETRY_DELAY_MS },
}).createMachine({
  id: 'hub',
  context: { failures: 0, lastError: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'hub.start': 'connecting' },
    },
    connecting: {
      invoke: {
        src: 'startConnection',
        onDone: { target: 'connected', actions: ['resetFailures', 'raiseSiteUp'] },
        onError: [
          {
            guard: 'isPastRetryLimit',
            target: 'reconnecting',
            actions: [
              'countFailure',
              { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
              'raiseSiteDown',
            ],
          },
          {
            target: 'reconnecting',
            actions: [
              'countFailure',
              { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        ],
      },
      on: { 'hub.stop': { target: 'idle', actions: ['disconnect', 'resetFailures'] } },
    },
    connected: {
      invoke: { src: 'watchConnection' },
      on: {
        'hub.closed': {
          target: 'reconnecting',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
        'hub.stop': { target: 'idle', actions: ['disconnect', 'resetFailures'] },
      },
    },
    reconnecting: {
      after: { hubRetryDelay: 'connecting' },
      on: { 'hub.stop': { target: 'idle', actions: ['disconnect', 'resetFailures'] } },
    },
  },
});

export type HubMachine = typeof hubMachine;
