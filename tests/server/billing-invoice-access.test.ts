/**
 * Who reaches client invoices (issue 18): a brand user (billing.view, its own vendor) reads only its
 * vendor's invoices and their files (404 for another vendor's, as for a missing id), takes no step
 * and generates or uploads nothing (403); a manager (billing.view) reads every invoice and is offered
 * no step; billing staff (billing.invoices) are offered the lifecycle's steps.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBillingEntries, vendorInvoices } from '../../server/db/schema';
import { vendorIdsByCode } from '../../server/db/seed';
import type {
  GenerateInvoiceAnswer,
  InvoiceView,
  VendorInvoiceRow,
} from '../../src/domain/contracts/vendor-invoices';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let manager: string;
let brand: string;
let nwg: number;
let bpo: number;
let nwgInvoice: number;
let bpoInvoice: number;

const base = '/api/common/vendorInvoices';

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  manager = (await t.login('manager@dockhand.test')).jwtToken;
  brand = (await t.login('brand@northwind.test')).jwtToken;
  const ids = await vendorIdsByCode(t.database.db, ['NWG', 'BPO']);
  nwg = ids.get('NWG')!;
  bpo = ids.get('BPO')!;
  for (const vendorId of [nwg, bpo])
    await t.database.db.insert(orderBillingEntries).values({
      vendorId,
      entryDate: '2025-09-10',
      singleUnitCharge: 40,
      numberOfUnits: 1,
      amount: 40,
      chargeLabel: 'Account review',
      sourceType: 'custom',
    });
  const issue = async (vendorId: number) =>
    (
      (
        await t.request('POST', `${base}/generate`, {
          token: admin,
          body: { vendorId, periodStart: '2025-09-01', periodEnd: '2025-09-30' },
        })
      ).json() as GenerateInvoiceAnswer
    ).invoice.id;
  nwgInvoice = await issue(nwg);
  bpoInvoice = await issue(bpo);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.request('GET', url, { token });

describe('a brand user', () => {
  it('lists and reads only its own vendor’s invoices', async () => {
    const list = await t.request('POST', `${base}/listItems`, { token: brand, body: { perPage: 100 } });
    expect(list.statusCode).toBe(200);
    const rows = (list.json() as { items: VendorInvoiceRow[] }).items;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.vendorId === nwg)).toBe(true);

    const own = await get(`${base}/${nwgInvoice}/view`, brand);
    expect(own.statusCode).toBe(200);
    expect((own.json() as InvoiceView).steps).toEqual([]);
    expect((own.json() as InvoiceView).lines).toHaveLength(1);
    expect((await get(`${base}/${nwgInvoice}/invoice.pdf`, brand)).statusCode).toBe(200);
    expect((await get(`${base}/${nwgInvoice}/invoice.xlsx`, brand)).statusCode).toBe(200);

    for (const path of ['view', 'invoice.pdf', 'invoice.xlsx', 'file'])
      expect((await get(`${base}/${bpoInvoice}/${path}`, brand)).statusCode, path).toBe(404);
    expect((await get(`${base}/${bpoInvoice}`, brand)).statusCode).toBe(404);
    const [uploaded] = await t.database.db
      .select({ id: vendorInvoices.id })
      .from(vendorInvoices)
      .where(eq(vendorInvoices.invoiceNumber, 'INV-BPO-0005'));
    expect((await get(`${base}/${uploaded!.id}/view`, brand)).statusCode).toBe(404);
  });

  it('generates, uploads and steps nothing (403), and writes nothing', async () => {
    const before = await t.database.db.select().from(vendorInvoices);
    const body = { vendorId: nwg, periodStart: '2025-10-01', periodEnd: '2025-10-31' };
    expect((await t.request('POST', `${base}/generate`, { token: brand, body })).statusCode).toBe(403);
    expect(
      (await t.request('POST', `${base}/generate`, { token: brand, body: { ...body, preview: true } }))
        .statusCode,
    ).toBe(403);
    expect((await t.request('POST', `${base}/upload`, { token: brand, body: {} })).statusCode).toBe(403);
    for (const step of ['issue', 'mark-paid', 'void', 'credit-note'])
      expect(
        (await t.request('POST', `${base}/${nwgInvoice}/${step}`, { token: brand, body: { reason: 'x' } }))
          .statusCode,
        step,
      ).toBe(403);
    expect(await t.database.db.select().from(vendorInvoices)).toEqual(before);
  });
});

describe('staff', () => {
  it('a manager reads every invoice and is offered no step', async () => {
    for (const id of [nwgInvoice, bpoInvoice]) {
      const res = await get(`${base}/${id}/view`, manager);
      expect(res.statusCode).toBe(200);
      expect((res.json() as InvoiceView).steps).toEqual([]);
    }
    expect(
      (await t.request('POST', `${base}/${nwgInvoice}/mark-paid`, { token: manager, body: {} })).statusCode,
    ).toBe(403);
  });

  it('billing staff are offered the lifecycle’s steps; a missing id is 404', async () => {
    const page = (await get(`${base}/${bpoInvoice}/view`, admin)).json() as InvoiceView;
    expect(page.steps).toEqual(['mark-paid', 'void', 'credit-note']);
    expect(page.vendorName).toBe('Bluepeak Outdoors');
    expect(page.warehouseName).toBeNull();
    for (const path of ['view', 'invoice.pdf', 'file'])
      expect((await get(`${base}/99999999/${path}`, admin)).statusCode, path).toBe(404);
    expect((await get(`${base}/abc/view`, admin)).statusCode).toBe(404);
    expect(
      (await t.request('POST', `${base}/99999999/void`, { token: admin, body: { reason: 'x' } })).statusCode,
    ).toBe(404);
  });
});
