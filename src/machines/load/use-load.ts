/**
 * Loads data for a screen over the load machine: loading → loaded | failed, with retry. The call gets
 * an AbortSignal that fires when the inputs change or the screen unmounts, so a late answer never
 * lands on a stale screen. `refresh` loads again without passing through `loading` (a live event said
 * the record changed): the screen keeps what it shows, including dialogs and unsaved fields, until the
 * new data arrives, and a failed refresh keeps the data it had.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { ApiFailure } from '../../api/api-error';
import { inspectFor } from '../registry';
import { createLoadMachine } from './load.implementations';
import { sameInputs } from './load.logic';
import * as select from './load.selectors';

export type LoadState<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed'; failure: ApiFailure };

export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]) {
  // `load` is a new function on every render; `deps` says when it really changes. The machine calls
  // the latest one (updated before any effect, so before the actor starts or hears of new deps).
  const latest = useRef(load);
  useLayoutEffect(() => {
    latest.current = load;
  });
  const machine = useMemo(
    () => createLoadMachine<T, readonly unknown[]>((_deps, signal) => latest.current(signal)),
    [],
  );
  const actor = useActorRef(machine, { input: { input: deps }, inspect: inspectFor('load') });

  const loadedDeps = useRef(deps);
  useEffect(() => {
    if (sameInputs(loadedDeps.current, deps)) return;
    loadedDeps.current = deps;
    actor.send({ type: 'load.change', input: deps });
  });

  const snapshot = useSelector(actor, (s) => s);
  const state = useMemo((): LoadState<T> => {
    const status = select.selectStatus(snapshot);
    if (status === 'loaded') return { status, data: select.selectData(snapshot) as T };
    if (status === 'failed') return { status, failure: select.selectFailure(snapshot)! };
    return { status };
  }, [snapshot]);
  const retry = useCallback(() => actor.send({ type: 'load.retry' }), [actor]);
  // Only loaded data is refreshed in place; otherwise this is an ordinary retry.
  const refresh = useCallback(() => actor.send({ type: 'load.refresh' }), [actor]);
  return { ...state, retry, refresh };
}
