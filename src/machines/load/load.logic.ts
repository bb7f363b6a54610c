/** The load machine's pure rules: when an input is new, and when a call's answer still counts. */

/** React's rule for dependency lists: same length, each item `Object.is` the same. */
export function sameInputs(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((item, i) => Object.is(item, b[i]));
}

/**
 * The answer of a call whose signal was aborted never settles: whatever it answers later (even after
 * React's strict mode restarted the actor that made it) never lands.
 */
export function unlessAborted<T>(call: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    call.then(
      (value) => !signal.aborted && resolve(value),
      (error: unknown) => !signal.aborted && reject(error),
    );
  });
}
