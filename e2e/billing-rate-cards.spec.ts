/**
 * Activity rate cards (issue 18), on the real server: an admin creates a card for Kettle & Crumb (a
 * vendor without one), starts its first version, adds pick and pack per order and storage by the
 * pallet per day priced by age (0–30 days free, then 0.45 from day 31), is told what is missing
 * before saving, saves, publishes it from yesterday after the confirmation that says it is final, and
 * sees it in effect now.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

test('a new card gets rules with storage tiers, is published and is in effect', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await signIn(page, 'admin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/manage/billing/activityRateCards');
  await page.getByRole('button', { name: 'New rate card' }).click();
  const dialog = page.getByRole('dialog', { name: 'New rate card' });
  await dialog.getByLabel('Name').fill('Kettle & Crumb — services');
  await dialog.getByLabel('Vendor').selectOption({ label: 'Kettle & Crumb' });
  await expect(dialog.getByLabel('Warehouse')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Create rate card' }).click();
  await expect(page).toHaveURL(/\/manage\/billing\/activityRateCards\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kettle & Crumb — services');
  await expect(page.getByText('No versions yet')).toBeVisible();

  await page.getByRole('button', { name: 'New version' }).click();
  await expect(page.getByRole('heading', { name: 'Version 1 (draft)' })).toBeVisible();
  await page.getByLabel('Effective from').fill(yesterday);

  await page.getByRole('button', { name: 'Add rule' }).click();
  await page.getByLabel('Rule 1 activity').selectOption({ label: 'Pick and pack' });
  await page.getByLabel('Rule 1 unit').selectOption({ label: 'per order' });
  await page.getByLabel('Rule 1 rate').fill('1.75');

  await page.getByRole('button', { name: 'Add rule' }).click();
  await page.getByLabel('Rule 2 activity').selectOption({ label: 'Storage' });
  // Not saved without its unit: the message is at the cell.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByLabel('Rule 2 unit')).toHaveAccessibleDescription('Unit is required');
  await page.getByLabel('Rule 2 unit').selectOption({ label: 'per pallet per day' });
  await page.getByRole('button', { name: 'Price by age' }).click();
  await expect(page.getByLabel('Rule 2 tier 1 from day')).toHaveValue('0');
  await page.getByLabel('Rule 2 tier 1 rate').fill('0');
  await page.getByRole('button', { name: 'Add tier' }).click();
  await page.getByLabel('Rule 2 tier 2 from day').fill('31');
  await page.getByLabel('Rule 2 tier 2 rate').fill('0.45');
  await expect(page.getByText('31+ days')).toBeVisible();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  await page.getByRole('button', { name: 'Publish…' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Publishing is final: charges from');
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Version 1 is published' })).toBeVisible();

  const versions = page.getByRole('table', { name: 'Versions' });
  await expect(versions.getByRole('row').nth(1)).toContainText('Published');
  await expect(versions.getByRole('row').nth(1)).toContainText('In effect now');
  const rates = page.getByRole('table', { name: 'Rates of version 1' });
  await expect(rates).toContainText('Pick and pack');
  await expect(rates).toContainText('31+ days: $0.45');
});
