/**
 * The orders lists on the seeded demo orders: an admin filters by a status tab, opens the quick view
 * (why the order is not shipping), adds a column that survives a reload; a vendor user sees only its
 * own vendor's orders.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders' });
const bodyRows = (page: Page) => ordersTable(page).locator('tbody tr');

test('an admin filters by status, reads why an order waits, and keeps a chosen column', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.getByRole('navigation').getByRole('link', { name: 'Storefront Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Storefront Orders', level: 1 })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: /^All: \d+$/ })).toHaveAttribute('aria-selected', 'true');

  // A status tab filters the rows (and the address holds it).
  await page.getByRole('tab', { name: /^On hold/ }).click();
  await expect(page).toHaveURL(/orderStatus=on_hold/);
  await expect(page.getByRole('tab', { name: /^On hold/ })).toHaveAttribute('aria-selected', 'true');
  await expect(bodyRows(page).first()).toContainText('On hold');
  const statuses = await bodyRows(page)
    .locator('td')
    .filter({
      hasText: /^(On hold|Shipped|Awaiting shipment|Cancelled|Awaiting payment|Pending fulfilment)$/,
    })
    .allTextContents();
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['On hold']));

  // The quick view: the order, its lines, and why it is not shipping.
  const firstNumber = (await bodyRows(page).first().getByRole('link').first().textContent())!.trim();
  await page.getByRole('button', { name: `Quick view of order ${firstNumber}` }).click();
  const panel = page.getByRole('dialog', { name: `Order ${firstNumber}` });
  await expect(panel).toBeVisible();
  const why = panel.getByRole('region', { name: 'Why isn\u2019t this shipping?' });
  // An order on hold is blocked by at least one cause (its hold, an unmapped SKU, a shortage…).
  await expect(why.getByRole('list', { name: 'Causes' }).getByRole('listitem').first()).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Lines' }).getByRole('row')).not.toHaveCount(1);
  await expect(panel.getByRole('link', { name: 'Open order' })).toHaveAttribute(
    'href',
    /\/orders\/details\/\d+$/,
  );
  await panel.getByRole('button', { name: 'Close quick view' }).click();
  await expect(panel).toBeHidden();

  // An optional column from the picker, kept across a reload.
  const orderTotalHeader = ordersTable(page).getByRole('columnheader', { name: /Order total/ });
  await expect(orderTotalHeader).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Order total' }).check();
  await page.keyboard.press('Escape');
  await expect(orderTotalHeader).toBeVisible();
  await expect(bodyRows(page).first()).toContainText('$');
  await page.reload();
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(orderTotalHeader).toBeVisible();
  await expect(page.getByRole('tab', { name: /^On hold/ })).toHaveAttribute('aria-selected', 'true');
});

test('a vendor user sees only its own vendor’s orders', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'brand@northwind.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/all-orders');
  await expect(bodyRows(page).first()).toBeVisible();
  const vendorIndex = await ordersTable(page)
    .getByRole('columnheader')
    .allTextContents()
    .then((headers) => headers.findIndex((h) => h.startsWith('Vendor')));
  expect(vendorIndex).toBeGreaterThanOrEqual(0);
  // Names arrive after the rows ('#id' until then).
  await expect(
    bodyRows(page)
      .first()
      .locator(`td:nth-child(${vendorIndex + 1})`),
  ).toHaveText('Northwind Goods');
  const vendors = await bodyRows(page)
    .locator(`td:nth-child(${vendorIndex + 1})`)
    .allTextContents();
  expect(vendors.length).toBeGreaterThan(0);
  expect(new Set(vendors)).toEqual(new Set(['Northwind Goods']));
  await expect(ordersTable(page)).not.toContainText('Bluepeak');
  // No bulk actions for a brand: no row selection.
  await expect(ordersTable(page).getByRole('checkbox')).toHaveCount(0);
});

// Issue 13, item 1: at 1440×900 the Action column is on screen without scrolling sideways.
test('the orders list keeps its Action column inside a 1440×900 viewport', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await signIn(page, 'admin@dockhand.test');
  await page.getByRole('navigation').getByRole('link', { name: 'Storefront Orders' }).click();
  await expect(bodyRows(page).first()).toBeVisible();
  const action = ordersTable(page).getByRole('columnheader', { name: 'Action' });
  const box = (await action.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1440);
  expect(box.y + box.height).toBeLessThanOrEqual(900);
  // And a row's actions are reachable where the column is.
  const firstRowAction = bodyRows(page).first().locator('td').last();
  const cell = (await firstRowAction.boundingBox())!;
  expect(cell.x + cell.width).toBeLessThanOrEqual(1440);
});
