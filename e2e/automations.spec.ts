/**
 * Automations (issue 19), on the real server with its job runner (JOB_POLL_MS): an admin creates an
 * automation in the form (switched off), dry-runs it on a recent real event and sees the rendered
 * e-mail, switches it on; an order of Northwind Shop is shipped, and the automation's e-mail to the
 * order's customer is found in the outbox (no SMTP here) and in the automation log.
 */
import { expect, test } from '@playwright/test';
import { apiAs, signIn } from './fixtures';

const tag = `${Date.now().toString(36).toUpperCase()}`;
const name = `E2E shipped ${tag}`;
const customer = `e2e.${tag.toLowerCase()}@example.com`;

test('an automation created, dry-run, enabled, and its e-mail sent when an order ships', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await apiAs(request, 'admin@dockhand.test');
  const vendors = await api.get<{ id: number; code: string }[]>('/api/myvendors');
  const warehouses = await api.get<{ id: number; code: string }[]>('/api/mywarehouses');
  const projects = await api.get<{ id: number; clientCode: string }[]>('/api/myprojects');
  const vendorId = vendors.find((v) => v.code === 'NWG')!.id;
  const warehouseId = warehouses.find((w) => w.code === 'DAL')!.id;
  const projectId = projects.find((p) => p.clientCode === 'NWG-SHOP')!.id;
  const sku = `E2E-AUTO-${tag}`;
  const item = await api.post<{ id: number }>('/api/vendorProducts', {
    vendorId,
    warehouseId,
    sku,
    item: `E2E Automation Mug ${tag}`,
    wholesalePrice: 4.5,
  });
  await api.post('/api/inventory/diu', {
    vendorId,
    warehouseId,
    warehouseProductId: item.id,
    type: 'add',
    quantity: 5,
    measurementUnit: 'E',
    location: 'E2E-1',
    note: `Stock for the automation test ${tag}`,
  });

  // The form: a new automation, switched off until its dry run looks right.
  await page.goto('/login');
  await signIn(page, 'admin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/other/automation/create');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Enabled', { exact: true }).uncheck();
  await page.getByRole('button', { name: 'Event', exact: true }).click();
  await page.getByPlaceholder('Search').fill('shipped');
  await page.getByRole('option', { name: 'Order shipped' }).click();
  await page.getByLabel('Storefront').selectOption({ label: 'Northwind Shop (NWG-SHOP)' });
  await page.getByRole('button', { name: 'Content template', exact: true }).click();
  await page.getByPlaceholder('Search').fill('Order shipped');
  await page.getByRole('option', { name: 'Order shipped' }).click();
  await page.getByRole('button', { name: 'Create automation' }).click();
  await expect(page).toHaveURL(/\/other\/automation\/edit\/\d+$/);
  const automationId = Number(page.url().split('/').pop());

  // Dry run on the newest Northwind shipment: the rendered e-mail, nothing sent.
  await page.getByRole('button', { name: 'Dry run' }).click();
  const result = page.getByLabel('Dry run result');
  await expect(result).toBeVisible();
  await expect(result).toContainText(/Your order .+ is on its way/);
  await expect(page.getByLabel('Rendered e-mail')).toContainText('shipped with');

  // Switched on and saved: the list says so.
  await page.getByLabel('Enabled', { exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/other\/automation$/);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Order shipped');
  await expect(row).toContainText('On');

  // An order to the customer, sent to fulfilment and shipped.
  const created = await api.post<{ order: { id: number; orderNumber: string } }>('/api/common/orders', {
    projectId,
    orderNumber: `E2E-A-${tag}`,
    customerEmail: customer,
    amountPaid: 100,
    paymentDate: new Date().toISOString(),
    shipmentAddress: {
      name: 'Grace Hopper',
      addressLine1: '1 Navy Way',
      city: 'Austin',
      state: 'TX',
      postcode: '78701',
      countryCode: 'US',
    },
    items: [{ sku, quantity: 2, unitPrice: 12.5 }],
    requestedService: 'Standard',
  });
  const orderId = created.order.id;
  await api.post(`/api/common/orders/${orderId}/send-to-fulfillment`, {});
  await api.post(`/api/common/orders/${orderId}/ship`, {
    carrierCode: 'ups',
    serviceCode: 'ground',
    trackingNumber: `1ZE2E${tag}`,
  });

  // The job runner dispatches and delivers: the e-mail waits in the outbox.
  const developer = await apiAs(request, 'developer@dockhand.test');
  await expect
    .poll(
      async () => {
        const outbox =
          await developer.get<{ to: string; subject: string; text: string }[]>('/api/admin/outbox');
        return outbox.filter((m) => m.to === customer && m.subject.includes(`E2E-A-${tag}`)).length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);

  // The log shows the run as sent.
  await page.goto('/other/automation/log');
  const logRow = page.getByRole('row').filter({ hasText: customer }).filter({ hasText: name });
  await expect(logRow).toContainText('Sent');
  await expect(logRow).toContainText('Order shipped');
  expect(automationId).toBeGreaterThan(0);
});
