/**
 * Job runners of several server processes on one PostgreSQL database: each runner here has a
 * connection pool of its own, so claims really race (SKIP LOCKED, row locks), as they do between
 * processes. 200 jobs run exactly once each between two runners; the job of a runner that stops
 * heartbeating is run to completion by one of the others once its lease passes; two schedulers make
 * one job per due time; one key makes one job. Time moves only with the test's clock. PostgreSQL only:
 * PGlite is one connection in one process.
 */
import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { MovingClock } from '../../server/clock';
import { openDatabase, type Database } from '../../server/db/client';
import { jobs, systemLog } from '../../server/db/schema';
import { DomainEvents } from '../../server/events/domain-events';
import { JOBS_SOURCE } from '../../server/jobs/job-journal';
import { enqueueJob } from '../../server/jobs/job-queue';
import { defineJob } from '../../server/jobs/job-registry';
import { JobScheduler, type ScheduledPayload } from '../../server/jobs/job-schedules';
import { deferred, jobLog, jobRow, LEASE_MS, runnerOf, silent } from './job-fixtures';
import { databaseUrlFor } from './pg-admin';

const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `dockhand_t_jobs2_${process.pid}_${randomBytes(3).toString('hex')}`;

describe.skipIf(!adminUrl)('job runners of several processes on one PostgreSQL', () => {
  let admin: pg.Client;
  /** One pool per "process". */
  let pools: Database[] = [];
  const clock = new MovingClock(new Date());
  const events = new DomainEvents();
  const on = (i: number) => ({ db: pools[i]!.db, events, clock });

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('pgTemplateDb')}`);
    const url = databaseUrlFor(adminUrl!, dbName);
    pools = await Promise.all([0, 1, 2].map(() => openDatabase({ databaseUrl: url, poolMax: 5 })));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.close()));
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  it('200 jobs between two runners: each runs exactly once', async () => {
    const runs = new Map<number, string[]>();
    const countOn = (by: string) =>
      defineJob<{ n: number }, { by: string; n: number }>({
        name: 'test-count',
        label: 'Count',
        async run({ job, payload, progress }) {
          runs.set(job.id, [...(runs.get(job.id) ?? []), by]);
          await progress(50, `Counting ${payload.n}`);
          return { by, n: payload.n };
        },
      });
    const a = runnerOf(on(0), [countOn('A')], { id: 'runner-A', concurrency: 4 });
    const b = runnerOf(on(1), [countOn('B')], { id: 'runner-B', concurrency: 4 });
    const ids: number[] = [];
    for (let n = 0; n < 200; n++) ids.push((await enqueueJob(on(2), countOn('-'), { n })).job.id);

    await Promise.all([a.drain(), b.drain()]);

    expect(runs.size).toBe(200);
    expect([...runs.values()].filter((by) => by.length !== 1)).toEqual([]);
    const rows = await pools[2]!.db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(rows.filter((row) => row.status !== 'Succeeded' || row.attempts !== 1)).toEqual([]);
    for (const row of rows) expect((row.result as { by: string }).by).toBe(runs.get(row.id)![0]);
    const byA = rows.filter((row) => (row.result as { by: string }).by === 'A').length;
    expect(byA).toBeGreaterThan(0);
    expect(byA).toBeLessThan(200);

    const logged = await pools[2]!.db
      .select({ outcome: sql<string>`${systemLog.context}->>'outcome'`, n: count() })
      .from(systemLog)
      .where(
        and(eq(systemLog.source, JOBS_SOURCE), inArray(sql`(${systemLog.context}->>'jobId')::bigint`, ids)),
      )
      .groupBy(sql`${systemLog.context}->>'outcome'`);
    expect(Object.fromEntries(logged.map((row) => [row.outcome, Number(row.n)]))).toEqual({
      started: 200,
      succeeded: 200,
    });
  });

  it("a silent runner's job is run to completion by exactly one of the others after the lease", async () => {
    const started = deferred();
    const hang = deferred<{ by: string }>();
    const takeover = (by: string) =>
      defineJob<object, { by: string }>({
        name: 'test-takeover',
        label: 'Takeover',
        run: async () => {
          if (by === 'A') {
            started.resolve();
            return hang.promise;
          }
          return { by };
        },
      });
    const a = runnerOf(on(0), [takeover('A')], { id: 'runner-A2' });
    const b = runnerOf(on(1), [takeover('B')], { id: 'runner-B2' });
    const c = runnerOf(on(2), [takeover('C')], { id: 'runner-C2' });
    const { job } = await enqueueJob(on(2), takeover('-'), {});
    expect(await a.tick()).toBe(1);
    await started.promise;
    expect(await Promise.all([b.tick(), c.tick()])).toEqual([0, 0]);

    clock.advance(LEASE_MS + 1);
    const took = await Promise.all([b.tick(), c.tick()]);
    expect(took.reduce((x, y) => x + y)).toBe(1);
    await Promise.all([b.idle(), c.idle()]);
    const done = await jobRow(pools[0]!.db, job.id);
    expect(done).toMatchObject({ status: 'Succeeded', attempts: 2 });
    expect((done.result as { by: string }).by).toBe(took[0] ? 'B' : 'C');

    await a.heartbeat();
    hang.resolve({ by: 'A' });
    await a.idle();
    expect((await jobRow(pools[0]!.db, job.id)).result).toEqual(done.result);
    expect((await jobLog(pools[0]!.db, job.id)).map((row) => row.outcome)).toEqual([
      'started',
      'released',
      'started',
      'succeeded',
    ]);
  });

  it('two schedulers make one job per due time', async () => {
    const beat = defineJob<ScheduledPayload, null>({
      name: 'test-beat',
      label: 'Beat',
      run: async () => null,
    });
    const schedule = [{ job: beat, cron: '@every 60s', enabled: true }];
    const schedulers = [0, 1].map((i) => new JobScheduler({ ...on(i), log: silent }, schedule));
    await Promise.all(schedulers.map((s) => s.sync()));
    for (let i = 0; i < 10; i++) {
      clock.advance(60_000);
      const made = await Promise.all(schedulers.map((s) => s.tick()));
      expect(made.reduce((x, y) => x + y)).toBe(1);
    }
    const queued = await pools[2]!.db.select().from(jobs).where(eq(jobs.name, 'test-beat'));
    expect(queued).toHaveLength(10);
    expect(new Set(queued.map((job) => job.key)).size).toBe(10);
  });

  it('one key makes one job, whichever process enqueues it first', async () => {
    const once = defineJob<object, null>({ name: 'test-keyed', label: 'Keyed', run: async () => null });
    const answers = await Promise.all(
      [0, 1, 2, 0, 1, 2].map((i) => enqueueJob(on(i), once, {}, { key: 'report-42' })),
    );
    expect(answers.filter((answer) => answer.created)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.job.id)).size).toBe(1);
  });
});
