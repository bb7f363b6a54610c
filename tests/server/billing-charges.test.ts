/**
 * Charges over HTTP (issue 18): a custom charge's amount by billing's rounding rule and its 400s (one
 * message per field, nothing written); a rated or invoiced charge is never edited; the ledger's totals
 * and export under the list's filters; a client's open period; questioning a charge and answering it
 * with a credit (never more than what is left) or an explanation.
 */
import { readSheet } from 'read-excel-file/node';
import Papa from 'papaparse';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BillingDisputeRow,
  BillingTotalsAnswer,
  OpenPeriodAnswer,
} from '../../src/domain/contracts/order-billing-entries';
import { billingDisputes, orderBillingEntries } from '../../server/db/schema';
import { tenants, token, type Tenants } from './dashboard-fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let ids: Tenants;
let admin: string;
let brand: string;
let bluepeak: string;
const BASE = '/api/common/orderBillingEntries';

const charge = (body: Record<string, unknown>, as = admin) => t.request('POST', BASE, { token: as, body });
const entries = async () => (await t.database.db.select({ n: count() }).from(orderBillingEntries))[0]!.n;

beforeAll(async () => {
  t = await startTestApp();
  ids = await tenants(t);
  admin = await token(t, 'admin@dockhand.test');
  brand = await token(t, 'brand@northwind.test');
  bluepeak = await token(t, 'brand@bluepeak.test');
});
afterAll(() => t.close());

describe('custom charges', () => {
  it('computes the amount from the unit charge and the units, rounded once', async () => {
    const res = await charge({
      vendorId: ids.vendor.NWG,
      warehouseId: ids.warehouse.DAL,
      entryDate: '2021-09-01',
      singleUnitCharge: 19.99,
      numberOfUnits: 2.5,
      chargeLabel: 'Relabelling (hours)',
      chargeType: 'Labor',
      refNum: 'JOB-77',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ amount: 49.98, sourceType: 'custom', type: 'Other', invoiceId: null });
  });

  it('answers 400 with a message per field and writes nothing', async () => {
    const before = await entries();
    const res = await charge({
      vendorId: 'x',
      singleUnitCharge: 1.005,
      numberOfUnits: -1,
      chargeLabel: '',
      chargeType: 'Bribes',
      invoiceId: 5,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys((res.json() as { fields: object }).fields).sort()).toEqual(
      ['chargeLabel', 'chargeType', 'numberOfUnits', 'singleUnitCharge', 'vendorId'].sort(),
    );
    expect(await entries()).toBe(before);
  });

  it('a vendor user cannot add charges', async () => {
    const res = await charge(
      { vendorId: ids.vendor.NWG, singleUnitCharge: 1, numberOfUnits: 1, chargeLabel: 'Free money' },
      brand,
    );
    expect(res.statusCode).toBe(403);
  });

  it('a rated charge is not edited', async () => {
    const [rated] = await t.database.db
      .select()
      .from(orderBillingEntries)
      .where(eq(orderBillingEntries.sourceType, 'storage'))
      .limit(1);
    const res = await t.request('POST', `${BASE}/edit`, {
      token: admin,
      body: { ...rated, singleUnitCharge: 0, chargeLabel: 'Waived' },
    });
    expect(res.statusCode, res.body).toBe(409);
  });
});

describe('the ledger', () => {
  it('totals and exports what the list shows under the same filters', async () => {
    const filters = `vendorId=${ids.vendor.NWG}&chargeType=Receiving&invoiced=false`;
    const list = await t.request('POST', `${BASE}/listItems`, {
      token: admin,
      body: { vendorId: ids.vendor.NWG, chargeType: 'Receiving', invoiced: false, perPage: 100 },
    });
    const items = (list.json() as { items: { amount: number }[] }).items;
    expect(items.length).toBeGreaterThan(0);
    const totals = (
      await t.request('GET', `${BASE}/totals?${filters}`, { token: admin })
    ).json() as BillingTotalsAnswer;
    expect(totals.count).toBe(items.length);
    expect(Math.round(totals.amount * 100)).toBe(items.reduce((s, i) => s + Math.round(i.amount * 100), 0));
    const csv = await t.request('GET', `${BASE}/export?format=csv&${filters}`, { token: admin });
    expect(csv.statusCode).toBe(200);
    const rows = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, '').trim()).data;
    expect(rows[0]).toContain('Amount');
    expect(rows).toHaveLength(items.length + 1);
    const xlsx = await t.request('GET', `${BASE}/export?format=xlsx&${filters}`, { token: admin });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet).toHaveLength(items.length + 1);
  });

  it('refuses a bad filter with 400 on it', async () => {
    const res = await t.request('GET', `${BASE}/totals?invoiced=perhaps`, { token: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { invoiced: 'Must be true or false' } });
  });

  it("a vendor user's totals are its own", async () => {
    const own = (await t.request('GET', `${BASE}/totals`, { token: brand })).json() as BillingTotalsAnswer;
    const all = (
      await t.request('GET', `${BASE}/totals?vendorId=${ids.vendor.NWG}`, { token: admin })
    ).json() as BillingTotalsAnswer;
    expect(own).toEqual(all);
  });
});

describe('the open period', () => {
  it('adds up its lines and projects the month-end storage', async () => {
    const res = await t.request('GET', `${BASE}/open-period`, { token: brand });
    expect(res.statusCode, res.body).toBe(200);
    const open = res.json() as OpenPeriodAnswer;
    expect(open.vendorId).toBe(ids.vendor.NWG);
    const cents = (n: number) => Math.round(n * 100);
    expect(cents(open.total)).toBe(open.byChargeType.reduce((s, g) => s + cents(g.amount), 0));
    expect(cents(open.projectedTotal)).toBe(cents(open.total) + cents(open.projectedStorage.projected));
    expect(open.lines.every((l) => l.invoiceId === null && l.entryDate >= open.periodStart)).toBe(true);
  });

  it("another vendor's period is not found", async () => {
    const res = await t.request('GET', `${BASE}/open-period?vendorId=${ids.vendor.BPO}`, { token: brand });
    expect(res.statusCode).toBe(404);
  });
});

describe('disputes', () => {
  let entryId: number;
  beforeAll(async () => {
    const res = await charge({
      vendorId: ids.vendor.NWG,
      entryDate: '2021-09-02',
      singleUnitCharge: 40,
      numberOfUnits: 1,
      chargeLabel: 'Rush handling',
      chargeType: 'Handling',
    });
    entryId = (res.json() as { id: number }).id;
  });

  it('the client questions a charge once; another client cannot see it', async () => {
    const first = await t.request('POST', `${BASE}/${entryId}/dispute`, {
      token: brand,
      body: { comment: 'We did not ask for a rush.' },
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ status: 'Open', comment: 'We did not ask for a rush.' });
    const again = await t.request('POST', `${BASE}/${entryId}/dispute`, {
      token: brand,
      body: { comment: 'Again' },
    });
    expect(again.statusCode).toBe(409);
    const stranger = await t.request('POST', `${BASE}/${entryId}/dispute`, {
      token: bluepeak,
      body: { comment: 'Hm' },
    });
    expect(stranger.statusCode).toBe(404);
    const empty = await t.request('POST', `${BASE}/${entryId}/dispute`, {
      token: brand,
      body: { comment: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    const listed = await t.request('POST', `${BASE}/listItems`, {
      token: admin,
      body: { disputed: true, perPage: 100 },
    });
    const rows = (listed.json() as { items: { id: number; disputeStatus: string | null }[] }).items;
    expect(rows.find((i) => i.id === entryId)).toMatchObject({ disputeStatus: 'Open' });
    const one = await t.request('GET', `${BASE}/${entryId}`, { token: brand });
    expect(one.json()).toMatchObject({ disputeStatus: 'Open', invoiceNumber: null });
  });

  it('staff credit part of it, never more than is left; the client cannot resolve', async () => {
    expect(
      (
        await t.request('POST', `${BASE}/${entryId}/resolve`, {
          token: brand,
          body: { resolution: 'credit', comment: 'ok' },
        })
      ).statusCode,
    ).toBe(403);
    const tooMuch = await t.request('POST', `${BASE}/${entryId}/resolve`, {
      token: admin,
      body: { resolution: 'credit', comment: 'Goodwill', creditAmount: 40.01 },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ fields: { creditAmount: expect.stringContaining('40') } });
    const res = await t.request('POST', `${BASE}/${entryId}/resolve`, {
      token: admin,
      body: { resolution: 'credit', comment: 'Half, as agreed by phone', creditAmount: 20 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const dispute = res.json() as BillingDisputeRow;
    expect(dispute).toMatchObject({ status: 'Resolved', resolution: 'credit' });
    const [credit] = await t.database.db
      .select()
      .from(orderBillingEntries)
      .where(eq(orderBillingEntries.id, dispute.creditEntryId!));
    expect(credit).toMatchObject({
      amount: -20,
      chargeType: 'Credit',
      creditOfEntryId: entryId,
      invoiceId: null,
    });
    expect(
      (
        await t.request('POST', `${BASE}/${entryId}/resolve`, {
          token: admin,
          body: { resolution: 'explanation', comment: 'x' },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('an explanation closes a question without a credit', async () => {
    await t.request('POST', `${BASE}/${entryId}/dispute`, {
      token: brand,
      body: { comment: 'And the other half?' },
    });
    const res = await t.request('POST', `${BASE}/${entryId}/resolve`, {
      token: admin,
      body: { resolution: 'explanation', comment: 'The rush was requested in ticket 4411.' },
    });
    expect(res.json()).toMatchObject({ status: 'Resolved', resolution: 'explanation', creditEntryId: null });
    const trace = await t.request('GET', `${BASE}/${entryId}/trace`, { token: brand });
    expect((trace.json() as { disputes: unknown[] }).disputes).toHaveLength(2);
    expect(
      await t.database.db.select().from(billingDisputes).where(eq(billingDisputes.entryId, entryId)),
    ).toHaveLength(2);
  });
});
