/**
 * Generating client invoices (issue 18), over HTTP on the seeded database: the preview writes
 * nothing; an issued invoice locks the period's charges and its total is their sum; the period's live
 * invoice is answered again (replayed); two generates at once make one invoice; bad input (generated
 * from the schema) answers 400 per field and writes nothing. The steps: billing-invoice-steps.test.ts.
 * Periods are in 2025, before the seeded history.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { SchemaDescription, SchemaObjectDescription } from 'yup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionLog, orderBillingEntries, vendorInvoices, warehouses } from '../../server/db/schema';
import { vendorIdsByCode } from '../../server/db/seed';
import { generateInvoiceSchema } from '../../src/domain/resources/vendor-invoice.schema';
import type {
  GenerateInvoiceAnswer,
  InvoicePreview,
  InvoiceView,
} from '../../src/domain/contracts/vendor-invoices';
import { fromAmount, sum, toAmount } from '../../src/domain/money';
import { addCharges as addChargesOf, type Charge } from './billing-fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let nwg: number;
let bpo: number;
let dal: number;
let rno: number;

const base = '/api/common/vendorInvoices';

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  const ids = await vendorIdsByCode(t.database.db, ['NWG', 'BPO']);
  nwg = ids.get('NWG')!;
  bpo = ids.get('BPO')!;
  const rows = await t.database.db.select().from(warehouses);
  dal = rows.find((w) => w.code === 'DAL')!.id;
  rno = rows.find((w) => w.code === 'RNO')!.id;
});
afterAll(() => t.close());

/** Uninvoiced charges of a vendor, in Dallas unless a charge says otherwise. */
const addCharges = (vendorId: number, charges: Charge[]) => addChargesOf(t, vendorId, dal, charges);

const counts = async () => {
  const db = t.database.db;
  const [[inv], [ent], [log]] = await Promise.all([
    db.select({ n: count() }).from(vendorInvoices),
    db.select({ n: count() }).from(orderBillingEntries),
    db.select({ n: count() }).from(actionLog),
  ]);
  return { invoices: inv!.n, entries: ent!.n, log: log!.n };
};

const generate = (body: Record<string, unknown>, token = admin) =>
  t.request('POST', `${base}/generate`, { token, body });
const view = async (id: number) =>
  (await t.request('GET', `${base}/${id}/view`, { token: admin })).json() as InvoiceView;
const entriesOf = (invoiceId: number) =>
  t.database.db.select().from(orderBillingEntries).where(eq(orderBillingEntries.invoiceId, invoiceId));
const minorSum = (amounts: number[]) => sum(amounts.map((a) => fromAmount(a)));

describe('generate', () => {
  const period = { vendorId: nwg, periodStart: '2025-02-01', periodEnd: '2025-02-28' };
  let invoiceId = 0;

  it('previews the uninvoiced charges grouped by charge type, and writes nothing', async () => {
    await addCharges(nwg, [
      { day: '2025-02-03', rate: 0.0125, units: 1234 }, // 15.425 → 15.43
      { day: '2025-02-10', rate: 1.5, units: 3, chargeType: 'Pick and pack' },
      { day: '2025-02-20', rate: 0.35, units: 7, chargeType: 'Pick and pack', warehouseId: rno },
      { day: '2025-02-28', rate: 65, units: 1, chargeType: 'Administrative', warehouseId: null },
      { day: '2025-03-01', rate: 99, units: 1 }, // after the period
    ]);
    const before = await counts();
    const res = await generate({ ...period, vendorId: nwg, preview: true });
    expect(res.statusCode).toBe(200);
    const preview = res.json() as InvoicePreview;
    expect(preview.entryCount).toBe(4);
    expect(preview.groups).toEqual([
      { chargeType: 'Administrative', count: 1, amount: 65 },
      { chargeType: 'Pick and pack', count: 2, amount: 6.95 },
      { chargeType: 'Storage', count: 1, amount: 15.43 },
    ]);
    expect(preview.total).toBe(87.38);
    expect(preview.minimumTopUp).toBeNull();
    expect(preview.existingInvoice).toBeNull();
    expect(preview.unbilled).toEqual({ unpriced: [], pendingCount: 0 });
    const dalOnly = (await generate({ ...period, vendorId: nwg, warehouseId: dal, preview: true })).json();
    expect((dalOnly as InvoicePreview).total).toBe(19.93);
    expect(await counts()).toEqual(before);
  });

  it('issues the invoice: the charges locked, a new number, total = the sum of its lines', async () => {
    const res = await generate({ ...period, vendorId: nwg, dueDate: '2025-03-30', notes: 'February' });
    expect(res.statusCode).toBe(201);
    const { invoice, replayed } = res.json() as GenerateInvoiceAnswer;
    invoiceId = invoice.id;
    expect(replayed).toBe(false);
    expect(invoice).toMatchObject({
      type: 'InvoiceGenerated',
      status: 'Issued',
      currency: 'USD',
      total: 87.38,
      warehouseId: null,
      dueDate: '2025-03-30',
    });
    expect(invoice.issuedAt).not.toBeNull();
    expect(invoice.invoiceNumber).toMatch(/^INV-NWG-\d{4}$/);
    expect(Number(invoice.invoiceNumber.slice(-4))).toBeGreaterThan(7);
    const lines = await entriesOf(invoice.id);
    expect(lines).toHaveLength(4);
    expect(toAmount(minorSum(lines.map((l) => l.amount)))).toBe(invoice.total);
    const page = await view(invoice.id);
    expect(page.total).toBe(invoice.total);
    expect(page.lines.map((l) => l.id).sort()).toEqual(lines.map((l) => l.id).sort());
    expect(page.groups.map((g) => g.chargeType)).toEqual(['Storage', 'Pick and pack', 'Administrative']);
    expect(page.history.map((h) => h.action)).toEqual(['Generated']);
    expect(page.steps).toEqual(['mark-paid', 'void', 'credit-note']);
    expect(page.files.map((f) => f.label)).toEqual(['Invoice PDF', 'Invoice XLSX']);
  });

  it('answers the live invoice of the period again (replayed), and the preview names it', async () => {
    const again = await generate({ ...period, vendorId: nwg });
    expect(again.statusCode).toBe(200);
    expect((again.json() as GenerateInvoiceAnswer).replayed).toBe(true);
    expect((again.json() as GenerateInvoiceAnswer).invoice.id).toBe(invoiceId);
    const preview = (await generate({ ...period, vendorId: nwg, preview: true })).json() as InvoicePreview;
    expect(preview.existingInvoice?.id).toBe(invoiceId);
    expect(preview.entryCount).toBe(0);
  });

  it('refuses a period with no charges and no minimum (409), writing nothing', async () => {
    const before = await counts();
    const res = await generate({ vendorId: nwg, periodStart: '2019-01-01', periodEnd: '2019-01-31' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No uninvoiced charges for Northwind Goods in this period.');
    expect(await counts()).toEqual(before);
  });

  it('makes one invoice when two generates race', async () => {
    await addCharges(bpo, [
      { day: '2025-04-02', rate: 2.25, units: 10, warehouseId: rno },
      { day: '2025-04-09', rate: 0.3, units: 33, warehouseId: rno },
    ]);
    const body = { vendorId: bpo, periodStart: '2025-04-01', periodEnd: '2025-04-30' };
    const answers = await Promise.all([generate(body), generate(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    const [a, b] = answers.map((r) => r.json() as GenerateInvoiceAnswer);
    expect(a!.invoice.id).toBe(b!.invoice.id);
    expect([a!.replayed, b!.replayed].sort()).toEqual([false, true]);
    const made = await t.database.db
      .select({ n: count() })
      .from(vendorInvoices)
      .where(sql`${vendorInvoices.vendorId} = ${bpo} and ${vendorInvoices.periodStart} = '2025-04-01'`);
    expect(made[0]!.n).toBe(1);
    expect(a!.invoice.total).toBe(32.4);
  });
});

describe('bad input', () => {
  type Description = SchemaDescription & Partial<SchemaObjectDescription>;
  const fields = Object.entries(generateInvoiceSchema.describe().fields) as [string, Description][];
  const wrong: Record<string, unknown> = {
    string: { nested: true },
    number: 'not a number',
    boolean: 'perhaps',
  };
  const valid = { vendorId: nwg, periodStart: '2025-06-01', periodEnd: '2025-06-30' };

  it('answers 400 per field, generated from the schema, and writes nothing', async () => {
    const before = await counts();
    const body = () => ({ ...valid, vendorId: nwg });
    for (const [key, d] of fields) {
      const res = await generate({ ...body(), [key]: wrong[d.type] });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().fields?.[key], key).toBeTruthy();
      if (!d.optional && !d.nullable && (d.default === undefined || d.default === null)) {
        const missing = Object.fromEntries(Object.entries(body()).filter(([k]) => k !== key));
        const res2 = await generate(missing);
        expect(res2.statusCode, `${key} missing`).toBe(400);
        expect(res2.json().fields?.[key], `${key} missing`).toBeTruthy();
      }
    }
    const cases: [Record<string, unknown>, string, string][] = [
      [{ periodEnd: '2025-05-01' }, 'periodEnd', 'Period end must be on or after the period start'],
      [
        { periodStart: '2024-01-01', periodEnd: '2025-01-01' },
        'periodEnd',
        'The period can be at most 366 days',
      ],
      [{ periodStart: '2025-02-30' }, 'periodStart', 'Period start must be a date (YYYY-MM-DD)'],
      [{ vendorId: 999_999 }, 'vendorId', 'Choose a vendor'],
      [{ vendorId: -1 }, 'vendorId', 'Choose a vendor'],
      [{ warehouseId: 999_999 }, 'warehouseId', 'Choose a warehouse'],
      [{ dueDate: 'soon' }, 'dueDate', 'Due date must be a date (YYYY-MM-DD)'],
    ];
    for (const [extra, key, message] of cases) {
      const res = await generate({ ...body(), ...extra });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().fields[key], key).toBe(message);
    }
    const leap = await generate({
      ...body(),
      periodStart: '2024-01-01',
      periodEnd: '2024-12-31',
      preview: true,
    });
    expect(leap.statusCode).toBe(200);
    expect((await generate([] as unknown as Record<string, unknown>)).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });
});
