/**
 * Retrying virtual orders (src/domain/virtual-order.lifecycle.ts): one (at once; one kept for an
 * unknown store first asks which of its storefront's stores to place it in, and goes only once one is
 * chosen), the chosen ones, or every Pending one of a
 * storefront (both confirmed first). The server answers a result per virtual order; for many they
 * stay on screen until closed. A failed call goes back to the confirmation with its message, so the
 * same retry can be sent again. Pure: sendRetry is provided by virtual-order-retry.implementations.ts
 * (and by tests).
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { isReady, needsConfirmation, requestOf, targetSize } from './virtual-order-retry.logic';
import type {
  RetryContext,
  RetryEvent,
  RetryFinished,
  RetryRequest,
  RetryTarget,
  StoreChoice,
  VirtualOrderRetryResult,
} from './virtual-order-retry.types';

const cleared: RetryContext = { target: null, store: 'payload', results: [], error: null };

export const virtualOrderRetryMachine = setup({
  types: {
    context: {} as RetryContext,
    events: {} as RetryEvent,
    emitted: {} as RetryFinished,
  },
  actors: {
    sendRetry: fromPromise<{ results: VirtualOrderRetryResult[] }, RetryRequest>(() =>
      Promise.reject(new Error('sendRetry not provided')),
    ),
  },
  actions: {
    storeTarget: assign((_, params: { target: RetryTarget }) => ({ ...cleared, target: params.target })),
    storeStore: assign((_, params: { store: StoreChoice }) => ({ store: params.store })),
    storeResults: assign((_, params: { results: VirtualOrderRetryResult[] }) => ({
      results: params.results,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    clearError: assign({ error: null }),
    clear: assign(cleared),
    announceFinished: emit(({ context }, params: { results: VirtualOrderRetryResult[] }) => ({
      type: 'retry.finished' as const,
      target: context.target!,
      results: params.results,
    })),
  },
  guards: {
    /** Something to retry, to be confirmed first. */
    canConfirm: (_, params: { target: RetryTarget }) =>
      targetSize(params.target) > 0 && needsConfirmation(params.target),
    /** Something to retry at once. */
    canSend: (_, params: { target: RetryTarget }) =>
      targetSize(params.target) > 0 && !needsConfirmation(params.target),
    isOne: ({ context }) => context.target?.kind === 'one',
    /** One kept for an unknown store goes once its store is chosen. */
    isReady: ({ context }) => isReady(context.target, context.store),
  },
}).createMachine({
  id: 'virtualOrderRetry',
  context: cleared,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'retry.choose': [
          {
            guard: { type: 'canConfirm', params: ({ event }) => ({ target: event.target }) },
            target: 'confirming',
            actions: { type: 'storeTarget', params: ({ event }) => ({ target: event.target }) },
          },
          {
            guard: { type: 'canSend', params: ({ event }) => ({ target: event.target }) },
            target: 'submitting',
            actions: { type: 'storeTarget', params: ({ event }) => ({ target: event.target }) },
          },
        ],
      },
    },
    confirming: {
      on: {
        'retry.store': {
          actions: { type: 'storeStore', params: ({ event }) => ({ store: event.store }) },
        },
        'retry.submit': { guard: 'isReady', target: 'submitting' },
        'retry.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    submitting: {
      entry: 'clearError',
      invoke: {
        src: 'sendRetry',
        input: ({ context }) => requestOf(context.target!, context.store),
        onDone: [
          {
            guard: 'isOne',
            target: 'idle',
            actions: [
              { type: 'announceFinished', params: ({ event }) => ({ results: event.output.results }) },
              'clear',
            ],
          },
          {
            target: 'done',
            actions: [
              { type: 'storeResults', params: ({ event }) => ({ results: event.output.results }) },
              { type: 'announceFinished', params: ({ event }) => ({ results: event.output.results }) },
            ],
          },
        ],
        onError: {
          target: 'confirming',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      on: { 'retry.close': { target: 'idle', actions: 'clear' } },
    },
  },
});

export type VirtualOrderRetryMachine = typeof virtualOrderRetryMachine;
