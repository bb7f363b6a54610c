/**
 * Completing a work order (issue 15), guided: load the order with the lots held for it, choose how
 * many finished units this completion produces (the remainder by default) and pick or scan the lots
 * it consumes (first expiry first out proposed), enter the finished lot and expiry, review, and commit
 * in one call. Over-consumption is impossible: a pick of more than a lot holds or an item's share is
 * refused and the picks stay as they were (work-order-completion.logic.ts). When the order changed
 * meanwhile the server refuses (409) and the flow offers to load it again. Pure: loadWorkOrder and
 * complete are provided by work-order-completion.implementations.ts (and by tests).
 */
import { assign, fromPromise, setup } from 'xstate';
import { messageOf, statusOf } from '../api-failure';
import {
  commitOf,
  completionRefusal,
  isOutputValid,
  isPickComplete,
  pickRefusal,
  proposedPicks,
  quantityRefusal,
  remainingOf,
  scannedLot,
  withPick,
  withScan,
} from './work-order-completion.logic';
import type {
  CommitInput,
  CompletionContext,
  CompletionEvent,
  CompletionInput,
  LoadedWorkOrder,
} from './work-order-completion.types';

type PickEvent = Extract<CompletionEvent, { type: 'lot.set' }>;
type ScanEvent = Extract<CompletionEvent, { type: 'lot.scan' }>;
type QuantityEvent = Extract<CompletionEvent, { type: 'quantity.set' }>;
type OutputEvent = Extract<CompletionEvent, { type: 'output.set' }>;

/** Changing the quantity (in picking or output) proposes the lots again for the new shares. */
const quantityTransitions = [
  {
    guard: { type: 'isQuantityValid' as const, params: ({ event }: { event: QuantityEvent }) => event },
    actions: { type: 'setQuantity' as const, params: ({ event }: { event: QuantityEvent }) => event },
  },
  { actions: { type: 'refuseQuantity' as const, params: ({ event }: { event: QuantityEvent }) => event } },
];

export const workOrderCompletionMachine = setup({
  types: {
    input: {} as CompletionInput,
    context: {} as CompletionContext,
    events: {} as CompletionEvent,
  },
  actors: {
    loadWorkOrder: fromPromise<LoadedWorkOrder, { workOrderId: number }>(() =>
      Promise.reject(new Error('loadWorkOrder not provided')),
    ),
    complete: fromPromise<unknown, CommitInput>(() => Promise.reject(new Error('complete not provided'))),
  },
  guards: {
    isCompletable: (_, params: { loaded: LoadedWorkOrder }) => completionRefusal(params.loaded) === null,
    fitsPicks: ({ context }, params: PickEvent) => pickRefusal(context, params) === null,
    isScanKnown: ({ context }, params: ScanEvent) => scannedLot(context.loaded, params.code) !== null,
    isQuantityValid: ({ context }, params: QuantityEvent) =>
      quantityRefusal(context.loaded, params.quantity) === null,
    isPickComplete: ({ context }) => isPickComplete(context),
    isOutputValid: ({ context }) => isOutputValid(context),
    isConflict: (_, params: { error: unknown }) => statusOf(params.error) === 409,
  },
  actions: {
    storeLoaded: assign((_, params: { loaded: LoadedWorkOrder }) => {
      const quantity = remainingOf(params.loaded);
      return {
        loaded: params.loaded,
        quantity,
        picks: proposedPicks(params.loaded, quantity),
        refusal: null,
        error: null,
      };
    }),
    refuseCompletion: assign((_, params: { loaded: LoadedWorkOrder }) => ({
      loaded: params.loaded,
      error: completionRefusal(params.loaded),
    })),
    setQuantity: assign(({ context }, params: QuantityEvent) => ({
      quantity: params.quantity,
      picks: context.loaded ? proposedPicks(context.loaded, params.quantity) : {},
      refusal: null,
    })),
    refuseQuantity: assign(({ context }, params: QuantityEvent) => ({
      refusal: { vendorProductId: null, message: quantityRefusal(context.loaded, params.quantity) ?? '' },
    })),
    setPick: assign(({ context }, params: PickEvent) => ({
      picks: withPick(context.picks, params.vendorProductId, params.lotKey, params.quantity),
      refusal: null,
      error: null,
    })),
    refusePick: assign(({ context }, params: PickEvent) => ({
      refusal: { vendorProductId: params.vendorProductId, message: pickRefusal(context, params) ?? '' },
    })),
    applyScan: assign(({ context }, params: ScanEvent) => {
      const lot = scannedLot(context.loaded, params.code)!;
      return { picks: withScan(context, lot), refusal: null, error: null };
    }),
    refuseScan: assign((_, params: ScanEvent) => ({
      refusal: {
        vendorProductId: null,
        message: `No lot ${params.code.trim()} is held for this work order.`,
      },
    })),
    resetPicks: assign(({ context }) => ({
      picks: context.loaded ? proposedPicks(context.loaded, context.quantity) : {},
      refusal: null,
    })),
    setOutput: assign(({ context }, params: OutputEvent) => ({
      output: {
        lot: params.lot ?? context.output.lot,
        expiry: params.expiry === undefined ? context.output.expiry : params.expiry,
      },
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    clearMessages: assign({ error: null, refusal: null }),
    explainPicks: assign({ error: 'Every component needs exactly its share picked: see the lines marked.' }),
    explainOutput: assign({ error: 'Fix the fields marked first.' }),
    newKey: assign(() => ({ idempotencyKey: crypto.randomUUID() })),
  },
}).createMachine({
  id: 'workOrderCompletion',
  context: ({ input }) => ({
    ...input,
    loaded: null,
    quantity: 0,
    picks: {},
    output: { lot: '', expiry: null },
    refusal: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadWorkOrder',
        input: ({ context }) => ({ workOrderId: context.workOrderId }),
        onDone: [
          {
            guard: { type: 'isCompletable', params: ({ event }) => ({ loaded: event.output }) },
            target: 'pickingLots',
            actions: { type: 'storeLoaded', params: ({ event }) => ({ loaded: event.output }) },
          },
          {
            target: 'notCompletable',
            actions: { type: 'refuseCompletion', params: ({ event }) => ({ loaded: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    pickingLots: {
      on: {
        'quantity.set': quantityTransitions,
        'lot.set': [
          {
            guard: { type: 'fitsPicks', params: ({ event }) => event },
            actions: { type: 'setPick', params: ({ event }) => event },
          },
          { actions: { type: 'refusePick', params: ({ event }) => event } },
        ],
        'lot.scan': [
          {
            guard: { type: 'isScanKnown', params: ({ event }) => event },
            actions: { type: 'applyScan', params: ({ event }) => event },
          },
          { actions: { type: 'refuseScan', params: ({ event }) => event } },
        ],
        'lots.useProposal': { actions: 'resetPicks' },
        'lots.done': [
          { guard: 'isPickComplete', target: 'enteringOutput', actions: 'clearMessages' },
          { actions: 'explainPicks' },
        ],
      },
    },
    enteringOutput: {
      on: {
        'quantity.set': quantityTransitions,
        'output.set': { actions: { type: 'setOutput', params: ({ event }) => event } },
        'output.back': { target: 'pickingLots', actions: 'clearMessages' },
        'output.review': [
          { guard: 'isOutputValid', target: 'reviewing', actions: 'clearMessages' },
          { actions: 'explainOutput' },
        ],
      },
    },
    reviewing: {
      on: {
        'review.edit': { target: 'enteringOutput', actions: 'clearMessages' },
        'review.commit': { target: 'committing', actions: 'clearMessages' },
      },
    },
    committing: {
      invoke: {
        src: 'complete',
        input: ({ context }) => commitOf(context),
        onDone: 'done',
        onError: [
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'changed',
            actions: [{ type: 'storeError', params: ({ event }) => ({ error: event.error }) }, 'newKey'],
          },
          {
            target: 'reviewing',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    changed: {
      on: { 'flow.reload': { target: 'loading', actions: 'clearMessages' } },
    },
    notCompletable: {
      on: { 'flow.reload': { target: 'loading', actions: 'clearMessages' } },
    },
    done: { type: 'final' },
    failed: {
      on: { 'load.retry': { target: 'loading', actions: 'clearMessages' } },
    },
  },
});

export type WorkOrderCompletionMachine = typeof workOrderCompletionMachine;
