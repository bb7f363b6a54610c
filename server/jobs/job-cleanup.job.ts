/**
 * Keeps the jobs table small: a scheduled job (every night) deletes the jobs that ended long ago.
 * Their runs stay in the system log.
 */
import { and, inArray, lt, or, eq } from 'drizzle-orm';
import { jobs } from '../db/schema';
import { defineJob } from './job-registry';
import type { ScheduledPayload } from './job-schedules';

/** Succeeded and cancelled jobs are kept this long … */
export const FINISHED_JOBS_KEPT_DAYS = 7;
/** … failed ones longer, for whoever looks into them. */
export const FAILED_JOBS_KEPT_DAYS = 30;

const DAY_MS = 86_400_000;

export const jobCleanupJob = defineJob<ScheduledPayload, { deleted: number }>({
  name: 'job-cleanup',
  label: 'Delete old finished jobs',
  maxAttempts: 1,
  async run({ db, clock }) {
    const now = clock.now().getTime();
    const deleted = await db
      .delete(jobs)
      .where(
        or(
          and(
            inArray(jobs.status, ['Succeeded', 'Cancelled']),
            lt(jobs.finishedAt, new Date(now - FINISHED_JOBS_KEPT_DAYS * DAY_MS)),
          ),
          and(eq(jobs.status, 'Failed'), lt(jobs.finishedAt, new Date(now - FAILED_JOBS_KEPT_DAYS * DAY_MS))),
        ),
      )
      .returning({ id: jobs.id });
    return { deleted: deleted.length };
  },
});
