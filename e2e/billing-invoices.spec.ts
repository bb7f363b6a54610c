/**
 * Client invoices (issue 18), on the real server:
 * - an admin records a custom charge for Northwind on a day of its own, generates the invoice of
 *   that day from the Generate screen (custom period), checks the preview, issues it, lands on the
 *   invoice's page, and downloads its PDF and XLSX: the PDF is a PDF, and the XLSX's total is the
 *   preview's;
 * - a Northwind brand user sees the Client Invoices list with Northwind's invoices only (the new one
 *   among them) and no Generate or Upload buttons.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { DEMO_PASSWORD, signIn, signOut } from './fixtures';

// A day of its own (2019–2023, before any seeded charge), so a run against a database kept from an
// earlier run rarely meets that run's invoice.
const DAY = (() => {
  const pick = (n: number) => Math.floor(Math.random() * n);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${2019 + pick(5)}-${pad(1 + pick(12))}-${pad(1 + pick(28))}`;
})();

async function tokenOf(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { jwtToken: string }).jwtToken;
}

async function download(page: Page, name: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  return (await downloading).path();
}

test('an admin generates an invoice from its preview and downloads its PDF and XLSX', async ({ page }) => {
  test.setTimeout(120_000);
  const headers = { Authorization: `Bearer ${await tokenOf(page.request, 'admin@dockhand.test')}` };
  const vendors = (await (await page.request.get('/api/myvendors', { headers })).json()) as {
    id: number;
    name: string;
  }[];
  const northwind = vendors.find((v) => v.name === 'Northwind Goods')!;
  const charge = await page.request.post('/api/common/orderBillingEntries', {
    headers,
    data: {
      vendorId: northwind.id,
      entryDate: DAY,
      singleUnitCharge: 12.5,
      numberOfUnits: 3,
      chargeLabel: 'E2E special handling',
      chargeType: 'Handling',
    },
  });
  expect(charge.status()).toBe(201);

  await page.goto('/login');
  await signIn(page, 'admin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/manage/billing/customerInvoices');
  await page.getByRole('link', { name: 'Generate invoice' }).click();
  await expect(page).toHaveURL(/\/billing\/customerInvoices\/generate$/);
  await page.getByLabel('Vendor').selectOption({ label: 'Northwind Goods' });
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Custom dates' });
  await page.getByLabel('Period start').fill(DAY);
  await page.getByLabel('Period end').fill(DAY);
  await page.getByRole('button', { name: 'Preview' }).click();

  const preview = page.getByRole('table', { name: 'Charges by type' });
  await expect(preview.getByRole('row', { name: /Handling/ })).toContainText('$37.50');
  const total = (await preview.locator('tfoot td').last().textContent())!.trim();
  expect(total).toMatch(/^\$[\d,]+\.\d{2}$/);

  await page.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(page).toHaveURL(/\/billing\/customerInvoices\/view\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(/INV-NWG-\d{4}/);
  await expect(heading).toContainText('Issued');
  const number = /INV-NWG-\d{4}/.exec((await heading.textContent())!)![0];
  await expect(page.getByRole('table', { name: 'Lines' }).locator('tfoot')).toContainText(total);

  const pdf = await readFile(await download(page, `Invoice PDF of ${number}`));
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const sheet = await readSheet(await download(page, `Invoice XLSX of ${number}`));
  const amount = Number(total.replace(/[$,]/g, ''));
  const totalRow = sheet.find((row) => row.some((cell) => String(cell).trim().toLowerCase() === 'total'));
  expect(totalRow, 'the sheet has a total row').toBeDefined();
  expect(totalRow!.filter((cell) => typeof cell === 'number')).toContain(amount);
  await signOut(page);

  // A Northwind brand user: Northwind's invoices only, nothing to generate or upload.
  await signIn(page, 'brand@northwind.test');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/manage/billing/customerInvoices');
  const list = page.getByRole('table', { name: 'Client invoices' });
  await expect(list.getByRole('link', { name: number, exact: true })).toBeVisible();
  const vendorsShown = await list.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(vendorsShown.length).toBeGreaterThan(0);
  expect(new Set(vendorsShown.map((v) => v.trim()))).toEqual(new Set(['Northwind Goods']));
  await expect(page.getByRole('link', { name: 'Generate invoice' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Upload existing' })).toHaveCount(0);
});
