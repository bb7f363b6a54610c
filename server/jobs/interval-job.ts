/**
 * A job that runs every interval in this server process until stopped. A tick that finds the previous
 * run still going is skipped, and stopping waits for a running one. Jobs that must run once across
 * several processes guard their work themselves (an advisory lock, or rows claimed with SKIP LOCKED).
 */
export interface IntervalJob {
  /** Stops the timer and waits for a running tick to finish. */
  stop(): Promise<void>;
}

export function startIntervalJob(everyMs: number, tick: () => Promise<unknown>): IntervalJob {
  if (!(everyMs > 0)) return { stop: async () => {} };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = tick().finally(() => (running = null));
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
