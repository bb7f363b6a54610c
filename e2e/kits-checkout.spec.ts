/**
 * Kits, the meal-kit simulation, checkout and virtual orders (issue 16), on the demo data:
 * - a Northwind brand user simulates a promotion of the "Gift Set — Mug & Candle" kit (nothing is
 *   saved), then checks out one gift set for a customer and sees the kit with its components on the
 *   new order's page;
 * - an admin retries Lumen's virtual order LUM-88410 (kept because it named a store Lumen Online does
 *   not have) after choosing the store it belongs to, and it becomes an order.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

const GIFT_SET = 'NWG-SHOP-GIFT-SET';
const COMPONENTS = ['NWG-MUG-11', 'NWG-CANDLE-CED', 'NWG-BOX-SM'];

test('a brand simulates a kit promotion, then checks out one kit and sees its components', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await signIn(page, 'brand@northwind.test');
  await expect(page).toHaveURL(/\/dashboard/);

  // The promotion: 40 orders of one gift set each.
  await page.goto('/orders/simulate-meal-kit');
  await page.getByLabel('Storefront', { exact: true }).selectOption({ label: 'Northwind Shop' });
  await page.getByLabel('Line 1 SKU').click();
  await page.getByRole('option', { name: new RegExp(GIFT_SET) }).click();
  await page.getByLabel('Line 1 quantity').fill('1');
  await page.getByLabel('Orders to simulate').fill('40');
  await page.getByLabel('Street').fill('12 Elm Street');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').fill('TX');
  await page.getByLabel('Postal code').fill('78701');
  await page.getByRole('button', { name: 'Simulate', exact: true }).click();
  await expect(page.getByText('Simulation only: nothing was saved or allocated.')).toBeVisible();
  const components = page.getByRole('table', { name: 'Components over the promotion' });
  for (const sku of COMPONENTS) await expect(components.getByText(sku)).toBeVisible();
  await expect(page.getByText(/runs out first/i).first()).toBeVisible();

  // Checkout: one gift set, to an address of the book.
  await page.goto('/orders/checkout');
  await page.getByLabel('Storefront', { exact: true }).selectOption({ label: 'Northwind Shop (NWG-SHOP)' });
  await page.getByRole('searchbox', { name: 'Search products' }).fill('GIFT-SET');
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await page.getByRole('button', { name: `Add ${GIFT_SET} to the cart` }).click();
  await expect(page.getByLabel(`Quantity of ${GIFT_SET}`)).toHaveValue('1');
  await page.getByLabel('From the address book').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/orders\/details\/\d+/);
  const lines = page.getByRole('region', { name: 'Lines' }).or(page.locator('main'));
  await expect(lines.getByText(GIFT_SET).first()).toBeVisible();
  await expect(lines.getByText('Kit', { exact: true }).first()).toBeVisible();
  for (const sku of COMPONENTS) await expect(lines.getByText(sku).first()).toBeVisible();
});

test('a virtual order is retried once its store is chosen, and becomes an order', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/other/storefront/virtual-orders');
  await page.getByRole('button', { name: /^Retry LUM-88410/ }).click();
  await page.getByLabel('Store to place it in').selectOption({ label: 'Lumen WooCommerce' });
  await page.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByText(/placed/i).first()).toBeVisible();

  await page.getByRole('tab', { name: /Placed/ }).click();
  const row = page.getByRole('row', { name: /LUM-88410/ });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: 'Open order' }).click();
  await expect(page).toHaveURL(/\/orders\/details\/\d+/);
  await expect(page.getByText('LUM-88410').first()).toBeVisible();
});
