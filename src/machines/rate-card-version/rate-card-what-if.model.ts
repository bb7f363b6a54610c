/**
 * The what-if flow's model for generated paths (flow-model.ts): October 2026 proposed; a first day
 * after the last, or no day, is refused before any call; the answer is one client's storage, 12.00
 * charged and 18.50 by the draft; a failure can be run again.
 */
import type { WhatIfAnswer } from '../../domain/contracts/activity-rate-cards';
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import { periodProblems } from './rate-card-version.logic';
import { rateCardWhatIfMachine } from './rate-card-what-if.machine';
import type { WhatIfEvent } from './rate-card-version.types';

export const whatIfModelAnswer: WhatIfAnswer = {
  from: '2026-10-01',
  to: '2026-10-31',
  versionId: 12,
  rows: [
    {
      vendorId: 3,
      vendorName: 'Northwind Goods',
      chargeType: 'Storage',
      actual: 12,
      whatIf: 18.5,
      difference: 6.5,
    },
  ],
  totals: { actual: 12, whatIf: 18.5, difference: 6.5 },
  unpricedCount: 2,
  eventCount: 40,
};

export const rateCardWhatIfModel = defineFlowModel({
  machine: rateCardWhatIfMachine,
  inputs: [{ cardId: 4, versionId: 12, from: '2026-10-01', to: '2026-10-31' }],
  events: (): WhatIfEvent[] => [
    { type: 'period.set', from: '2026-11-05' },
    { type: 'period.set', from: '2026-10-01', to: '2026-10-31' },
    { type: 'period.set', to: '' },
    { type: 'whatIf.run' },
  ],
  answers: {
    runWhatIf: {
      output: [whatIfModelAnswer],
      error: [
        asCallFailure(new Error('The what-if could not be computed: the server could not be reached.')),
      ],
    },
  },
  facets: (s) => ({
    valid: Object.keys(periodProblems(s.context.from, s.context.to)).length === 0,
    problems: Object.keys(s.context.problems).length,
  }),
});
