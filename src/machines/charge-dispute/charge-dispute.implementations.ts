/** The charge dispute flow's I/O over the API (billing-entries.api.ts). */
import { fromPromise } from 'xstate';
import type { BillingEntryCalls } from '../../api/billing-entries.api';
import { failingAs } from '../api-failure';
import { chargeDisputeMachine } from './charge-dispute.machine';
import type { BillingDisputeRow, ChargeAnswerRequest } from './charge-dispute.types';

function send(calls: BillingEntryCalls, request: ChargeAnswerRequest, signal: AbortSignal) {
  if (request.kind === 'dispute') return calls.dispute(request.entryId, { comment: request.comment }, signal);
  const { entryId, resolution, comment, creditAmount } = request;
  return calls.resolve(entryId, { resolution, comment, creditAmount }, signal);
}

export function createChargeDisputeMachine(calls: BillingEntryCalls) {
  return chargeDisputeMachine.provide({
    actors: {
      sendAnswer: fromPromise<BillingDisputeRow, ChargeAnswerRequest>(({ input, signal }) =>
        failingAs(send(calls, input, signal)),
      ),
    },
  });
}
