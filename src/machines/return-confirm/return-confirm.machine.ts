/**
 * Confirming a return (issue 5): choose the return (the order's, or search by order or RMA number —
 * scanning the label's barcode types the RMA), enter per line how many units arrived to restock and
 * how many damaged, where they go, review the summary, and commit it in one idempotent call. When the
 * server refuses because someone else received meanwhile, the return is reloaded with the reason
 * kept. Pure: loadChoices, loadReturn and commit are provided by return-confirm.implementations.ts.
 */
import { assign, fromPromise, setup } from 'xstate';
import { remainingOf, type OrderReturnRow } from '../../domain/order-return';
import { fieldsOf, messageOf, statusOf } from '../api-failure';
import { entryProblems, lineRefusals, receiptLines, restockEverything } from './return-confirm.logic';
import type { CommitInput, ConfirmContext, ConfirmEvent, ConfirmInput } from './return-confirm.types';

const isFull = (r: OrderReturnRow) => r.items.every((line) => remainingOf(line) === 0);

export const returnConfirmMachine = setup({
  types: {
    input: {} as ConfirmInput,
    context: {} as ConfirmContext,
    events: {} as ConfirmEvent,
  },
  actors: {
    loadChoices: fromPromise<OrderReturnRow[], { orderId: number | null; search: string }>(() =>
      Promise.reject(new Error('loadChoices not provided')),
    ),
    loadReturn: fromPromise<OrderReturnRow, { id: number }>(() =>
      Promise.reject(new Error('loadReturn not provided')),
    ),
    commit: fromPromise<OrderReturnRow, CommitInput>(() => Promise.reject(new Error('commit not provided'))),
  },
  delays: { searchDebounce: 250 },
  guards: {
    hasReturnId: ({ context }) => context.orderReturnId !== null,
    isOnlyReturnOfOrder: ({ context }, params: { choices: OrderReturnRow[] }) =>
      context.orderId !== null && context.search === '' && params.choices.length === 1,
    isFull: (_, params: { orderReturn: OrderReturnRow }) => isFull(params.orderReturn),
    entriesValid: ({ context }) =>
      context.orderReturn !== null &&
      Object.keys(entryProblems(context.orderReturn, context.entries)).length === 0,
    /** 400 or 409: the return changed under us (or the input was refused); show it again, fresh. */
    isRefusal: (_, params: { error: unknown }) => [400, 409].includes(statusOf(params.error) ?? 0),
  },
  actions: {
    storeSearch: assign(({ event }) => (event.type === 'search.change' ? { search: event.text } : {})),
    storeChoices: assign((_, params: { choices: OrderReturnRow[] }) => ({ choices: params.choices })),
    chooseReturn: assign((_, params: { orderReturnId: number }) => ({
      orderReturnId: params.orderReturnId,
      error: null,
      problems: {},
    })),
    forgetReturn: assign({ orderReturnId: null, orderReturn: null, entries: {}, problems: {} }),
    // The error stays: after a refused commit the reloaded return shows why.
    storeReturn: assign((_, params: { orderReturn: OrderReturnRow }) => ({
      orderReturn: params.orderReturn,
      entries: {},
    })),
    explainFull: assign((_, params: { orderReturn: OrderReturnRow }) => ({
      orderReturnId: null,
      error: `Return ${params.orderReturn.trackingNumber ?? `#${params.orderReturn.id}`} has already arrived in full.`,
    })),
    setEntry: assign(({ context, event }) => {
      if (event.type !== 'entry.set') return {};
      const current = context.entries[event.index] ?? { restock: 0, damaged: 0 };
      return {
        entries: { ...context.entries, [event.index]: { ...current, [event.field]: event.value } },
        problems: {},
      };
    }),
    restockAll: assign(({ context }) =>
      context.orderReturn ? { entries: restockEverything(context.orderReturn), problems: {} } : {},
    ),
    setLocation: assign(({ event }) => (event.type === 'location.set' ? { location: event.value } : {})),
    explainEntries: assign(({ context }) => ({
      problems: context.orderReturn ? entryProblems(context.orderReturn, context.entries) : {},
    })),
    clearError: assign({ error: null }),
    storeFailure: assign(({ context }, params: { error: unknown }) => ({
      error: messageOf(params.error),
      problems: lineRefusals(fieldsOf(params.error), receiptLines(context.entries, context.location)),
    })),
    storeResult: assign((_, params: { result: OrderReturnRow }) => ({ result: params.result, error: null })),
  },
}).createMachine({
  id: 'returnConfirm',
  context: ({ input }) => ({
    idempotencyKey: input.idempotencyKey,
    orderId: input.orderId ?? null,
    orderReturnId: input.orderReturnId ?? null,
    search: '',
    choices: [],
    orderReturn: null,
    entries: {},
    location: '',
    result: null,
    error: null,
    problems: {},
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasReturnId', target: 'loadingReturn' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        src: 'loadChoices',
        input: ({ context }) => ({ orderId: context.orderId, search: context.search }),
        onDone: [
          {
            guard: { type: 'isOnlyReturnOfOrder', params: ({ event }) => ({ choices: event.output }) },
            target: 'loadingReturn',
            actions: {
              type: 'chooseReturn',
              params: ({ event }) => ({ orderReturnId: event.output[0]!.id }),
            },
          },
          {
            target: 'choosing',
            actions: { type: 'storeChoices', params: ({ event }) => ({ choices: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    choosing: {
      initial: 'idle',
      on: {
        'search.change': { target: '.debouncing', actions: 'storeSearch' },
        'return.choose': {
          target: 'loadingReturn',
          actions: { type: 'chooseReturn', params: ({ event }) => ({ orderReturnId: event.orderReturnId }) },
        },
      },
      states: {
        idle: {},
        debouncing: { after: { searchDebounce: 'searching' } },
        searching: {
          invoke: {
            src: 'loadChoices',
            input: ({ context }) => ({ orderId: context.orderId, search: context.search }),
            onDone: {
              target: 'idle',
              actions: { type: 'storeChoices', params: ({ event }) => ({ choices: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    loadingReturn: {
      invoke: {
        src: 'loadReturn',
        input: ({ context }) => ({ id: context.orderReturnId! }),
        onDone: [
          {
            guard: { type: 'isFull', params: ({ event }) => ({ orderReturn: event.output }) },
            target: 'loading',
            actions: { type: 'explainFull', params: ({ event }) => ({ orderReturn: event.output }) },
          },
          {
            target: 'editing',
            actions: { type: 'storeReturn', params: ({ event }) => ({ orderReturn: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    editing: {
      on: {
        'entry.set': { actions: 'setEntry' },
        'entries.restockAll': { actions: 'restockAll' },
        'location.set': { actions: 'setLocation' },
        'return.change': { target: 'loading', actions: ['forgetReturn', 'clearError'] },
        'receipt.review': [
          { guard: 'entriesValid', target: 'reviewing', actions: 'clearError' },
          { actions: 'explainEntries' },
        ],
      },
    },
    reviewing: {
      on: { 'receipt.back': 'editing', 'receipt.submit': 'committing' },
    },
    committing: {
      invoke: {
        src: 'commit',
        input: ({ context }) => ({
          id: context.orderReturn!.id,
          idempotencyKey: context.idempotencyKey,
          body: { lines: receiptLines(context.entries, context.location) },
        }),
        onDone: {
          target: 'done',
          actions: { type: 'storeResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'loadingReturn',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'reviewing',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    done: { type: 'final' },
    failed: {
      on: { 'load.retry': { target: 'starting', actions: 'clearError' } },
    },
  },
});
