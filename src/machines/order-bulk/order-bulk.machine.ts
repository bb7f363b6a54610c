/**
 * A bulk update of storefront orders (POST /api/common/orders/bulk-update): the user picks an action
 * for the selected orders, confirms it (with a hold's type and reason, or a tag), the server answers a
 * result per order, and the results stay on screen until closed. A failed call keeps the dialog open
 * with its message, so the same request can be sent again.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { BulkResult } from '../../domain/contracts/order-answers';
import type { OrderBulkAction } from '../../domain/resources/order.schema';

export type BulkAction = OrderBulkAction;

/** What some actions need besides the orders: a hold's type and reason, a cancel's reason, a tag. */
export interface BulkParams {
  type?: string;
  reason?: string;
  tag?: string;
}

export interface BulkRequest extends BulkParams {
  ids: number[];
  action: BulkAction;
}

/** One order's outcome: the answer type of the contract (the server returns it). */
export type { BulkResult };

export interface OrderBulkContext {
  ids: number[];
  action: BulkAction | null;
  results: BulkResult[];
  error: unknown;
}

export type OrderBulkEvent =
  | { type: 'bulk.choose'; action: BulkAction; ids: number[] }
  | { type: 'bulk.submit'; params: BulkParams }
  | { type: 'bulk.cancel' }
  | { type: 'bulk.close' };

/** Emitted once the server has answered, so the screen refreshes the list and the selection. */
export interface OrderBulkFinished {
  type: 'bulk.finished';
  results: BulkResult[];
}

export const orderBulkMachine = setup({
  types: {
    context: {} as OrderBulkContext,
    events: {} as OrderBulkEvent,
    emitted: {} as OrderBulkFinished,
  },
  actors: {
    updateOrders: fromPromise<{ results: BulkResult[] }, BulkRequest>(() =>
      Promise.reject(new Error('updateOrders not provided')),
    ),
  },
  actions: {
    storeChoice: assign((_, params: { action: BulkAction; ids: number[] }) => ({
      action: params.action,
      ids: params.ids,
      results: [],
      error: null,
    })),
    storeResults: assign((_, params: { results: BulkResult[] }) => ({ results: params.results })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    clearError: assign({ error: null }),
    clear: assign({ ids: [], action: null, results: [], error: null }),
    announceFinished: emit((_, params: { results: BulkResult[] }) => ({
      type: 'bulk.finished' as const,
      results: params.results,
    })),
  },
  guards: {
    hasOrders: (_, params: { ids: number[] }) => params.ids.length > 0,
  },
}).createMachine({
  id: 'orderBulk',
  context: { ids: [], action: null, results: [], error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'bulk.choose': {
          guard: { type: 'hasOrders', params: ({ event }) => ({ ids: event.ids }) },
          target: 'confirming',
          actions: { type: 'storeChoice', params: ({ event }) => ({ action: event.action, ids: event.ids }) },
        },
      },
    },
    confirming: {
      on: {
        'bulk.submit': 'submitting',
        'bulk.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    submitting: {
      entry: 'clearError',
      invoke: {
        src: 'updateOrders',
        input: ({ context, event }) => ({
          ids: context.ids,
          action: context.action!,
          ...(event.type === 'bulk.submit' ? event.params : {}),
        }),
        onDone: {
          target: 'done',
          actions: [
            { type: 'storeResults', params: ({ event }) => ({ results: event.output.results }) },
            { type: 'announceFinished', params: ({ event }) => ({ results: event.output.results }) },
          ],
        },
        onError: {
          target: 'confirming',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      on: { 'bulk.close': { target: 'idle', actions: 'clear' } },
    },
  },
});

export type OrderBulkMachine = typeof orderBulkMachine;
