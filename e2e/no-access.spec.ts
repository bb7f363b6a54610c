/**
 * Issue 13, item 10: a screen the user may not open shows one page, "You don't have access to …",
 * decided from the route's declared permission before the screen loads: no form, no list, no entry lit.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';

/** Signs in, opens `path`, and answers the API calls made from then on. */
async function openAs(page: Page, email: string, path: string) {
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(new URL(request.url()).pathname);
  });
  await page.goto(path);
  return calls;
}

test('the manufacturing manager gets no Create Order form', async ({ page }) => {
  const calls = await openAs(page, 'manufacturing@dockhand.test', '/orders/create');
  await expect(
    page.getByRole('heading', { level: 1, name: "You don't have access to Create order" }),
  ).toBeVisible();
  await expect(page.getByText('This screen needs the “Create orders” permission')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('[aria-current="page"]')).toHaveCount(
    0,
  );
  // The form's storefronts, stores and SKUs are never asked for.
  expect(calls.filter((path) => /myprojects|storefront|products|items/i.test(path))).toEqual([]);

  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the warehouse manager gets no Has Inventory list and no entry lit', async ({ page }) => {
  await openAs(page, 'warehouse@dockhand.test', '/orders/unhold-recs');
  await expect(
    page.getByRole('heading', { level: 1, name: "You don't have access to Has Inventory" }),
  ).toBeVisible();
  await expect(page.getByText('the “Remove hold” permission')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Vendor Orders', exact: true })).not.toHaveAttribute(
    'aria-current',
  );
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
});
