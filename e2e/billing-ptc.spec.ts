/**
 * PTC files (issue 18), on the real server: an admin uploads a small CSV of pass-through costs for
 * Northwind Goods, sees the preview with its one bad row flagged beside the cell and the import
 * refused, chooses the corrected file, sees every row valid with its total, imports it, lands on the
 * charges' link, and finds the file listed with its rows and total; its sheet downloads as it came.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

const NAME = `e2e-freight-${Date.now().toString(36)}`;
const header = 'Date,Description,Reference,Warehouse,Quantity,Unit cost,Markup %';
const good = [
  '2026-03-02,UPS freight bill,PRO-100,DAL,2,"1,234.50",10',
  '2026-03-03,Customs duties,,,1,$45,0',
];
const csv = (lines: string[]) => ({
  name: `${NAME}.csv`,
  mimeType: 'text/csv',
  buffer: Buffer.from(`${[header, ...lines].join('\n')}\n`),
});

test('a PTC sheet is previewed, refused with its bad row, fixed, imported and listed', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await signIn(page, 'admin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/manage/billing/ptcFiles');
  await page.getByRole('link', { name: 'Upload PTC file' }).click();
  await expect(page).toHaveURL(/\/manage\/billing\/ptcFiles\/upload$/);
  await page.getByLabel('Vendor').selectOption({ label: 'Northwind Goods' });

  // One row has a unit cost that is not an amount: flagged beside its cell, nothing can be imported.
  await page
    .getByLabel('File (.csv or .xlsx)')
    .setInputFiles(csv([...good, '2026-03-04,Pallet fee,,,1,ten,']));
  await expect(page.getByRole('alert').filter({ hasText: '1 of 3 rows has errors' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Rows of the file' });
  const bad = rows.locator('tr[aria-invalid="true"]');
  await expect(bad).toHaveCount(1);
  await expect(bad).toContainText('Unit cost "ten" is not an amount');
  await expect(page.getByRole('button', { name: /^Import/ })).toHaveCount(0);
  await expect(page.getByLabel('Name')).toHaveValue(NAME);

  // The corrected file: every row valid, priced with its markup (1,234.50 + 10% × 2 + 45).
  await page.getByLabel('File (.csv or .xlsx)').setInputFiles(csv(good));
  await expect(
    page.getByRole('status').filter({ hasText: 'All 2 rows are valid: $2,760.90 to charge' }),
  ).toBeVisible();
  await expect(rows.locator('tr[aria-invalid="true"]')).toHaveCount(0);
  await expect(rows).toContainText('$2,715.90');
  await page.getByRole('button', { name: 'Import 2 charges' }).click();

  await expect(page.getByRole('status').filter({ hasText: `${NAME} imported` })).toContainText(
    '2 charges of $2,760.90',
  );
  await expect(page.getByRole('link', { name: 'See the charges in the billing ledger' })).toHaveAttribute(
    'href',
    /\/manage\/billing\/customerBilingLedger\?sourceType=ptcFile&vendorId=\d+/,
  );

  await page.getByRole('link', { name: 'Back to PTC files' }).first().click();
  await expect(page).toHaveURL(/\/manage\/billing\/ptcFiles$/);
  const row = page.getByRole('row').filter({ hasText: NAME });
  await expect(row).toContainText('Northwind Goods');
  await expect(row).toContainText('$2,760.90');
  await expect(row).toContainText(/Mar 2\b.* – Mar 3, 2026/);

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download the file of ${NAME}` }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`${NAME}.csv`);
  expect(await readFile(await file.path(), 'utf8')).toContain('UPS freight bill');
});
