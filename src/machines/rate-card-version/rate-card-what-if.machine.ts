/**
 * The what-if of a draft version (issue 18): choose a past period (last month proposed), compute what
 * the saved draft would have charged each client for the events recorded in it beside what was
 * charged, show it; a failure shows its reason and can be run again. The screen starts a new one when
 * the draft is saved (the answer was about the rates saved before). Pure: runWhatIf is provided by
 * rate-card-version.implementations.ts (and by tests).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { WhatIfAnswer } from '../../domain/contracts/activity-rate-cards';
import { messageOf } from '../api-failure';
import { periodProblems } from './rate-card-version.logic';
import type { WhatIfContext, WhatIfEvent, WhatIfInput } from './rate-card-version.types';

type PeriodEvent = Extract<WhatIfEvent, { type: 'period.set' }>;

export interface RunWhatIfInput {
  cardId: number;
  versionId: number;
  from: string;
  to: string;
}

const setPeriod = {
  target: 'choosing' as const,
  actions: { type: 'setPeriod' as const, params: ({ event }: { event: PeriodEvent }) => event },
};
const run = [
  { guard: 'isPeriodValid' as const, target: 'computing' as const },
  { actions: 'explainPeriod' as const },
];

export const rateCardWhatIfMachine = setup({
  types: {
    input: {} as WhatIfInput,
    context: {} as WhatIfContext,
    events: {} as WhatIfEvent,
  },
  actors: {
    runWhatIf: fromPromise<WhatIfAnswer, RunWhatIfInput>(() =>
      Promise.reject(new Error('runWhatIf not provided')),
    ),
  },
  guards: {
    isPeriodValid: ({ context }) => Object.keys(periodProblems(context.from, context.to)).length === 0,
  },
  actions: {
    setPeriod: assign(({ context }, params: PeriodEvent) => ({
      from: params.from ?? context.from,
      to: params.to ?? context.to,
      problems: {},
      error: null,
    })),
    explainPeriod: assign(({ context }) => ({ problems: periodProblems(context.from, context.to) })),
    storeAnswer: assign((_, params: { answer: WhatIfAnswer }) => ({ answer: params.answer, error: null })),
    storeError: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error), answer: null })),
  },
}).createMachine({
  id: 'rateCardWhatIf',
  context: ({ input }) => ({ ...input, answer: null, problems: {}, error: null }),
  initial: 'choosing',
  states: {
    choosing: {
      on: { 'period.set': setPeriod, 'whatIf.run': run },
    },
    computing: {
      invoke: {
        src: 'runWhatIf',
        input: ({ context }) => ({
          cardId: context.cardId,
          versionId: context.versionId,
          from: context.from,
          to: context.to,
        }),
        onDone: {
          target: 'shown',
          actions: { type: 'storeAnswer', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The period of an answer (or a failure) was checked before it was computed.
    shown: {
      on: { 'period.set': setPeriod, 'whatIf.run': 'computing' },
    },
    failed: {
      on: { 'period.set': setPeriod, 'whatIf.run': 'computing' },
    },
  },
});

export type RateCardWhatIfMachine = typeof rateCardWhatIfMachine;
