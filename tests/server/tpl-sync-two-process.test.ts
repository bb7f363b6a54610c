/**
 * The 3PL WMS sync on two processes (two connection pools, two schedulers, two job runners) sharing
 * one PostgreSQL (issue 20): both ticking the same due schedule make one sync job, which pushes each
 * mirrored order once; and two syncs of the connection running at once (bypassing the queue, as a
 * process taken for dead and the one taking over would) still push each order exactly once, both
 * succeeding. PostgreSQL only: PGlite is one connection, so the race cannot show there.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { wmsPaths } from '../../src/domain/contracts/wms-connections';
import { buildApp } from '../../server/app';
import { MovingClock } from '../../server/clock';
import { openDatabase, type Database } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/db/demo-logins';
import { fulfillmentOrders, jobs, warehouses, wmsConnections } from '../../server/db/schema';
import { DomainEvents } from '../../server/events/domain-events';
import { CredentialBox } from '../../server/integrations/credential-box';
import { createFakeTplWms, type FakeTplWms } from '../../server/integrations/tpl-wms/fake-server';
import { JobScheduler } from '../../server/jobs/job-schedules';
import { wmsSyncJob, wmsSyncScheduleJob } from '../../server/modules/wms-sync/wms-sync.job';
import { runWmsSync } from '../../server/modules/wms-sync/wms-sync.service';
import { testConfig } from './harness';
import { runnerOf, silent } from './job-fixtures';
import { databaseUrlFor } from './pg-admin';
import { fakeAccount, mirroredOrder, vendorAtMem, WMS_LOGIN, WMS_SECRET } from './wms-fixtures';

const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `dockhand_t_wms2_${process.pid}_${randomBytes(3).toString('hex')}`;
const ORDERS = 8;

describe.skipIf(!adminUrl)('the 3PL WMS sync on two processes sharing one PostgreSQL', () => {
  let admin: pg.Client;
  let a: Database;
  let b: Database;
  let app: FastifyInstance;
  let fake: FakeTplWms;
  let token: string;
  let setup: Awaited<ReturnType<typeof vendorAtMem>>;
  let memId: number;
  const clock = new MovingClock(new Date(), 1);
  const key = randomBytes(32);
  const box = new CredentialBox(key);

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('pgTemplateDb')}`);
    const url = databaseUrlFor(adminUrl!, dbName);
    a = await openDatabase({ databaseUrl: url, poolMax: 4 });
    b = await openDatabase({ databaseUrl: url, poolMax: 4 });
    // Process A's app sets the scene over HTTP; the race is between the two pools below.
    app = await buildApp({ config: testConfig({ credentialsKey: key }), database: a, logger: false, clock });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@dockhand.test', password: DEMO_PASSWORD },
    });
    token = login.json().jwtToken as string;
    memId = (await a.db.select().from(warehouses).where(eq(warehouses.code, 'MEM')))[0]!.id;
    setup = await vendorAtMem(a.db, memId, 100, clock);
    fake = createFakeTplWms({
      ...WMS_LOGIN,
      clientSecret: WMS_SECRET,
      data: fakeAccount(
        setup.vendor.name,
        setup.items.map((i) => i.sku),
        100,
      ),
    });
    const baseUrl = await fake.listen();
    const saved = await app.inject({
      method: 'PUT',
      url: wmsPaths.connection('tpl', memId),
      headers: { authorization: `Bearer ${token}` },
      payload: { baseUrl, ...WMS_LOGIN, secret: WMS_SECRET, enabled: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  afterAll(async () => {
    await fake?.close();
    await app?.close();
    await Promise.all([a?.close(), b?.close()]);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  const scene = () => ({
    db: a.db,
    admin: token,
    project: setup.project,
    t: {
      request: (method: string, url: string, options: { token?: string; body?: unknown } = {}) =>
        app.inject({
          method: method as 'POST',
          url,
          payload: options.body as object,
          headers: { authorization: `Bearer ${options.token}` },
        }),
    },
  });
  const newOrders = async () => {
    const made = [];
    for (let n = 0; n < ORDERS; n++)
      made.push((await mirroredOrder(scene(), [{ sku: setup.items[n % 2]!.sku, quantity: 1 }])).fo);
    return made;
  };
  const postsOf = (numbers: readonly string[]) =>
    fake.requests.filter(
      (r) =>
        r.method === 'POST' &&
        r.path === '/orders' &&
        numbers.includes((r.body as { referenceNum?: string }).referenceNum ?? ''),
    );
  async function expectPushedOnce(made: { id: number; orderNumber: string }[]) {
    const numbers = made.map((fo) => fo.orderNumber);
    expect(postsOf(numbers)).toHaveLength(ORDERS);
    for (const number of numbers)
      expect(fake.data.orders.filter((o) => o.referenceNum === number)).toHaveLength(1);
    const pushed = await a.db
      .select()
      .from(fulfillmentOrders)
      .where(
        and(
          inArray(
            fulfillmentOrders.id,
            made.map((fo) => fo.id),
          ),
          isNotNull(fulfillmentOrders.externalId),
        ),
      );
    expect(pushed).toHaveLength(ORDERS);
  }

  it('makes one sync job from a due schedule both processes tick, pushing each order once', async () => {
    const made = await newOrders();
    const events = new DomainEvents();
    const schedule = [{ job: wmsSyncScheduleJob, cron: '@every 1m', enabled: true }];
    const schedulers = [a, b].map((d) => new JobScheduler({ db: d.db, clock, log: silent }, schedule));
    await Promise.all(schedulers.map((s) => s.sync()));
    clock.advance(61_000);
    const taken = await Promise.all(schedulers.map((s) => s.tick()));
    expect(taken.reduce((x, y) => x + y, 0)).toBe(1);
    const runners = [a, b].map((d, i) =>
      runnerOf({ db: d.db, events, clock }, [wmsSyncJob({ box }), wmsSyncScheduleJob], {
        id: `wms-${i}`,
        concurrency: 2,
      }),
    );
    await Promise.all(runners.map((r) => r.drain()));
    await Promise.all(runners.map((r) => r.drain()));
    const queued = await a.db
      .select()
      .from(jobs)
      .where(inArray(jobs.name, ['wms-sync', 'wms-sync-schedule']));
    expect(queued.map((j) => [j.name, j.status]).sort()).toEqual([
      ['wms-sync', 'Succeeded'],
      ['wms-sync-schedule', 'Succeeded'],
    ]);
    await expectPushedOnce(made);
  });

  it('pushes each order once when two syncs of the connection run at once', async () => {
    const made = await newOrders();
    const [connection] = await a.db
      .select()
      .from(wmsConnections)
      .where(eq(wmsConnections.warehouseId, memId));
    const payload = { connectionId: connection!.id, trigger: 'manual' as const, userId: null };
    const outcomes = await Promise.all(
      [a, b].map((d) =>
        runWmsSync({ db: d.db, clock, events: new DomainEvents(), box, log: silent }, payload),
      ),
    );
    expect(outcomes.map((o) => ('status' in o ? o.status : o.skipped))).toEqual(['Succeeded', 'Succeeded']);
    const pushed = outcomes.map((o) => ('counts' in o ? o.counts.ordersPushed!.pushed! : 0));
    expect(pushed.reduce((x, y) => x + y, 0)).toBe(ORDERS);
    await expectPushedOnce(made);
  });
});
