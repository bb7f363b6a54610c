/**
 * The background job runner of one server process.
 *
 * Why a `jobs` table claimed with `FOR UPDATE SKIP LOCKED` rather than pg-boss: it runs unchanged on
 * the embedded PGlite (the default, one connection) and on PostgreSQL, with no adapter; and progress,
 * heartbeats, cancellation and the system log are ours to shape (pg-boss 10.4, the newest for Node 20,
 * has no progress reporting).
 *
 * How a job runs:
 * - Claim: in one short transaction, the due jobs this process knows (Queued with runAt passed, or
 *   Running past their lease, whose process died) are locked with SKIP LOCKED, so each goes to exactly
 *   one process, and marked Running under this runner's id with a lease (lockedUntil).
 * - Run: outside that transaction. While it runs, heartbeats move the lease on; a handler reports
 *   progress (0–100, with a message), published over the live hub.
 * - End: Succeeded with its result; on an error, Queued again after an exponential backoff until its
 *   attempts are spent, then Failed with the reason kept. Every write at the end is guarded by this
 *   runner's id and attempt, so a runner that lost its lease (taken for dead) never overwrites the
 *   process that took the job over.
 * - Cancel (job-queue.ts): a queued job ends Cancelled at once; a running one sees it at its next
 *   progress call (which throws `JobCancelled`) or through `signal` at the next heartbeat.
 * - Stop: no more claims; running jobs get up to one lease to finish, then their signal is aborted and
 *   those that give up go back to the queue without spending an attempt.
 *
 * Time comes from the clock (tests move it); `tick`, `heartbeat` and `drain` let tests drive the
 * runner without its timers, which only `start` sets.
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db, Tx } from '../db/client';
import { jobs } from '../db/schema';
import type { DomainEvents } from '../events/domain-events';
import { startIntervalJob, type IntervalJob } from './interval-job';
import { formatDuration, journal, publishJob, type JobOutcome } from './job-journal';
import {
  backoffDelay,
  DEFAULT_BACKOFF,
  type JobContext,
  type JobDefinition,
  type JobLog,
  type JobRegistry,
  type QueuedJob,
} from './job-registry';

/** Thrown by `progress` once the job was cancelled: the handler stops there. */
export class JobCancelled extends Error {
  constructor() {
    super('The job was cancelled.');
    this.name = 'JobCancelled';
  }
}

export interface JobRunnerDeps {
  registry: JobRegistry;
  db: Db;
  events: DomainEvents;
  clock: Clock;
  log: JobLog;
}

export interface JobRunnerOptions {
  /** How long a running job stays this runner's without a heartbeat. */
  leaseMs: number;
  /** Jobs run at once (0: this process runs none). */
  concurrency: number;
  /** The runner's name in `lockedBy` (host, pid and a random part by default). */
  id?: string;
}

type AbortReason = 'cancel' | 'timeout' | 'lease' | 'stop';

interface Running {
  job: QueuedJob;
  definition: JobDefinition;
  controller: AbortController;
  abortReason: AbortReason | null;
  done: Promise<void>;
}

/** Why an attempt failed; a failed query by the database's own words rather than its whole SQL. */
function reasonOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err) || 'Unknown error';
  if (err.message.startsWith('Failed query') && err.cause instanceof Error)
    return `Database error: ${err.cause.message}`;
  return err.message || 'Unknown error';
}

export class JobRunner {
  readonly id: string;
  private readonly running = new Map<number, Running>();
  private poller: IntervalJob | null = null;
  private heartbeats: IntervalJob | null = null;
  /** Claims run one after the other, so a process never takes more than its free slots. */
  private claiming: Promise<unknown> = Promise.resolve();
  private stopping = false;

  constructor(
    private readonly deps: JobRunnerDeps,
    private readonly options: JobRunnerOptions,
  ) {
    this.id = options.id ?? `${hostname()}/${process.pid}/${randomBytes(3).toString('hex')}`;
  }

  /** Polls every `pollMs` and heartbeats three times a lease, until `stop`. */
  start(pollMs: number): void {
    this.poller = startIntervalJob(pollMs, () => this.tickLogged());
    this.heartbeats = startIntervalJob(this.options.leaseMs / 3, () =>
      this.heartbeat().catch((err: unknown) => this.deps.log.error({ err }, 'job heartbeat failed')),
    );
  }

  private tickLogged(): Promise<unknown> {
    return this.tick().catch((err: unknown) => this.deps.log.error({ err }, 'claiming jobs failed'));
  }

  /** Jobs running in this process now. */
  get busy(): number {
    return this.running.size;
  }

  /**
   * Claims what is due, up to the free slots, and starts it. Answers how many jobs it took (started,
   * or ended because their dead process had spent their attempts or they were cancelled).
   */
  tick(): Promise<number> {
    const claimed = this.claiming.then(() => this.claimDue());
    this.claiming = claimed.catch(() => {});
    return claimed;
  }

  private async claimDue(): Promise<number> {
    const free = this.options.concurrency - this.running.size;
    const names = this.deps.registry.names();
    if (this.stopping || free <= 0 || names.length === 0) return 0;
    const now = this.deps.clock.now();
    const { claimed, abandoned, ended } = await this.claim(names, free, now);
    for (const job of ended) {
      const outcome: JobOutcome =
        job.status === 'Cancelled' ? { kind: 'cancelled' } : { kind: 'failed', reason: LEASE_LOST };
      const definition = this.deps.registry.get(job.name);
      await journal(this.deps, job, outcome, definition?.label);
      await this.ended(definition, job);
    }
    for (const job of abandoned)
      await journal(
        this.deps,
        job,
        { kind: 'released', reason: 'Its process stopped answering while running it.' },
        this.deps.registry.get(job.name)?.label,
      );
    for (const job of claimed) this.begin(job);
    return claimed.length + ended.length;
  }

  private async claim(names: string[], free: number, now: Date) {
    const lockedUntil = new Date(now.getTime() + this.options.leaseMs);
    return this.deps.db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(jobs)
        .where(
          and(
            inArray(jobs.name, names),
            or(
              and(eq(jobs.status, 'Queued'), lte(jobs.runAt, now)),
              and(eq(jobs.status, 'Running'), lt(jobs.lockedUntil, now)),
            ),
          ),
        )
        .orderBy(desc(jobs.priority), asc(jobs.runAt), asc(jobs.id))
        .limit(free)
        .for('update', { skipLocked: true });
      // A dead process's job: cancelled, or out of attempts, it ends here; otherwise it runs again.
      const abandoned = due.filter((job) => job.status === 'Running');
      const toCancel = abandoned.filter((job) => job.cancelRequested).map((job) => job.id);
      const toFail = abandoned
        .filter((job) => !job.cancelRequested && job.attempts >= job.maxAttempts)
        .map((job) => job.id);
      const toRun = due.filter((job) => !toCancel.includes(job.id) && !toFail.includes(job.id));
      const ended: QueuedJob[] = [];
      const unlocked = { lockedBy: null, lockedUntil: null, finishedAt: now };
      if (toCancel.length)
        ended.push(
          ...(await tx
            .update(jobs)
            .set({ status: 'Cancelled', ...unlocked })
            .where(inArray(jobs.id, toCancel))
            .returning()),
        );
      if (toFail.length)
        ended.push(
          ...(await tx
            .update(jobs)
            .set({ status: 'Failed', lastError: LEASE_LOST, ...unlocked })
            .where(inArray(jobs.id, toFail))
            .returning()),
        );
      const claimed = toRun.length
        ? await tx
            .update(jobs)
            .set({
              status: 'Running',
              attempts: sql`${jobs.attempts} + 1`,
              lockedBy: this.id,
              lockedUntil,
              startedAt: now,
              finishedAt: null,
              progress: 0,
              progressMessage: null,
            })
            .where(
              inArray(
                jobs.id,
                toRun.map((job) => job.id),
              ),
            )
            .returning()
        : [];
      // Started in the order they were due (UPDATE … RETURNING keeps no order).
      const order = new Map(toRun.map((job, i) => [job.id, i]));
      claimed.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      return { claimed, abandoned: abandoned.filter((job) => order.has(job.id)), ended };
    });
  }

  private begin(job: QueuedJob): void {
    const definition = this.deps.registry.get(job.name)!;
    const entry: Running = {
      job,
      definition,
      controller: new AbortController(),
      abortReason: null,
      done: Promise.resolve(),
    };
    this.running.set(job.id, entry);
    entry.done = this.run(entry)
      .catch((err: unknown) => this.deps.log.error({ err, jobId: job.id }, 'a job run could not be recorded'))
      .finally(() => {
        this.running.delete(job.id);
        // A slot is free: with the timers on, look for the next job now rather than at the next poll.
        if (this.poller && !this.stopping) void this.tickLogged();
      });
  }

  private async run(entry: Running): Promise<void> {
    const { definition } = entry;
    const { db, events, clock, log } = this.deps;
    await journal(this.deps, entry.job, { kind: 'started' }, definition.label);
    const startedAt = clock.now();
    const context: JobContext<unknown> = {
      job: entry.job,
      payload: entry.job.payload,
      signal: entry.controller.signal,
      progress: (percent, message) => this.progress(entry, percent, message),
      whileHeld: (work) => this.whileHeld(entry, work),
      db,
      events,
      clock,
      log,
    };
    let timer: NodeJS.Timeout | undefined;
    try {
      const work = definition.run(context);
      work.catch(() => {}); // a run that loses the race with its time limit may still reject later
      const result = await (definition.timeoutMs
        ? Promise.race([
            work,
            new Promise<never>((_, reject) => {
              timer = setTimeout(() => {
                this.abort(entry, 'timeout');
                reject(
                  new Error(`It ran longer than its time limit of ${formatDuration(definition.timeoutMs!)}.`),
                );
              }, definition.timeoutMs);
            }),
          ])
        : work);
      await this.succeed(entry, result, clock.now().getTime() - startedAt.getTime());
    } catch (err) {
      await this.fail(entry, err);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The guard of every write about a job this runner holds: still ours, still this attempt. */
  private held(entry: Running) {
    return and(
      eq(jobs.id, entry.job.id),
      eq(jobs.lockedBy, this.id),
      eq(jobs.status, 'Running'),
      eq(jobs.attempts, entry.job.attempts),
    );
  }

  private whileHeld<T>(entry: Running, work: (tx: Tx) => Promise<T>): Promise<T> {
    return this.deps.db.transaction(async (tx) => {
      const [held] = await tx.select({ id: jobs.id }).from(jobs).where(this.held(entry)).for('share');
      if (!held) {
        this.abort(entry, 'lease');
        throw new Error('The job is no longer held by this process.');
      }
      return work(tx);
    });
  }

  private async progress(entry: Running, percent: number, message?: string | null): Promise<void> {
    const progress = Math.max(0, Math.min(100, Math.round(Number.isFinite(percent) ? percent : 0)));
    const [row] = await this.deps.db
      .update(jobs)
      .set({ progress, progressMessage: message ?? null })
      .where(and(this.held(entry), eq(jobs.cancelRequested, false)))
      .returning();
    if (!row) {
      // Cancelled meanwhile (its progress stays where it was), or no longer this runner's.
      const [held] = await this.deps.db
        .select({ cancelRequested: jobs.cancelRequested })
        .from(jobs)
        .where(this.held(entry));
      if (held?.cancelRequested) {
        this.abort(entry, 'cancel');
        throw new JobCancelled();
      }
      this.abort(entry, 'lease');
      throw new Error('The job is no longer held by this process.');
    }
    entry.job = row;
    publishJob(this.deps.events, row);
    if (entry.controller.signal.aborted) throw new Error(`The job was stopped (${entry.abortReason}).`);
  }

  private async succeed(entry: Running, result: unknown, durationMs: number): Promise<void> {
    const ended = await this.end(
      entry,
      {
        status: 'Succeeded',
        progress: 100,
        result: result === undefined ? null : result,
        finishedAt: this.deps.clock.now(),
        lockedBy: null,
        lockedUntil: null,
      },
      { kind: 'succeeded', durationMs },
    );
    if (!ended) this.lost(entry);
  }

  private async fail(entry: Running, err: unknown): Promise<void> {
    if (entry.abortReason === 'lease') return this.lost(entry);
    const now = this.deps.clock.now();
    const job = entry.job;
    const unlocked = { lockedBy: null, lockedUntil: null };
    const cancelled = () =>
      this.end(entry, { status: 'Cancelled', finishedAt: now, ...unlocked }, { kind: 'cancelled' });
    if (entry.abortReason === 'cancel' || err instanceof JobCancelled) {
      if (!(await cancelled())) this.lost(entry);
      return;
    }
    // A cancel asked for meanwhile wins over a retry or a failure.
    const notCancelled = and(this.held(entry), eq(jobs.cancelRequested, false));
    let ended: boolean;
    if (entry.abortReason === 'stop') {
      // Handed back unfinished because this process is stopping: the attempt does not count.
      ended = await this.end(
        entry,
        { status: 'Queued', attempts: job.attempts - 1, runAt: now, ...unlocked },
        { kind: 'released', reason: 'Its process is stopping.' },
        notCancelled,
      );
    } else if (job.attempts < job.maxAttempts) {
      const reason = reasonOf(err);
      const backoff = entry.definition.backoff ?? DEFAULT_BACKOFF;
      const runAt = new Date(now.getTime() + backoffDelay(backoff, job.attempts));
      ended = await this.end(
        entry,
        { status: 'Queued', lastError: reason, runAt, ...unlocked },
        { kind: 'retrying', reason, runAt },
        notCancelled,
      );
    } else {
      const reason = reasonOf(err);
      ended = await this.end(
        entry,
        { status: 'Failed', lastError: reason, finishedAt: now, ...unlocked },
        { kind: 'failed', reason },
        notCancelled,
      );
    }
    if (!ended && !(await cancelled())) this.lost(entry);
  }

  /** Writes how a held job ended and journals it; false when the guard no longer matches. */
  private async end(
    entry: Running,
    values: Partial<typeof jobs.$inferInsert>,
    outcome: JobOutcome,
    guard = this.held(entry),
  ): Promise<boolean> {
    const [row] = await this.deps.db.update(jobs).set(values).where(guard).returning();
    if (!row) return false;
    await journal(this.deps, row, outcome, entry.definition.label);
    if (row.status === 'Failed' || row.status === 'Cancelled') await this.ended(entry.definition, row);
    return true;
  }

  /** The definition's `onEnded`, its own failure logged (the job's end is already written). */
  private async ended(definition: JobDefinition | undefined, job: QueuedJob): Promise<void> {
    if (!definition?.onEnded) return;
    const { db, events, clock, log } = this.deps;
    await definition
      .onEnded({ db, events, clock }, job)
      .catch((err: unknown) => log.error({ err, jobId: job.id }, "a job's end could not be recorded"));
  }

  /** Another process took the job over (this one was taken for dead): its outcome is not ours to write. */
  private lost(entry: Running): void {
    this.deps.log.warn(
      { jobId: entry.job.id, name: entry.job.name, attempt: entry.job.attempts },
      'a job ended after its lease had passed to another process; its outcome was dropped',
    );
  }

  private abort(entry: Running, reason: AbortReason): void {
    if (entry.controller.signal.aborted) return;
    entry.abortReason = reason;
    entry.controller.abort(new Error(`The job was stopped (${reason}).`));
  }

  /**
   * Moves the lease of every job running here one lease ahead, and aborts those cancelled meanwhile
   * or taken over by another process.
   */
  async heartbeat(): Promise<void> {
    if (this.running.size === 0) return;
    const now = this.deps.clock.now();
    const kept = await this.deps.db
      .update(jobs)
      .set({ lockedUntil: new Date(now.getTime() + this.options.leaseMs) })
      .where(
        and(
          inArray(jobs.id, [...this.running.keys()]),
          eq(jobs.lockedBy, this.id),
          eq(jobs.status, 'Running'),
        ),
      )
      .returning({ id: jobs.id, attempts: jobs.attempts, cancelRequested: jobs.cancelRequested });
    const byJob = new Map(kept.map((row) => [row.id, row]));
    for (const [id, entry] of this.running) {
      const row = byJob.get(id);
      if (!row || row.attempts !== entry.job.attempts) this.abort(entry, 'lease');
      else if (row.cancelRequested) this.abort(entry, 'cancel');
    }
  }

  /** Settles once every job running now has ended. */
  async idle(): Promise<void> {
    await Promise.all([...this.running.values()].map((entry) => entry.done));
  }

  /** Runs until nothing is due and nothing runs (tests; a one-off command). */
  async drain(): Promise<void> {
    for (;;) {
      const took = await this.tick();
      if (took === 0 && this.running.size === 0) return;
      // Slots left after taking some: more may be due at once.
      if (took > 0 && this.running.size < this.options.concurrency) continue;
      await Promise.race([...this.running.values()].map((entry) => entry.done));
    }
  }

  /**
   * Stops claiming, waits up to `graceMs` (one lease by default) for the running jobs, then aborts
   * the rest and waits as long again for them to hand their jobs back; stops the heartbeats last.
   */
  async stop(graceMs = this.options.leaseMs): Promise<void> {
    this.stopping = true;
    await this.poller?.stop();
    if (this.running.size) {
      const settled = this.idle();
      if (!(await within(settled, graceMs))) {
        for (const entry of this.running.values()) this.abort(entry, 'stop');
        await within(settled, graceMs);
      }
    }
    await this.heartbeats?.stop();
    this.poller = this.heartbeats = null;
  }
}

const LEASE_LOST = 'Its process stopped answering while running it, and it had no attempts left.';

/** True when `promise` settles within `ms` (real time: a shutdown's grace). */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([promise.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
