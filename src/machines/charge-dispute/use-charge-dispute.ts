/**
 * The charge dispute flow for the trace dialog: its machine over the API, the form's state and its
 * messages (the form's own once a send was tried, the server's per field), and named commands.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useBillingEntryCalls } from '../../api/billing-entries.api';
import type { Minor } from '../../domain/money';
import { messageOf } from '../api-failure';
import { inspectFor } from '../registry';
import { formProblems } from './charge-dispute.logic';
import { createChargeDisputeMachine } from './charge-dispute.implementations';
import type { ChargeAnswered, DisputedCharge, DisputeResolution } from './charge-dispute.types';

/** `onAnswered` runs once per answered send (read the charge and the ledger again). */
export function useChargeDispute(onAnswered: (answered: ChargeAnswered) => void) {
  const calls = useBillingEntryCalls();
  const machine = useMemo(() => createChargeDisputeMachine(calls), [calls]);
  const actor = useActorRef(machine, { inspect: inspectFor('chargeDispute') });
  const latest = useRef(onAnswered);
  useEffect(() => {
    latest.current = onAnswered;
  });
  useEffect(() => {
    const subscription = actor.on('charge.answered', (event) => latest.current(event));
    return () => subscription.unsubscribe();
  }, [actor]);

  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const problems = useMemo(() => (context.attempted ? formProblems(context) : {}), [context]);
  const serverFields = (context.error as { fields?: Record<string, string> } | null)?.fields ?? {};
  return {
    /** 'idle', 'writing', 'choosing', 'sending', 'sent', 'resolved' or 'failed'. */
    state: snapshot.value,
    mode: context.mode,
    entryId: context.charge?.entryId ?? null,
    comment: context.comment,
    resolution: context.resolution,
    creditAmount: context.creditAmount,
    answer: context.answer,
    /** The message of each field: the form's own, else the server's. */
    fieldErrors: {
      comment: problems.comment ?? serverFields.comment,
      resolution: problems.resolution ?? serverFields.resolution,
      creditAmount: problems.creditAmount ?? serverFields.creditAmount,
    },
    /** The server's message when the last send failed. */
    failure: snapshot.matches('failed') ? messageOf(context.error) : null,
    isSending: snapshot.matches('sending'),
    startDispute: useCallback(
      (charge: DisputedCharge) => actor.send({ type: 'dispute.start', charge }),
      [actor],
    ),
    startResolve: useCallback(
      (charge: DisputedCharge) => actor.send({ type: 'resolve.start', charge }),
      [actor],
    ),
    setComment: useCallback((comment: string) => actor.send({ type: 'charge.comment', comment }), [actor]),
    choose: useCallback(
      (resolution: DisputeResolution) => actor.send({ type: 'resolve.choose', resolution }),
      [actor],
    ),
    setCreditAmount: useCallback(
      (amount: Minor | null) => actor.send({ type: 'resolve.amount', amount }),
      [actor],
    ),
    submit: useCallback(() => actor.send({ type: 'charge.submit' }), [actor]),
    cancel: useCallback(() => actor.send({ type: 'charge.cancel' }), [actor]),
    close: useCallback(() => actor.send({ type: 'charge.close' }), [actor]),
  };
}

export type ChargeDisputeFlow = ReturnType<typeof useChargeDispute>;
