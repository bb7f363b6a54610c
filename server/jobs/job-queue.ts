/**
 * The job queue as the rest of the server uses it: enqueue a job (once per key), cancel one, read one.
 * Running them is the runner's (job-runner.ts). Enqueueing takes the caller's transaction, so a job
 * is queued exactly when the change that asked for it commits.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db, Tx } from '../db/client';
import { jobs } from '../db/schema';
import { journal, type JournalDeps } from './job-journal';
import { DEFAULT_MAX_ATTEMPTS, type JobDefinition, type QueuedJob } from './job-registry';

export interface EnqueueOptions {
  /** One job per key: enqueueing again answers the job already there (whatever its status). */
  key?: string | null;
  /** Higher runs first among the jobs due (0 by default). */
  priority?: number;
  /** Not before this time (now by default). */
  runAt?: Date;
  /** Overrides the definition's attempts. */
  maxAttempts?: number;
  /** Who asked: they follow its progress on the live hub. */
  createdBy?: string | null;
  /** The vendor whose data it reads or writes: only that vendor's users (and staff) follow it. */
  vendorId?: number | null;
}

/**
 * Queues `definition` with `payload` (in `db`, which may be the caller's transaction), due now by
 * `clock` (the clock the runner reads) unless told otherwise; answers the job and whether this call
 * created it.
 */
export async function enqueueJob<P>(
  { db, clock }: { db: Db | Tx; clock: Clock },
  definition: JobDefinition<P, unknown>,
  payload: P,
  options: EnqueueOptions = {},
): Promise<{ job: QueuedJob; created: boolean }> {
  const now = clock.now();
  const [created] = await db
    .insert(jobs)
    .values({
      name: definition.name,
      payload: payload ?? {},
      priority: options.priority ?? 0,
      runAt: options.runAt ?? now,
      createdAt: now,
      maxAttempts: Math.max(1, options.maxAttempts ?? definition.maxAttempts ?? DEFAULT_MAX_ATTEMPTS),
      createdBy: options.createdBy ?? null,
      vendorId: options.vendorId ?? null,
      key: options.key ?? null,
    })
    .onConflictDoNothing({ target: jobs.key })
    .returning();
  if (created) return { job: created, created: true };
  const [existing] = await db
    .select()
    .from(jobs)
    .where(eq(jobs.key, options.key ?? ''));
  if (!existing) throw new Error(`The job keyed ${options.key} was neither created nor found.`);
  return { job: existing, created: false };
}

/**
 * Brings a queued job's due time forward to now (a "run now" on a job waiting for its retry's
 * backoff); answers whether it was waiting.
 */
export async function runQueuedJobNow(
  { db, clock }: { db: Db | Tx; clock: Clock },
  id: number,
): Promise<boolean> {
  const now = clock.now();
  const moved = await db
    .update(jobs)
    .set({ runAt: now })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'Queued'), gt(jobs.runAt, now)))
    .returning({ id: jobs.id });
  return moved.length > 0;
}

export async function getJob(db: Db | Tx, id: number): Promise<QueuedJob | null> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
  return job ?? null;
}

/**
 * Cancels a job: a queued one (waiting, or between retries) ends Cancelled at once; a running one is
 * asked to stop and ends Cancelled when its handler next reports progress (or at the runner's next
 * heartbeat). Answers the job as it stands, unchanged when it had already ended; null when missing.
 */
export async function cancelJob(
  deps: JournalDeps & { clock: Clock },
  id: number,
  label?: string,
): Promise<QueuedJob | null> {
  const { db, clock } = deps;
  const [queued] = await db
    .update(jobs)
    .set({ status: 'Cancelled', cancelRequested: true, finishedAt: clock.now() })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'Queued')))
    .returning();
  if (queued) {
    await journal(deps, queued, { kind: 'cancelled' }, label);
    return queued;
  }
  const [running] = await db
    .update(jobs)
    .set({ cancelRequested: true })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'Running')))
    .returning();
  return running ?? getJob(db, id);
}
