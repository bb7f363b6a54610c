/**
 * The billing clock of the end-to-end tests (DOCKHAND_TEST_CONTROLS=1): POST /api/test/billing-clock
 * moves billing's "now" forward by whole days (admins only, 400 per field on bad input) and answers
 * its day; billing's open period and run read it, the rest of the app keeps real time. Without the
 * flag, or in production, the call does not exist.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../server/db/schema';
import { token } from './dashboard-fixtures';
import { startTestApp, type TestApp } from './harness';

const URL = '/api/test/billing-clock';
const DAY_MS = 86_400_000;
/** The UTC day `days` after the real one. */
const dayAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

describe('without DOCKHAND_TEST_CONTROLS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('has no billing clock to move', async () => {
    const res = await t.request('POST', URL, {
      token: await token(t, 'admin@dockhand.test'),
      body: { advanceDays: 1 },
    });
    expect(res.statusCode).toBe(404);
    expect(t.app.routeAccess().some((r) => r.url.startsWith('/api/test/'))).toBe(false);
  });
});

describe('with DOCKHAND_TEST_CONTROLS in production', () => {
  it('ignores the flag', async () => {
    const t = await startTestApp({ testControls: true, production: true });
    try {
      const res = await t.request('POST', URL, {
        token: await token(t, 'admin@dockhand.test'),
        body: { advanceDays: 1 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('with DOCKHAND_TEST_CONTROLS', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp({ testControls: true });
    admin = await token(t, 'admin@dockhand.test');
  });
  afterAll(() => t.close());

  it('declares the call for the holders of billing.invoices', () => {
    const route = t.app.routeAccess().find((r) => r.url === URL);
    expect(route?.access).toEqual(['billing.invoices']);
  });

  it('answers 400 per field on bad input and moves nothing', async () => {
    for (const [body, message] of [
      [{}, 'Advance days is required'],
      [{ advanceDays: 0 }, 'Advance days must be at least 1'],
      [{ advanceDays: 32 }, 'Advance days can be at most 31'],
      [{ advanceDays: 1.5 }, 'Advance days must be a whole number of days'],
      [{ advanceDays: 'soon' }, 'Advance days must be a whole number of days'],
      [{ advanceDays: -3 }, 'Advance days must be at least 1'],
    ] as const) {
      const res = await t.request('POST', URL, { token: admin, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(body)).toContain(message);
    }
    const period = await t.request('GET', '/api/common/orderBillingEntries/open-period?vendorId=1', {
      token: admin,
    });
    expect(period.json().today).toBe(dayAhead(0));
  });

  it('refuses a brand user with 403', async () => {
    const res = await t.request('POST', URL, {
      token: await token(t, 'brand@bluepeak.test'),
      body: { advanceDays: 3 },
    });
    expect(res.statusCode).toBe(403);
  });

  it('moves billing forward, only forward, and billing reads it', async () => {
    const first = await t.request('POST', URL, { token: admin, body: { advanceDays: 3 } });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ today: dayAhead(3), aheadDays: 3 });
    expect(Date.parse(first.json().now) - Date.now()).toBeGreaterThan(3 * DAY_MS - 60_000);
    const second = await t.request('POST', URL, { token: admin, body: { advanceDays: 1 } });
    expect(second.json()).toMatchObject({ today: dayAhead(4), aheadDays: 4 });

    // The open period is the one of billing's day, four days ahead.
    const period = await t.request('GET', '/api/common/orderBillingEntries/open-period?vendorId=1', {
      token: admin,
    });
    expect(period.json()).toMatchObject({ today: dayAhead(4) });

    // A billing run asked for now takes billing's today with it (storage is charged up to the day before).
    const run = await t.request('POST', '/api/common/orderBillingEntries/run', {
      token: admin,
      body: { vendorId: 1, from: dayAhead(0), to: dayAhead(3) },
    });
    expect(run.statusCode, run.body).toBe(202);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, run.json().jobId));
    expect(job?.payload).toMatchObject({ today: dayAhead(4) });
    // The rest of the app keeps real time: the job was queued now, not four days ahead.
    expect(Math.abs(job!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });
});
