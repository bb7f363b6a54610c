/** Vendors (/manage/customers): the whole CRUD round as an admin, and what a vendor user meets instead. */
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

test('an admin creates, finds, edits and deletes a vendor', async ({ page }) => {
  const suffix = Date.now().toString(36).toUpperCase();
  const code = `E2E-${suffix}`;
  const name = `Acme Test ${suffix}`;

  await page.goto('/login');
  await signIn(page, 'admin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('link', { name: 'Vendors', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Vendors', level: 1 })).toBeVisible();

  // Create
  await page.getByRole('link', { name: 'New vendor' }).click();
  await page.getByLabel('Code').fill(code.toLowerCase());
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Fulfilment type').selectOption({ label: 'Logistics' });
  await page.getByRole('button', { name: 'Create vendor' }).click();
  await expect(page.getByText(`Vendor ${name} created.`)).toBeVisible();
  // A new vendor continues into its onboarding checklist.
  await expect(page).toHaveURL(/\/manage\/customers\/manage\/\d+$/);
  await expect(page.getByText(/^Onboarding: \d+ of \d+ required steps done$/)).toBeVisible();
  await page.goto('/manage/customers');

  // Filter: the list and the URL hold the search
  const table = page.getByRole('table', { name: 'Vendors' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(suffix.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${suffix.toLowerCase()}`));
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(code);
  await expect(row).toContainText('In progress');

  // Edit
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Name')).toHaveValue(name);
  await page.getByLabel('Name').fill(`${name} Renamed`);
  await page.getByLabel('Status').selectOption({ label: 'Onboarded' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Vendor ${name} Renamed saved.`)).toBeVisible();

  // Delete, with confirmation
  await page.getByRole('searchbox', { name: 'Search' }).fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  const renamed = table.getByRole('row', { name: new RegExp(`${name} Renamed`) });
  await expect(renamed).toContainText('Onboarded');
  await page.getByRole('button', { name: `Delete ${name} Renamed` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Delete vendor ${name} Renamed?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Vendor ${name} Renamed deleted.`)).toBeVisible();
  await expect(page.getByText('No vendors match')).toBeVisible();
});

test('a vendor that is still in use is not deleted, and the dialog says why', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/manage/customers?search=NWG');
  await page.getByRole('button', { name: 'Delete Northwind Goods' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toContainText('is still in use');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('table', { name: 'Vendors' })).toContainText('Northwind Goods');
});

test('a vendor user sees no vendors list, only a clear message', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'brand@northwind.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Vendors', exact: true })).toHaveCount(
    0,
  );

  // Issue 13, item 10: refused by the route's permission before the list loads.
  await page.goto('/manage/customers');
  await expect(page.getByRole('heading', { name: "You don't have access to Vendors" })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Vendors' })).toHaveCount(0);

  // Another vendor's record, opened by its address, is refused the same way.
  await page.goto('/manage/customers/manage/2');
  await expect(page.getByRole('heading', { name: "You don't have access to Manage vendor" })).toBeVisible();
});
