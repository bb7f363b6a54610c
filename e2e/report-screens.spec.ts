/**
 * The report screens (issue 17, spec §2): an admin opens each one and sees its chart (an SVG with
 * bars) and its totals; "Export" on the shipped report requests the generated report and lands on
 * its page; a brand user's storefront filter offers only its own storefronts.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './fixtures';

interface Project {
  id: number;
  name: string;
  clientCode: string;
  vendorId: number;
}

async function projectsOf(page: Page, email: string): Promise<Project[]> {
  const login = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { jwtToken } = (await login.json()) as { jwtToken: string };
  const res = await page.request.get('/api/myprojects', { headers: { Authorization: `Bearer ${jwtToken}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as Project[];
}

/** The screen's chart has bars, and its totals show the figure named `total`. */
async function expectChartAndTotals(page: Page, total: string) {
  const chart = page.locator('figure svg[role="img"]').first();
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('aria-label', /\S/);
  expect(await chart.locator('rect').count()).toBeGreaterThan(0);
  await expect(page.locator('dt', { hasText: new RegExp(`^${total}$`) }).first()).toBeVisible();
}

test('an admin reads every report screen at a glance and exports one', async ({ page }) => {
  const shop = (await projectsOf(page, 'admin@dockhand.test')).find((p) => p.clientCode === 'NWG-SHOP')!;
  await page.goto('/login');
  await signIn(page, 'admin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);

  const screens: [path: string, title: string, total: string][] = [
    ['/reports/shipped', 'Shipped report', 'Orders shipped'],
    ['/reports/inventory', 'Inventory report', 'On hand'],
    ['/reports/orders-fulfillment', 'Orders fulfilment report', 'Received'],
    [`/reports/products/${shop.id}`, 'Storefront Product Statistics', 'Units ordered'],
    [`/products/${shop.id}`, 'Storefront Product Statistics', 'Units ordered'],
    ['/reports/products-shipped', 'Products Shipped', 'Units shipped'],
    ['/reports/products-om-shipped', 'Products Shipped (OM)', 'Units shipped'],
    ['/reports/factoring-ledger', 'Factoring Ledger', 'Factored value'],
  ];
  for (const [path, title, total] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expectChartAndTotals(page, total);
    await expect(page.getByRole('button', { name: 'Export' })).toBeEnabled();
  }

  await page.goto('/reports/shipped');
  await expectChartAndTotals(page, 'Orders shipped');
  const exportButton = page.getByRole('button', { name: 'Export' });
  await expect(exportButton).toBeEnabled();
  await exportButton.click();
  await expect(page).toHaveURL(/\/reports\/generatedReports\/view\/\d+$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /^Shipped \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}/ }),
  ).toBeVisible();
});

test('a brand user’s shipped report offers only its own storefronts', async ({ page }) => {
  const own = await projectsOf(page, 'brand@northwind.test');
  const all = await projectsOf(page, 'admin@dockhand.test');
  expect(own.length).toBeGreaterThan(0);
  expect(all.length).toBeGreaterThan(own.length);

  await page.goto('/login');
  await signIn(page, 'brand@northwind.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/reports/shipped');
  await expectChartAndTotals(page, 'Orders shipped');
  const storefront = page.getByLabel('Storefront', { exact: true });
  await expect(storefront.locator('option')).toHaveCount(own.length + 1);
  const offered = (await storefront.locator('option').allTextContents()).slice(1);
  for (const project of all) {
    const mine = own.some((p) => p.id === project.id);
    expect(
      offered.some((label) => label.includes(project.name)),
      project.name,
    ).toBe(mine);
  }
});
