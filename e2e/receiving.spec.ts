/**
 * Receiving (issue 4): a purchase order's batch received in two parts with a typed barcode (a
 * scanner types the SKU and presses Enter), the order's status following, and the receipts on the
 * item page's balances and ledger.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';

async function receivePart(page: Page, sku: string, quantity: number, location: string) {
  await page.getByRole('button', { name: 'Receive PO-BPO-0917-B1' }).click();
  const scan = page.getByLabel('Scan or type a SKU');
  await scan.pressSequentially(sku.toLowerCase());
  await scan.press('Enter');
  await page.getByLabel('Received (good)').fill(String(quantity));
  await page.getByLabel('Location').fill(location);
  await page.getByLabel('Lot').press('Enter'); // Enter in any field saves the line.
  await expect(page.getByRole('table', { name: 'This receipt' })).toContainText(String(quantity));
  await page.getByRole('button', { name: 'Review receipt' }).click();
  await expect(page.getByRole('table', { name: 'Receipt summary' })).toContainText(sku);
  await page.getByRole('button', { name: 'Commit receipt' }).click();
}

test('a purchase order is received in two parts with a typed barcode', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'warehouse@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/warehouses/purchaseOrders');
  await page.getByRole('link', { name: 'PO-BPO-0917', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: /PO-BPO-0917/ }).first()).toBeVisible();
  await page.getByRole('link', { name: 'Receive', exact: true }).click();
  await expect(page).toHaveURL(/\/warehouses\/shipments\/\d+\/create$/);

  // First part: 25 of the batch's 40 tents.
  await receivePart(page, 'BPO-TENT-2P', 25, 'R-E2E-1');
  await expect(page.getByText('PO-BPO-0917-B1 is partly received')).toBeVisible();

  // Second part: the remaining 15; the batch is then fully received.
  await page.getByRole('button', { name: 'Receive more' }).click();
  await receivePart(page, 'BPO-TENT-2P', 15, 'R-E2E-1');
  await expect(page.getByText('PO-BPO-0917-B1 is fully received')).toBeVisible();

  // The order follows: 40 of its 80 tents arrived.
  await page.getByRole('link', { name: 'Back to the document' }).first().click();
  await expect(page.getByText('Partially received').first()).toBeVisible();

  // The item page: 40 more at R-E2E-1, and both receipts in the ledger.
  await page.goto('/warehouses/items?search=BPO-TENT-2P');
  await page.getByRole('link', { name: 'BPO-TENT-2P' }).first().click();
  const places = page.getByRole('table', { name: 'Stock by location' });
  await expect(places.getByRole('row', { name: /R-E2E-1/ })).toContainText('40');
  const ledger = page.getByRole('table', { name: 'Stock ledger' });
  await expect(ledger.getByRole('row', { name: /PO-BPO-0917-B1/ })).toHaveCount(2);
});

test('a warehouse transfer runs from creation to receipt, and the item page shows where the stock went', async ({
  page,
}) => {
  const number = `TR-E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/login');
  await signIn(page, 'warehouse@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);

  // Create: 5 mugs from Dallas to Reno.
  await page.goto('/warehouses/warehouseTransfers/create');
  await page.getByLabel('Order number').fill(number);
  await page.getByLabel('Source warehouse').selectOption({ label: 'Dallas Distribution Center' });
  await page.getByLabel('Destination warehouse').selectOption({ label: 'Reno Fulfillment Center' });
  await page.getByLabel('Vendor').selectOption({ label: 'Northwind Goods' });
  await page.getByRole('button', { name: 'Add an item' }).click();
  await page.getByPlaceholder('Search').fill('NWG-MUG-11');
  await page.getByRole('option', { name: /NWG-MUG-11/ }).click();
  await page.getByLabel('Line 1 quantity').fill('5');
  await page.getByRole('button', { name: 'Create transfer' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(number) }).first()).toBeVisible();

  // Allocate: the first-expiry-first-out proposal, reserved as proposed.
  await page.getByRole('link', { name: 'Allocate', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Allocate transfer' })).toBeVisible();
  await page.getByRole('button', { name: 'Reserve stock' }).click();
  await expect(page.getByText('The stock is reserved at the source')).toBeVisible();

  // Confirm: the stock leaves Dallas.
  await page.getByRole('link', { name: 'Confirm shipment' }).click();
  await page.getByRole('button', { name: 'Confirm: the stock leaves now' }).click();
  await expect(page.getByText('it is in transit')).toBeVisible();

  // Receive at Reno, with the lot that was sent.
  await page.getByRole('link', { name: 'Receive', exact: true }).click();
  const scan = page.getByLabel('Scan or type a SKU');
  await scan.fill('NWG-MUG-11');
  await scan.press('Enter');
  await page.getByRole('button', { name: /× 5/ }).click();
  await page.getByLabel('Received (good)').fill('5');
  await page.getByLabel('Location').fill('R-TR-1');
  await page.getByRole('button', { name: 'Save line' }).click();
  await page.getByRole('button', { name: 'Review receipt' }).click();
  await page.getByRole('button', { name: 'Commit receipt' }).click();
  await expect(page.getByText(`${number} is fully received`)).toBeVisible();

  // The item page: the 5 mugs are at Reno's R-TR-1, and the ledger shows them leaving and arriving.
  await page.goto('/warehouses/items?search=NWG-MUG-11');
  await page.getByRole('link', { name: 'NWG-MUG-11' }).first().click();
  const places = page.getByRole('table', { name: 'Stock by location' });
  await expect(places.getByRole('row', { name: /R-TR-1/ })).toContainText('5');
  const ledger = page.getByRole('table', { name: 'Stock ledger' });
  await expect(ledger.getByRole('row', { name: new RegExp(number) }).first()).toBeVisible();
});
