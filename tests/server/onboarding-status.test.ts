/**
 * POST /api/admin/onboardingStatus/listItems: each vendor's onboarding stage (its vendorStatusId
 * record, whose flags decide what it counts as; without one, the vendor status's own meaning), counts
 * per stage, filters (by stage and by stage record), sorting, paging, bad input, permissions and the
 * vendor scope (a brand user sees only its own vendors).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors, vendorStatuses } from '../../server/db/schema';
import type { OnboardingAnswer, OnboardingRow } from '../../src/domain/onboarding';
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
const byCode = (answer: OnboardingAnswer) =>
  new Map<string, OnboardingRow>(answer.items.map((r) => [r.code, r]));
const recordId = async (name: string) =>
  (await t.database.db.select().from(vendorStatuses).where(eq(vendorStatuses.name, name)))[0]!.id;

describe('onboarding status', () => {
  it("gives every vendor its stage record's name and the stage its flags count as, and the counts", async () => {
    const all = await t.database.db.select().from(vendors);
    const answer = await list(admin, { perPage: 200 });
    expect(answer.total).toBe(all.length);
    const rows = byCode(answer);
    expect(rows.get('NWG')).toMatchObject({
      name: 'Northwind Goods',
      vendorStatusId: await recordId('Live'),
      vendorStatusName: 'Live',
      stage: 'onboarded',
      stageFromStatus: false,
    });
    expect(rows.get('BPO')).toMatchObject({ vendorStatusName: 'Live', stage: 'onboarded' });
    expect(rows.get('KTC')).toMatchObject({ vendorStatusName: 'Integration & first ASN', stage: 'started' });
    // Lumen's status (In progress) alone would say started; its record, Lead, has no flag.
    expect(rows.get('LUM')).toMatchObject({
      status: 'InProgress',
      vendorStatusName: 'Lead',
      stage: 'notStarted',
    });

    const counted = Object.values(answer.counts).reduce((a, b) => a + b, 0);
    expect(counted).toBe(all.length);
    expect(answer.counts.onboarded).toBe(answer.items.filter((r) => r.stage === 'onboarded').length);
    expect(answer.withoutRecord).toBe(all.filter((v) => v.vendorStatusId === null).length);
    // The status records, in their order, with the stage each counts as and its vendors.
    expect(answer.statuses.map((s) => [s.name, s.stage, s.vendors])).toEqual([
      ['Lead', 'notStarted', 1],
      ['Contract sent', 'started', 0],
      ['Integration & first ASN', 'started', 1],
      ['Live', 'onboarded', 2],
      ['Declined', 'denied', 0],
    ]);
  });

  it("follows the record's flags, and falls back to the vendor's status without a record", async () => {
    const db = t.database.db;
    const [vendor] = await db
      .insert(vendors)
      .values({ code: 'ZZT', name: 'Zephyr Tea', status: 'Denied' })
      .returning();
    const lead = await recordId('Lead');
    try {
      let row = byCode(await list(admin, { search: 'zzt' })).get('ZZT');
      expect(row).toMatchObject({
        vendorStatusId: null,
        vendorStatusName: null,
        stage: 'denied',
        stageFromStatus: true,
      });

      // A record decides over the status; changing its flags moves every vendor at it.
      await db.update(vendors).set({ vendorStatusId: lead }).where(eq(vendors.id, vendor!.id));
      row = byCode(await list(admin, { search: 'zzt' })).get('ZZT');
      expect(row).toMatchObject({ vendorStatusName: 'Lead', stage: 'notStarted', stageFromStatus: false });
      await db.update(vendorStatuses).set({ vendorStartedState: true }).where(eq(vendorStatuses.id, lead));
      const answer = await list(admin, { perPage: 200 });
      expect(byCode(answer).get('ZZT')!.stage).toBe('started');
      expect(byCode(answer).get('LUM')!.stage).toBe('started');
      expect(answer.statuses.find((s) => s.id === lead)).toMatchObject({ stage: 'started', vendors: 2 });
    } finally {
      await db.update(vendorStatuses).set({ vendorStartedState: false }).where(eq(vendorStatuses.id, lead));
      await db.delete(vendors).where(eq(vendors.id, vendor!.id));
    }
  });

  it('filters by stage, stage record and search, sorts and pages', async () => {
    const onboarded = await list(admin, { stage: 'onboarded', perPage: 200 });
    expect(onboarded.items.map((r) => r.code).sort()).toEqual(['BPO', 'NWG']);
    // The counts stay those of every vendor in scope.
    expect(onboarded.counts.started).toBeGreaterThan(0);

    const live = await recordId('Live');
    expect((await list(admin, { vendorStatusId: live })).items.map((r) => r.code).sort()).toEqual([
      'BPO',
      'NWG',
    ]);
    // As the filter form sends it: text.
    const lead = await list(admin, { vendorStatusId: String(await recordId('Lead')) });
    expect(lead.items.map((r) => r.code)).toEqual(['LUM']);
    const unset = await list(admin, { vendorStatusId: 'none', perPage: 200 });
    expect(unset.total).toBe(unset.withoutRecord);
    expect(unset.items.every((r) => r.vendorStatusId === null)).toBe(true);
    expect((await list(admin, { vendorStatusId: live, stage: 'started' })).total).toBe(0);

    const north = await list(admin, { search: '  NORTH ' });
    expect(north.items.map((r) => r.code)).toEqual(['NWG']);
    expect((await list(admin, { search: 'ktc' })).items.map((r) => r.code)).toEqual(['KTC']);

    const byName = await list(admin, { perPage: 200, sortBy: 'name', sortDesc: true });
    const names = byName.items.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));
    const byStage = await list(admin, { perPage: 200, sortBy: 'Stage' });
    expect(byStage.items[0]!.stage).toBe('notStarted');

    // By stage record: in the records' order, vendors without one last either way.
    const order = (answer: OnboardingAnswer) => answer.items.map((r) => r.vendorStatusName);
    const ascending = order(await list(admin, { perPage: 200, sortBy: 'vendorStatus' }));
    expect(ascending.filter(Boolean)).toEqual(['Lead', 'Integration & first ASN', 'Live', 'Live']);
    expect(ascending.slice(4).every((n) => n === null)).toBe(true);
    const descending = order(await list(admin, { perPage: 200, sortBy: 'vendorStatus', sortDesc: true }));
    expect(descending.slice(0, 4)).toEqual(['Live', 'Live', 'Integration & first ASN', 'Lead']);

    const first = await list(admin, { perPage: 1, page: 1 });
    const second = await list(admin, { perPage: 1, page: 2 });
    expect(first.total).toBe(second.total);
    expect(first.items).toHaveLength(1);
    expect(second.items[0]!.id).not.toBe(first.items[0]!.id);
  });

  it('answers 400 with a message per field to bad filters', async () => {
    const res = await t.request('POST', URL, {
      token: admin,
      body: { stage: 'halfway', vendorStatusId: 'lead', perPage: 0, sortBy: 'secret', search: { $ne: 1 } },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual([
      'perPage',
      'search',
      'sortBy',
      'stage',
      'vendorStatusId',
    ]);
    expect((await t.request('POST', URL, { token: admin, body: [1] })).statusCode).toBe(400);
  });

  it('shows a brand user only its own vendors, counts included', async () => {
    const answer = await list(brand, { perPage: 200 });
    expect(answer.items.map((r) => [r.name, r.vendorStatusName])).toEqual([['Northwind Goods', 'Live']]);
    expect(answer.total).toBe(1);
    expect(Object.values(answer.counts).reduce((a, b) => a + b, 0)).toBe(1);
    expect(answer.statuses.find((s) => s.name === 'Live')!.vendors).toBe(1);
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
