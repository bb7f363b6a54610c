/**
 * What each run of a job tells the world: a JobUpdated event for the live hub (its creator, staff and
 * its vendor's users follow it, job-access.policy.ts) and, for every start and end (success, a failure
 * with its reason, a retry, a cancel), a row in the system log (source `jobs`). Neither may fail the
 * job: a system-log row that cannot be written goes to the process log.
 */
import { recordSystemEvent, type SystemEvent } from '../audit/request-log';
import type { Db } from '../db/client';
import type { DomainEvents } from '../events/domain-events';
import type { JobLog, QueuedJob } from './job-registry';

export const JOBS_SOURCE = 'jobs';

export type JobOutcome =
  | { kind: 'started' }
  | { kind: 'succeeded'; durationMs: number }
  | { kind: 'retrying'; reason: string; runAt: Date }
  | { kind: 'failed'; reason: string }
  | { kind: 'cancelled' }
  | { kind: 'released'; reason: string };

export interface JournalDeps {
  db: Db;
  events: DomainEvents;
  log: JobLog;
}

/** Publishes the job as it stands now (queued, started, progressed, ended). */
export function publishJob(events: DomainEvents, job: QueuedJob): void {
  events.publish({
    type: 'JobUpdated',
    jobId: job.id,
    name: job.name,
    status: job.status,
    progress: job.progress,
    progressMessage: job.progressMessage,
    createdBy: job.createdBy,
    vendorId: job.vendorId,
  });
}

const attemptOf = (job: QueuedJob) => `attempt ${job.attempts} of ${job.maxAttempts}`;
/** A run's length as people read it: '840 ms', '12.5 s'. */
export const formatDuration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`);
/** A reason as a sentence of its own, so the message reads on after it. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** The system-log row of one step of a run. */
export function jobLogEvent(job: QueuedJob, outcome: JobOutcome, label?: string): SystemEvent {
  const what = `${label ?? job.name} (job ${job.id})`;
  const context = {
    jobId: job.id,
    name: job.name,
    attempt: job.attempts,
    maxAttempts: job.maxAttempts,
    ...(job.vendorId !== null ? { vendorId: job.vendorId } : {}),
    ...(job.createdBy !== null ? { createdBy: job.createdBy } : {}),
  };
  const row = (level: SystemEvent['level'], message: string, more: Record<string, unknown> = {}) => ({
    level,
    source: JOBS_SOURCE,
    message,
    context: { ...context, outcome: outcome.kind, ...more },
  });
  switch (outcome.kind) {
    case 'started':
      return row('info', `${what} started, ${attemptOf(job)}.`);
    case 'succeeded':
      return row('info', `${what} succeeded in ${formatDuration(outcome.durationMs)}.`, {
        durationMs: outcome.durationMs,
      });
    case 'retrying':
      return row(
        'warn',
        `${what} failed, ${attemptOf(job)}: ${sentence(outcome.reason)} It runs again at ${outcome.runAt.toISOString()}.`,
        { reason: outcome.reason, runAt: outcome.runAt.toISOString() },
      );
    case 'failed':
      return row(
        'error',
        `${what} failed after ${job.attempts === 1 ? '1 attempt' : `${job.attempts} attempts`}: ${sentence(outcome.reason)}`,
        { reason: outcome.reason },
      );
    case 'cancelled':
      return row('info', `${what} was cancelled.`);
    case 'released':
      return row('info', `${what} went back to the queue: ${sentence(outcome.reason)}`, {
        reason: outcome.reason,
      });
  }
}

/** Publishes the job and writes the system-log row of this step of its run. */
export async function journal(
  { db, events, log }: JournalDeps,
  job: QueuedJob,
  outcome: JobOutcome,
  label?: string,
): Promise<void> {
  publishJob(events, job);
  await recordSystemEvent(db, jobLogEvent(job, outcome, label), (err) =>
    log.error({ err, jobId: job.id }, 'a job run could not be written to the system log'),
  );
}
