/**
 * What the job runner suites share: a promise a test settles by hand (a handler that runs until the
 * test lets it go), a silent process log, runners and schedulers over a test's database and clock,
 * and the job's row and system-log rows.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../server/clock';
import type { Db } from '../../server/db/client';
import { jobs, systemLog } from '../../server/db/schema';
import type { DomainEvents } from '../../server/events/domain-events';
import { JOBS_SOURCE } from '../../server/jobs/job-journal';
import { JobRegistry, type JobDefinition, type JobLog } from '../../server/jobs/job-registry';
import { JobRunner } from '../../server/jobs/job-runner';

export interface Deferred<T = void> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(err: unknown): void;
}

export function deferred<T = void>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const silent: JobLog = { info: () => {}, warn: () => {}, error: () => {} };

export const LEASE_MS = 30_000;

export function runnerOf(
  deps: { db: Db; events: DomainEvents; clock: Clock },
  definitions: readonly JobDefinition<never, unknown>[],
  options: { id: string; concurrency?: number; leaseMs?: number },
): JobRunner {
  return new JobRunner(
    { registry: new JobRegistry(definitions), ...deps, log: silent },
    { id: options.id, concurrency: options.concurrency ?? 2, leaseMs: options.leaseMs ?? LEASE_MS },
  );
}

export async function jobRow(db: Db, id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row!;
}

/** The system-log rows of one job, oldest first: level, outcome and message. */
export async function jobLog(db: Db, id: number) {
  const rows = await db
    .select()
    .from(systemLog)
    .where(and(eq(systemLog.source, JOBS_SOURCE), sql`(${systemLog.context}->>'jobId')::bigint = ${id}`))
    .orderBy(asc(systemLog.id));
  return rows.map((row) => ({
    level: row.level,
    outcome: (row.context as { outcome: string }).outcome,
    message: row.message,
  }));
}
