/** The allocation flow for a screen: its machine with the app's API, its state, and named commands. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createTransferAllocationMachine } from './transfer-allocation.implementations';
import * as select from './transfer-allocation.selectors';

export function useTransferAllocation(shipmentId: number) {
  const api = useApi();
  const machine = useMemo(() => createTransferAllocationMachine(api), [api]);
  const actor = useActorRef(machine, {
    input: { shipmentId, idempotencyKey: crypto.randomUUID() },
    inspect: inspectFor('transferAllocation'),
  });
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;
  return {
    step: select.selectStep(snapshot),
    proposal: select.selectProposal(snapshot),
    plan: select.selectPlan(snapshot),
    error: select.selectError(snapshot),
    problems: select.selectProblems(snapshot),
    isAllocating: snapshot.matches('allocating'),
    setQuantity: (lineIndex: number, balanceId: number, quantity: number) =>
      send({ type: 'plan.set', lineIndex, balanceId, quantity }),
    /** Back to the first-expiry-first-out proposal. */
    restoreProposal: () => send({ type: 'plan.useProposal' }),
    submit: () => send({ type: 'allocation.submit' }),
    reload: () => send({ type: 'proposal.reload' }),
    retry: () => send({ type: 'load.retry' }),
  };
}

export type TransferAllocationFlow = ReturnType<typeof useTransferAllocation>;
