/**
 * The background job runner's tables (server/jobs): the queue every server process claims from with
 * `FOR UPDATE SKIP LOCKED`, and the cron-like schedules that feed it, each due time taken by one
 * process.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { vendors } from './tenants';
import { users } from './users';

export const jobStatuses = ['Queued', 'Running', 'Succeeded', 'Failed', 'Cancelled'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * One run of a background task, from its request to its end. A Running job belongs to the process
 * named in lockedBy while lockedUntil (its lease, extended by heartbeats) lies ahead; once it passes,
 * that process is taken for dead and any process claims the job again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The handler's name in the job registry. */
    name: text('name').notNull(),
    payload: jsonb('payload')
      .$type<unknown>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text('status', { enum: jobStatuses }).notNull().default('Queued'),
    /** Higher runs first among the jobs due. */
    priority: integer('priority').notNull().default(0),
    /** Not claimed before this time (a retry's backoff, a delayed job). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Runs started so far, this one included while Running. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    /** Why the last attempt failed (kept when a retry succeeds, and on Failed). */
    lastError: text('last_error'),
    /** 0 to 100, with what the job is doing. */
    progress: integer('progress').notNull().default(0),
    progressMessage: text('progress_message'),
    /** What the handler answered. */
    result: jsonb('result').$type<unknown>(),
    /** The runner (process) holding a Running job. */
    lockedBy: text('locked_by'),
    /** Its lease: heartbeats move it on; past it, the job is claimed again. */
    lockedUntil: ts('locked_until'),
    /** Set by a cancel while Running: the handler sees it at its next progress call. */
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    /** A job about one vendor's data: its progress reaches only users who may see that vendor. */
    vendorId: integer('vendor_id').references(() => vendors.id),
    /** Enqueueing twice with one key makes one job (a schedule's due time, a request's key). */
    key: text('key'),
  },
  (t) => [
    uniqueIndex('jobs_key_key').on(t.key),
    // The claim: due Queued jobs by priority and time; the lease sweep: Running jobs past their lease.
    index('jobs_claim_idx').on(t.status, t.runAt, t.priority),
    index('jobs_lease_idx').on(t.status, t.lockedUntil),
    index('jobs_finished_idx').on(t.finishedAt),
    index('jobs_created_by_idx').on(t.createdBy, t.createdAt),
  ],
);

/**
 * A recurring job (server/jobs/job-schedules.ts): `cron` is a five- or six-field cron expression (UTC)
 * or `@every <n>s|m|h`. The process whose `update … where next_run_at = <seen>` succeeds enqueues
 * that due time's job.
 */
export const jobSchedules = pgTable('job_schedules', {
  /** Also the job's name in the registry. */
  name: text('name').primaryKey(),
  cron: text('cron').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: ts('last_run_at'),
  enabled: boolean('enabled').notNull().default(true),
});
