/**
 * Loads data for a screen: loading → loaded | failed, with retry. The call gets an AbortSignal that
 * fires when the inputs change or the screen unmounts, so a late answer never lands on a stale screen.
 */
import { useEffect, useState } from 'react';
import { describeApiError, type ApiFailure } from '../api/api-error';

export type LoadState<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed'; failure: ApiFailure };

export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'loaded', data }),
      (error: unknown) =>
        !controller.signal.aborted && setState({ status: 'failed', failure: describeApiError(error) }),
    );
    return () => controller.abort();
    // `load` is a new function on every render; `deps` says when it really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) } as LoadState<T> & { retry: () => void };
}
