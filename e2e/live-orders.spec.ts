/**
 * Live updates across browsers (issue 6): a warehouse user marks an order shipped in one context,
 * and the Storefront Orders list open in another context (an admin's, filtered to that order) shows
 * it Shipped without a reload, keeping its filter.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

// A demo order the seed sends to fulfilment (Bluepeak, shipped from Reno); no other spec touches it.
const orderNumber = 'BPO-10442';

test('an order shipped in one browser updates the list open in another', async ({ browser }) => {
  const adminContext = await browser.newContext();
  const warehouseContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const warehouse = await warehouseContext.newPage();

  await admin.goto('/login');
  await signIn(admin, 'admin@dockhand.test');
  await expect(admin).toHaveURL(/\/dashboard/);
  await admin.goto(`/all-orders?orderNumber=${orderNumber}`);
  const row = admin
    .getByRole('table', { name: 'Orders' })
    .locator('tbody tr')
    .filter({ hasText: orderNumber });
  await expect(row).toContainText('Pending fulfilment');

  await warehouse.goto('/login');
  await signIn(warehouse, 'warehouse@dockhand.test');
  await expect(warehouse).toHaveURL(/\/dashboard/);
  await warehouse.goto(`/all-orders?orderNumber=${orderNumber}`);
  await warehouse.getByRole('link', { name: orderNumber }).click();
  await expect(warehouse.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await warehouse.getByRole('button', { name: 'Mark shipped' }).click();
  const ship = warehouse.getByRole('dialog');
  await ship.getByLabel('Carrier').fill('ups');
  await ship.getByLabel('Service').fill('ups_ground');
  await ship.getByLabel('Tracking number').fill('1ZLIVE0001');
  await ship.getByRole('button', { name: 'Mark shipped' }).click();

  // The admin's list, untouched, follows: the row is Shipped and the filter still holds.
  await expect(row).toContainText('Shipped');
  await expect(admin).toHaveURL(new RegExp(`orderNumber=${orderNumber}`));
  await adminContext.close();
  await warehouseContext.close();
});
