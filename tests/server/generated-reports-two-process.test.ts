/**
 * Generated reports across two app instances (two server processes, each with its own connection
 * pool and job runner) on one PostgreSQL database: a report requested through A is produced by B's
 * runner and its CSV downloads from A (the rows live in the database, so any process serves any
 * file); a report whose process stops mid-run is finished by the other once the lease passes, with
 * the right row count and no duplicate rows, and the stalled process writes nothing when it wakes;
 * both draining 20 requests at once produce each report exactly once. Storefront Shipments Count
 * over orders written on days the demo data does not reach. Time moves only with the test's clock.
 * PostgreSQL only: PGlite is one connection in one process.
 */
import { randomBytes } from 'node:crypto';
import { count, countDistinct, eq, inArray, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { GeneratedReportView } from '../../src/domain/contracts/generated-reports';
import { addDays } from '../../src/domain/dashboard';
import { buildApp } from '../../server/app';
import { MovingClock } from '../../server/clock';
import { openDatabase, type Database, type Db } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/demo-logins';
import { generatedReportRows, generatedReports, jobs, automations } from '../../server/db/schema';
import { reportProducers } from '../../server/modules/generated-reports/report-types/all-types.report';
import { deferred, jobLog, jobRow, LEASE_MS, type Deferred } from './job-fixtures';
import { testConfig } from './harness';
import { databaseUrlFor } from './pg-admin';

const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `dockhand_t_reports2_${process.pid}_${randomBytes(3).toString('hex')}`;
const BASE = '/api/common/generatedReports';
/** 400 days from here, each with one shipped order of every demo storefront (at 18:00 UTC, midday in US zones). */
const FIRST_DAY = '2019-01-01';
const DAYS = 400;
const STOREFRONTS = ['NWG-SHOP', 'BPO-DTC', 'KTC-SUB'];

interface Process {
  name: 'A' | 'B';
  app: FastifyInstance;
  database: Database;
  token: string;
}

describe.skipIf(!adminUrl)('generated reports on two processes sharing one PostgreSQL', () => {
  let admin: pg.Client;
  let a: Process;
  let b: Process;
  const clock = new MovingClock(new Date());
  /** Which process read each report (by its last day, unique per report here). */
  const produced: { by: 'A' | 'B'; to: string }[] = [];
  /** While set, that process's report stops after storing its first batch, as a stalled process would. */
  let stall: { db: Db; reached: Deferred; release: Deferred } | null = null;
  const realProducer = reportProducers.StorefrontShippedCount!;

  async function start(name: 'A' | 'B', url: string, jwtSecret: string): Promise<Process> {
    const database = await openDatabase({ databaseUrl: url, poolMax: 5 });
    const app = await buildApp({ config: testConfig({ jwtSecret }), database, logger: false, clock });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@dockhand.test', password: DEMO_PASSWORD },
    });
    return { name, app, database, token: login.json().jwtToken as string };
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('pgTemplateDb')}`);
    const url = databaseUrlFor(adminUrl!, dbName);
    // One secret, as processes behind one load balancer share it: a token from A is good on B.
    const jwtSecret = randomBytes(32).toString('hex');
    [a, b] = await Promise.all([start('A', url, jwtSecret), start('B', url, jwtSecret)]);
    // The demo's automations (one e-mails whoever asked for a report) would queue jobs of their own
    // between a test's ticks: these tests count only report jobs.
    await a.database.db.update(automations).set({ enabled: false });
    // The demo's own reports (and their retries, for types not produced yet): run to their end now,
    // so each test drains only its own.
    for (;;) {
      await a.app.jobs.runner.drain();
      const [waiting] = await a.database.db
        .select({ runAt: max(jobs.runAt) })
        .from(jobs)
        .where(eq(jobs.status, 'Queued'));
      if (!waiting?.runAt) break;
      clock.advance(Math.max(0, waiting.runAt.getTime() - clock.now().getTime()) + 1);
    }
    await a.database.db.execute(sql`
      insert into orders (order_number, project_id, store_id, vendor_id, warehouse_id, order_status,
                          order_date, ship_date, item_count)
      select 'TWO-' || p.client_code || '-' || d, p.id, null, p.vendor_id, p.warehouse_id, 'shipped',
             (${FIRST_DAY}::date + d) + interval '10 hours', (${FIRST_DAY}::date + d) + interval '18 hours',
             1 + d % 3
      from projects p cross join generate_series(0, ${DAYS - 1}) d
      where p.client_code in (${sql.join(
        STOREFRONTS.map((code) => sql`${code}`),
        sql`, `,
      )})`);
    // The real producer, wrapped (in this test file's module instance only) to record which process
    // read each report and, while `stall` names a process, to stop it after its first batch.
    reportProducers.StorefrontShippedCount = {
      columns: (filters) => realProducer.columns(filters),
      async produce(ctx, progress) {
        produced.push({ by: ctx.db === a.database.db ? 'A' : 'B', to: ctx.period.to });
        const report = await realProducer.produce(ctx, progress);
        const stalled = stall?.db === ctx.db ? stall : null;
        if (!stalled) return report;
        return {
          asOf: report.asOf,
          rows: (async function* () {
            let first = true;
            for await (const batch of report.rows) {
              if (!first) {
                stalled.reached.resolve();
                await stalled.release.promise;
              }
              first = false;
              yield batch;
            }
          })(),
        };
      },
    };
  }, 120_000);

  afterAll(async () => {
    stall?.release.resolve();
    reportProducers.StorefrontShippedCount = realProducer;
    await Promise.all([a, b].map(async (p) => p && (await p.app.close(), await p.database.close())));
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  /** Asks `on` for a Storefront Shipments Count over the first `days` days; answers its id. */
  async function requestReport(on: Process, days: number): Promise<number> {
    const res = await on.app.inject({
      method: 'POST',
      url: BASE,
      headers: { authorization: `Bearer ${on.token}` },
      payload: {
        type: 'StorefrontShippedCount',
        name: `Shipped, ${days} days`,
        forMultipleStorefronts: true,
        filters: { startDate: FIRST_DAY, endDate: addDays(FIRST_DAY, days - 1) },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  }

  async function view(on: Process, id: number): Promise<GeneratedReportView> {
    const res = await on.app.inject({
      method: 'GET',
      url: `${BASE}/${id}/view`,
      headers: { authorization: `Bearer ${on.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as GeneratedReportView;
  }

  async function csvRows(on: Process, id: number): Promise<string[][]> {
    const res = await on.app.inject({
      method: 'GET',
      url: `${BASE}/${id}/file?format=csv`,
      headers: { authorization: `Bearer ${on.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  }

  /** The stored rows of a report: how many, how many distinct (by seq and by content), the last seq. */
  async function storedRows(id: number) {
    const [row] = await a.database.db
      .select({
        rows: count(),
        seqs: countDistinct(generatedReportRows.seq),
        contents: sql<number>`count(distinct ${generatedReportRows.cells})::int`,
        lastSeq: max(generatedReportRows.seq),
      })
      .from(generatedReportRows)
      .where(eq(generatedReportRows.reportId, id));
    return row!;
  }

  const jobOf = async (id: number) =>
    (await a.database.db.select().from(generatedReports).where(eq(generatedReports.id, id)))[0]!.jobId!;

  it("is requested through A, produced by B's runner, and its CSV downloads from A", async () => {
    const id = await requestReport(a, 10);
    produced.length = 0;
    await b.app.jobs.runner.drain();
    expect(produced).toEqual([{ by: 'B', to: addDays(FIRST_DAY, 9) }]);

    const ready = await view(a, id);
    expect(ready).toMatchObject({ status: 'Ready', rowCount: 30, progress: 100 });
    const rows = await csvRows(a, id);
    expect(rows[0]).toEqual(['Ship date', 'Storefront code', 'Storefront', 'Shipments', 'Units']);
    expect(rows.slice(1)).toHaveLength(30);
    expect(rows.slice(1, 4).map((r) => [r[0], r[1], r[3], r[4]])).toEqual([
      [FIRST_DAY, 'BPO-DTC', '1', '1'],
      [FIRST_DAY, 'KTC-SUB', '1', '1'],
      [FIRST_DAY, 'NWG-SHOP', '1', '1'],
    ]);
    // The same file from B, byte for byte.
    expect(await csvRows(b, id)).toEqual(rows);
    expect(await jobRow(a.database.db, await jobOf(id))).toMatchObject({ status: 'Succeeded', attempts: 1 });
  });

  /**
   * Requests a report of every day through A and runs it there until A has stored its first batch
   * and stops answering (no more batches, no heartbeats); answers the report and a way to wake A.
   */
  async function stalledInA() {
    const id = await requestReport(a, DAYS);
    const jobId = await jobOf(id);
    const stalled = { db: a.database.db, reached: deferred(), release: deferred() };
    stall = stalled;
    expect(await a.app.jobs.runner.tick()).toBe(1);
    await stalled.reached.promise;
    expect(await view(b, id)).toMatchObject({ status: 'Processing', rowCount: 1000 });
    expect((await storedRows(id)).rows).toBe(1000);
    expect(await b.app.jobs.runner.tick()).toBe(0);
    const wake = async () => {
      stalled.release.resolve();
      await a.app.jobs.runner.idle();
      stall = null;
    };
    return { id, jobId, wake };
  }

  /** B takes the stalled job over once its lease has passed and runs it to the end. */
  async function takeOverInB() {
    clock.advance(LEASE_MS + 1);
    expect(await b.app.jobs.runner.tick()).toBe(1);
    await b.app.jobs.runner.idle();
  }

  it('stopped mid-run in A, is finished by B after the lease with the right rows, none twice', async () => {
    const { id, jobId, wake } = await stalledInA();
    try {
      await takeOverInB();
      const all = DAYS * 3;
      expect(await view(a, id)).toMatchObject({ status: 'Ready', rowCount: all, progress: 100 });
      const expected = { rows: all, seqs: all, contents: all, lastSeq: all - 1 };
      expect(await storedRows(id)).toEqual(expected);
      expect(await jobRow(a.database.db, jobId)).toMatchObject({
        status: 'Succeeded',
        attempts: 2,
        result: { rows: all },
      });

      // A wakes up and goes on with its second batch: the report is B's now, so nothing of A's lands.
      await wake();
      expect(await storedRows(id)).toEqual(expected);
      expect(await view(b, id)).toMatchObject({ status: 'Ready', rowCount: all });
      expect(await jobRow(a.database.db, jobId)).toMatchObject({ status: 'Succeeded', attempts: 2 });
      expect((await jobLog(a.database.db, jobId)).map((row) => row.outcome)).toEqual([
        'started',
        'released',
        'started',
        'succeeded',
      ]);
      expect((await csvRows(a, id)).slice(1)).toHaveLength(all);
    } finally {
      await wake();
    }
  });

  // Each batch is written only while the attempt holds the job (the job's `whileHeld`): a process
  // that wakes after its lease passed writes nothing, even where row numbers are free.
  it('stopped mid-run in A, adds nothing when it wakes after B read fewer rows', async () => {
    const { id, wake } = await stalledInA();
    try {
      // Orders of the last 100 days are cancelled meanwhile: B reads 900 rows where A read 1,200.
      await a.database.db.execute(sql`
        update orders set order_status = 'cancelled'
        where order_number like 'TWO-%' and ship_date >= ${addDays(FIRST_DAY, DAYS - 100)}::date`);
      await takeOverInB();
      const fewer = (DAYS - 100) * 3;
      expect(await view(a, id)).toMatchObject({ status: 'Ready', rowCount: fewer });
      await wake();
      expect(await storedRows(id)).toEqual({ rows: fewer, seqs: fewer, contents: fewer, lastSeq: fewer - 1 });
    } finally {
      await wake();
      await a.database.db.execute(sql`
        update orders set order_status = 'shipped' where order_number like 'TWO-%'`);
    }
  });

  it('20 requests drained by both processes at once: each report produced exactly once', async () => {
    // Report n covers the first 10n + 5 days, so each has its own period and row count.
    const daysOf = (n: number) => 10 * n + 5;
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, n) => requestReport(n % 2 ? b : a, daysOf(n))),
    );
    produced.length = 0;
    await Promise.all([a.app.jobs.runner.drain(), b.app.jobs.runner.drain()]);

    // Each report read once, some by each process.
    expect(produced).toHaveLength(20);
    expect(new Set(produced.map((p) => p.to)).size).toBe(20);
    const byA = produced.filter((p) => p.by === 'A').length;
    expect(byA).toBeGreaterThan(0);
    expect(byA).toBeLessThan(20);

    const reports = await a.database.db
      .select()
      .from(generatedReports)
      .where(inArray(generatedReports.id, ids));
    for (const [n, id] of ids.entries()) {
      const report = reports.find((r) => r.id === id)!;
      const rows = daysOf(n) * 3;
      expect(report, `report ${n}`).toMatchObject({ status: 'Ready', rowCount: rows });
      expect(await storedRows(id)).toEqual({ rows, seqs: rows, contents: rows, lastSeq: rows - 1 });
    }
    const jobIds = reports.map((r) => r.jobId!);
    const ran = await a.database.db.select().from(jobs).where(inArray(jobs.id, jobIds));
    expect(ran.filter((job) => job.status !== 'Succeeded' || job.attempts !== 1)).toEqual([]);
    for (const jobId of jobIds)
      expect((await jobLog(a.database.db, jobId)).map((row) => row.outcome)).toEqual([
        'started',
        'succeeded',
      ]);
  });
});
