/**
 * Recurring jobs. Each schedule is a row of `job_schedules` (named after its job) with its next due
 * time; every process's scheduler looks for due rows, and a due time is taken by exactly one process:
 * the one whose `update … set next_run_at = <next> where name = … and next_run_at = <seen>` changes
 * the row. In the same transaction it enqueues the job keyed by the schedule and that due time, so a
 * due time makes one job however many processes saw it. Runs missed while every process was down make
 * one run, not one per missed time.
 *
 * A schedule is a cron expression of five fields (minute precision) or six (seconds first), read in
 * UTC (parsed by cron-parser), or `@every <n>s|m|h` for a fixed interval.
 */
import { CronExpressionParser } from 'cron-parser';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { jobSchedules } from '../db/schema';
import { startIntervalJob, type IntervalJob } from './interval-job';
import { enqueueJob } from './job-queue';
import type { JobDefinition, JobLog } from './job-registry';

/** What a scheduled job is handed: the due time it runs for. */
export interface ScheduledPayload {
  scheduledFor: string;
}

export interface ScheduleDefinition {
  job: JobDefinition<ScheduledPayload, unknown>;
  /** A cron expression (UTC) or `@every <n>s|m|h`. */
  cron: string;
  /** False: this process leaves the schedule off (its configuration says 0). */
  enabled: boolean;
}

export interface JobSchedulerDeps {
  db: Db;
  clock: Clock;
  log: JobLog;
}

const EVERY = /^@every\s+(\d+)\s*(s|m|h)$/;
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;

/** The interval of an `@every` schedule in ms, or null for a cron expression. */
function everyMs(cron: string): number | null {
  const match = EVERY.exec(cron.trim());
  if (!match) return null;
  const ms = Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  if (!(ms > 0)) throw new Error(`The schedule "${cron}" needs an interval above zero.`);
  return ms;
}

/**
 * The first due time after `now`. An interval counts on from the due time last taken (`seen`), so
 * its runs keep their rhythm; without one, it starts one interval from now.
 */
export function nextDue(cron: string, now: Date, seen?: Date): Date {
  const interval = everyMs(cron);
  if (interval === null)
    return CronExpressionParser.parse(cron.trim(), { currentDate: now, tz: 'UTC' }).next().toDate();
  if (!seen) return new Date(now.getTime() + interval);
  const steps = Math.floor((now.getTime() - seen.getTime()) / interval) + 1;
  return new Date(seen.getTime() + Math.max(1, steps) * interval);
}

/** Throws with the parser's reason when `cron` is not a schedule. */
export function checkSchedule(cron: string): void {
  nextDue(cron, new Date(0));
}

export class JobScheduler {
  private timer: IntervalJob | null = null;
  private readonly schedules: Map<string, ScheduleDefinition>;

  constructor(
    private readonly deps: JobSchedulerDeps,
    schedules: readonly ScheduleDefinition[],
  ) {
    for (const schedule of schedules) if (schedule.enabled) checkSchedule(schedule.cron);
    this.schedules = new Map(schedules.map((schedule) => [schedule.job.name, schedule]));
  }

  /**
   * Writes this process's schedules: a new one is due one period from now; a changed expression
   * starts over from now; an unchanged one keeps its due time (a restart does not move it). A
   * schedule this process has off is switched off in the table too, so give every process the same
   * configuration.
   */
  async sync(): Promise<void> {
    const now = this.deps.clock.now();
    for (const { job, cron, enabled } of this.schedules.values()) {
      if (!enabled) {
        await this.deps.db
          .update(jobSchedules)
          .set({ enabled: false })
          .where(eq(jobSchedules.name, job.name));
        continue;
      }
      await this.deps.db
        .insert(jobSchedules)
        .values({ name: job.name, cron, nextRunAt: nextDue(cron, now), enabled: true })
        .onConflictDoUpdate({
          target: jobSchedules.name,
          set: {
            cron: sql`excluded.cron`,
            enabled: sql`excluded.enabled`,
            nextRunAt: sql`case when ${jobSchedules.cron} = excluded.cron and ${jobSchedules.enabled}
              then ${jobSchedules.nextRunAt} else excluded.next_run_at end`,
          },
        });
    }
  }

  /** Takes the due times no other process took and enqueues their jobs; answers how many. */
  async tick(): Promise<number> {
    const names = [...this.schedules.values()].filter((s) => s.enabled).map((s) => s.job.name);
    if (names.length === 0) return 0;
    const now = this.deps.clock.now();
    const due = await this.deps.db
      .select()
      .from(jobSchedules)
      .where(
        and(
          inArray(jobSchedules.name, names),
          eq(jobSchedules.enabled, true),
          lte(jobSchedules.nextRunAt, now),
        ),
      );
    let enqueued = 0;
    for (const row of due) {
      const schedule = this.schedules.get(row.name)!;
      const seen = row.nextRunAt;
      const taken = await this.deps.db.transaction(async (tx) => {
        const [mine] = await tx
          .update(jobSchedules)
          .set({ nextRunAt: nextDue(schedule.cron, now, seen), lastRunAt: now })
          .where(and(eq(jobSchedules.name, row.name), eq(jobSchedules.nextRunAt, seen)))
          .returning({ name: jobSchedules.name });
        if (!mine) return false;
        await enqueueJob(
          { db: tx, clock: this.deps.clock },
          schedule.job,
          { scheduledFor: seen.toISOString() },
          { key: `schedule:${row.name}:${seen.toISOString()}` },
        );
        return true;
      });
      if (taken) enqueued++;
    }
    return enqueued;
  }

  /** Looks for due schedules every `pollMs` until `stop`. */
  start(pollMs: number): void {
    this.timer = startIntervalJob(pollMs, () =>
      this.tick().catch((err: unknown) => this.deps.log.error({ err }, 'scheduling jobs failed')),
    );
  }

  async stop(): Promise<void> {
    await this.timer?.stop();
    this.timer = null;
  }
}
