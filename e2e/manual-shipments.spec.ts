/**
 * Small-parcel shipments (issue 14): a shipment created by a superadmin for a demo item with stock
 * in Dallas, submitted with its lines, allocated first expiry first out, shipped with carrier,
 * tracking, packages and weight, and its 4×6 label downloaded as a PDF.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

test('a small parcel goes from create to shipped with its label', async ({ page }) => {
  const number = `MS-E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.goto('/login');
  await signIn(page, 'superadmin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);

  // Create: vendor, warehouse, the ship-to address (US by default) and one line of an item with stock.
  await page.goto('/warehouses/manual-shipments');
  await page.getByRole('link', { name: 'New shipment' }).click();
  await expect(page.getByRole('heading', { name: 'New small parcel shipment' })).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('US');
  await page.getByLabel('Order number').fill(number);
  await page.getByLabel('Vendor').selectOption({ label: 'Northwind Goods' });
  await page.getByLabel('Ships from').selectOption({ label: 'Dallas Distribution Center' });
  await page.getByLabel('Name', { exact: true }).fill('Olivia Bennett');
  await page.getByLabel('Address line 1').fill('1 Oak St');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('Postcode').fill('78701');
  await page.getByLabel('Add an item').click();
  await page.getByRole('option', { name: /NWG-MUG-11/ }).click();
  await page.getByRole('button', { name: 'Create shipment' }).click();

  // Its page: Open, the next step is Allocate.
  await expect(page).toHaveURL(/\/warehouses\/manual-shipments\/edit\/\d+$/);
  await expect(page.getByRole('heading', { name: new RegExp(`Shipment ${number}`) })).toContainText('Open');
  await page.getByRole('button', { name: 'Allocate' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Shipment ${number}`) })).toContainText(
    'Awaiting shipment',
  );
  await expect(page.getByRole('table', { name: 'Allocated stock' })).toContainText('NWG-MUG-11');

  // Ship it: carrier and service come from the shipment's defaults or are typed here.
  await page.getByRole('button', { name: 'Ship', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Carrier').fill('ups');
  await dialog.getByLabel('Service').fill('ups_ground');
  await dialog.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await dialog.getByLabel('Weight (lb)').fill('1.4');
  await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: new RegExp(`Shipment ${number}`) })).toContainText(
    'Shipped',
  );

  // The 4×6 label: a PDF carrying the tracking number's barcode.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Shipping label (4×6)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`label-${number}.pdf`);
  const pdf = readFileSync(await download.path());
  expect(pdf.length).toBeGreaterThan(1000);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The list shows it shipped, with its tracking number.
  await page.getByRole('link', { name: 'All shipments' }).click();
  await page.getByRole('searchbox', { name: 'Order number' }).fill(number);
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Shipped');
  await expect(row).toContainText('1Z999AA10123456784');
});
