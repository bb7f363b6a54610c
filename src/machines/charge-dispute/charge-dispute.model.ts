/**
 * The charge dispute flow's model for generated paths (flow-model.ts): a client questions a $12.50
 * charge, with and without a comment; staff answer it with an explanation, a credit of part of it, of
 * the whole (no amount) or of more than the charge (refused before sending).
 */
import { defineFlowModel } from '../flow-model';
import { chargeDisputeMachine } from './charge-dispute.machine';
import type { BillingDisputeRow, ChargeDisputeEvent } from './charge-dispute.types';

const charge = { entryId: 7, amount: 1250 };

const answer: BillingDisputeRow = {
  id: 3,
  entryId: 7,
  status: 'Open',
  comment: 'We shipped 2 cartons, not 3.',
  raisedBy: 'user-vendor',
  raisedByName: 'Nora Brand',
  raisedAt: '2026-11-20T15:00:00Z',
  resolution: null,
  resolutionComment: null,
  creditEntryId: null,
  resolvedByName: null,
  resolvedAt: null,
};

export const chargeDisputeModel = defineFlowModel({
  machine: chargeDisputeMachine,
  inputs: [undefined],
  events: (): ChargeDisputeEvent[] => [
    { type: 'dispute.start', charge },
    { type: 'resolve.start', charge },
    { type: 'charge.comment', comment: 'We shipped 2 cartons, not 3.' },
    { type: 'charge.comment', comment: '  ' },
    { type: 'resolve.choose', resolution: 'credit' },
    { type: 'resolve.choose', resolution: 'explanation' },
    { type: 'resolve.amount', amount: 500 },
    { type: 'resolve.amount', amount: 5000 },
    { type: 'resolve.amount', amount: null },
    { type: 'charge.submit' },
    { type: 'charge.cancel' },
    { type: 'charge.close' },
  ],
  answers: {
    sendAnswer: {
      output: [answer],
      error: [new Error('The server answered 503.')],
    },
  },
  facets: (s) => ({
    mode: s.context.mode,
    comment: s.context.comment.trim() !== '',
    resolution: s.context.resolution,
    amount: s.context.creditAmount,
    attempted: s.context.attempted,
  }),
});
