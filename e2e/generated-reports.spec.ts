/**
 * Generated reports (issue 17), on the real server with its job runner:
 * - an admin requests a Storefront Shipments Count for this week from the New form, watches its page
 *   reach Ready, downloads the CSV and the XLSX and reads them back (the headers and the row count
 *   are the page's), then runs it again and lands on the new report, which gets Ready too;
 * - a Northwind brand user sees only Northwind’s reports in the history;
 * - the history follows a report requested elsewhere live, from its request to Ready.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/node';
import { DEMO_PASSWORD, signIn, signOut } from './fixtures';

const NAME = `E2E shipments ${Date.now().toString(36)}`;

/** The report's page once Ready: its id, row count and the preview's column headers. */
async function readyReport(page: Page) {
  await expect(page).toHaveURL(/\/reports\/generatedReports\/view\/\d+$/);
  // The job runner polls every half second; the page follows it live.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ready', { timeout: 30_000 });
  const id = Number(/view\/(\d+)$/.exec(page.url())![1]);
  const rows = Number(
    (await page
      .locator('dt', { hasText: /^Rows$/ })
      .locator('xpath=following-sibling::dd')
      .textContent())!
      .replaceAll(',', '')
      .trim(),
  );
  const preview = page.getByRole('table', { name: /^Preview of / });
  const headers = (await preview.locator('thead th').allTextContents()).map((h) => h.trim());
  return { id, rows, headers };
}

async function download(page: Page, format: 'CSV' | 'XLSX') {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${format}` }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^e2e-shipments-[a-z0-9-]+\\.${format.toLowerCase()}$`),
  );
  return file.path();
}

test('a report is requested, runs to Ready, downloads as CSV and XLSX, and runs again', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await signIn(page, 'admin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/reports/generatedReports');
  await page.getByRole('link', { name: 'New report' }).click();
  await page.getByRole('button', { name: /^Storefront Shipments Count/ }).click();
  await expect(page).toHaveURL(/\/reports\/generatedReports\/new\/StorefrontShippedCount$/);
  await expect(page.getByLabel('Period')).toHaveValue('this-week');
  await expect(page.getByLabel('Name')).toHaveValue('Storefront Shipments Count — This week');
  await page.getByLabel('Name').fill(NAME);
  await page.getByRole('button', { name: 'Request report' }).click();

  const report = await readyReport(page);
  expect(report.headers).toEqual(['Ship date', 'Storefront code', 'Storefront', 'Shipments', 'Units']);
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeEnabled();

  const csv = Papa.parse<string[]>(
    (await readFile(await download(page, 'CSV'), 'utf8')).replace(/^\uFEFF/, ''),
    {
      skipEmptyLines: true,
    },
  ).data;
  expect(csv[0]).toEqual(report.headers);
  expect(csv.length - 1).toBe(report.rows);

  const sheet = await readSheet(await download(page, 'XLSX'));
  expect(sheet[0]).toEqual(report.headers);
  expect(sheet.length - 1).toBe(report.rows);

  // Run again: a new report with the same filters, followed on its own page; the first stays.
  await page.getByRole('button', { name: 'Run again' }).click();
  await expect(page).not.toHaveURL(new RegExp(`/view/${report.id}$`));
  const again = await readyReport(page);
  expect(again.id).toBeGreaterThan(report.id);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(NAME);

  await page.goto('/reports/generatedReports/StorefrontShippedCount');
  const history = page.getByRole('table', { name: 'Generated reports' });
  await expect(history.getByRole('row', { name: new RegExp(NAME) })).toHaveCount(2);
  await expect(history.getByRole('row', { name: new RegExp(NAME) }).first()).toContainText('Ready');

  // A brand sees its own reports only: not the admin's, not another brand's.
  await signOut(page);
  await signIn(page, 'brand@northwind.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/reports/generatedReports');
  const mine = page.getByRole('table', { name: 'Generated reports' });
  await expect(mine.getByRole('link', { name: 'Northwind items this week' })).toBeVisible();
  await expect(mine.getByText(NAME)).toHaveCount(0);
  await expect(mine.getByText('Bluepeak shipments count')).toHaveCount(0);
  await expect(mine.getByText('Reno in/out — last month')).toHaveCount(0);
});

test('the history follows reports live: one requested elsewhere shows up and gets Ready without a reload', async ({
  page,
}) => {
  await page.goto('/login');
  await signIn(page, 'admin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/reports/generatedReports');
  const history = page.getByRole('table', { name: 'Generated reports' });
  await expect(history).toBeVisible();

  // Requested through the API, as another tab or user would.
  const login = await page.request.post('/api/auth/login', {
    data: { email: 'admin@dockhand.test', password: DEMO_PASSWORD },
  });
  const { jwtToken } = (await login.json()) as { jwtToken: string };
  const name = `E2E live ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/common/generatedReports', {
    headers: { Authorization: `Bearer ${jwtToken}` },
    data: { type: 'StorefrontShippedCount', name, filters: { dateFilter: 'last-week' } },
  });
  expect(created.status()).toBe(201);

  const row = history.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Ready', { timeout: 30_000 });
  await expect(row.getByRole('button', { name: `Download ${name} as CSV` })).toBeVisible();
});
