/**
 * The load logic every loading child of the SPA is made of: a `fromPromise` actor over a call that
 * takes an AbortSignal. When the actor is stopped (its state left, its parent stopped) the request is
 * aborted, with `reason()` when given (the list's "Loading different items list now!"), and whatever
 * the call answers afterwards never lands. The load machine's `fetch`, the list's `fetchPage` and the
 * list's facets are all made with it.
 */
import { fromPromise } from 'xstate';
import { unlessAborted } from './load.logic';
import { loadMachine } from './load.machine';

export type LoadCall<TOutput, TInput> = (input: TInput, signal: AbortSignal) => Promise<TOutput>;

export function fromLoad<TOutput, TInput>(call: LoadCall<TOutput, TInput>, reason?: () => unknown) {
  return fromPromise<TOutput, TInput>(({ input, signal }) => {
    const controller = new AbortController();
    signal.addEventListener('abort', () => controller.abort(reason?.()), { once: true });
    return unlessAborted(call(input, controller.signal), controller.signal);
  });
}

/** A load machine over one call. */
export function createLoadMachine<TOutput, TInput>(call: LoadCall<TOutput, TInput>) {
  // The machine holds any input; this one is the input it was started (or changed) with.
  return loadMachine.provide({
    actors: { fetch: fromLoad<unknown, unknown>((input, signal) => call(input as TInput, signal)) },
  });
}
