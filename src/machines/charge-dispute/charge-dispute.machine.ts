/**
 * Questioning a charge and answering the question. A client (billing.view) writes a comment and sends
 * it: writing → sending → sent. Staff (billing.entries) answer an open dispute: choosing (a credit,
 * of the whole charge or part of it, or an explanation, each with a comment) → sending → resolved.
 * A refused or failed send lands in failed with the form as it was, so it can be corrected and sent
 * again. Pure: sendAnswer is provided by charge-dispute.implementations.ts (and by tests).
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { isSendable, requestOf } from './charge-dispute.logic';
import type {
  BillingDisputeRow,
  ChargeAnswered,
  ChargeAnswerRequest,
  ChargeDisputeContext,
  ChargeDisputeEvent,
  DisputedCharge,
  DisputeResolution,
} from './charge-dispute.types';

const cleared: ChargeDisputeContext = {
  charge: null,
  mode: 'dispute',
  comment: '',
  resolution: null,
  creditAmount: null,
  attempted: false,
  error: null,
  answer: null,
};

export const chargeDisputeMachine = setup({
  types: {
    context: {} as ChargeDisputeContext,
    events: {} as ChargeDisputeEvent,
    emitted: {} as ChargeAnswered,
  },
  actors: {
    sendAnswer: fromPromise<BillingDisputeRow, ChargeAnswerRequest>(() =>
      Promise.reject(new Error('sendAnswer not provided')),
    ),
  },
  actions: {
    startDispute: assign((_, params: { charge: DisputedCharge }) => ({ ...cleared, charge: params.charge })),
    startResolve: assign((_, params: { charge: DisputedCharge }) => ({
      ...cleared,
      charge: params.charge,
      mode: 'resolve' as const,
    })),
    storeComment: assign((_, params: { comment: string }) => ({ comment: params.comment })),
    storeResolution: assign((_, params: { resolution: DisputeResolution }) => ({
      resolution: params.resolution,
    })),
    storeAmount: assign((_, params: { amount: number | null }) => ({ creditAmount: params.amount })),
    markAttempted: assign({ attempted: true }),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    clearError: assign({ error: null }),
    storeAnswer: assign((_, params: { answer: BillingDisputeRow }) => ({ answer: params.answer })),
    clear: assign(cleared),
    announceAnswered: emit(({ context }, params: { answer: BillingDisputeRow }) => ({
      type: 'charge.answered' as const,
      request: requestOf(context),
      answer: params.answer,
    })),
  },
  guards: {
    isSendable: ({ context }) => isSendable(context),
    isDispute: ({ context }) => context.mode === 'dispute',
    isResolve: ({ context }) => context.mode === 'resolve',
  },
}).createMachine({
  id: 'chargeDispute',
  context: cleared,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'dispute.start': {
          target: 'writing',
          actions: { type: 'startDispute', params: ({ event }) => ({ charge: event.charge }) },
        },
        'resolve.start': {
          target: 'choosing',
          actions: { type: 'startResolve', params: ({ event }) => ({ charge: event.charge }) },
        },
      },
    },
    writing: {
      on: {
        'charge.comment': {
          actions: { type: 'storeComment', params: ({ event }) => ({ comment: event.comment }) },
        },
        'charge.submit': [{ guard: 'isSendable', target: 'sending' }, { actions: 'markAttempted' }],
        'charge.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    choosing: {
      on: {
        'charge.comment': {
          actions: { type: 'storeComment', params: ({ event }) => ({ comment: event.comment }) },
        },
        'resolve.choose': {
          actions: { type: 'storeResolution', params: ({ event }) => ({ resolution: event.resolution }) },
        },
        'resolve.amount': {
          actions: { type: 'storeAmount', params: ({ event }) => ({ amount: event.amount }) },
        },
        'charge.submit': [{ guard: 'isSendable', target: 'sending' }, { actions: 'markAttempted' }],
        'charge.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    sending: {
      entry: ['markAttempted', 'clearError'],
      invoke: {
        src: 'sendAnswer',
        input: ({ context }) => requestOf(context),
        onDone: [
          {
            guard: 'isDispute',
            target: 'sent',
            actions: [
              { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) },
              { type: 'announceAnswered', params: ({ event }) => ({ answer: event.output }) },
            ],
          },
          {
            target: 'resolved',
            actions: [
              { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) },
              { type: 'announceAnswered', params: ({ event }) => ({ answer: event.output }) },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: {
        'charge.comment': {
          actions: { type: 'storeComment', params: ({ event }) => ({ comment: event.comment }) },
        },
        'resolve.choose': {
          guard: 'isResolve',
          actions: { type: 'storeResolution', params: ({ event }) => ({ resolution: event.resolution }) },
        },
        'resolve.amount': {
          guard: 'isResolve',
          actions: { type: 'storeAmount', params: ({ event }) => ({ amount: event.amount }) },
        },
        'charge.submit': { guard: 'isSendable', target: 'sending' },
        'charge.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    sent: { on: { 'charge.close': { target: 'idle', actions: 'clear' } } },
    resolved: { on: { 'charge.close': { target: 'idle', actions: 'clear' } } },
  },
});

export type ChargeDisputeMachine = typeof chargeDisputeMachine;
