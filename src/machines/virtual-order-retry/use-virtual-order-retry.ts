/** The retry flow for the virtual orders screen: its machine over the API, its state, named commands. */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { inspectFor } from '../registry';
import { useApi } from '../use-app';
import { createVirtualOrderRetryMachine } from './virtual-order-retry.implementations';
import type { RetryFinished, RetryTarget, StoreChoice } from './virtual-order-retry.types';

/** `onFinished` runs once per answered retry (reload the list; say how a single one went). */
export function useVirtualOrderRetry(onFinished: (finished: RetryFinished) => void) {
  const api = useApi();
  const machine = useMemo(() => createVirtualOrderRetryMachine(api), [api]);
  const actor = useActorRef(machine, { inspect: inspectFor('virtualOrderRetry') });
  const latest = useRef(onFinished);
  useEffect(() => {
    latest.current = onFinished;
  });
  useEffect(() => {
    const subscription = actor.on('retry.finished', (event) => latest.current(event));
    return () => subscription.unsubscribe();
  }, [actor]);

  const state = useSelector(actor, (s) => s.value);
  return {
    /** 'idle', 'confirming', 'submitting' or 'done'. */
    state,
    target: useSelector(actor, (s) => s.context.target),
    store: useSelector(actor, (s) => s.context.store),
    results: useSelector(actor, (s) => s.context.results),
    error: useSelector(actor, (s) => s.context.error),
    canSubmit: useSelector(actor, (s) => s.can({ type: 'retry.submit' })),
    choose: useCallback((target: RetryTarget) => actor.send({ type: 'retry.choose', target }), [actor]),
    chooseStore: useCallback((store: StoreChoice) => actor.send({ type: 'retry.store', store }), [actor]),
    submit: useCallback(() => actor.send({ type: 'retry.submit' }), [actor]),
    cancel: useCallback(() => actor.send({ type: 'retry.cancel' }), [actor]),
    close: useCallback(() => actor.send({ type: 'retry.close' }), [actor]),
  };
}

export type VirtualOrderRetry = ReturnType<typeof useVirtualOrderRetry>;
