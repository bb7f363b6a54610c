/**
 * /api/common/factoringTransactions (the engine's calls): a signed amount (a repayment negative) is
 * recorded with its action-log row; bad input answers 400 per field and writes nothing; a brand user
 * granted the ledger lists and reads its own vendor's transactions only (another vendor's is a 404,
 * and it cannot record one for another vendor); without the permission 403; none is deleted. The
 * balance they make: factoring-ledger.test.ts.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionLog, factoringTransactions, ledgerEntries, users } from '../../server/db/schema';
import type { FactoringTransactionRow } from '../../src/domain/contracts/factoring-transactions';
import { startTestApp, type TestApp } from './harness';
import { orderFixtures, type OrderFixtures } from './order-fixtures';

const BASE = '/api/common/factoringTransactions';

let t: TestApp;
let f: OrderFixtures;
let fee: number;
let repayment: number;
/** brand@bluepeak.test, granted the factoring ledger. */
let bluepeakLedger: string;

beforeAll(async () => {
  t = await startTestApp();
  f = await orderFixtures(t);
  const codes = await t.database.db.select().from(ledgerEntries);
  fee = codes.find((c) => c.code === 'FEE')!.id;
  repayment = codes.find((c) => c.code === 'REP')!.id;
  await t.database.db
    .update(users)
    .set({ permissions: ['billing.factoringLedger'] })
    .where(eq(users.email, 'brand@bluepeak.test'));
  bluepeakLedger = (await t.login('brand@bluepeak.test')).jwtToken;
});
afterAll(() => t.close());

const rowCount = async () => (await t.database.db.select({ n: count() }).from(factoringTransactions))[0]!.n;

const post = (body: unknown, token = f.admin) => t.request('POST', BASE, { token, body });

const valid = () => ({
  vendorId: f.project.vendorId,
  ledgerEntryId: repayment,
  transactionDate: '2024-03-05',
  amount: -250.4,
  reference: 'WIRE-7',
  notes: 'Wire received',
});

describe('factoring transactions', () => {
  it('records a signed amount, with its action-log row', async () => {
    const res = await post(valid());
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json() as FactoringTransactionRow;
    expect(row).toMatchObject({ ...valid(), version: 1 });
    expect(row.createdBy).toBeTruthy();

    const [log] = await t.database.db
      .select()
      .from(actionLog)
      .where(
        and(
          eq(actionLog.resource, 'factoringTransactions'),
          eq(actionLog.resourceId, String(row.id)),
          eq(actionLog.action, 'add'),
        ),
      );
    expect(log).toBeTruthy();

    const edited = await t.request('POST', `${BASE}/edit`, {
      token: f.admin,
      body: { ...valid(), id: row.id, version: row.version, amount: -250.41 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ amount: -250.41, version: 2 });
  });

  it.each([
    [{ vendorId: undefined }, 'vendorId', 'Vendor is required'],
    [{ vendorId: 987_654 }, 'vendorId', 'Choose a vendor'],
    [{ ledgerEntryId: null }, 'ledgerEntryId', 'Code is required'],
    [{ ledgerEntryId: 987_654 }, 'ledgerEntryId', 'Choose a code'],
    [{ transactionDate: '' }, 'transactionDate', 'Date is required'],
    [{ transactionDate: '2024-02-30' }, 'transactionDate', 'Date must be a date (YYYY-MM-DD)'],
    [{ amount: 0 }, 'amount', 'Amount cannot be zero: a fee or charge is positive, a repayment negative'],
    [{ amount: -1.005 }, 'amount', 'Amount may have at most 2 decimals'],
    [{ amount: 'ten' }, 'amount', 'Amount must be a number'],
    [{ amount: -1e13 }, 'amount', 'Amount is too large'],
    [{ reference: 'x'.repeat(101) }, 'reference', 'Reference must be at most 100 characters'],
  ])('answers 400 per field and writes nothing: %o', async (change, field, message) => {
    const before = await rowCount();
    const res = await post({ ...valid(), ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual({ [field]: message });
    expect(await rowCount()).toBe(before);
  });

  it('names every missing field at once', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual([
      'amount',
      'ledgerEntryId',
      'transactionDate',
      'vendorId',
    ]);
  });

  it('a brand user sees its own vendor’s transactions only', async () => {
    const other = await post({ ...valid(), ledgerEntryId: fee, amount: 12.5, reference: 'NWG-ONLY' });
    expect(other.statusCode, other.body).toBe(201);
    const northwindId = (other.json() as FactoringTransactionRow).id;

    const list = await t.request('POST', `${BASE}/listItems`, {
      token: bluepeakLedger,
      body: { perPage: 200 },
    });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().items as FactoringTransactionRow[];
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((r) => r.vendorId))).toEqual(new Set([f.bluepeakProject.vendorId]));
    // Filtering on another vendor finds nothing of it.
    const filtered = await t.request('POST', `${BASE}/listItems`, {
      token: bluepeakLedger,
      body: { vendorId: f.project.vendorId },
    });
    expect(filtered.json().items).toEqual([]);

    expect((await t.request('GET', `${BASE}/${northwindId}`, { token: bluepeakLedger })).statusCode).toBe(
      404,
    );
    const edit = await t.request('POST', `${BASE}/edit`, {
      token: bluepeakLedger,
      body: { ...valid(), id: northwindId, version: 1, vendorId: f.bluepeakProject.vendorId },
    });
    expect(edit.statusCode).toBe(404);

    const before = await rowCount();
    const forOther = await post({ ...valid(), vendorId: f.project.vendorId }, bluepeakLedger);
    expect(forOther.statusCode).toBe(400);
    expect(forOther.json().fields).toEqual({ vendorId: 'Choose a vendor you have access to' });
    expect(await rowCount()).toBe(before);

    const own = await post({ ...valid(), vendorId: f.bluepeakProject.vendorId }, bluepeakLedger);
    expect(own.statusCode, own.body).toBe(201);
  });

  it('needs the factoring ledger permission, and deletes nothing', async () => {
    expect((await t.request('POST', `${BASE}/listItems`, { token: f.brand, body: {} })).statusCode).toBe(403);
    expect((await post(valid(), f.warehouse)).statusCode).toBe(403);
    expect((await t.request('POST', `${BASE}/listItems`, { body: {} })).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(factoringTransactions).limit(1);
    const del = await t.request('DELETE', `${BASE}/${row!.id}`, { token: f.admin });
    expect(del.statusCode).toBe(403);
    expect(
      await t.database.db.select().from(factoringTransactions).where(eq(factoringTransactions.id, row!.id)),
    ).toHaveLength(1);
  });

  it('lists by vendor, code and period', async () => {
    const res = await t.request('POST', `${BASE}/listItems`, {
      token: f.admin,
      body: {
        vendorId: f.project.vendorId,
        ledgerEntryId: repayment,
        startDate: '2024-03-01',
        endDate: '2024-03-31',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as FactoringTransactionRow[];
    expect(items.length).toBeGreaterThan(0);
    for (const r of items)
      expect(r).toMatchObject({ vendorId: f.project.vendorId, ledgerEntryId: repayment });
    expect(items.every((r) => r.transactionDate >= '2024-03-01' && r.transactionDate <= '2024-03-31')).toBe(
      true,
    );
  });
});
