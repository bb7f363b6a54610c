/**
 * The stock drift review for the drift screen: its machine with the app's API, its state, and named
 * commands. `onFinished` runs when the differences changed or were found changed (reload the list,
 * drop the selection).
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { DriftRow } from '../../domain/contracts/wms-connections';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createDriftReviewMachine } from './drift-review.implementations';
import * as select from './drift-review.selectors';
import type { ReviewFinished } from './drift-review.types';

export function useDriftReview(mayApply: boolean, onFinished: (finished: ReviewFinished) => void) {
  const api = useApi();
  const machine = useMemo(() => createDriftReviewMachine(api), [api]);
  const actor = useActorRef(machine, { input: { mayApply }, inspect: inspectFor('driftReview') });
  const latest = useRef(onFinished);
  useEffect(() => {
    latest.current = onFinished;
  });
  useEffect(() => {
    const subscription = actor.on('review.finished', (event) => latest.current(event));
    return () => subscription.unsubscribe();
  }, [actor]);
  const snapshot = useSelector(actor, (s) => s);
  const send = actor.send;
  return {
    step: select.selectStep(snapshot),
    context: snapshot.context,
    dialogOpen: select.selectDialogOpen(snapshot),
    busy: select.selectBusy(snapshot),
    canApply: (drifts: DriftRow[]) => snapshot.can({ type: 'review.apply', drifts }),
    canDismiss: (drifts: DriftRow[]) => snapshot.can({ type: 'review.dismiss', drifts }),
    apply: useCallback((drifts: DriftRow[]) => send({ type: 'review.apply', drifts }), [send]),
    dismiss: useCallback((drifts: DriftRow[]) => send({ type: 'review.dismiss', drifts }), [send]),
    confirm: useCallback(() => send({ type: 'review.confirm' }), [send]),
    cancel: useCallback(() => send({ type: 'review.cancel' }), [send]),
    retry: useCallback(() => send({ type: 'review.retry' }), [send]),
    reload: useCallback(() => send({ type: 'review.reload' }), [send]),
    close: useCallback(() => send({ type: 'review.close' }), [send]),
  };
}

export type DriftReviewFlow = ReturnType<typeof useDriftReview>;
