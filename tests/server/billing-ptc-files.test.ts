/**
 * PTC files (issue 18): POST /api/common/ptcFiles/preview checks and prices each row of a sheet (the
 * row's markup, else the rate card's pass-through markup for the row's day and warehouse) and writes
 * nothing; /import keeps the sheet, the file's row and one charge per row in one transaction, or
 * nothing when a row or the file is refused (400 per cell); the stored sheet downloads as it came.
 * A brand sees its own files only (404 otherwise); writing needs billing.ptcFiles.
 */
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionLog,
  activityRateCards,
  activityRateCardVersions,
  orderBillingEntries,
  ptcFiles,
  users,
  vendors,
  warehouses,
} from '../../server/db/schema';
import type { PtcFileRow, PtcPreviewAnswer, PtcSheetRow } from '../../src/domain/contracts/ptc-files';
import { startTestApp, type TestApp } from './harness';

const BASE = '/api/common/ptcFiles';

let t: TestApp;
let admin: string;
let brand: string;
let vendorId: number;
let northwindId: number;
let bluepeakId: number;
let dallasId: number;

const csv = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const sheetText = 'Date,Description,Unit cost\n2026-03-02,Freight,12.50\n';

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  brand = (await t.login('brand@northwind.test')).jwtToken;
  const db = t.database.db;
  const all = await db.select({ id: vendors.id, code: vendors.code }).from(vendors);
  northwindId = all.find((v) => v.code === 'NWG')!.id;
  bluepeakId = all.find((v) => v.code === 'BPO')!.id;
  [{ id: dallasId }] = (await db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.code, 'DAL'))) as [{ id: number }];
  // A vendor of this file's own, with a vendor-wide card (15%) and a Dallas card (20% from March 10).
  [{ id: vendorId }] = (await db
    .insert(vendors)
    .values({ code: 'PTC-TEST', name: 'PTC Test Co' })
    .returning({ id: vendors.id })) as [{ id: number }];
  const card = async (warehouseId: number | null, versions: [string, number][]) => {
    const [c] = await db
      .insert(activityRateCards)
      .values({ vendorId, warehouseId, name: `Card ${warehouseId ?? 'all'}` })
      .returning();
    let n = 0;
    for (const [effectiveFrom, passThroughMarkupPercent] of versions)
      await db.insert(activityRateCardVersions).values({
        rateCardId: c!.id,
        versionNumber: ++n,
        status: 'Published',
        effectiveFrom,
        passThroughMarkupPercent,
      });
  };
  await card(null, [['2026-01-01', 15]]);
  await card(dallasId, [['2026-03-10', 20]]);
});
afterAll(() => t.close());

const preview = (rows: PtcSheetRow[], options: { token?: string; vendor?: number } = {}) =>
  t.request('POST', `${BASE}/preview`, {
    token: options.token ?? admin,
    body: { vendorId: options.vendor ?? vendorId, rows },
  });

const importBody = (rows: PtcSheetRow[], extra: Record<string, unknown> = {}) => ({
  vendorId,
  rows,
  name: 'March freight.csv',
  fileName: 'March freight.csv',
  contentType: 'text/csv',
  contentBase64: csv(sheetText),
  ...extra,
});

async function counts() {
  const db = t.database.db;
  const [files] = await db.select({ n: count() }).from(ptcFiles);
  const [charges] = await db
    .select({ n: count() })
    .from(orderBillingEntries)
    .where(eq(orderBillingEntries.sourceType, 'ptcFile'));
  return { files: files!.n, charges: charges!.n };
}

describe('preview', () => {
  it('prices each row at cost plus its markup, else the card’s for its day and warehouse; writes nothing', async () => {
    const before = await counts();
    const res = await preview([
      { date: '2026-03-02', description: 'Freight bill 1', unitCost: '1,234.50', quantity: 2 },
      { date: '2026-03-03', description: 'Duties', unitCost: '$12', quantity: '1.5', markupPercent: '10%' },
      { date: '2026-03-12', description: 'Dallas freight', warehouse: 'dal', unitCost: 10 },
      { date: '2026-03-05', description: 'Before the Dallas card', warehouse: String(dallasId), unitCost: 3 },
      {
        date: '2026-03-06',
        description: 'At cost',
        unitCost: '0.07',
        quantity: 3,
        markupPercent: 0,
        reference: 'INV-9',
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as PtcPreviewAnswer;
    expect(answer.errorCount).toBe(0);
    expect(answer.validCount).toBe(5);
    expect(answer.defaultMarkupPercent).toBe(15);
    expect(answer.rows.map((r) => [r.markupPercent, r.unitCharge, r.amount])).toEqual([
      [15, '1419.675', 2839.35], // 1,234.50 × 1.15 × 2 = 2,839.35
      [10, '13.2', 19.8],
      [20, '12', 12],
      [15, '3.45', 3.45],
      [0, '0.07', 0.21],
    ]);
    expect(answer.rows[2]!.warehouseId).toBe(dallasId);
    expect(answer.rows[3]!.warehouseId).toBe(dallasId);
    expect(answer.rows[4]!.reference).toBe('INV-9');
    expect(answer.total).toBe(2874.81);
    expect(await counts()).toEqual(before);
  });

  it('names what is wrong with each cell in the words of its column', async () => {
    const res = await preview([
      { date: '2026-02-30', description: '', unitCost: 'abc', quantity: 0 },
      { date: '03/02/2026', description: 'x'.repeat(201), unitCost: '-5', quantity: -1, markupPercent: 1001 },
      {
        description: 'ok',
        reference: 'r'.repeat(101),
        warehouse: 'NOPE',
        unitCost: '1.005',
        markupPercent: '1.234',
      },
      { date: '2026-03-02', description: 'fine', unitCost: 1, quantity: '1.2345' },
      { date: '2026-03-02', description: 'good', unitCost: '2.00' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as PtcPreviewAnswer;
    expect(answer.errorCount).toBe(4);
    expect(answer.validCount).toBe(1);
    expect(answer.total).toBe(2.3);
    const [a, b, c, d, e] = answer.rows.map((r) => r.errors);
    expect(a).toEqual({
      date: 'Date must be a day written YYYY-MM-DD',
      description: 'Description is required',
      unitCost: expect.stringMatching(/^Unit cost "abc" is not an amount/),
      quantity: 'Quantity must be more than 0',
    });
    expect(b).toMatchObject({
      date: 'Date must be a day written YYYY-MM-DD',
      description: 'Description must be at most 200 characters',
      unitCost: 'Unit cost must be 0 or more',
      quantity: 'Quantity must be more than 0',
      markupPercent: 'Markup % must be at most 1000',
    });
    expect(c).toMatchObject({
      date: 'Date is required',
      reference: 'Reference must be at most 100 characters',
      warehouse: expect.stringMatching(/^Warehouse “NOPE” is not one of your warehouses/),
      unitCost: expect.stringMatching(/^Unit cost "1.005" has more than 2 decimals/),
      markupPercent: 'Markup % must have at most 2 decimals',
    });
    expect(d).toEqual({ quantity: 'Quantity must have at most 3 decimals' });
    expect(e).toEqual({});
  });

  it('answers 400 per field for a bad body, and at most 5000 rows', async () => {
    const bad = await t.request('POST', `${BASE}/preview`, { token: admin, body: { rows: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ vendorId: 'Choose a vendor', rows: expect.any(String) });
    const none = await preview([]);
    expect(none.json().fields.rows).toMatch(/no rows/);
    const many = await preview(Array.from({ length: 5001 }, () => ({ description: 'x' })));
    expect(many.statusCode).toBe(400);
    expect(many.json().fields.rows).toMatch(/at most 5,000 rows/);
    const notObjects = await t.request('POST', `${BASE}/preview`, {
      token: admin,
      body: { vendorId, rows: [1, null] },
    });
    expect(notObjects.json().fields.rows).toBe('Send the rows as a list of objects');
  });

  it('a vendor out of scope or missing answers 404; without billing.ptcFiles 403', async () => {
    const rows = [{ date: '2026-03-02', description: 'Freight', unitCost: 1 }];
    expect((await preview(rows, { vendor: 2_000_000 })).statusCode).toBe(404);
    expect((await preview(rows, { token: brand, vendor: northwindId })).statusCode).toBe(403);
    await t.database.db
      .update(users)
      .set({ permissions: ['billing.ptcFiles'] })
      .where(eq(users.email, 'brand@bluepeak.test'));
    const bluepeak = (await t.login('brand@bluepeak.test')).jwtToken;
    expect((await preview(rows, { token: bluepeak, vendor: northwindId })).statusCode).toBe(404);
    expect((await preview(rows, { token: bluepeak, vendor: bluepeakId })).statusCode).toBe(200);
  });
});

describe('import', () => {
  it('refuses the whole file when any row has an error: 400 per cell, nothing written', async () => {
    const before = await counts();
    const res = await t.request('POST', `${BASE}/import`, {
      token: admin,
      body: importBody([
        { date: '2026-03-02', description: 'Freight', unitCost: 1 },
        { date: '2026-03-02', description: 'Freight', unitCost: 'ten' },
      ]),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toEqual({ 'rows[1].unitCost': expect.stringMatching(/^Unit cost/) });
    expect(res.json().preview.errorCount).toBe(1);
    expect(await counts()).toEqual(before);
  });

  it('refuses a bad name or file, writing nothing', async () => {
    const before = await counts();
    const rows = [{ date: '2026-03-02', description: 'Freight', unitCost: 1 }];
    const noName = await t.request('POST', `${BASE}/import`, {
      token: admin,
      body: importBody(rows, { name: ' ', fileName: 'bill.pdf' }),
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields).toEqual({
      name: 'Name is required',
      fileName: 'Choose a CSV (.csv) or Excel (.xlsx) file',
    });
    const notCsv = await t.request('POST', `${BASE}/import`, {
      token: admin,
      body: importBody(rows, { contentBase64: Buffer.from([0x4d, 0x5a, 0, 1]).toString('base64') }),
    });
    expect(notCsv.statusCode, notCsv.body).toBe(400);
    expect(notCsv.json().fields.contentBase64).toMatch(/not a CSV file/);
    expect(await counts()).toEqual(before);
  });

  it('keeps the sheet, the file and one pass-through charge per row, with the action log', async () => {
    const res = await t.request('POST', `${BASE}/import`, {
      token: admin,
      body: importBody([
        {
          date: '2026-03-04',
          description: 'Freight bill 1',
          unitCost: '1,234.50',
          quantity: 2,
          reference: 'PRO-1',
        },
        { date: '2026-03-12', description: 'Dallas freight', warehouse: 'DAL', unitCost: '10' },
        { date: '2026-03-02', description: 'Duties', unitCost: 7.25, markupPercent: '0' },
      ]),
    });
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json() as PtcFileRow;
    expect(file).toMatchObject({
      vendorId,
      name: 'March freight.csv',
      type: 'InvoiceUploaded',
      currency: 'USD',
      periodStart: '2026-03-02',
      periodEnd: '2026-03-12',
      total: 2858.6,
      rowCount: 3,
      invoiceExcelUrl: `${BASE}/${file.id}/file`,
    });
    const charges = await t.database.db
      .select()
      .from(orderBillingEntries)
      .where(eq(orderBillingEntries.ptcFileId, file.id))
      .orderBy(orderBillingEntries.eventKey);
    expect(
      charges.map((c) => [
        c.eventKey,
        c.sourceRef,
        c.singleUnitCharge,
        c.numberOfUnits,
        c.amount,
        c.warehouseId,
      ]),
    ).toEqual([
      [`ptc:${file.id}:1`, 'PRO-1', 1419.675, 2, 2839.35, null],
      [`ptc:${file.id}:2`, 'March freight.csv', 12, 1, 12, dallasId],
      [`ptc:${file.id}:3`, 'March freight.csv', 7.25, 1, 7.25, null],
    ]);
    expect(charges[0]).toMatchObject({
      vendorId,
      sourceType: 'ptcFile',
      sourceId: String(file.id),
      chargeType: 'Pass-through',
      type: 'PassThrough',
      chargeLabel: 'Freight bill 1',
      entryDate: '2026-03-04',
      inputs: { cost: 1234.5, markupPercent: 15, quantity: 2, row: 1 },
    });
    const total = charges.reduce((s, c) => s + Math.round(c.amount * 100), 0);
    expect(total).toBe(285860);
    const logged = await t.database.db
      .select({ resource: actionLog.resource, n: count() })
      .from(actionLog)
      .where(
        sql`(${actionLog.resource} = 'ptcFiles' and ${actionLog.resourceId} = ${String(file.id)}) or (${actionLog.resource} = 'orderBillingEntries' and ${actionLog.resourceId} in (${sql.join(
          charges.map((c) => sql`${String(c.id)}`),
          sql`, `,
        )}))`,
      )
      .groupBy(actionLog.resource);
    expect(Object.fromEntries(logged.map((l) => [l.resource, l.n]))).toEqual({
      ptcFiles: 1,
      orderBillingEntries: 3,
    });

    // The sheet as it came; listed; the same content again is a new file.
    const download = await t.request('GET', `${BASE}/${file.id}/file`, { token: admin });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toMatch(/text\/csv/);
    expect(download.body).toBe(sheetText);
    const list = await t.request('POST', `${BASE}/listItems`, { token: admin, body: { vendorId } });
    expect(list.json().items.map((r: PtcFileRow) => r.id)).toContain(file.id);
    const again = await t.request('POST', `${BASE}/import`, {
      token: admin,
      body: importBody([{ date: '2026-03-04', description: 'Freight bill 1', unitCost: 1 }]),
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().id).not.toBe(file.id);
  });

  it('a brand reads its own files only: another vendor’s answers 404', async () => {
    const res = await t.request('POST', `${BASE}/import`, {
      token: admin,
      body: importBody([{ date: '2026-03-02', description: 'Freight', unitCost: 1 }], {
        vendorId: northwindId,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as PtcFileRow).id;
    expect((await t.request('GET', `${BASE}/${id}/file`, { token: brand })).statusCode).toBe(200);
    const bluepeak = (await t.login('brand@bluepeak.test')).jwtToken;
    expect((await t.request('GET', `${BASE}/${id}/file`, { token: bluepeak })).statusCode).toBe(404);
    expect((await t.request('GET', `${BASE}/${id}`, { token: bluepeak })).statusCode).toBe(404);
    expect((await t.request('GET', `${BASE}/99999999/file`, { token: admin })).statusCode).toBe(404);
    expect((await t.request('GET', `${BASE}/abc/file`, { token: admin })).statusCode).toBe(404);
  });
});
