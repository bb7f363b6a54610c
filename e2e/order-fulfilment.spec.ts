/**
 * Order fulfilment (issue 5) from end to end: an order created on /orders/create for an item with no
 * stock is held NOT_ENOUGH_INVENTORY and its page says why; stock arrives (a direct inventory update
 * through the API); the order shows under Has Inventory and is released there; on its page it is
 * sent to fulfilment and marked shipped with a tracking number; a return of two units is labelled
 * and received (one restocked, one damaged).
 */
import { expect, test } from '@playwright/test';
import { apiAs, signIn } from './fixtures';
import { createReturnLabel, receiveReturn } from './return-steps';

const tag = Date.now().toString(36).toUpperCase();
const sku = `NWG-E2E-${tag}`;
const orderNumber = `E2E-${tag}`;

test('an order held for inventory is released when stock arrives, sent to fulfilment, shipped and returned', async ({
  page,
  request,
}) => {
  const api = await apiAs(request, 'admin@dockhand.test');
  const vendors = await api.get<{ id: number; code: string }[]>('/api/myvendors');
  const warehouses = await api.get<{ id: number; code: string }[]>('/api/mywarehouses');
  const vendorId = vendors.find((v) => v.code === 'NWG')!.id;
  const warehouseId = warehouses.find((w) => w.code === 'DAL')!.id;
  // A new item of the vendor, at the storefront's warehouse, with no stock at all.
  const item = await api.post<{ id: number }>('/api/vendorProducts', {
    vendorId,
    warehouseId,
    sku,
    item: `E2E Enamel Mug ${tag}`,
    wholesalePrice: 4.5,
  });

  await page.goto('/login');
  await signIn(page, 'admin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);

  // Create the order for 3 of them.
  await page.goto('/orders/create');
  await page.getByLabel('Storefront').selectOption({ label: 'Northwind Shop (NWG-SHOP)' });
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByLabel('Line 1 SKU').click();
  await page.getByPlaceholder('Search').fill(sku);
  await page.getByRole('option', { name: new RegExp(sku) }).click();
  await page.getByLabel('Line 1 quantity').fill('3');
  await page.getByLabel('Line 1 unit price').fill('12.50');
  await page.getByLabel('Contact name').fill('Olivia Bennett');
  await page.getByLabel('Address line 1').fill('120 Congress Ave');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').fill('TX');
  await page.getByLabel('Postcode').fill('78701');
  await page.getByRole('button', { name: 'Create order' }).click();

  // Held for inventory, and the page says why.
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/details\/\d+$/);
  const orderId = Number(page.url().split('/').pop());
  const header = page.locator('header').filter({ hasText: `Order ${orderNumber}` });
  await expect(header.getByText('On hold', { exact: true })).toBeVisible();
  // The marker chip reads its label, not the enum (issue 13 item 9).
  await expect(header.getByText('Not enough inventory', { exact: true })).toBeVisible();
  const why = page.getByRole('region', { name: /Why isn.t this shipping/ });
  await expect(why.getByText('Not enough stock', { exact: true })).toBeVisible();
  await expect(why.getByText(/needs 3, 0 available/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Order lines' })).toContainText('short 3');

  // Stock arrives: 10 added by a direct inventory update.
  await api.post('/api/inventory/diu', {
    vendorId,
    warehouseId,
    warehouseProductId: item.id,
    type: 'add',
    quantity: 10,
    measurementUnit: 'E',
    location: 'E2E-1',
    note: `Stock for ${orderNumber}`,
  });

  // Has Inventory lists it now; one click releases it.
  await page.goto('/orders/unhold-recs');
  const recs = page.getByRole('table', { name: 'Orders that can be released' });
  await expect(recs.getByRole('link', { name: orderNumber })).toBeVisible();
  await page.getByRole('button', { name: `Remove hold from ${orderNumber}` }).click();
  await expect(page.getByText(`Hold removed from order ${orderNumber}`)).toBeVisible();
  await expect(page.getByRole('link', { name: orderNumber })).toHaveCount(0);

  // On its page: send to fulfilment, then mark shipped.
  await page.goto(`/orders/details/${orderId}`);
  await expect(header.getByText('Awaiting shipment', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Send to fulfilment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send to fulfilment' }).click();
  await expect(header.getByText('Pending fulfilment', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Order lines' })).toContainText('Allocated');

  await page.getByRole('button', { name: 'Mark shipped' }).click();
  const ship = page.getByRole('dialog');
  await ship.getByLabel('Carrier').fill('ups');
  await ship.getByLabel('Service').fill('ups_ground');
  await ship.getByLabel('Tracking number').fill(`1ZE2E${tag}`);
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(header.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(page.getByText(`1ZE2E${tag}`).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Shipped');

  // The customer sends two back: a return label, then the parcel received (one restocked, one damaged).
  const rma = await createReturnLabel(page, orderNumber, 2);
  await receiveReturn(page, rma, { restock: 1, damaged: 1, location: `RET-${tag}` });
  await expect(page.getByRole('table', { name: 'Returned lines' }).getByRole('row').nth(1)).toContainText(
    /2\s*1\s*1\s*0/,
  );
});
