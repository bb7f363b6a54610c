/**
 * A vendor's onboarding checklist (issue 21): loading (GET its checklist) → ready; an admin with
 * clients.manage asks to mark it onboarded (only when every required step is done) or denied →
 * confirming (with an optional reason) → submitting → ready again with the new checklist, or
 * incomplete (409: the required steps the server found not done), or failed (the message; retry or
 * cancel). `onboarding.refresh` re-reads the checklist. Pure: loadChecklist and submitAction are
 * provided by vendor-onboarding.implementations.ts (and by tests).
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { OnboardingAction, OnboardingChecklist } from '../../domain/onboarding';
import { codeOf, messageOf } from '../api-failure';
import { canComplete, canDeny, missingOf } from './vendor-onboarding.logic';
import type {
  ActionCallInput,
  ChecklistCallInput,
  OnboardingContext,
  OnboardingEvent,
  OnboardingInput,
} from './vendor-onboarding.types';

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

/** Emitted when the vendor's stage changed (the timeline has a new entry). */
export interface OnboardingChanged {
  type: 'onboarding.changed';
  action: OnboardingAction;
}

export const vendorOnboardingMachine = setup({
  types: {
    input: {} as OnboardingInput,
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    emitted: {} as OnboardingChanged,
  },
  actors: {
    loadChecklist: fromPromise<OnboardingChecklist, ChecklistCallInput>(notProvided('loadChecklist')),
    submitAction: fromPromise<OnboardingChecklist, ActionCallInput>(notProvided('submitAction')),
  },
  guards: {
    mayComplete: ({ context }) => context.mayManage && canComplete(context.checklist),
    mayDeny: ({ context }) => context.mayManage && canDeny(context.checklist),
    isIncomplete: (_, params: { error: unknown }) => codeOf(params.error) === 'onboarding_incomplete',
  },
  actions: {
    storeChecklist: assign((_, params: { checklist: OnboardingChecklist }) => ({
      checklist: params.checklist,
      error: null,
    })),
    storeLoadFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    choose: assign((_, params: { action: OnboardingAction }) => ({
      action: params.action,
      reason: '',
      missing: [],
      error: null,
    })),
    setReason: assign((_, params: { value: string }) => ({ reason: params.value })),
    storeIncomplete: assign((_, params: { error: unknown }) => ({
      missing: missingOf(params.error),
      error: messageOf(params.error),
    })),
    storeFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    clear: assign({ action: null, reason: '', missing: [], error: null }),
    announce: emit(({ context }) => ({
      type: 'onboarding.changed' as const,
      action: context.action ?? 'complete',
    })),
  },
}).createMachine({
  id: 'vendorOnboarding',
  context: ({ input }) => ({
    vendorId: input.vendorId,
    mayManage: input.mayManage,
    checklist: null,
    action: null,
    reason: '',
    missing: [],
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadChecklist',
        input: ({ context }) => ({ vendorId: context.vendorId }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeChecklist', params: ({ event }) => ({ checklist: event.output }) },
        },
        onError: {
          target: 'unavailable',
          actions: { type: 'storeLoadFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    unavailable: {
      on: { 'onboarding.refresh': 'loading' },
    },
    ready: {
      on: {
        'onboarding.complete': {
          guard: 'mayComplete',
          target: 'confirming',
          actions: { type: 'choose', params: { action: 'complete' } },
        },
        'onboarding.deny': {
          guard: 'mayDeny',
          target: 'confirming',
          actions: { type: 'choose', params: { action: 'deny' } },
        },
        'onboarding.refresh': 'loading',
      },
    },
    confirming: {
      on: {
        'reason.set': { actions: { type: 'setReason', params: ({ event }) => ({ value: event.value }) } },
        'onboarding.confirm': 'submitting',
        'onboarding.cancel': { target: 'ready', actions: 'clear' },
      },
    },
    submitting: {
      invoke: {
        src: 'submitAction',
        input: ({ context }) => ({
          vendorId: context.vendorId,
          action: context.action ?? 'complete',
          reason: context.reason.trim() || null,
        }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeChecklist', params: ({ event }) => ({ checklist: event.output }) },
            'announce',
            'clear',
          ],
        },
        onError: [
          {
            guard: { type: 'isIncomplete', params: ({ event }) => ({ error: event.error }) },
            target: 'incomplete',
            actions: { type: 'storeIncomplete', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    // The server found required steps not done (changed elsewhere meanwhile): re-read the checklist.
    incomplete: {
      on: {
        'onboarding.refresh': { target: 'loading', actions: 'clear' },
        'onboarding.close': { target: 'ready', actions: 'clear' },
      },
    },
    failed: {
      on: {
        'onboarding.retry': 'submitting',
        'onboarding.cancel': { target: 'ready', actions: 'clear' },
        'onboarding.refresh': { target: 'loading', actions: 'clear' },
      },
    },
  },
});

export type VendorOnboardingMachine = typeof vendorOnboardingMachine;
