/**
 * The background job runner on the test's database (PGlite, or PostgreSQL with TEST_DATABASE_URL),
 * driven by hand: time moves only when the test moves the clock, and runners and schedulers act only
 * when ticked. A job runs with progress and a result; fails, waits its backoff and ends Failed with its
 * reason; is cancelled queued or running; is taken over when its runner stops heartbeating; hands its
 * job back when its process stops; reports progress over the live hub to the users who may follow it;
 * recurring jobs run once per due time; every run is in the system log. The hold expiry and the stock
 * integrity check run as the app's scheduled jobs.
 */
import type { HubConnection } from '@microsoft/signalr';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MovingClock } from '../../server/clock';
import { loadConfig } from '../../server/config';
import { jobs, jobSchedules, systemLog } from '../../server/db/schema';
import { DomainEvents, type DomainEvent } from '../../server/events/domain-events';
import { cancelJob, enqueueJob } from '../../server/jobs/job-queue';
import { defineJob } from '../../server/jobs/job-registry';
import { JobCancelled } from '../../server/jobs/job-runner';
import { JobScheduler, nextDue, type ScheduledPayload } from '../../server/jobs/job-schedules';
import { INTEGRITY_SOURCE } from '../../server/modules/inventory/integrity-watchdog.service';
import { startTestApp, type LoginBody, type TestApp } from './harness';
import { listen, record, tenantIds, ticketClient, waitUntil } from './hub-fixtures';
import { deferred, jobLog, jobRow, LEASE_MS, runnerOf, silent } from './job-fixtures';
import { act, createOrder, newItem, orderFixtures, orderRow } from './order-fixtures';

const clock = new MovingClock(new Date());
const events = new DomainEvents();
const heard: Extract<DomainEvent, { type: 'JobUpdated' }>[] = [];
events.subscribe((event) => {
  if (event.type === 'JobUpdated') heard.push(event);
});
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ holdExpirySeconds: 60, integrityCheckMinutes: 60 }, { events, clock });
});
afterAll(() => t.close());

const db = () => t.database.db;
const deps = () => ({ db: db(), events, clock });

describe('a job', () => {
  const double = defineJob<{ n: number }, { doubled: number }>({
    name: 'test-double',
    label: 'Double a number',
    async run({ payload, progress }) {
      await progress(50, 'Halfway there');
      return { doubled: payload.n * 2 };
    },
  });

  it('runs once with its progress and result, and every step is in the system log', async () => {
    const runner = runnerOf(deps(), [double], { id: 'runner-1' });
    const { job, created } = await enqueueJob(deps(), double, { n: 21 }, { key: 'double-21' });
    expect(created).toBe(true);
    expect(job).toMatchObject({ status: 'Queued', attempts: 0, maxAttempts: 3, progress: 0 });
    // The same key enqueues nothing new.
    expect(await enqueueJob(deps(), double, { n: 21 }, { key: 'double-21' })).toMatchObject({
      created: false,
      job: { id: job.id },
    });

    await runner.drain();
    expect(await jobRow(db(), job.id)).toMatchObject({
      status: 'Succeeded',
      attempts: 1,
      progress: 100,
      progressMessage: 'Halfway there',
      result: { doubled: 42 },
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
    });
    expect(heard.filter((e) => e.jobId === job.id).map((e) => [e.status, e.progress])).toEqual([
      ['Running', 0],
      ['Running', 50],
      ['Succeeded', 100],
    ]);
    expect(await jobLog(db(), job.id)).toEqual([
      {
        level: 'info',
        outcome: 'started',
        message: `Double a number (job ${job.id}) started, attempt 1 of 3.`,
      },
      { level: 'info', outcome: 'succeeded', message: `Double a number (job ${job.id}) succeeded in 0 ms.` },
    ]);
    // Nothing left: another drain runs nothing again.
    await runner.drain();
    expect(await jobLog(db(), job.id)).toHaveLength(2);
  });

  it('runs by priority, then in the order it was due, never before its time', async () => {
    const order: number[] = [];
    const note = defineJob<{ n: number }, null>({
      name: 'test-note',
      label: 'Note',
      run: async ({ payload }) => (order.push(payload.n), null),
    });
    const runner = runnerOf(deps(), [note], { id: 'runner-order', concurrency: 1 });
    await enqueueJob(deps(), note, { n: 1 });
    await enqueueJob(deps(), note, { n: 2 }, { priority: 5 });
    await enqueueJob(deps(), note, { n: 3 }, { runAt: new Date(clock.peek().getTime() + 60_000) });
    await enqueueJob(deps(), note, { n: 4 });
    await runner.drain();
    expect(order).toEqual([2, 1, 4]);
    clock.advance(60_000);
    await runner.drain();
    expect(order).toEqual([2, 1, 4, 3]);
  });
});

describe('failures', () => {
  it('retries after an exponential backoff, then ends Failed with the reason kept', async () => {
    let calls = 0;
    const flaky = defineJob<object, never>({
      name: 'test-flaky',
      label: 'Call the carrier',
      maxAttempts: 3,
      backoff: { baseMs: 1000, maxMs: 10_000 },
      run: async () => {
        calls++;
        throw new Error('The carrier answered 503');
      },
    });
    const runner = runnerOf(deps(), [flaky], { id: 'runner-flaky' });
    const { job } = await enqueueJob(deps(), flaky, {});
    const start = clock.peek().getTime();

    await runner.drain();
    expect(await jobRow(db(), job.id)).toMatchObject({
      status: 'Queued',
      attempts: 1,
      lastError: 'The carrier answered 503',
      runAt: new Date(start + 1000),
      lockedBy: null,
    });
    clock.advance(999);
    await runner.drain();
    expect(calls).toBe(1);
    clock.advance(1);
    await runner.drain();
    expect(calls).toBe(2);
    // The second wait is twice the first.
    expect((await jobRow(db(), job.id)).runAt).toEqual(new Date(start + 1000 + 2000));
    clock.advance(2000);
    await runner.drain();
    expect(calls).toBe(3);
    expect(await jobRow(db(), job.id)).toMatchObject({
      status: 'Failed',
      attempts: 3,
      lastError: 'The carrier answered 503',
      finishedAt: clock.peek(),
    });
    clock.advance(60_000);
    await runner.drain();
    expect(calls).toBe(3);

    const log = await jobLog(db(), job.id);
    expect(log.map((row) => [row.level, row.outcome])).toEqual([
      ['info', 'started'],
      ['warn', 'retrying'],
      ['info', 'started'],
      ['warn', 'retrying'],
      ['info', 'started'],
      ['error', 'failed'],
    ]);
    expect(log[1]!.message).toBe(
      `Call the carrier (job ${job.id}) failed, attempt 1 of 3: The carrier answered 503. It runs again at ${new Date(start + 1000).toISOString()}.`,
    );
    expect(log[5]!.message).toBe(
      `Call the carrier (job ${job.id}) failed after 3 attempts: The carrier answered 503.`,
    );
    expect(heard.filter((e) => e.jobId === job.id).at(-1)).toMatchObject({ status: 'Failed' });
  });

  it('a run past its time limit fails', async () => {
    const slow = defineJob<object, never>({
      name: 'test-slow',
      label: 'Slow',
      maxAttempts: 1,
      timeoutMs: 1,
      run: () => new Promise<never>(() => {}),
    });
    const runner = runnerOf(deps(), [slow], { id: 'runner-slow' });
    const { job } = await enqueueJob(deps(), slow, {});
    await runner.drain();
    expect(await jobRow(db(), job.id)).toMatchObject({
      status: 'Failed',
      lastError: 'It ran longer than its time limit of 1 ms.',
    });
  });
});

describe('cancel', () => {
  it('a queued job ends Cancelled at once and never runs', async () => {
    let ran = false;
    const never = defineJob<object, null>({
      name: 'test-never',
      label: 'Never',
      run: async () => ((ran = true), null),
    });
    const { job } = await enqueueJob(deps(), never, {});
    const cancelled = await cancelJob({ ...deps(), log: silent }, job.id, never.label);
    expect(cancelled).toMatchObject({ status: 'Cancelled', finishedAt: clock.peek() });
    await runnerOf(deps(), [never], { id: 'runner-never' }).drain();
    expect(ran).toBe(false);
    expect((await jobLog(db(), job.id)).map((row) => row.message)).toEqual([
      `Never (job ${job.id}) was cancelled.`,
    ]);
    // An ended job stays as it is; a missing one answers null.
    expect(await cancelJob({ ...deps(), log: silent }, job.id)).toMatchObject({ status: 'Cancelled' });
    expect(await cancelJob({ ...deps(), log: silent }, 999_999_999)).toBeNull();
  });

  it('a running job stops at its next progress call', async () => {
    const started = deferred();
    const go = deferred();
    let after = false;
    const steps = defineJob<object, null>({
      name: 'test-steps',
      label: 'Steps',
      async run({ progress }) {
        await progress(10, 'Step 1');
        started.resolve();
        await go.promise;
        await progress(20, 'Step 2');
        after = true;
        return null;
      },
    });
    const runner = runnerOf(deps(), [steps], { id: 'runner-steps' });
    const { job } = await enqueueJob(deps(), steps, {});
    await runner.tick();
    await started.promise;
    expect(await cancelJob({ ...deps(), log: silent }, job.id)).toMatchObject({
      status: 'Running',
      cancelRequested: true,
    });
    go.resolve();
    await runner.idle();
    expect(after).toBe(false);
    expect(await jobRow(db(), job.id)).toMatchObject({ status: 'Cancelled', progress: 10, lockedBy: null });
    expect((await jobLog(db(), job.id)).map((row) => row.outcome)).toEqual(['started', 'cancelled']);
  });

  it("a running job that only watches its signal stops at the runner's next heartbeat", async () => {
    const started = deferred();
    const watcher = defineJob<object, null>({
      name: 'test-watcher',
      label: 'Watcher',
      run: ({ signal }) =>
        new Promise<null>((_, reject) => {
          signal.addEventListener('abort', () => reject(new JobCancelled()));
          started.resolve();
        }),
    });
    const runner = runnerOf(deps(), [watcher], { id: 'runner-watcher' });
    const { job } = await enqueueJob(deps(), watcher, {});
    await runner.tick();
    await started.promise;
    await cancelJob({ ...deps(), log: silent }, job.id);
    await runner.heartbeat();
    await runner.idle();
    expect(await jobRow(db(), job.id)).toMatchObject({ status: 'Cancelled' });
  });
});

describe('a runner that dies', () => {
  it('its job is run to completion by another runner once the lease passes', async () => {
    const started = deferred();
    const hang = deferred<{ by: string }>();
    const onA = defineJob<object, { by: string }>({
      name: 'test-takeover',
      label: 'Takeover',
      run: () => (started.resolve(), hang.promise),
    });
    const onB = defineJob<object, { by: string }>({
      name: 'test-takeover',
      label: 'Takeover',
      run: async ({ progress }) => (await progress(50, 'On B'), { by: 'B' }),
    });
    const a = runnerOf(deps(), [onA], { id: 'runner-A' });
    const b = runnerOf(deps(), [onB], { id: 'runner-B' });
    const { job } = await enqueueJob(deps(), onA, {});
    expect(await a.tick()).toBe(1);
    await started.promise;
    expect(await jobRow(db(), job.id)).toMatchObject({
      status: 'Running',
      lockedBy: 'runner-A',
      lockedUntil: new Date(clock.peek().getTime() + LEASE_MS),
    });

    // A heartbeat moves the lease on; then A goes silent.
    clock.advance(20_000);
    await a.heartbeat();
    clock.advance(LEASE_MS - 1);
    expect(await b.tick()).toBe(0);
    clock.advance(2);
    expect(await b.tick()).toBe(1);
    await b.idle();
    expect(await jobRow(db(), job.id)).toMatchObject({
      status: 'Succeeded',
      attempts: 2,
      result: { by: 'B' },
      lockedBy: null,
    });

    // A comes back: its heartbeat finds the job gone, and its late answer changes nothing.
    await a.heartbeat();
    hang.resolve({ by: 'A' });
    await a.idle();
    expect(await jobRow(db(), job.id)).toMatchObject({ status: 'Succeeded', result: { by: 'B' } });
    expect((await jobLog(db(), job.id)).map((row) => row.outcome)).toEqual([
      'started',
      'released',
      'started',
      'succeeded',
    ]);
  });

  it('its job fails when it had no attempts left', async () => {
    const started = deferred();
    const once = defineJob<object, null>({
      name: 'test-once',
      label: 'Once',
      maxAttempts: 1,
      run: () => (started.resolve(), new Promise<null>(() => {})),
    });
    const a = runnerOf(deps(), [once], { id: 'runner-A1' });
    const b = runnerOf(deps(), [once], { id: 'runner-B1' });
    const { job } = await enqueueJob(deps(), once, {});
    await a.tick();
    await started.promise;
    clock.advance(LEASE_MS + 1);
    expect(await b.tick()).toBe(1);
    expect(b.busy).toBe(0);
    const row = await jobRow(db(), job.id);
    expect(row).toMatchObject({ status: 'Failed', attempts: 1, lockedBy: null });
    expect(row.lastError).toMatch(/stopped answering/);
    expect((await jobLog(db(), job.id)).map((r) => [r.level, r.outcome])).toEqual([
      ['info', 'started'],
      ['error', 'failed'],
    ]);
  });
});

describe('stopping a runner', () => {
  it('waits for its running jobs and claims nothing more', async () => {
    const started = deferred();
    const go = deferred();
    const wait = defineJob<object, string>({
      name: 'test-wait',
      label: 'Wait',
      run: async () => (started.resolve(), await go.promise, 'done'),
    });
    const runner = runnerOf(deps(), [wait], { id: 'runner-stop' });
    const { job } = await enqueueJob(deps(), wait, {});
    const { job: second } = await enqueueJob(deps(), wait, {});
    await runner.tick();
    await started.promise;
    const stopped = runner.stop();
    go.resolve();
    await stopped;
    expect(await jobRow(db(), job.id)).toMatchObject({ status: 'Succeeded', result: 'done' });
    expect(await runner.tick()).toBe(0);
    // The second had started alongside (two at once) or still waits; none is left Running.
    expect((await jobRow(db(), second.id)).status).not.toBe('Running');
  });

  it('hands back, without spending an attempt, a job still running after its grace', async () => {
    const started = deferred();
    const endless = defineJob<object, null>({
      name: 'test-endless',
      label: 'Endless',
      run: ({ signal }) =>
        new Promise<null>((_, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason));
          started.resolve();
        }),
    });
    const runner = runnerOf(deps(), [endless], { id: 'runner-grace' });
    const { job } = await enqueueJob(deps(), endless, {});
    await runner.tick();
    await started.promise;
    await runner.stop(0);
    await runner.idle();
    expect(await jobRow(db(), job.id)).toMatchObject({ status: 'Queued', attempts: 0, lockedBy: null });
    expect((await jobLog(db(), job.id)).at(-1)).toMatchObject({
      outcome: 'released',
      message: `Endless (job ${job.id}) went back to the queue: Its process is stopping.`,
    });
    await cancelJob({ ...deps(), log: silent }, job.id);
  });
});

describe('progress on the live hub', () => {
  const connections: HubConnection[] = [];
  const people = {
    admin: 'admin@dockhand.test',
    warehouse: 'warehouse@dockhand.test',
    northwind: 'brand@northwind.test',
    bluepeak: 'brand@bluepeak.test',
  } as const;
  type Person = keyof typeof people;
  const everyone = Object.keys(people) as Person[];
  const users = {} as Record<Person, LoginBody>;
  const inbox = {} as Record<Person, Record<string, unknown[][]>>;

  beforeAll(async () => {
    const baseUrl = await listen(t);
    for (const person of everyone) {
      users[person] = await t.login(people[person]);
      const connection = ticketClient(t, baseUrl, users[person].jwtToken);
      inbox[person] = record(connection, ['JobUpdated']);
      await connection.start();
      connections.push(connection);
    }
  });
  afterAll(() => Promise.all(connections.map((c) => c.stop())));

  const report = defineJob<object, null>({
    name: 'test-report',
    label: 'Report',
    run: async ({ progress }) => (await progress(40, 'Reading orders'), null),
  });

  /** Who heard the job's progress at 40 %, once everyone has heard a job of their own that ran after it. */
  async function followers(options: { createdBy?: string | null; vendorId?: number | null }) {
    const runner = runnerOf(deps(), [report], { id: 'runner-hub', concurrency: 1 });
    const { job } = await enqueueJob(deps(), report, {}, options);
    const markers: number[] = [];
    for (const person of everyone)
      markers.push((await enqueueJob(deps(), report, {}, { createdBy: users[person].id })).job.id);
    await runner.drain();
    const heardJob = (person: Person, id: number) =>
      inbox[person].JobUpdated!.some(([payload]) => (payload as { id: number }).id === id);
    await waitUntil(() => everyone.every((person, i) => heardJob(person, markers[i]!)));
    const payload = inbox.admin.JobUpdated!.find(
      ([p]) =>
        (p as { id: number; progress: number }).id === job.id && (p as { progress: number }).progress === 40,
    );
    return { job, payload: payload?.[0], who: everyone.filter((person) => heardJob(person, job.id)) };
  }

  it("a vendor's job reaches whoever asked, staff who may see the vendor and the vendor's users", async () => {
    const ids = await tenantIds(t);
    const { job, payload, who } = await followers({ createdBy: users.northwind.id, vendorId: ids.nwg });
    expect(who).toEqual(['admin', 'warehouse', 'northwind']);
    expect(payload).toEqual({
      id: job.id,
      name: 'test-report',
      status: 'Running',
      progress: 40,
      progressMessage: 'Reading orders',
    });
  });

  it('a job of no vendor reaches staff only; one asked for by a vendor user reaches that user too', async () => {
    expect((await followers({})).who).toEqual(['admin', 'warehouse']);
    expect((await followers({ createdBy: users.bluepeak.id })).who).toEqual([
      'admin',
      'warehouse',
      'bluepeak',
    ]);
  });
});

describe('schedules', () => {
  it('a due time runs once however many schedulers look at it; missed ones make one run', async () => {
    const beat = defineJob<ScheduledPayload, null>({
      name: 'test-beat',
      label: 'Beat',
      run: async () => null,
    });
    const schedule = [{ job: beat, cron: '@every 60s', enabled: true }];
    const first = new JobScheduler({ db: db(), clock, log: silent }, schedule);
    const second = new JobScheduler({ db: db(), clock, log: silent }, schedule);
    const start = clock.peek().getTime();
    await first.sync();
    await second.sync();
    const [row] = await db().select().from(jobSchedules).where(eq(jobSchedules.name, 'test-beat'));
    expect(row).toMatchObject({ cron: '@every 60s', enabled: true, nextRunAt: new Date(start + 60_000) });

    const both = async () => (await Promise.all([first.tick(), second.tick()])).reduce((a, b) => a + b);
    expect(await both()).toBe(0);
    clock.advance(60_000);
    expect(await both()).toBe(1);
    expect(await both()).toBe(0);
    clock.advance(60_000);
    expect(await both()).toBe(1);
    // Ten minutes with nobody looking: one run, and the rhythm kept.
    clock.advance(10 * 60_000 + 5_000);
    expect(await both()).toBe(1);
    const [after] = await db().select().from(jobSchedules).where(eq(jobSchedules.name, 'test-beat'));
    expect(after!.nextRunAt).toEqual(new Date(start + 13 * 60_000));

    const queued = await db().select().from(jobs).where(eq(jobs.name, 'test-beat')).orderBy(jobs.id);
    expect(queued.map((job) => (job.payload as ScheduledPayload).scheduledFor)).toEqual([
      new Date(start + 60_000).toISOString(),
      new Date(start + 120_000).toISOString(),
      new Date(start + 180_000).toISOString(),
    ]);
    expect(queued.map((job) => job.key)).toEqual(
      queued.map((job) => `schedule:test-beat:${(job.payload as ScheduledPayload).scheduledFor}`),
    );
    await runnerOf(deps(), [beat], { id: 'runner-beat' }).drain();
    const [{ n }] = (await db()
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.name, 'test-beat'), eq(jobs.status, 'Succeeded')))) as [{ n: number }];
    expect(n).toBe(3);

    // Switched off in this process's configuration: off in the table, and nothing more is queued.
    const off = new JobScheduler({ db: db(), clock, log: silent }, [{ ...schedule[0]!, enabled: false }]);
    await off.sync();
    clock.advance(120_000);
    expect(await Promise.all([off.tick(), first.tick()])).toEqual([0, 0]);
  });

  it('reads cron expressions in UTC and refuses bad ones', () => {
    const at = new Date('2026-03-04T10:07:30Z');
    expect(nextDue('*/15 * * * *', at)).toEqual(new Date('2026-03-04T10:15:00Z'));
    expect(nextDue('30 3 * * *', at)).toEqual(new Date('2026-03-05T03:30:00Z'));
    expect(nextDue('@every 2h', at)).toEqual(new Date('2026-03-04T12:07:30Z'));
    const job = defineJob<ScheduledPayload, null>({ name: 'test-bad', label: 'Bad', run: async () => null });
    expect(
      () => new JobScheduler({ db: db(), clock, log: silent }, [{ job, cron: '61 * * * *', enabled: true }]),
    ).toThrow(/61/);
    expect(
      () => new JobScheduler({ db: db(), clock, log: silent }, [{ job, cron: '@every 0s', enabled: true }]),
    ).toThrow(/above zero/);
  });
});

describe("the app's scheduled jobs", () => {
  it('release expired order holds and run the stock integrity check, each in the system log', async () => {
    const f = await orderFixtures(t);
    const item = await newItem(f, 5);
    const id: number = (await createOrder(f, [{ sku: item.sku, quantity: 1 }])).json().order.id;
    const until = new Date(clock.peek().getTime() + 30_000).toISOString();
    expect(
      (await act(f, id, 'hold', { type: 'payment', reason: 'wait', holdUntil: until })).json().orderStatus,
    ).toBe('on_hold');

    clock.advance(61_000);
    expect(await t.app.jobs.scheduler.tick()).toBeGreaterThanOrEqual(1);
    await t.app.jobs.runner.drain();
    expect((await orderRow(f, id)).orderStatus).toBe('awaiting_shipment');
    const [holdRun] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.name, 'order-hold-expiry'))
      .orderBy(desc(jobs.id))
      .limit(1);
    expect(holdRun).toMatchObject({ status: 'Succeeded' });
    expect((holdRun!.result as { releasedOrders: number }).releasedOrders).toBeGreaterThanOrEqual(1);
    expect((await jobLog(db(), holdRun!.id)).map((row) => row.message)).toEqual([
      `Release expired order holds (job ${holdRun!.id}) started, attempt 1 of 1.`,
      expect.stringMatching(/^Release expired order holds \(job \d+\) succeeded in/),
    ]);

    const [lastCheck] = await db()
      .select({ id: systemLog.id })
      .from(systemLog)
      .orderBy(desc(systemLog.id))
      .limit(1);
    clock.advance(60 * 60_000);
    expect(await t.app.jobs.scheduler.tick()).toBeGreaterThanOrEqual(2);
    await t.app.jobs.runner.drain();
    const checks = await db()
      .select()
      .from(systemLog)
      .where(and(eq(systemLog.source, INTEGRITY_SOURCE), gt(systemLog.id, lastCheck!.id)));
    expect(checks).toHaveLength(1);
    const [checkRun] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.name, 'stock-integrity-check'))
      .orderBy(desc(jobs.id))
      .limit(1);
    expect(checkRun).toMatchObject({ status: 'Succeeded', result: { drifts: 0 } });
  });

  it('are configured from the environment', () => {
    const env = { DATA_DIR: '/tmp/dockhand-config-test', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env)).toMatchObject({ jobPollMs: 1000, jobLeaseSeconds: 30, jobConcurrency: 2 });
    expect(
      loadConfig({ ...env, JOB_POLL_MS: '250', JOB_LEASE_SECONDS: '10', JOB_CONCURRENCY: '0' }),
    ).toMatchObject({ jobPollMs: 250, jobLeaseSeconds: 10, jobConcurrency: 0 });
    expect(() => loadConfig({ ...env, JOB_LEASE_SECONDS: '0' })).toThrow(/JOB_LEASE_SECONDS/);
    expect(() => loadConfig({ ...env, JOB_CONCURRENCY: 'many' })).toThrow(/JOB_CONCURRENCY/);
  });
});
