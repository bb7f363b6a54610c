/**
 * Users (/admin/users): an admin creates a user limited to one vendor, finds and edits them, and
 * disables them; the new user sees only their vendor's rows in the generated lists.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, signOut } from './fixtures';

const PASSWORD = 'northwind-only-42';

async function createUser(page: Page, email: string, lastName: string) {
  await page.getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New user' }).click();
  await page.getByLabel('First name').fill('Erin');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Main role').selectOption({ label: 'Vendor (brand) user' });
  // Limited to Northwind: "every vendor" off, then the one vendor.
  await page.getByLabel('Every vendor, also those added later').uncheck();
  await page.getByRole('group', { name: 'Vendors' }).getByLabel('Northwind Goods (NWG)').check();
  // On top of the vendor role: the vendors list and the storefront products.
  await page.getByRole('checkbox', { name: 'View clients' }).check();
  await page.getByRole('checkbox', { name: 'Storefront products', exact: true }).check();
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText(`Erin ${lastName} can now sign in.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users$/);
}

test('an admin creates, finds, edits and disables a user, who sees only their own vendor', async ({
  page,
}) => {
  const suffix = Date.now().toString(36);
  const email = `erin.${suffix}@northwind.test`;
  const lastName = `Vance ${suffix}`;

  await page.goto('/login');
  await signIn(page, 'admin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await createUser(page, email, lastName);

  // Find by search and by vendor: the URL holds the filters
  const table = page.getByRole('table', { name: 'Users' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(suffix);
  await page.getByLabel('Vendor', { exact: true }).selectOption({ label: 'Northwind Goods (NWG)' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${suffix}`));
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toContainText('Vendor (brand) user');
  await expect(row).toContainText('Northwind Goods (NWG)');
  await expect(row).toContainText('Active');

  // Edit: the manager flag and a name
  await page.getByRole('link', { name: `Edit Erin ${lastName}` }).click();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
  await expect(page.getByRole('checkbox', { name: 'View clients' })).toBeChecked();
  await page.getByLabel('First name').fill('Erina');
  await page.getByLabel(/Team lead/).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Erina ${lastName} saved.`)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(`Erina ${lastName}`) })).toContainText('Team lead');
  await signOut(page);

  // The new user: Northwind's rows only, in the vendors list and in a generated list
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/manage/customers');
  const vendors = page.getByRole('table', { name: 'Vendors' });
  await expect(vendors.getByRole('row', { name: /Northwind Goods/ })).toBeVisible();
  await expect(vendors.getByRole('row')).toHaveCount(2);
  await expect(vendors).not.toContainText('Bluepeak');
  await page.goto('/other/storefront/products');
  const products = page.getByRole('table', { name: 'Storefront products' });
  await expect(products.getByRole('row', { name: /NWG-/ }).first()).toBeVisible();
  await expect(products).not.toContainText('BPO-');
  await expect(products).not.toContainText('Bluepeak');
  await signOut(page);

  // Disable, with confirmation: the user can no longer sign in
  await signIn(page, 'admin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/admin/users?search=${suffix}`);
  await page.getByRole('button', { name: `Disable Erina ${lastName}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Disable Erina ${lastName}?`);
  await dialog.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText(`Erina ${lastName} is disabled.`)).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(lastName) })).toContainText('Disabled');
  await signOut(page);
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('alert')).toContainText('E-mail or password is incorrect.');
});
