/**
 * The steps of client invoices (issue 18), over HTTP on the seeded database: the monthly minimum's
 * top-up is a charge on the invoice; void releases the charges (the top-up deleted) to be invoiced
 * again; mark-paid; credit notes of negative charges within what is left of each line.
 * Periods are in 2025, before the seeded history.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activityRateCards,
  activityRateCardVersions,
  orderBillingEntries,
  warehouses,
} from '../../server/db/schema';
import { vendorIdsByCode } from '../../server/db/seed';
import type {
  GenerateInvoiceAnswer,
  InvoicePreview,
  InvoiceView,
  VendorInvoiceRow,
} from '../../src/domain/contracts/vendor-invoices';
import { fromAmount, sum, toAmount } from '../../src/domain/money';
import { addCharges as addChargesOf, type Charge } from './billing-fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let nwg: number;
let ktc: number;
let dal: number;

const base = '/api/common/vendorInvoices';

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  const ids = await vendorIdsByCode(t.database.db, ['NWG', 'KTC']);
  nwg = ids.get('NWG')!;
  ktc = ids.get('KTC')!;
  const rows = await t.database.db.select().from(warehouses);
  dal = rows.find((w) => w.code === 'DAL')!.id;
});
afterAll(() => t.close());

/** Uninvoiced charges of a vendor, in Dallas unless a charge says otherwise. */
const addCharges = (vendorId: number, charges: Charge[]) => addChargesOf(t, vendorId, dal, charges);

const generate = (body: Record<string, unknown>, token = admin) =>
  t.request('POST', `${base}/generate`, { token, body });
const step = (id: number, name: string, body: Record<string, unknown> = {}) =>
  t.request('POST', `${base}/${id}/${name}`, { token: admin, body });
const view = async (id: number) =>
  (await t.request('GET', `${base}/${id}/view`, { token: admin })).json() as InvoiceView;
const entriesOf = (invoiceId: number) =>
  t.database.db.select().from(orderBillingEntries).where(eq(orderBillingEntries.invoiceId, invoiceId));
const minorSum = (amounts: number[]) => sum(amounts.map((a) => fromAmount(a)));

describe('the monthly minimum and void', () => {
  let invoice: VendorInvoiceRow;

  beforeAll(async () => {
    const [card] = await t.database.db
      .insert(activityRateCards)
      .values({ vendorId: ktc, name: 'Kettle & Crumb — test card' })
      .returning();
    await t.database.db.insert(activityRateCardVersions).values({
      rateCardId: card!.id,
      versionNumber: 1,
      status: 'Published',
      effectiveFrom: '2024-01-01',
      monthlyMinimum: 500,
      publishedAt: new Date(),
    });
    await addCharges(ktc, [
      { day: '2025-03-05', rate: 0.5, units: 200 },
      { day: '2025-03-25', rate: 20.5, units: 1, chargeType: 'Labor' },
    ]);
  });

  const march = () => ({ vendorId: ktc, periodStart: '2025-03-01', periodEnd: '2025-03-31' });

  it('tops the charges up to the minimum, as a charge on the invoice', async () => {
    const preview = (await generate({ ...march(), preview: true })).json() as InvoicePreview;
    expect(preview.minimumTopUp).toEqual({ minimum: 500, months: 1, amount: 379.5 });
    expect(preview.total).toBe(500);
    const res = await generate(march());
    expect(res.statusCode).toBe(201);
    invoice = (res.json() as GenerateInvoiceAnswer).invoice;
    expect(invoice.total).toBe(500);
    const lines = await entriesOf(invoice.id);
    const top = lines.find((l) => l.sourceType === 'minimum');
    expect(top).toMatchObject({ amount: 379.5, chargeType: 'Monthly minimum', type: 'Minimum' });
    expect(top!.eventKey).toBe(`minimum:${ktc}:all:2025-03-01:2025-03-31`);
    expect(toAmount(minorSum(lines.map((l) => l.amount)))).toBe(500);
  });

  it('void releases the charges (the top-up deleted) and they can be invoiced again', async () => {
    expect((await step(invoice.id, 'void', {})).json().fields).toEqual({ reason: 'Reason is required' });
    const stale = await step(invoice.id, 'void', { reason: 'Wrong period', version: invoice.version + 5 });
    expect(stale.statusCode).toBe(409);
    const res = await step(invoice.id, 'void', { reason: 'Wrong period', version: invoice.version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Void', voidReason: 'Wrong period' });
    expect(await entriesOf(invoice.id)).toHaveLength(0);
    const [top] = await t.database.db
      .select({ n: count() })
      .from(orderBillingEntries)
      .where(sql`${orderBillingEntries.vendorId} = ${ktc} and ${orderBillingEntries.sourceType} = 'minimum'`);
    expect(top!.n).toBe(0);
    expect((await step(invoice.id, 'void', { reason: 'again' })).json().message).toBe(
      'This invoice is void.',
    );
    const again = await generate(march());
    expect(again.statusCode).toBe(201);
    const second = (again.json() as GenerateInvoiceAnswer).invoice;
    expect(second.id).not.toBe(invoice.id);
    expect(second.total).toBe(500);
    expect(await entriesOf(second.id)).toHaveLength(3);
    expect((await view(invoice.id)).history.map((h) => [h.action, h.detail])).toEqual([
      ['Generated', null],
      ['Voided', 'Wrong period'],
    ]);
  });
});

describe('mark paid and credit notes', () => {
  let invoice: VendorInvoiceRow;
  let lineA: number;
  let lineB: number;

  beforeAll(async () => {
    const [a, b] = await addCharges(nwg, [
      { day: '2025-05-02', rate: 30, units: 1 },
      { day: '2025-05-03', rate: 12.5, units: 2 },
    ]);
    lineA = a!.id;
    lineB = b!.id;
    invoice = (
      (
        await generate({ vendorId: nwg, periodStart: '2025-05-01', periodEnd: '2025-05-31' })
      ).json() as GenerateInvoiceAnswer
    ).invoice;
  });

  it('marks an issued invoice paid; a paid one is neither paid again nor voided', async () => {
    const res = await step(invoice.id, 'mark-paid');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('Paid');
    expect(res.json().paidAt).not.toBeNull();
    expect((await step(invoice.id, 'mark-paid')).json().message).toBe('This invoice is paid.');
    const voided = await step(invoice.id, 'void', { reason: 'x' });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toBe('A paid invoice cannot be voided: issue a credit note.');
    expect((await view(invoice.id)).steps).toEqual(['credit-note']);
  });

  it('credits lines up to what is left of each, in a credit note of negative charges', async () => {
    const first = await step(invoice.id, 'credit-note', {
      reason: 'Damaged',
      lines: [{ entryId: lineA, amount: 10 }],
    });
    expect(first.statusCode).toBe(201);
    const note = first.json() as VendorInvoiceRow;
    expect(note).toMatchObject({
      type: 'CreditNote',
      status: 'Issued',
      total: -10,
      creditForInvoiceId: invoice.id,
    });
    expect(note.invoiceNumber).toMatch(/^CN-NWG-\d{4}$/);
    const credits = await entriesOf(note.id);
    expect(credits).toEqual([
      expect.objectContaining({
        amount: -10,
        creditOfEntryId: lineA,
        sourceType: 'credit',
        chargeType: 'Credit',
      }),
    ]);

    const zero = await step(invoice.id, 'credit-note', {
      reason: 'x',
      lines: [{ entryId: lineB, amount: 0 }],
    });
    expect(zero.json().fields).toEqual({ 'lines[0].amount': 'Amount must be more than 0' });
    const over = await step(invoice.id, 'credit-note', {
      reason: 'More',
      lines: [
        { entryId: lineA, amount: 20.01 },
        { entryId: lineB, amount: 25 },
        { entryId: 2_000_000, amount: 1 },
        { entryId: lineB, amount: 0.01 },
      ],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().fields).toEqual({
      'lines[0].amount': 'At most $20.00 is left to credit on this charge',
      'lines[2].entryId': 'This charge is not on this invoice',
      'lines[3].amount': 'This charge has already been credited in full',
    });
    expect(await entriesOf(note.id)).toHaveLength(1);

    const rest = await step(invoice.id, 'credit-note', {
      reason: 'Rest',
      lines: [
        { entryId: lineA, amount: 20 },
        { entryId: lineB, amount: 0.01 },
      ],
    });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().total).toBe(-20.01);
    const full = await step(invoice.id, 'credit-note', {
      reason: 'x',
      lines: [{ entryId: lineA, amount: 0.01 }],
    });
    expect(full.json().fields).toEqual({
      'lines[0].amount': 'This charge has already been credited in full',
    });
    expect((await step(note.id, 'credit-note', { reason: 'x', lines: [] })).statusCode).toBe(400);
    const ofNote = await step(note.id, 'credit-note', {
      reason: 'x',
      lines: [{ entryId: credits[0]!.id, amount: 1 }],
    });
    expect(ofNote.json().message).toBe('A credit note cannot be credited.');
    const page = await view(invoice.id);
    expect(page.related.map((r) => r.type)).toEqual(['CreditNote', 'CreditNote']);
    expect(page.history.map((h) => h.action)).toEqual([
      'Generated',
      'Marked paid',
      'Credit note issued',
      'Credit note issued',
    ]);
  });
});
