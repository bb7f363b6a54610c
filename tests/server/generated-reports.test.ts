/**
 * Generated reports over HTTP (issue 17): a request queues its job; the job moves it Requested →
 * Processing → Ready with its rows, row count, period and "as of"; the files are streamed as CSV and
 * XLSX and read back; cancel (waiting and running), run again, expiry; a brand's report is its own;
 * bad requests answer 400 and write nothing. The numbers of each type are in their own suites.
 */
import { count, eq } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedReportView } from '../../src/domain/contracts/generated-reports';
import { dayStartsAt } from '../../src/domain/dashboard';
import { generatedReportRows, generatedReports, jobs } from '../../server/db/schema';
import { MovingClock } from '../../server/clock';
import { insertOrder, tenants, token, type Tenants } from './dashboard-fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let ids: Tenants;
let admin: string;
let brand: string;
const clock = new MovingClock(new Date());

const BASE = '/api/common/generatedReports';
// Days far in the past, which the demo data does not reach.
const FROM = '2021-05-03';
const TO = '2021-05-04';

async function request(tokenOf: string, body: Record<string, unknown>) {
  return t.request('POST', BASE, { token: tokenOf, body });
}

async function view(tokenOf: string, id: number): Promise<GeneratedReportView> {
  const res = await t.request('GET', `${BASE}/${id}/view`, { token: tokenOf });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as GeneratedReportView;
}

const shippedCount = (name: string, extra: Record<string, unknown> = {}) => ({
  type: 'StorefrontShippedCount',
  name,
  filters: { startDate: FROM, endDate: TO },
  ...extra,
});

beforeAll(async () => {
  t = await startTestApp({}, { clock });
  ids = await tenants(t);
  admin = await token(t, 'admin@dockhand.test');
  brand = await token(t, 'brand@northwind.test');
  // The demo's own reports: run them now, so each test drains only its own.
  await t.app.jobs.runner.drain();
  const offset = (await view(admin, (await firstReport())!)).period?.timezoneOffset ?? -6;
  const at = (day: string, hour: number) => new Date(dayStartsAt(day, offset).getTime() + hour * 3_600_000);
  const shipped = (day: string, hour: number, itemCount: number) => ({
    orderStatus: 'shipped',
    shipDate: at(day, hour),
    itemCount,
  });
  await insertOrder(t, ids, 'NWG', shipped(FROM, 9, 2));
  await insertOrder(t, ids, 'NWG', shipped(FROM, 23, 3));
  await insertOrder(t, ids, 'BPO', shipped(FROM, 12, 1));
  await insertOrder(t, ids, 'NWG', shipped(TO, 0, 4));
  // A minute after the period: never counted.
  await insertOrder(t, ids, 'NWG', { orderStatus: 'shipped', shipDate: at('2021-05-05', 0), itemCount: 9 });
});
afterAll(() => t.close());

async function firstReport(): Promise<number | undefined> {
  const [row] = await t.database.db.select({ id: generatedReports.id }).from(generatedReports).limit(1);
  return row?.id;
}

describe('a generated report', () => {
  it('is requested, runs on the job runner and ends Ready with its rows, period and "as of"', async () => {
    const res = await request(admin, shippedCount('Shipments early May'));
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: number }).id;
    expect((await view(admin, id)).status).toBe('Requested');

    await t.app.jobs.runner.drain();
    const ready = await view(admin, id);
    expect(ready.status).toBe('Ready');
    expect(ready.period).toMatchObject({ from: FROM, to: TO });
    expect(ready.columns.map((c) => c.label)).toEqual([
      'Ship date',
      'Storefront code',
      'Storefront',
      'Shipments',
      'Units',
    ]);
    expect(ready.preview).toEqual([
      [FROM, 'BPO-DTC', expect.any(String), 1, 1],
      [FROM, 'NWG-SHOP', expect.any(String), 2, 5],
      [TO, 'NWG-SHOP', expect.any(String), 1, 4],
    ]);
    expect(ready.rowCount).toBe(3);
    expect(ready.progress).toBe(100);
    expect(ready.asOf).not.toBeNull();
    expect(ready.expiresAt).not.toBeNull();
    expect(ready.requestedByName).toBeTruthy();
    expect(ready.filterSummary).toContainEqual({ label: 'Start date', value: FROM });

    // The engine's own read answers the same status and counts.
    const row = (await t.request('GET', `${BASE}/${id}`, { token: admin })).json() as Record<string, unknown>;
    expect(row).toMatchObject({ status: 'Ready', rowCount: 3, progress: 100 });
  });

  it('streams its CSV and XLSX files, which read back to the same rows', async () => {
    const id = (await request(admin, shippedCount('Files'))).json().id as number;
    await t.app.jobs.runner.drain();

    const csv = await t.request('GET', `${BASE}/${id}/file?format=csv`, { token: admin });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="files-\d{4}-\d{2}-\d{2}\.csv"/);
    const parsed = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual(['Ship date', 'Storefront code', 'Storefront', 'Shipments', 'Units']);
    expect(parsed.slice(1).map((r) => [r[0], r[1], r[3], r[4]])).toEqual([
      [FROM, 'BPO-DTC', '1', '1'],
      [FROM, 'NWG-SHOP', '2', '5'],
      [TO, 'NWG-SHOP', '1', '4'],
    ]);

    const xlsx = await t.request('GET', `${BASE}/${id}/file?format=xlsx`, { token: admin });
    expect(xlsx.statusCode).toBe(200);
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet[0]).toEqual(['Ship date', 'Storefront code', 'Storefront', 'Shipments', 'Units']);
    expect(sheet.slice(1).map((r) => [r[0], r[1], r[3], r[4]])).toEqual([
      [FROM, 'BPO-DTC', 1, 1],
      [FROM, 'NWG-SHOP', 2, 5],
      [TO, 'NWG-SHOP', 1, 4],
    ]);
  });

  it('answers a clear 409 for the file of a report not ready, and 400 for an unknown format', async () => {
    const id = (await request(admin, shippedCount('Not yet'))).json().id as number;
    const early = await t.request('GET', `${BASE}/${id}/file?format=csv`, { token: admin });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This report is not ready yet.');
    const bad = await t.request('GET', `${BASE}/${id}/file?format=pdf`, { token: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ format: 'Format must be csv or xlsx' });
    await t.app.jobs.runner.drain();
  });

  it('cancelled while waiting, ends Failed at once with who cancelled it, and its job never runs', async () => {
    const id = (await request(admin, shippedCount('Cancel me'))).json().id as number;
    const res = await t.request('POST', `${BASE}/${id}/cancel`, { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = res.json() as GeneratedReportView;
    expect(cancelled.status).toBe('Failed');
    expect(cancelled.error).toMatch(/^Cancelled by .+\.$/);
    await t.app.jobs.runner.drain();
    expect((await view(admin, id)).status).toBe('Failed');
    const again = await t.request('POST', `${BASE}/${id}/cancel`, { token: admin });
    expect(again.statusCode).toBe(409);
  });

  it('cancelled while running, stops at its next batch and ends Failed with no rows', async () => {
    const id = (await request(admin, shippedCount('Cancel running'))).json().id as number;
    const [report] = await t.database.db.select().from(generatedReports).where(eq(generatedReports.id, id));
    // Claimed and marked Running, as a process would have it, then cancelled before its first batch.
    await t.database.db.update(jobs).set({ cancelRequested: true }).where(eq(jobs.id, report!.jobId!));
    await t.database.db
      .update(generatedReports)
      .set({ error: 'Cancelled by test.' })
      .where(eq(generatedReports.id, id));
    await t.app.jobs.runner.drain();
    const ended = await view(admin, id);
    expect(ended.status).toBe('Failed');
    expect(ended.error).toBe('Cancelled by test.');
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(generatedReportRows)
      .where(eq(generatedReportRows.reportId, id));
    expect(rows!.n).toBe(0);
  });

  it('runs again as a new request with the same filters; the first stays in the history', async () => {
    const id = (await request(admin, shippedCount('Twice'))).json().id as number;
    await t.app.jobs.runner.drain();
    const res = await t.request('POST', `${BASE}/${id}/rerun`, { token: admin });
    expect(res.statusCode, res.body).toBe(201);
    const second = res.json() as GeneratedReportView;
    expect(second.id).not.toBe(id);
    expect(second).toMatchObject({
      name: 'Twice',
      status: 'Requested',
      filters: { startDate: FROM, endDate: TO },
    });
    await t.app.jobs.runner.drain();
    expect((await view(admin, second.id)).rowCount).toBe(3);
    expect((await view(admin, id)).status).toBe('Ready');
  });

  it('expires: its files answer 410 and the nightly cleanup deletes its rows', async () => {
    const id = (await request(admin, shippedCount('Expiring'))).json().id as number;
    await t.app.jobs.runner.drain();
    // Past its expiry (the clock only moves forward: this is the suite's last test of time).
    clock.advance(8 * 86_400_000);
    {
      const gone = await t.request('GET', `${BASE}/${id}/file?format=csv`, { token: admin });
      expect(gone.statusCode).toBe(410);
      expect((await view(admin, id)).expired).toBe(true);
      const { deleteExpiredReportRows } =
        await import('../../server/modules/generated-reports/generated-reports.service');
      expect(await deleteExpiredReportRows(t.database.db, clock.now())).toBeGreaterThanOrEqual(1);
      const [rows] = await t.database.db
        .select({ n: count() })
        .from(generatedReportRows)
        .where(eq(generatedReportRows.reportId, id));
      expect(rows!.n).toBe(0);
    }
  });

  it('of a brand is its own: its rows are its orders only and other brands cannot open it', async () => {
    const res = await request(brand, shippedCount('Mine'));
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: number; vendorId: number }).id;
    expect(res.json().vendorId).toBe(ids.vendor.NWG);
    await t.app.jobs.runner.drain();
    const mine = await view(brand, id);
    expect(mine.preview.map((r) => r[1])).toEqual(['NWG-SHOP', 'NWG-SHOP']);
    const other = await token(t, 'brand@bluepeak.test');
    for (const path of [`${BASE}/${id}`, `${BASE}/${id}/view`, `${BASE}/${id}/file?format=csv`])
      expect((await t.request('GET', path, { token: other })).statusCode).toBe(404);
    expect((await t.request('POST', `${BASE}/${id}/cancel`, { token: other })).statusCode).toBe(404);
    expect((await t.request('POST', `${BASE}/${id}/rerun`, { token: other })).statusCode).toBe(404);
  });

  it('refuses bad requests with a message per field and writes nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(generatedReports);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ type: 'Nope', name: 'x' }, { type: expect.stringContaining('Report type must be one of') }],
      [shippedCount(''), { name: expect.any(String) }],
      [
        shippedCount('x', { filters: { startDate: '2021-02-30' } }),
        { 'filters.startDate': expect.any(String) },
      ],
      [
        shippedCount('x', { filters: { startDate: TO, endDate: FROM } }),
        { 'filters.endDate': 'End date must not be before the start date' },
      ],
      [
        shippedCount('x', { filters: { dateFilter: 'custom' } }),
        { 'filters.startDate': 'Start date is required', 'filters.endDate': 'End date is required' },
      ],
      [
        shippedCount('x', { filters: { dateFilter: 'someday' } }),
        { 'filters.dateFilter': expect.any(String) },
      ],
      [shippedCount('x', { filters: 'all' }), { filters: 'Filters must be an object' }],
    ];
    for (const [body, fields] of cases) {
      const res = await request(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toMatchObject(fields);
    }
    for (const id of ['0', '-1', 'abc', '99999999999'])
      expect((await t.request('GET', `${BASE}/${id}/view`, { token: admin })).statusCode).toBe(404);
    const [after] = await t.database.db.select({ n: count() }).from(generatedReports);
    expect(after!.n).toBe(before!.n);
  });
});
