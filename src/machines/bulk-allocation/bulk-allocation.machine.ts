/**
 * Allocating a bulk shipment (issue 14): load the warehouse's available stock for each line with a
 * first-expiry-first-out proposal by lot and location, let the user change which places give how
 * much, review the picks, and reserve them in one call. Over-allocation is impossible: a change that
 * takes more than a place has free or more than the line needs is refused and the plan stays as it
 * was (bulk-allocation.logic.ts). When the stock or the shipment changed meanwhile the server refuses
 * (409) and the flow offers to reload the proposal. Pure: loadProposal and allocate are provided by
 * bulk-allocation.implementations.ts (and by tests).
 */
import { assign, fromPromise, setup } from 'xstate';
import { messageOf, statusOf } from '../api-failure';
import {
  allocationOf,
  isPlanComplete,
  proposedPlan,
  quantityRefusal,
  withQuantity,
} from './bulk-allocation.logic';
import type {
  AllocationProposal,
  BulkAllocateInput,
  BulkAllocationContext,
  BulkAllocationEvent,
  BulkAllocationInput,
} from './bulk-allocation.types';

type SetEvent = Extract<BulkAllocationEvent, { type: 'plan.set' }>;

export const bulkAllocationMachine = setup({
  types: {
    input: {} as BulkAllocationInput,
    context: {} as BulkAllocationContext,
    events: {} as BulkAllocationEvent,
  },
  actors: {
    loadProposal: fromPromise<AllocationProposal, { shipmentId: number }>(() =>
      Promise.reject(new Error('loadProposal not provided')),
    ),
    allocate: fromPromise<unknown, BulkAllocateInput>(() =>
      Promise.reject(new Error('allocate not provided')),
    ),
  },
  guards: {
    fitsPlan: ({ context }, params: SetEvent) =>
      context.proposal !== null && quantityRefusal(context.proposal, context.plan, params) === null,
    isPlanComplete: ({ context }) => isPlanComplete(context),
    isConflict: (_, params: { error: unknown }) => statusOf(params.error) === 409,
  },
  actions: {
    storeProposal: assign((_, params: { proposal: AllocationProposal }) => ({
      proposal: params.proposal,
      plan: proposedPlan(params.proposal),
      refusal: null,
      error: null,
    })),
    setQuantity: assign(({ context }, params: SetEvent) => ({
      plan: withQuantity(context.plan, params.lineIndex, params.balanceId, params.quantity),
      refusal: null,
      error: null,
    })),
    refuseQuantity: assign(({ context }, params: SetEvent) => ({
      refusal: {
        lineIndex: params.lineIndex,
        balanceId: params.balanceId,
        message: context.proposal
          ? (quantityRefusal(context.proposal, context.plan, params) ?? '')
          : 'The stock is not loaded yet.',
      },
    })),
    resetPlan: assign(({ context }) =>
      context.proposal ? { plan: proposedPlan(context.proposal), refusal: null, error: null } : {},
    ),
    storeError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    clearError: assign({ error: null, refusal: null }),
    explainPlan: assign({ error: 'Every line needs its full quantity chosen first: see the lines marked.' }),
    newKey: assign(() => ({ idempotencyKey: crypto.randomUUID() })),
  },
}).createMachine({
  id: 'bulkAllocation',
  context: ({ input }) => ({ ...input, proposal: null, plan: {}, refusal: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadProposal',
        input: ({ context }) => ({ shipmentId: context.shipmentId }),
        onDone: {
          target: 'editing',
          actions: { type: 'storeProposal', params: ({ event }) => ({ proposal: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    editing: {
      on: {
        'plan.set': [
          {
            guard: { type: 'fitsPlan', params: ({ event }) => event },
            actions: { type: 'setQuantity', params: ({ event }) => event },
          },
          { actions: { type: 'refuseQuantity', params: ({ event }) => event } },
        ],
        'plan.useProposal': { actions: 'resetPlan' },
        'allocation.review': [
          { guard: 'isPlanComplete', target: 'reviewing', actions: 'clearError' },
          { actions: 'explainPlan' },
        ],
      },
    },
    reviewing: {
      on: {
        'allocation.edit': 'editing',
        'allocation.submit': 'allocating',
      },
    },
    allocating: {
      invoke: {
        src: 'allocate',
        input: ({ context }) => allocationOf(context),
        onDone: 'allocated',
        onError: [
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'stockChanged',
            actions: [{ type: 'storeError', params: ({ event }) => ({ error: event.error }) }, 'newKey'],
          },
          {
            target: 'reviewing',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    stockChanged: {
      on: { 'proposal.reload': 'loading' },
    },
    allocated: { type: 'final' },
    failed: {
      on: { 'load.retry': 'loading' },
    },
  },
});

export type BulkAllocationMachine = typeof bulkAllocationMachine;
