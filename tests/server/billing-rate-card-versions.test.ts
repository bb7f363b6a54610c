/**
 * Activity rate cards and their versions over HTTP (issue 18): one card per vendor and warehouse; a
 * draft is copied from the latest version, edited (400 per field, stale version 409), published (final;
 * refused inside an invoiced period, with no rules, or on a day another version has) or deleted; the
 * what-if prices a past period's recorded events by a draft against what was charged; vendor users
 * have no access.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRule } from '../../src/domain/billing/activity-rates';
import type {
  RateCardVersionRow,
  RateCardVersionsAnswer,
  WhatIfAnswer,
} from '../../src/domain/contracts/activity-rate-cards';
import {
  billingClient,
  publishedVersion,
  runBillingFor,
  shippedOrder,
  type BillingClient,
} from './billing-fixtures';
import { tenants, token, type Tenants } from './dashboard-fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let ids: Tenants;
let admin: string;
let brand: string;
const BASE = '/api/common/activityRateCards';

const pickPack: ActivityRule[] = [
  { key: 'pp-order', activity: 'pickPack', unit: 'order', rate: 1.5 },
  { key: 'pp-first', activity: 'pickPack', unit: 'firstUnit', rate: 0.95 },
];

beforeAll(async () => {
  t = await startTestApp();
  ids = await tenants(t);
  admin = await token(t, 'admin@dockhand.test');
  brand = await token(t, 'brand@northwind.test');
  await t.app.jobs.runner.drain();
});
afterAll(() => t.close());

const versions = async (cardId: number) => {
  const res = await t.request('GET', `${BASE}/${cardId}/versions`, { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as RateCardVersionsAnswer;
};

describe('cards', () => {
  it('one card per vendor and warehouse (or for every warehouse)', async () => {
    const first = await t.request('POST', BASE, {
      token: admin,
      body: { name: 'Kettle & Crumb — Columbus', vendorId: ids.vendor.KTC, warehouseId: ids.warehouse.CMH },
    });
    expect(first.statusCode, first.body).toBe(201);
    const second = await t.request('POST', BASE, {
      token: admin,
      body: { name: 'Again', vendorId: ids.vendor.KTC, warehouseId: ids.warehouse.CMH },
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({
      fields: { warehouseId: 'This vendor already has a rate card for this warehouse' },
    });
  });

  it('vendor users neither list nor open cards', async () => {
    expect((await t.request('POST', `${BASE}/listItems`, { token: brand, body: {} })).statusCode).toBe(403);
  });
});

describe('versions', () => {
  let c: BillingClient;
  let draft: RateCardVersionRow;
  beforeAll(async () => {
    c = await billingClient(t);
    await publishedVersion(t, c, '2021-01-01', pickPack, { monthlyMinimum: 250 });
  });

  it('a new draft copies the latest version', async () => {
    const res = await t.request('POST', `${BASE}/${c.cardId}/versions`, { token: admin, body: {} });
    expect(res.statusCode, res.body).toBe(201);
    draft = res.json() as RateCardVersionRow;
    expect(draft).toMatchObject({ versionNumber: 2, status: 'Draft', rules: pickPack, monthlyMinimum: 250 });
  });

  it('a draft is edited with 400 per field and 409 on a stale version', async () => {
    const bad = await t.request('PUT', `${BASE}/${c.cardId}/versions/${draft.id}`, {
      token: admin,
      body: {
        version: draft.version,
        effectiveFrom: '2021-02-30',
        rules: [
          { key: 'x', activity: 'pickPack', unit: 'pallet', rate: 1 },
          { key: 'y', activity: 'storage', unit: 'unitDay', rate: 0.00001 },
          { key: 'z', activity: 'returns', unit: 'return', rate: 1, tiers: [{ fromDay: 0, rate: 1 }] },
        ],
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { fields: object }).fields).sort()).toEqual(
      ['effectiveFrom', 'rules[0].unit', 'rules[1].rate', 'rules[2].tiers'].sort(),
    );
    const body = {
      version: draft.version,
      effectiveFrom: '2022-01-01',
      rules: [{ ...pickPack[0]!, rate: 1.75 }],
      monthlyMinimum: 300,
    };
    const ok = await t.request('PUT', `${BASE}/${c.cardId}/versions/${draft.id}`, { token: admin, body });
    expect(ok.statusCode, ok.body).toBe(200);
    draft = ok.json() as RateCardVersionRow;
    const stale = await t.request('PUT', `${BASE}/${c.cardId}/versions/${draft.id}`, { token: admin, body });
    expect(stale.statusCode).toBe(409);
  });

  it('the what-if prices the recorded events by the draft against what was charged', async () => {
    await shippedOrder(t, c, '2021-11-03', 1);
    await shippedOrder(t, c, '2021-11-04', 4);
    await runBillingFor(t, admin, c.vendorId, '2021-11-01', '2021-11-30');
    const res = await t.request('POST', `${BASE}/${c.cardId}/versions/${draft.id}/what-if`, {
      token: admin,
      body: { from: '2021-11-01', to: '2021-11-30' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const whatIf = res.json() as WhatIfAnswer;
    // Charged: 2 × (1.50 + 0.95) = 4.90. The draft: 2 × 1.75 = 3.50 (it has no first-unit rule).
    expect(whatIf.rows).toEqual([
      expect.objectContaining({ chargeType: 'Pick and pack', actual: 4.9, whatIf: 3.5, difference: -1.4 }),
    ]);
    expect(whatIf).toMatchObject({
      eventCount: 2,
      unpricedCount: 0,
      totals: { actual: 4.9, whatIf: 3.5, difference: -1.4 },
    });
    const bad = await t.request('POST', `${BASE}/${c.cardId}/versions/${draft.id}/what-if`, {
      token: admin,
      body: { from: '2021-12-01', to: '2021-11-01' },
    });
    expect(bad.json()).toMatchObject({ fields: { to: 'To must be on or after From' } });
  });

  it('publishing is final: the version is listed in effect from its day and can no longer change', async () => {
    const res = await t.request('POST', `${BASE}/${c.cardId}/versions/${draft.id}/publish`, {
      token: admin,
      body: { version: draft.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Published', effectiveFrom: '2022-01-01' });
    const edit = await t.request('PUT', `${BASE}/${c.cardId}/versions/${draft.id}`, {
      token: admin,
      body: { version: draft.version + 1, effectiveFrom: '2022-02-01', rules: pickPack },
    });
    expect(edit.statusCode).toBe(409);
    expect(
      (await t.request('DELETE', `${BASE}/${c.cardId}/versions/${draft.id}`, { token: admin })).statusCode,
    ).toBe(409);
    const answer = await versions(c.cardId);
    expect(answer.versions.map((v) => [v.versionNumber, v.status])).toEqual([
      [2, 'Published'],
      [1, 'Published'],
    ]);
    expect(answer.versions.find((v) => v.versionNumber === 1)!.chargeCount).toBe(4);
  });

  it('refuses to publish with no rules, on a taken day, or inside an invoiced period', async () => {
    const next = (
      await t.request('POST', `${BASE}/${c.cardId}/versions`, { token: admin, body: {} })
    ).json() as RateCardVersionRow;
    const save = (body: Record<string, unknown>) =>
      t.request('PUT', `${BASE}/${c.cardId}/versions/${next.id}`, { token: admin, body });
    const empty = (await save({ effectiveFrom: '2022-01-01', rules: [] })).json() as RateCardVersionRow;
    const refused = await t.request('POST', `${BASE}/${c.cardId}/versions/${next.id}/publish`, {
      token: admin,
      body: {},
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fields: {
        rules: 'Add at least one rule before publishing',
        effectiveFrom: 'Version 2 already takes effect on 2022-01-01',
      },
    });
    expect(empty.status).toBe('Draft');
    // Northwind has a generated invoice: its period is closed to new versions.
    const nwgCard = (
      await t.request('POST', `${BASE}/listItems`, { token: admin, body: { vendorId: ids.vendor.NWG } })
    ).json() as {
      items: { id: number }[];
    };
    const nwgDraft = (
      await t.request('POST', `${BASE}/${nwgCard.items[0]!.id}/versions`, { token: admin, body: {} })
    ).json() as RateCardVersionRow;
    await t.request('PUT', `${BASE}/${nwgCard.items[0]!.id}/versions/${nwgDraft.id}`, {
      token: admin,
      body: { effectiveFrom: '2021-01-01', rules: pickPack },
    });
    const closed = await t.request(
      'POST',
      `${BASE}/${nwgCard.items[0]!.id}/versions/${nwgDraft.id}/publish`,
      { token: admin, body: {} },
    );
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toMatchObject({
      fields: { effectiveFrom: expect.stringMatching(/^Effective from must be after \d{4}-\d{2}-\d{2}/) },
    });
  });

  it("a card of another vendor's is not found for a limited user", async () => {
    expect((await t.request('GET', `${BASE}/${c.cardId}/versions`, { token: brand })).statusCode).toBe(403);
    expect((await t.request('GET', `${BASE}/999999/versions`, { token: admin })).statusCode).toBe(404);
  });
});
