/**
 * What a background job is: its name, its handler and how it is run (attempts, backoff between them,
 * a time limit). Each process has one registry of the jobs it can run; the runner claims only those
 * names, so a job queued by a newer process waits for a process that knows it.
 */
import type { Clock } from '../clock';
import type { Db, Tx } from '../db/client';
import type { jobs } from '../db/schema';
import type { DomainEvents } from '../events/domain-events';

/** A job's row: what it is, how far it got, who holds it. */
export type QueuedJob = typeof jobs.$inferSelect;

/** The process log a job writes to (Fastify's logger fits). */
export interface JobLog {
  info(obj: object, message: string): void;
  warn(obj: object, message: string): void;
  error(obj: object, message: string): void;
}

/** What a handler is given for one attempt. */
export interface JobContext<P> {
  job: QueuedJob;
  payload: P;
  /**
   * Aborted when the job is cancelled, runs past its time limit, loses its lease or the process stops:
   * a long handler checks it (or passes it on) and gives up.
   */
  signal: AbortSignal;
  /**
   * Records progress (0–100, with what is being done) and publishes it to the live hub. Throws
   * `JobCancelled` when a cancel was requested, so the handler stops at its next call.
   */
  progress(percent: number, message?: string | null): Promise<void>;
  /**
   * Runs `work` in a transaction only while this attempt still holds the job (the job row locked for
   * the transaction, so no other process can take it over meanwhile); otherwise throws and writes
   * nothing. A handler that writes its output in steps writes each step through it, so a process
   * taken for dead that wakes up later never adds to what the process that took over wrote.
   */
  whileHeld<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  db: Db;
  events: DomainEvents;
  clock: Clock;
  log: JobLog;
}

export interface Backoff {
  /** The wait before the second attempt; each later one waits twice the one before. */
  baseMs: number;
  /** The longest wait. */
  maxMs: number;
}

export interface JobDefinition<P = unknown, R = unknown> {
  name: string;
  /** How the system log and the screens name it ('Release expired order holds'). */
  label: string;
  run(context: JobContext<P>): Promise<R>;
  /** Attempts before Failed (3 by default); a job enqueued with its own count keeps it. */
  maxAttempts?: number;
  backoff?: Backoff;
  /** An attempt still running after this long fails (and may be retried). */
  timeoutMs?: number;
  /**
   * Runs once the job has ended Failed (attempts spent, or its process died on the last one) or
   * Cancelled by the runner: what the job was producing records that it will not come (a report
   * marked Failed). Not for a queued job cancelled before it ran: whoever cancels it does that.
   */
  onEnded?(deps: JobEndedDeps, job: QueuedJob): Promise<void>;
}

/** What `onEnded` is given. */
export interface JobEndedDeps {
  db: Db;
  events: DomainEvents;
  clock: Clock;
}

export const DEFAULT_MAX_ATTEMPTS = 3;
export const DEFAULT_BACKOFF: Backoff = { baseMs: 10_000, maxMs: 10 * 60_000 };

/** Declares a job, checking its payload and result types. */
export const defineJob = <P, R>(definition: JobDefinition<P, R>): JobDefinition<P, R> => definition;

/** The wait before attempt `failedAttempts + 1`: base, 2 × base, 4 × base, … at most max. */
export function backoffDelay(backoff: Backoff, failedAttempts: number): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, failedAttempts - 1));
}

export class JobRegistry {
  private readonly definitions = new Map<string, JobDefinition>();

  constructor(definitions: readonly JobDefinition<never, unknown>[] = []) {
    for (const definition of definitions) this.register(definition);
  }

  register<P, R>(definition: JobDefinition<P, R>): this {
    if (this.definitions.has(definition.name))
      throw new Error(`The job ${definition.name} is already registered.`);
    this.definitions.set(definition.name, definition);
    return this;
  }

  get(name: string): JobDefinition | undefined {
    return this.definitions.get(name);
  }

  names(): string[] {
    return [...this.definitions.keys()];
  }
}
