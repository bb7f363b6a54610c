/** The bulk allocation flow for a screen: its machine with the app's API, its state, and named commands. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createBulkAllocationMachine } from './bulk-allocation.implementations';
import * as select from './bulk-allocation.selectors';

export function useBulkAllocation(shipmentId: number) {
  const api = useApi();
  const machine = useMemo(() => createBulkAllocationMachine(api), [api]);
  const actor = useActorRef(machine, {
    input: { shipmentId, idempotencyKey: crypto.randomUUID() },
    inspect: inspectFor('bulkAllocation'),
  });
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;
  return {
    step: select.selectStep(snapshot),
    proposal: select.selectProposal(snapshot),
    plan: select.selectPlan(snapshot),
    error: select.selectError(snapshot),
    refusal: select.selectRefusal(snapshot),
    problems: select.selectProblems(snapshot),
    /** Every line that tracks stock has its full quantity chosen. */
    isComplete: select.selectIsComplete(snapshot),
    isAllocating: snapshot.matches('allocating'),
    /** Refused (and the plan kept) when it takes more than the place has free or the line needs. */
    setQuantity: (lineIndex: number, balanceId: number, quantity: number) =>
      send({ type: 'plan.set', lineIndex, balanceId, quantity }),
    /** Back to the first-expiry-first-out proposal. */
    restoreProposal: () => send({ type: 'plan.useProposal' }),
    review: () => send({ type: 'allocation.review' }),
    edit: () => send({ type: 'allocation.edit' }),
    submit: () => send({ type: 'allocation.submit' }),
    reload: () => send({ type: 'proposal.reload' }),
    retry: () => send({ type: 'load.retry' }),
  };
}

export type BulkAllocationFlow = ReturnType<typeof useBulkAllocation>;
