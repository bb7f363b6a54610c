/**
 * The external 3PL WMS (issue 20), on the real server with its job runner (JOB_POLL_MS): an admin
 * connects the demo's external-3PL warehouse (Memphis) to the demo WMS (demo://tpl-wms, answered
 * inside the server, no network), presses Sync now and follows it to its counts; the 3PL lists are
 * filled (facilities, customers); the stock drift screen shows a difference the sync found, which is
 * applied as a direct inventory update and leaves the open list.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

test('a warehouse connected to the demo 3PL WMS syncs its lists, and a stock difference is applied', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await signIn(page, 'admin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);

  // Connect Memphis to the demo WMS.
  await page.goto('/integrations/tpl/connections');
  await expect(page.getByRole('heading', { name: '3PL WMS connections' })).toBeVisible();
  const card = page.locator('section').filter({ has: page.getByRole('heading', { name: /^Memphis/ }) });
  const connect = card.getByRole('button', { name: /^Connect Memphis/ });
  await expect(card.getByLabel('Base URL').or(connect)).toBeVisible();
  if (await connect.isVisible()) await connect.click();
  await card.getByLabel('Base URL').fill('demo://tpl-wms');
  await card.getByLabel('Client id').fill('demo-tpl-wms-client');
  await card.getByLabel('User login id').fill('dockhand-demo');
  await card.getByLabel('Client secret').fill('demo-tpl-wms-secret');
  await card.getByRole('button', { name: 'Save connection' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(card.getByText('Connected', { exact: true })).toBeVisible();
  await expect(card.getByText('Set — leave empty to keep.')).toBeVisible();

  // Sync now, followed to what it did.
  await card.getByRole('button', { name: /^Sync now/ }).click();
  await expect(card.getByText('Synced', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(card.getByText(/^Facilities: /).first()).toBeVisible();
  const log = page.getByRole('table', { name: '3PL WMS sync runs' });
  await expect(log.getByRole('row').nth(1)).toContainText('Sync now');
  await expect(log.getByRole('row').nth(1)).toContainText('Succeeded');

  // The 3PL lists are filled.
  await page.goto('/integrations/tpl/facilities');
  await expect(page.getByText('Filled by the 3PL WMS sync.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Memphis Building 1', exact: true }).first()).toBeVisible();
  await page.goto('/integrations/tpl/customers');
  await expect(page.getByRole('cell', { name: 'Lumen Skincare', exact: true }).first()).toBeVisible();

  // A difference the sync found: explained, applied, gone from the open list.
  await page.goto('/integrations/tpl/drift');
  const table = page.getByRole('table', { name: 'Stock differences with the 3PL WMS' });
  const select = table.getByRole('checkbox', { name: /^Select Memphis/ }).first();
  await expect(select).toBeVisible();
  const name = (await select.getAttribute('aria-label'))!;
  const row = table.getByRole('row').filter({ has: page.getByRole('checkbox', { name, exact: true }) });
  await row.getByRole('button', { name: /^Show details of/ }).click();
  await expect(page.getByText(/Proposed update: Set to \d+ \(reference /).first()).toBeVisible();
  await select.check();
  await page.getByRole('button', { name: 'Apply proposed updates' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Record 1 direct inventory update?' });
  await dialog.getByRole('button', { name: 'Apply 1 update' }).click();
  await expect(page.getByText('1 direct inventory update recorded.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('checkbox', { name, exact: true })).toHaveCount(0);
});
