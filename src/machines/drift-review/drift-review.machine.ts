/**
 * Reviewing stock differences with the 3PL WMS: the user selects differences and asks to apply their
 * proposed direct inventory updates (confirmingApply: the dialog lists each update that will be
 * recorded) or to dismiss them (confirmingDismiss) → applying / dismissing (all or none) → applied /
 * dismissed, or conflict (409: someone changed these meanwhile; reload), or failed (retry the same
 * request, or cancel). Applying needs the permission to record direct inventory updates and open
 * differences that each propose one; dismissing needs the same permission (the server's) and open ones. Pure: applyDrifts and dismissDrifts
 * are provided by drift-review.implementations.ts (and by tests).
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { DriftRow } from '../../domain/contracts/wms-connections';
import { messageOf, statusOf } from '../api-failure';
import { canApplyAll, canDismissAll } from './drift-review.logic';
import type {
  DriftAction,
  ReviewCallInput,
  ReviewContext,
  ReviewEvent,
  ReviewFinished,
  ReviewInput,
} from './drift-review.types';

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));
const CONFLICT_MESSAGE =
  'Someone changed these differences meanwhile (a sync, or another user applied or dismissed one). Reload to see where they stand.';

export const driftReviewMachine = setup({
  types: {
    input: {} as ReviewInput,
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    emitted: {} as ReviewFinished,
  },
  actors: {
    applyDrifts: fromPromise<unknown, ReviewCallInput>(notProvided('applyDrifts')),
    dismissDrifts: fromPromise<unknown, ReviewCallInput>(notProvided('dismissDrifts')),
  },
  guards: {
    mayApply: ({ context }, params: { drifts: DriftRow[] }) => context.mayApply && canApplyAll(params.drifts),
    mayDismiss: ({ context }, params: { drifts: DriftRow[] }) =>
      context.mayApply && canDismissAll(params.drifts),
    isConflict: (_, params: { error: unknown }) => statusOf(params.error) === 409,
    wasApply: ({ context }) => context.action === 'apply',
  },
  actions: {
    choose: assign((_, params: { action: DriftAction; drifts: DriftRow[] }) => ({
      action: params.action,
      drifts: params.drifts,
      done: 0,
      error: null,
    })),
    storeDone: assign(({ context }) => ({ done: context.drifts.length, error: null })),
    storeConflict: assign({ error: CONFLICT_MESSAGE }),
    storeFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    clear: assign({ action: null, drifts: [], error: null }),
    announce: emit(({ context }, params: { outcome: ReviewFinished['outcome'] }) => ({
      type: 'review.finished' as const,
      outcome: params.outcome,
      count: context.drifts.length,
    })),
  },
}).createMachine({
  id: 'driftReview',
  context: ({ input }) => ({ mayApply: input.mayApply, action: null, drifts: [], done: 0, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'review.apply': {
          guard: { type: 'mayApply', params: ({ event }) => ({ drifts: event.drifts }) },
          target: 'confirmingApply',
          actions: { type: 'choose', params: ({ event }) => ({ action: 'apply', drifts: event.drifts }) },
        },
        'review.dismiss': {
          guard: { type: 'mayDismiss', params: ({ event }) => ({ drifts: event.drifts }) },
          target: 'confirmingDismiss',
          actions: { type: 'choose', params: ({ event }) => ({ action: 'dismiss', drifts: event.drifts }) },
        },
      },
    },
    confirmingApply: {
      on: { 'review.confirm': 'applying', 'review.cancel': { target: 'idle', actions: 'clear' } },
    },
    confirmingDismiss: {
      on: { 'review.confirm': 'dismissing', 'review.cancel': { target: 'idle', actions: 'clear' } },
    },
    applying: {
      invoke: {
        src: 'applyDrifts',
        input: ({ context }) => ({ ids: context.drifts.map((d) => d.id) }),
        onDone: {
          target: 'applied',
          actions: ['storeDone', { type: 'announce', params: { outcome: 'applied' } }],
        },
        onError: [
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
            actions: 'storeConflict',
          },
          {
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    dismissing: {
      invoke: {
        src: 'dismissDrifts',
        input: ({ context }) => ({ ids: context.drifts.map((d) => d.id) }),
        onDone: {
          target: 'dismissed',
          actions: ['storeDone', { type: 'announce', params: { outcome: 'dismissed' } }],
        },
        onError: [
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'conflict',
            actions: 'storeConflict',
          },
          {
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    applied: {
      on: { 'review.close': { target: 'idle', actions: 'clear' } },
    },
    dismissed: {
      on: { 'review.close': { target: 'idle', actions: 'clear' } },
    },
    // Nothing was written; what is on screen is stale: only a reload helps.
    conflict: {
      on: {
        'review.reload': {
          target: 'idle',
          actions: ['clear', { type: 'announce', params: { outcome: 'conflict' } }],
        },
      },
    },
    failed: {
      on: {
        'review.retry': [{ guard: 'wasApply', target: 'applying' }, { target: 'dismissing' }],
        'review.cancel': { target: 'idle', actions: 'clear' },
      },
    },
  },
});

export type DriftReviewMachine = typeof driftReviewMachine;
