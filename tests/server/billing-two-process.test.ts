/**
 * The billing run on two processes (two connection pools) sharing one PostgreSQL (issue 18): both rate
 * the same client's period at once, again and again, while a return keeps arriving in parts; every
 * charge is made exactly once, and the return's units are charged exactly as they arrived. Billing
 * jobs drained by two runners at once each run once. PostgreSQL only: PGlite is one connection.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { ActivityRule } from '../../src/domain/billing/activity-rates';
import { MovingClock } from '../../server/clock';
import { openDatabase, type Database } from '../../server/db/client';
import { jobs, orderBillingEntries } from '../../server/db/schema';
import { DomainEvents } from '../../server/events/domain-events';
import { enqueueJob } from '../../server/jobs/job-queue';
import { billingRunJob } from '../../server/modules/billing/billing-run.job';
import { runBilling } from '../../server/modules/billing/billing-run.service';
import {
  billingClient,
  byRule,
  chargesOf,
  confirmedReturn,
  publishedVersion,
  receipt,
  returnArrived,
  shippedOrder,
  stockMove,
  type BillingClient,
} from './billing-fixtures';
import type { TestApp } from './harness';
import { runnerOf } from './job-fixtures';
import { databaseUrlFor } from './pg-admin';

const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `dockhand_t_billing2_${process.pid}_${randomBytes(3).toString('hex')}`;

const rules: ActivityRule[] = [
  { key: 'rcv-unit', activity: 'receiving', unit: 'unit', rate: 0.25 },
  { key: 'stg-pallet', activity: 'storage', unit: 'palletDay', rate: 0.55 },
  { key: 'pp-order', activity: 'pickPack', unit: 'order', rate: 1.5 },
  { key: 'ret-unit', activity: 'returns', unit: 'unit', rate: 0.75 },
];

describe.skipIf(!adminUrl)('the billing run on two processes sharing one PostgreSQL', () => {
  let admin: pg.Client;
  let a: Database;
  let b: Database;
  let c: BillingClient;
  const clock = new MovingClock(new Date());
  const as = (database: Database) => ({ database }) as TestApp;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('pgTemplateDb')}`);
    const url = databaseUrlFor(adminUrl!, dbName);
    a = await openDatabase({ databaseUrl: url, poolMax: 4 });
    b = await openDatabase({ databaseUrl: url, poolMax: 4 });
    c = await billingClient(as(a));
    await publishedVersion(as(a), c, '2021-01-01', rules);
    for (let day = 1; day <= 9; day += 1) {
      const d = `2021-10-0${day}`;
      await receipt(as(a), c, d, [{ units: 10 * day, lpn: `L-${day}` }]);
      await stockMove(as(a), c, d, 10 * day, { lpn: `L-${day}` });
      for (let n = 0; n < 20; n += 1) await shippedOrder(as(a), c, d, 1 + (n % 3));
    }
  });

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  });

  const run = (database: Database) =>
    runBilling(
      { db: database.db, clock, events: new DomainEvents() },
      { vendorIds: [c.vendorId], from: '2021-10-01', to: '2021-10-31' },
    );

  it('both processes rating at once make each charge once', async () => {
    await Promise.all([run(a), run(b), run(a), run(b)]);
    const charges = await chargesOf(as(a), c.vendorId);
    expect(new Set(charges.map((x) => x.eventKey)).size).toBe(charges.length);
    expect(byRule(charges)).toMatchObject({
      'rcv-unit': [450, 11250],
      'pp-order': [180, 27000],
    });
    // Pallets held each day from Oct 1 (one more LPN each day up to 9) to Oct 31: 1+2+…+9 + 9×22.
    expect(byRule(charges)['stg-pallet']?.[0]).toBe(45 + 9 * 22);
  });

  it('a return arriving in parts while both rate is charged for exactly the units that arrived', async () => {
    const order = await shippedOrder(as(a), c, '2021-10-10', 5);
    const ret = await confirmedReturn(as(a), c, order.id, '2021-10-11', 1);
    for (const arrived of [2, 3, 5]) {
      await Promise.all([run(a), run(b)]);
      await returnArrived(as(a), ret.id, arrived);
    }
    await Promise.all([run(a), run(b), run(a)]);
    const units = (await chargesOf(as(a), c.vendorId)).filter((x) => x.sourceType === 'return');
    expect(units.reduce((s, x) => s + Number(x.numberOfUnits), 0)).toBe(5);
  });

  it('billing jobs drained by two runners at once each run once', async () => {
    const before = (await chargesOf(as(a), c.vendorId)).length;
    for (let i = 0; i < 6; i += 1)
      await enqueueJob({ db: a.db, clock }, billingRunJob, {
        vendorIds: [c.vendorId],
        from: '2021-10-01',
        to: '2021-10-31',
      });
    const deps = (database: Database) => ({ db: database.db, events: new DomainEvents(), clock });
    const ra = runnerOf(deps(a), [billingRunJob], { id: 'A' });
    const rb = runnerOf(deps(b), [billingRunJob], { id: 'B' });
    await Promise.all([ra.drain(), rb.drain()]);
    const done = await a.db.select().from(jobs).where(eq(jobs.name, billingRunJob.name));
    expect(done.filter((j) => j.status === 'Succeeded')).toHaveLength(6);
    expect(done.every((j) => j.attempts === 1)).toBe(true);
    expect(
      (await a.db.select().from(orderBillingEntries).where(eq(orderBillingEntries.vendorId, c.vendorId)))
        .length,
    ).toBe(before);
  });
});
