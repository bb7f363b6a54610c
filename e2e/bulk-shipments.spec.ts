/**
 * Bulk shipments (issue 14): a brand user requests a bulk shipment; staff confirm it into Dallas,
 * allocate it (first expiry first out), pack two cartons onto one pallet by scanning, download the
 * pick list, the carton labels and the bill of lading (each a PDF naming the shipment), and ship it;
 * the item page then shows the shipment's ledger rows.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../tests/server/pdf-text';
import { signIn, signOut } from './fixtures';

/** Clicks a document's download button; answers the PDF's text after checking it is a PDF. */
async function downloadPdf(page: Page, name: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${name}` }).click();
  const pdf = readFileSync(await (await downloading).path());
  expect(pdf.length).toBeGreaterThan(500);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  return pdfText(pdf);
}

/** Scans (types and presses Enter) a code into the open carton, `times` times. */
async function scan(page: Page, code: string, times = 1) {
  const field = page.getByLabel('Scan or type a SKU or barcode');
  for (let i = 0; i < times; i++) {
    await field.fill(code);
    await field.press('Enter');
  }
}

test('a brand requests a bulk shipment; staff confirm, allocate, pack, print and ship it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const reference = `E2E-${Date.now().toString(36).toUpperCase()}`;

  // The demo brand may request bulk shipments (a permission on top of the vendor role).
  await page.goto('/login');
  await signIn(page, 'superadmin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/admin/users?search=brand%40northwind.test');
  await page.getByRole('link', { name: 'Edit Nora Quinn' }).click();
  await page.getByRole('checkbox', { name: 'View bulk shipments' }).check();
  await page.getByRole('checkbox', { name: 'Request bulk shipments' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Nora Quinn saved.')).toBeVisible();
  await signOut(page);

  // The brand's request: two items, to a distribution centre, no warehouse chosen.
  await signIn(page, 'brand@northwind.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/warehouses/bulkShipments');
  await page.getByRole('link', { name: 'Request a bulk shipment' }).click();
  await expect(page.getByRole('heading', { name: 'Request a bulk shipment' })).toBeVisible();
  await page.getByLabel('Your reference').fill(reference);
  await page.getByLabel('Company').fill('Whole Foods Market DC');
  await page.getByLabel('Contact name').fill('Receiving');
  await page.getByLabel('Address line 1').fill('17901 E 40th Ave');
  await page.getByLabel('Address line 2').fill('Dock 4');
  await page.getByLabel('City').fill('Aurora');
  await page.getByLabel('State').fill('CO');
  await page.getByLabel('Postcode').fill('80011');
  await page.getByLabel('E-mail').fill('receiving.aurora@wfm.test');
  for (const sku of ['NWG-MUG-11', 'NWG-TOTE-CAN']) {
    await page.getByRole('button', { name: 'Add an item' }).click();
    await page.getByPlaceholder('Search').fill(sku);
    await page.getByRole('option', { name: new RegExp(sku) }).click();
  }
  await page.getByLabel('Line 1 quantity').fill('6');
  await page.getByLabel('Line 2 quantity').fill('4');
  await page.getByRole('button', { name: 'Send request' }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^BS-\d+/);
  const number = /BS-\d+/.exec((await heading.textContent())!)![0];
  const url = page.url();
  await expect(page.getByText('Waiting for the warehouse to confirm it.')).toBeVisible();
  // The brand sees its own request in the list, waiting for the warehouse.
  await page.goto('/warehouses/bulkShipments');
  await expect(page.getByRole('row', { name: new RegExp(number) })).toContainText(reference);
  await signOut(page);

  // Staff confirm it into Dallas.
  await signIn(page, 'superadmin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/warehouses/bulkShipments');
  await page.getByRole('link', { name: `Confirm ${number}` }).click();
  const confirm = page.getByRole('dialog', { name: `Confirm ${number}` });
  await confirm.getByLabel('Ships from').selectOption({ label: 'Dallas Distribution Center' });
  await confirm.getByRole('button', { name: 'Confirm request' }).click();
  await expect(page.getByText(`${number} confirmed`)).toBeVisible();

  // Allocate: the proposal, reviewed and reserved.
  await page.getByRole('button', { name: 'Allocate', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: `Allocate ${number}` })).toBeVisible();
  await page.getByRole('button', { name: 'Review picks' }).click();
  await expect(page.getByRole('table', { name: 'Picks' })).toContainText('NWG-MUG-11');
  await page.getByRole('button', { name: 'Reserve stock' }).click();
  await expect(page.getByText('Stock reserved')).toBeVisible();

  // Pack: the mugs in one carton, the totes (by their barcode) in another, both on one pallet.
  await page.getByRole('link', { name: 'Pack', exact: true }).click();
  await page.getByRole('button', { name: 'Open a carton' }).click();
  await scan(page, 'NWG-MUG-11', 6);
  // A code of no line is refused: the field flashes red and says why.
  await scan(page, 'NWG-NOT-HERE');
  await expect(page.getByLabel('Scan or type a SKU or barcode')).toHaveAttribute('data-flash', 'refused');
  await expect(
    page.getByRole('alert').filter({ hasText: 'NWG-NOT-HERE is not on this shipment.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Close carton' }).click();
  await page.getByRole('button', { name: 'A new pallet' }).click();
  await page.getByRole('button', { name: 'Open a carton' }).click();
  await scan(page, '860001000023', 4);
  await page.getByRole('button', { name: 'Close carton' }).click();
  await page.getByRole('button', { name: 'New pallet 1' }).click();
  await page.getByLabel('New pallet 1 weight').fill('62');
  await page.getByRole('button', { name: 'Save packing' }).click();
  const containers = page.getByRole('table', { name: 'Cartons and pallets' });
  await expect(containers.getByRole('row', { name: /PLT-\d+/ })).toContainText('2 cartons');
  await expect(containers.getByRole('row', { name: /CTN-\d+/ })).toHaveCount(2);
  await expect(containers).toContainText('(00) ');

  // The dock's documents, each naming the shipment.
  for (const name of ['pick list', 'carton labels', 'bill of lading'])
    expect(await downloadPdf(page, name)).toContain(number);

  // Ship by freight: carrier, PRO number and freight class; pieces and weight are counted from the packing.
  await page.getByRole('button', { name: 'Ship', exact: true }).first().click();
  const ship = page.getByRole('dialog', { name: `Ship ${number}` });
  await ship.getByLabel('Carrier').fill('Old Dominion');
  await ship.getByLabel('PRO number').fill(`PRO-${reference}`);
  await ship.getByLabel('Freight class').selectOption({ label: 'Class 70' });
  await ship.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(page.getByText(`${number} shipped`)).toBeVisible();
  await expect(heading).toContainText('Shipped');
  await expect(page.getByText('1 · 62 lb')).toBeVisible();
  await expect(page).toHaveURL(url);

  // The item page: the shipment's reservation and its departure in the ledger.
  await page.goto('/warehouses/items?search=NWG-MUG-11');
  await page.getByRole('link', { name: 'NWG-MUG-11' }).first().click();
  const ledger = page.getByRole('table', { name: 'Stock ledger' });
  await expect(ledger.getByRole('row', { name: new RegExp(number) }).first()).toBeVisible();
  await expect(ledger.getByRole('row', { name: new RegExp(number) })).not.toHaveCount(0);
});
