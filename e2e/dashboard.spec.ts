/**
 * The dashboard (/dashboard): an admin sees the storefront sections, a new held order shows up by
 * itself (live refresh), and "On hold" opens the orders list filtered to held orders; a warehouse manager
 * lands on the warehouse documents and may switch version.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './fixtures';

/** The number on a figure's link ("On hold 4 Need attention"), 0 when the figure is not shown. */
const tileCount = async (page: Page, label: string) => {
  const link = page.getByRole('link', { name: new RegExp(`^${label} [\\d,]+`) });
  if ((await link.count()) === 0) return 0;
  const text = await link.textContent();
  return Number(/[\d,]+/.exec(text!.slice(label.length))![0].replaceAll(',', ''));
};

async function tokenOf(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { jwtToken: string }).jwtToken;
}

test('an admin sees the day at a glance, live, and opens the held orders from it', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'admin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);

  for (const label of ['Awaiting payment', 'Awaiting shipment', 'Pending fulfilment', 'On hold', 'Late'])
    await expect(page.getByRole('link', { name: new RegExp(`^${label} [\\d,]+`) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shipped per day' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Orders shipped per day over the last 30 days/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Held orders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inbound due this week' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Storefront orders' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A new order with a SKU nobody mapped arrives: intake holds it, and the dashboard counts it
  // without a reload (its own order, so no other spec's demo order changes).
  const held = await tileCount(page, 'On hold');
  const unmapped = await tileCount(page, 'Unmapped SKU');
  const headers = { Authorization: `Bearer ${await tokenOf(page.request, 'admin@dockhand.test')}` };
  const projects = (await (await page.request.get('/api/myprojects', { headers })).json()) as {
    id: number;
    clientCode: string;
  }[];
  const created = await page.request.post('/api/common/orders', {
    headers,
    data: {
      projectId: projects.find((p) => p.clientCode === 'NWG-SHOP')!.id,
      orderNumber: `E2E-DASH-${Date.now().toString(36)}`,
      items: [{ sku: 'NWG-NOT-A-PRODUCT', quantity: 1, unitPrice: 5 }],
      shipmentAddress: {
        name: 'Dana Dash',
        addressLine1: '1 Main St',
        city: 'Dallas',
        state: 'TX',
        postcode: '75201',
      },
      paymentDate: new Date().toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await expect.poll(() => tileCount(page, 'On hold'), { timeout: 15_000 }).toBe(held + 1);
  expect(await tileCount(page, 'Unmapped SKU')).toBe(unmapped + 1);

  await page.getByRole('link', { name: /^On hold [\d,]+/ }).click();
  await expect(page).toHaveURL(/\/all-orders\?(.*&)?orderStatus=on_hold(&|$)/);
  await expect(page.getByRole('heading', { name: 'Storefront Orders', level: 1 })).toBeVisible();
});

test('a warehouse manager lands on the warehouse documents and may switch version', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'warehouse@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('button', { name: 'Warehouse documents' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('link', { name: /^Fulfilment orders to ship [\d,]+/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^On hold [\d,]+/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Storefront orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\?view=orders$/);
  await expect(page.getByRole('link', { name: /^On hold [\d,]+/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Storefront orders' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
