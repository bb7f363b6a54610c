/** The completion flow for a screen: its machine with the app's API, its state, and named commands. */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createWorkOrderCompletionMachine } from './work-order-completion.implementations';
import { heldLots, outputProblems, pickProblems, sharesOf } from './work-order-completion.logic';

export type CompletionStep =
  | 'loading'
  | 'pickingLots'
  | 'enteringOutput'
  | 'reviewing'
  | 'committing'
  | 'changed'
  | 'notCompletable'
  | 'done'
  | 'failed';

export function useWorkOrderCompletion(workOrderId: number) {
  const api = useApi();
  const machine = useMemo(() => createWorkOrderCompletionMachine(api), [api]);
  const actor = useActorRef(machine, {
    input: { workOrderId, idempotencyKey: crypto.randomUUID() },
    inspect: inspectFor('workOrderCompletion'),
  });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const send = actor.send;
  const loaded = context.loaded;
  return {
    step: snapshot.value,
    loaded,
    quantity: context.quantity,
    picks: context.picks,
    output: context.output,
    refusal: context.refusal,
    error: context.error,
    /** The items this completion consumes, each with its share, and the lots held for them. */
    items: loaded ? sharesOf(loaded, context.quantity) : [],
    lots: loaded ? heldLots(loaded) : [],
    pickProblems: pickProblems(context),
    outputProblems: outputProblems(loaded, context.output),
    setQuantity: (quantity: number) => send({ type: 'quantity.set', quantity }),
    setPick: (vendorProductId: number, lotKey: string, quantity: number) =>
      send({ type: 'lot.set', vendorProductId, lotKey, quantity }),
    scan: (code: string) => send({ type: 'lot.scan', code }),
    /** Back to first expiry first out. */
    useProposal: () => send({ type: 'lots.useProposal' }),
    donePicking: () => send({ type: 'lots.done' }),
    setOutput: (output: { lot?: string; expiry?: string | null }) => send({ type: 'output.set', ...output }),
    backToPicking: () => send({ type: 'output.back' }),
    review: () => send({ type: 'output.review' }),
    edit: () => send({ type: 'review.edit' }),
    commit: () => send({ type: 'review.commit' }),
    reload: () => send({ type: 'flow.reload' }),
    retry: () => send({ type: 'load.retry' }),
  };
}

export type WorkOrderCompletionFlow = ReturnType<typeof useWorkOrderCompletion>;
