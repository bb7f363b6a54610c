/**
 * Allocating a warehouse transfer (issue 4): load the source warehouse's available stock for each
 * line with a first-expiry-first-out proposal, let the user change which lots and locations give how
 * much, check the plan (no more than requested, no more than a place holds), and reserve it in one
 * call. When the stock changed meanwhile the server refuses (409) and the flow offers to reload the
 * proposal. Pure: loadProposal and allocate are provided by transfer-allocation.implementations.ts
 * (and by tests).
 */
import { assign, fromPromise, setup } from 'xstate';
import { messageOf, statusOf } from '../api-failure';
import { allocationOf, isPlanValid, proposedPlan, withQuantity } from './transfer-allocation.logic';
import type {
  AllocateInput,
  AllocationContext,
  AllocationEvent,
  AllocationInput,
  Proposal,
} from './transfer-allocation.types';

export const transferAllocationMachine = setup({
  types: {
    input: {} as AllocationInput,
    context: {} as AllocationContext,
    events: {} as AllocationEvent,
  },
  actors: {
    loadProposal: fromPromise<Proposal, { shipmentId: number }>(() =>
      Promise.reject(new Error('loadProposal not provided')),
    ),
    allocate: fromPromise<unknown, AllocateInput>(() => Promise.reject(new Error('allocate not provided'))),
  },
  guards: {
    isPlanValid: ({ context }) => isPlanValid(context),
    isStockChanged: (_, params: { error: unknown }) => statusOf(params.error) === 409,
  },
  actions: {
    storeProposal: assign((_, params: { proposal: Proposal }) => ({
      proposal: params.proposal,
      plan: proposedPlan(params.proposal),
      error: null,
    })),
    setQuantity: assign(({ context, event }) =>
      event.type === 'plan.set'
        ? { plan: withQuantity(context.plan, event.lineIndex, event.balanceId, event.quantity) }
        : {},
    ),
    resetPlan: assign(({ context }) => (context.proposal ? { plan: proposedPlan(context.proposal) } : {})),
    storeError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    explainPlan: assign({ error: 'Fix the highlighted lines first.' }),
    newKey: assign(() => ({ idempotencyKey: crypto.randomUUID() })),
  },
}).createMachine({
  id: 'transferAllocation',
  context: ({ input }) => ({ ...input, proposal: null, plan: {}, error: null }),
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
        'plan.set': { actions: 'setQuantity' },
        'plan.useProposal': { actions: 'resetPlan' },
        'allocation.submit': [{ guard: 'isPlanValid', target: 'allocating' }, { actions: 'explainPlan' }],
      },
    },
    allocating: {
      invoke: {
        src: 'allocate',
        input: ({ context }) => allocationOf(context),
        onDone: 'allocated',
        onError: [
          {
            guard: { type: 'isStockChanged', params: ({ event }) => ({ error: event.error }) },
            target: 'stockChanged',
            actions: [{ type: 'storeError', params: ({ event }) => ({ error: event.error }) }, 'newKey'],
          },
          {
            target: 'editing',
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

export type TransferAllocationMachine = typeof transferAllocationMachine;
