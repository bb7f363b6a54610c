/**
 * GET /api/common/reports/factoring-ledger: per vendor, the factored order value of the storefront
 * orders shipped in the period (units × the item's wholesale price × its factoring percentage, exact
 * to the cent) against a hand-computed fixture shipped through the API; the factoring transactions
 * of the period added to it (advanced, fees, repayments, balance: by hand, to the cent); a brand
 * granted the ledger sees its own vendor only (another vendor answers 404); no permission answers
 * 403; bad filters answer 400 per field. The transactions' own calls: factoring-transactions.test.ts.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, users, vendorProducts } from '../../server/db/schema';
import type { FactoringLedgerAnswer } from '../../src/domain/contracts/sales-reports';
import { startTestApp, type TestApp } from './harness';
import { act, createOrder, newItem, orderFixtures, unique, type OrderFixtures } from './order-fixtures';

const URL = '/api/common/reports/factoring-ledger';

let t: TestApp;
let f: OrderFixtures;

beforeAll(async () => {
  t = await startTestApp();
  f = await orderFixtures(t);
});
afterAll(() => t.close());

const qs = (query: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();

async function ledger(query: Record<string, string | number> = {}, token = f.admin) {
  const res = await t.request('GET', `${URL}?${qs(query)}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as FactoringLedgerAnswer;
}

async function shipped(lines: { sku: string; quantity: number }[], extra: Record<string, unknown> = {}) {
  const res = await createOrder(f, lines, extra);
  expect(res.statusCode, res.body).toBe(201);
  const id: number = res.json().order.id;
  expect((await act(f, id, 'send-to-fulfillment')).statusCode).toBe(200);
  const ship = await act(f, id, 'ship', {
    carrierCode: 'ups',
    serviceCode: 'ground',
    trackingNumber: unique('1Z'),
  });
  expect(ship.statusCode, ship.body).toBe(200);
}

async function price(id: number, wholesalePrice: number | null, factoringPercentage: number | null) {
  await t.database.db
    .update(vendorProducts)
    .set({ wholesalePrice, factoringPercentage })
    .where(eq(vendorProducts.id, id));
}

const vendorRow = (a: FactoringLedgerAnswer, vendorId: number) =>
  a.vendors.find((v) => v.vendorId === vendorId) ?? {
    units: 0,
    orders: 0,
    orderValue: 0,
    factoredValue: 0,
    unfactoredUnits: 0,
    advanced: 0,
    fees: 0,
    repayments: 0,
    balance: 0,
  };
const cents = (n: number) => Math.round(n * 100);

/** The ids of the seeded ledger codes. */
async function codes() {
  const rows = await t.database.db
    .select()
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.code, ['ADV', 'FEE', 'INT', 'CHB', 'REP', 'RES']));
  return Object.fromEntries(rows.map((r) => [r.code, r.id])) as Record<string, number>;
}

async function transaction(body: Record<string, unknown>) {
  const res = await t.request('POST', '/api/common/factoringTransactions', { token: f.admin, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

describe('factoring ledger', () => {
  it('values the shipped units of each vendor at wholesale and factors them, to the cent', async () => {
    const before = await ledger();
    const a = await newItem(f, 50);
    const b = await newItem(f, 50);
    const c = await newItem(f, 50);
    await price(a.id, 4, 80);
    await price(b.id, 2.5, 12.5);
    await price(c.id, 4, null);
    const other = await newItem(f, 50, { project: f.bluepeakProject });
    await price(other.id, 10, 50);

    await shipped([
      { sku: a.sku, quantity: 3 },
      { sku: b.sku, quantity: 3 },
    ]);
    await shipped([
      { sku: a.sku, quantity: 1 },
      { sku: c.sku, quantity: 2 },
    ]);
    // Not shipped: not in the ledger.
    expect((await createOrder(f, [{ sku: a.sku, quantity: 9 }])).statusCode).toBe(201);
    await shipped([{ sku: other.sku, quantity: 3 }], { projectId: f.bluepeakProject.id });

    const after = await ledger();
    const nw = f.project.vendorId;
    const delta = (key: 'units' | 'orders' | 'unfactoredUnits') =>
      vendorRow(after, nw)[key] - vendorRow(before, nw)[key];
    const deltaCents = (key: 'orderValue' | 'factoredValue') =>
      cents(vendorRow(after, nw)[key]) - cents(vendorRow(before, nw)[key]);
    expect(delta('units')).toBe(9);
    expect(delta('orders')).toBe(2);
    expect(delta('unfactoredUnits')).toBe(2);
    // A: 4 × 4.00 = 16.00; B: 3 × 2.50 = 7.50; C: 2 × 4.00 = 8.00 → 31.50.
    expect(deltaCents('orderValue')).toBe(3150);
    // A: 16.00 × 80% = 12.80; B: 7.50 × 12.5% = 0.9375 → 0.94; C has no percentage → 13.74.
    expect(deltaCents('factoredValue')).toBe(1374);
    const bp = f.bluepeakProject.vendorId;
    expect(cents(vendorRow(after, bp).factoredValue) - cents(vendorRow(before, bp).factoredValue)).toBe(1500);
    // Today's bar holds what shipped today; the days and the vendors add up to the totals.
    expect(cents(after.days.at(-1)!.factoredValue) - cents(before.days.at(-1)!.factoredValue)).toBe(2874);
    expect(after.days).toHaveLength(30);
    expect(after.days.reduce((n, d) => n + cents(d.factoredValue), 0)).toBe(
      cents(after.totals.factoredValue),
    );
    expect(after.vendors.reduce((n, v) => n + cents(v.factoredValue), 0)).toBe(
      cents(after.totals.factoredValue),
    );
    expect(after.vendors.reduce((n, v) => n + cents(v.orderValue), 0)).toBe(cents(after.totals.orderValue));
  });

  it('adds the transactions of the period: advanced, fees, repayments and the balance, to the cent', async () => {
    const before = await ledger();
    const today = before.to;
    const nw = f.project.vendorId;
    const code = await codes();
    const a = await newItem(f, 20);
    await price(a.id, 4, 80);
    await shipped([{ sku: a.sku, quantity: 3 }]);
    const added = [
      await transaction({ vendorId: nw, ledgerEntryId: code.FEE, transactionDate: today, amount: 12.34 }),
      await transaction({ vendorId: nw, ledgerEntryId: code.INT, transactionDate: today, amount: 0.66 }),
      await transaction({ vendorId: nw, ledgerEntryId: code.CHB, transactionDate: today, amount: 1.01 }),
      await transaction({ vendorId: nw, ledgerEntryId: code.ADV, transactionDate: today, amount: 5 }),
      await transaction({
        vendorId: nw,
        ledgerEntryId: code.REP,
        transactionDate: today,
        amount: -20.05,
        reference: 'WIRE-1',
      }),
      await transaction({ vendorId: nw, ledgerEntryId: code.RES, transactionDate: today, amount: -0.1 }),
    ];
    // Outside the period: not counted.
    await transaction({ vendorId: nw, ledgerEntryId: code.FEE, transactionDate: '2020-01-15', amount: 99 });

    const after = await ledger();
    const delta = (key: 'advanced' | 'fees' | 'repayments' | 'balance' | 'factoredValue') =>
      cents(vendorRow(after, nw)[key]) - cents(vendorRow(before, nw)[key]);
    // Advanced: 3 × 4.00 × 80% = 9.60 earned by the order, + 5.00 advanced by hand = 14.60.
    expect(delta('factoredValue')).toBe(960);
    expect(delta('advanced')).toBe(1460);
    // Fees and charges: 12.34 + 0.66 + 1.01 = 14.01.
    expect(delta('fees')).toBe(1401);
    // Repayments: −20.05 − 0.10 = −20.15.
    expect(delta('repayments')).toBe(-2015);
    // Balance: 14.60 + 14.01 − 20.15 = 8.46.
    expect(delta('balance')).toBe(846);

    // Each row and the totals add up, to the cent.
    for (const v of [...after.vendors, after.totals])
      expect(cents(v.advanced) + cents(v.fees) + cents(v.repayments)).toBe(cents(v.balance));
    for (const key of ['advanced', 'fees', 'repayments', 'balance'] as const)
      expect(after.vendors.reduce((n, v) => n + cents(v[key]), 0)).toBe(cents(after.totals[key]));

    expect(after.transactionsIncluded).toBe(true);
    const listed = after.transactions.filter((tr) => added.some((x) => x.id === tr.id));
    expect(listed.map((tr) => [tr.code, tr.amount])).toEqual([
      ['RES', -0.1],
      ['REP', -20.05],
      ['ADV', 5],
      ['CHB', 1.01],
      ['INT', 0.66],
      ['FEE', 12.34],
    ]);
    expect(listed[1]).toMatchObject({ vendorId: nw, transactionDate: today, reference: 'WIRE-1' });
    expect(
      after.transactions.every((tr) => tr.transactionDate >= after.from && tr.transactionDate <= today),
    ).toBe(true);
  });

  it('counts no transaction with a warehouse chosen: they are a vendor’s, not a warehouse’s', async () => {
    const answer = await ledger({ warehouseId: f.project.warehouseId });
    expect(answer.transactionsIncluded).toBe(false);
    expect(answer.transactions).toEqual([]);
    for (const v of answer.vendors) {
      expect(cents(v.fees)).toBe(0);
      expect(cents(v.repayments)).toBe(0);
      expect(cents(v.advanced)).toBe(cents(v.factoredValue));
    }
  });

  it('a brand granted the ledger sees its own vendor only; another vendor answers 404', async () => {
    await t.database.db
      .update(users)
      .set({ permissions: ['billing.factoringLedger'] })
      .where(eq(users.email, 'brand@bluepeak.test'));
    const token = (await t.login('brand@bluepeak.test')).jwtToken;
    const own = await ledger({}, token);
    expect(own.vendors.map((v) => v.vendorId)).toEqual([f.bluepeakProject.vendorId]);
    // The seed's Bluepeak transactions, and none of another vendor.
    expect(own.transactions.length).toBeGreaterThan(0);
    expect(new Set(own.transactions.map((tr) => tr.vendorId))).toEqual(new Set([f.bluepeakProject.vendorId]));
    expect((await t.request('GET', `${URL}?vendorId=${f.project.vendorId}`, { token })).statusCode).toBe(404);
  });

  it('needs the factoring ledger permission', async () => {
    expect((await t.request('GET', URL, { token: f.brand })).statusCode).toBe(403);
    expect((await t.request('GET', URL, { token: f.warehouse })).statusCode).toBe(403);
    expect((await t.request('GET', URL)).statusCode).toBe(401);
  });

  it.each([
    [{ vendorId: 'x' }, 'vendorId'],
    [{ warehouseId: 0 }, 'warehouseId'],
    [{ to: '2024-1-1' }, 'to'],
    [{ from: '2024-03-10', to: '2024-03-01' }, 'to'],
  ])('bad filters answer 400 per field: %o', async (query, field) => {
    const res = await t.request('GET', `${URL}?${qs(query)}`, { token: f.admin });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual([field]);
  });
});
