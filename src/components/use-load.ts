/**
 * Loads data for a screen: loading → loaded | failed, with retry. The call gets an AbortSignal that
 * fires when the inputs change or the screen unmounts, so a late answer never lands on a stale screen.
 * `refresh` loads again without passing through `loading` (a live event said the record changed): the
 * screen keeps what it shows, including dialogs and unsaved fields, until the new data arrives, and
 * a failed refresh keeps the data it had.
 */
import { useEffect, useRef, useState } from 'react';
import { describeApiError, type ApiFailure } from '../api/api-error';

export type LoadState<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed'; failure: ApiFailure };

export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const silentNext = useRef(false);
  useEffect(() => {
    const controller = new AbortController();
    const silent = silentNext.current;
    silentNext.current = false;
    if (!silent) setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'loaded', data }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setState((previous) =>
          silent && previous.status === 'loaded'
            ? previous
            : { status: 'failed', failure: describeApiError(error) },
        ),
    );
    return () => controller.abort();
    // `load` is a new function on every render; `deps` says when it really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  const refresh = () => {
    // Only loaded data is refreshed in place; otherwise this is an ordinary retry.
    silentNext.current = state.status === 'loaded';
    setAttempt((n) => n + 1);
  };
  return { ...state, retry: () => setAttempt((n) => n + 1), refresh } as LoadState<T> & {
    retry: () => void;
    refresh: () => void;
  };
}
