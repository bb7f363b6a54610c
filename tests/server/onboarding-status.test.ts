/**
 * POST /api/admin/onboardingStatus/listItems: each vendor's stage (a status record of the vendor's
 * status decides, else the vendor status's own meaning), counts per stage, filters, sorting, paging,
 * bad input, permissions and the vendor scope (a brand user sees only its own vendors).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors, vendorStatuses } from '../../server/db/schema';
import type { OnboardingAnswer } from '../../src/domain/onboarding';
import { startTestApp, type TestApp } from './harness';

const URL = '/api/admin/onboardingStatus/listItems';
let t: TestApp;
let admin: string;
let brand: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  brand = (await t.login('brand@northwind.test')).jwtToken;
});
afterAll(() => t.close());

async function list(token: string, body: Record<string, unknown> = {}) {
  const res = await t.request('POST', URL, { token, body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OnboardingAnswer;
}

describe('onboarding status', () => {
  it('gives every vendor the stage of its status, and the counts per stage', async () => {
    const all = await t.database.db.select().from(vendors);
    const answer = await list(admin, { perPage: 200 });
    expect(answer.total).toBe(all.length);
    const byCode = new Map(answer.items.map((r) => [r.code, r]));
    // No status record is named like the demo vendors' statuses: their own meaning decides.
    expect(byCode.get('NWG')).toMatchObject({
      name: 'Northwind Goods',
      status: 'Onboarded',
      stage: 'onboarded',
    });
    expect(byCode.get('KTC')).toMatchObject({ status: 'InProgress', stage: 'started', statusRecordId: null });
    const counted = Object.values(answer.counts).reduce((a, b) => a + b, 0);
    expect(counted).toBe(all.length);
    expect(answer.counts.onboarded).toBe(answer.items.filter((r) => r.stage === 'onboarded').length);
    // The status records, in their order, with the stage each counts as.
    expect(answer.statuses.map((s) => [s.name, s.stage])).toEqual(
      expect.arrayContaining([
        ['Lead', 'notStarted'],
        ['Contract sent', 'started'],
        ['Live', 'onboarded'],
        ['Declined', 'denied'],
      ]),
    );
  });

  it('lets a status record named like the vendor status decide (ignoring case and spaces)', async () => {
    const db = t.database.db;
    const [record] = await db
      .insert(vendorStatuses)
      .values({ name: 'in progress', vendorStartedState: false, sortOrder: 9 })
      .returning();
    const [denied] = await db
      .insert(vendorStatuses)
      .values({ name: 'Inactive', vendorDeniedState: true, sortOrder: 10 })
      .returning();
    await db.update(vendors).set({ status: 'Inactive' }).where(eq(vendors.code, 'LUM'));
    try {
      const byCode = new Map((await list(admin, { perPage: 200 })).items.map((r) => [r.code, r]));
      expect(byCode.get('KTC')).toMatchObject({ stage: 'notStarted', statusRecordName: 'in progress' });
      expect(byCode.get('LUM')).toMatchObject({ stage: 'denied', statusRecordId: denied!.id });
    } finally {
      await db.update(vendors).set({ status: 'InProgress' }).where(eq(vendors.code, 'LUM'));
      await db.delete(vendorStatuses).where(eq(vendorStatuses.id, record!.id));
      await db.delete(vendorStatuses).where(eq(vendorStatuses.id, denied!.id));
    }
  });

  it('filters by stage and search, sorts and pages', async () => {
    const onboarded = await list(admin, { stage: 'onboarded', perPage: 200 });
    expect(onboarded.items.length).toBeGreaterThan(0);
    expect(onboarded.items.every((r) => r.stage === 'onboarded')).toBe(true);
    // The counts stay those of every vendor in scope.
    expect(onboarded.counts.started).toBeGreaterThan(0);

    const north = await list(admin, { search: '  NORTH ' });
    expect(north.items.map((r) => r.code)).toEqual(['NWG']);
    expect((await list(admin, { search: 'ktc' })).items.map((r) => r.code)).toEqual(['KTC']);

    const byName = await list(admin, { perPage: 200, sortBy: 'name', sortDesc: true });
    const names = byName.items.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    const byStage = await list(admin, { perPage: 200, sortBy: 'Stage' });
    expect(byStage.items[0]!.stage).not.toBe('denied');

    const first = await list(admin, { perPage: 1, page: 1 });
    const second = await list(admin, { perPage: 1, page: 2 });
    expect(first.total).toBe(second.total);
    expect(first.items).toHaveLength(1);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
  });

  it('answers 400 with a message per field to bad filters', async () => {
    const res = await t.request('POST', URL, {
      token: admin,
      body: { stage: 'halfway', perPage: 0, sortBy: 'secret', search: { $ne: 1 } },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['perPage', 'search', 'sortBy', 'stage']);
    expect((await t.request('POST', URL, { token: admin, body: [1] })).statusCode).toBe(400);
  });

  it('shows a brand user only its own vendors, counts included', async () => {
    const answer = await list(brand, { perPage: 200 });
    expect(answer.items.map((r) => r.name)).toEqual(['Northwind Goods']);
    expect(answer.total).toBe(1);
    expect(Object.values(answer.counts).reduce((a, b) => a + b, 0)).toBe(1);
    expect((await list(brand, { search: 'bluepeak' })).items).toEqual([]);
  });

  it('needs a client permission or the vendor role', async () => {
    const manager = (await t.login('manager@dockhand.test')).jwtToken;
    expect((await list(manager)).total).toBeGreaterThan(0);
    for (const email of ['warehouse@dockhand.test', 'manufacturing@dockhand.test']) {
      const token = (await t.login(email)).jwtToken;
      expect((await t.request('POST', URL, { token, body: {} })).statusCode, email).toBe(403);
    }
    expect((await t.request('POST', URL, { body: {} })).statusCode).toBe(401);
  });
});
