/**
 * An invoice's files (issue 18): a generated invoice's PDF (made with pdfkit from its locked lines:
 * rates as written, amounts to the cent, the total) and XLSX (every line and a total row); an
 * uploaded invoice's file, kept as it came and sent back as a download. Uploads refuse, with 400 on
 * the field and nothing written, what is not a PDF, XLSX or CSV by its name and its first bytes, what
 * is not base64, more than 3 MB, and an invoice number the vendor already has.
 */
import { count } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingFiles, orderBillingEntries, vendorInvoices, warehouses } from '../../server/db/schema';
import { vendorIdsByCode } from '../../server/db/seed';
import type {
  GenerateInvoiceAnswer,
  InvoiceView,
  VendorInvoiceRow,
} from '../../src/domain/contracts/vendor-invoices';
import { chargeOf, toAmount } from '../../src/domain/money';
import { startTestApp, type TestApp } from './harness';
import { pdfText } from './pdf-text';

let t: TestApp;
let admin: string;
let nwg: number;
let invoice: VendorInvoiceRow;

const base = '/api/common/vendorInvoices';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  nwg = (await vendorIdsByCode(t.database.db, ['NWG'])).get('NWG')!;
  const dal = (await t.database.db.select().from(warehouses)).find((w) => w.code === 'DAL')!.id;
  const line = (day: string, rate: number, units: number, chargeLabel: string, chargeType: string) => ({
    vendorId: nwg,
    warehouseId: dal,
    entryDate: day,
    singleUnitCharge: rate,
    numberOfUnits: units,
    amount: toAmount(chargeOf(rate, units)),
    chargeLabel,
    chargeType,
    sourceType: 'custom',
    refNum: 'REF-1',
  });
  await t.database.db
    .insert(orderBillingEntries)
    .values([
      line('2025-07-03', 0.0125, 41_234, 'Storage per unit per day', 'Storage'),
      line('2025-07-09', 1.5, 120, 'Pick and pack per order', 'Pick and pack'),
      line('2025-07-20', 45, 2.5, 'Special project hours', 'Special project'),
    ]);
  const res = await t.request('POST', `${base}/generate`, {
    token: admin,
    body: { vendorId: nwg, periodStart: '2025-07-01', periodEnd: '2025-07-31' },
  });
  invoice = (res.json() as GenerateInvoiceAnswer).invoice;
});
afterAll(() => t.close());

const download = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });

describe('generated invoice files', () => {
  it('is a PDF with the lines, rates as written, the totals per charge type and the total', async () => {
    // 41,234 × $0.0125 = $515.425 → $515.43; 120 × $1.50 = $180.00; 2.5 × $45 = $112.50.
    expect(invoice.total).toBe(807.93);
    const res = await download(`${base}/${invoice.id}/invoice.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(
      `attachment; filename="${invoice.invoiceNumber}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      invoice.invoiceNumber,
      'Northwind Goods',
      '2025-07-01 to 2025-07-31',
      '$0.0125',
      '$515.43',
      '$1.50',
      '$112.50',
      'Total due',
      '$807.93',
    ])
      expect(text).toContain(expected);
  });

  it('is an XLSX (a zip) with every line and a total row', async () => {
    const res = await download(`${base}/${invoice.id}/invoice.xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`${invoice.invoiceNumber}.xlsx`);
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const sheet = strFromU8(unzipSync(new Uint8Array(res.rawPayload))['xl/worksheets/sheet1.xml']!);
    expect(sheet.match(/<row /g)).toHaveLength(1 + 3 + 2);
    expect(sheet).toContain('<v>0.0125</v>');
    expect(sheet).toContain('Total');
    expect(sheet).toContain('<v>807.93</v>');
  });

  it('has no uploaded file', async () => {
    expect((await download(`${base}/${invoice.id}/file`)).statusCode).toBe(404);
  });
});

describe('uploaded invoices', () => {
  const upload = (extra: Record<string, unknown> = {}) =>
    t.request('POST', `${base}/upload`, {
      token: admin,
      body: {
        vendorId: nwg,
        invoiceNumber: 'ACC-2025-001',
        invoiceDate: '2025-08-01',
        total: 1234.5,
        fileName: 'ACC-2025-001.pdf',
        contentType: 'application/pdf',
        contentBase64: PDF.toString('base64'),
        ...extra,
      },
    });
  const counts = async () => {
    const [[files], [invoices]] = await Promise.all([
      t.database.db.select({ n: count() }).from(billingFiles),
      t.database.db.select({ n: count() }).from(vendorInvoices),
    ]);
    return { files: files!.n, invoices: invoices!.n };
  };

  it('keeps a small PDF and sends it back as a download', async () => {
    const res = await upload();
    expect(res.statusCode).toBe(201);
    const row = res.json() as VendorInvoiceRow;
    expect(row).toMatchObject({ type: 'InvoiceUploaded', status: 'Issued', total: 1234.5, currency: 'USD' });
    const file = await download(`${base}/${row.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment; filename="ACC-2025-001.pdf"');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const page = (await t.request('GET', `${base}/${row.id}/view`, { token: admin })).json() as InvoiceView;
    expect(page.files).toEqual([{ label: 'ACC-2025-001.pdf', href: `${base}/${row.id}/file` }]);
    expect(page.history.map((h) => h.action)).toEqual(['Uploaded']);
    const pdf = await download(`${base}/${row.id}/invoice.pdf`);
    expect(pdf.statusCode).toBe(409);
  });

  it('keeps a draft to be issued later; takes a CSV', async () => {
    const res = await upload({
      invoiceNumber: 'ACC-2025-002',
      status: 'Draft',
      fileName: 'acc.csv',
      contentBase64: Buffer.from('\ufeffdate,amount\n2025-08-01,10.00\n').toString('base64'),
    });
    expect(res.statusCode).toBe(201);
    const row = res.json() as VendorInvoiceRow;
    expect(row).toMatchObject({ status: 'Draft', issuedAt: null });
    const issued = await t.request('POST', `${base}/${row.id}/issue`, { token: admin, body: {} });
    expect(issued.json()).toMatchObject({ status: 'Issued' });
    expect((await download(`${base}/${row.id}/file`)).headers['content-type']).toBe('text/csv');
  });

  it('refuses what is not a PDF, XLSX or CSV, not base64, too large or a number taken (400, nothing written)', async () => {
    const before = await counts();
    const exe = Buffer.from('MZ\x90\x00\x03\x00\x00\x00binary', 'latin1').toString('base64');
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { fileName: 'setup.exe', contentBase64: exe },
        'fileName',
        'Only PDF, XLSX or CSV files can be uploaded',
      ],
      [
        { fileName: 'invoice.pdf', contentBase64: exe },
        'contentBase64',
        "The file's content is not a PDF, as its name says",
      ],
      [
        { fileName: 'invoice.xlsx', contentBase64: PDF.toString('base64') },
        'contentBase64',
        "The file's content is not an Excel (.xlsx) file, as its name says",
      ],
      [
        { fileName: 'invoice.csv', contentBase64: exe },
        'contentBase64',
        "The file's content is not a CSV file, as its name says",
      ],
      [{ contentBase64: 'not base64!' }, 'contentBase64', 'The file could not be read (not base64)'],
      [{ contentBase64: '' }, 'contentBase64', 'Choose a file to upload'],
      [
        { contentBase64: Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024)]).toString('base64') },
        'contentBase64',
        'The file is larger than 3 MB',
      ],
      [
        { invoiceNumber: 'ACC-2025-001' },
        'invoiceNumber',
        'This vendor already has an invoice with this number',
      ],
      [{ total: 12.345 }, 'total', 'Total may have at most 2 decimals'],
      [{ total: undefined }, 'total', 'Total is required'],
      [{ vendorId: 999_999 }, 'vendorId', 'Choose a vendor'],
      [{ status: 'Paid' }, 'status', 'Status must be one of: Issued, Draft'],
      [{ fileName: '../' }, 'fileName', 'The file needs a name'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await upload({ invoiceNumber: 'ACC-2025-009', ...extra });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields?.[field], JSON.stringify(extra).slice(0, 80)).toBe(message);
    }
    expect(await counts()).toEqual(before);
  });
});
