/**
 * Support tickets (issue 19), on the real server: staff put a Northwind order on hold; the Northwind
 * brand user opens a ticket from the order's page ("Open a ticket" → the form with the order linked)
 * and writes in its conversation; support staff, signed in in a second browser, see the message and
 * answer in the thread (the brand sees the answer live); staff release the hold on the order page
 * and the ticket, which followed that hold, shows Resolved.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './fixtures';

const BRAND = 'brand@northwind.test';
const STAFF = 'admin@dockhand.test';
const tag = Date.now().toString(36).toUpperCase();

async function apiAs(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { jwtToken } = (await login.json()) as { jwtToken: string };
  const headers = { Authorization: `Bearer ${jwtToken}` };
  return async <T>(url: string, data?: unknown) => {
    const answer =
      data === undefined ? await request.get(url, { headers }) : await request.post(url, { headers, data });
    expect(answer.ok(), `${url}: ${answer.status()} ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  return page;
}

test('a brand opens a ticket from a held order, staff answer in its thread, and releasing the hold resolves it', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const staffApi = await apiAs(request, STAFF);
  const vendors = await staffApi<{ id: number; code: string }[]>('/api/myvendors');
  const northwind = vendors.find((v) => v.code === 'NWG')!.id;
  const waiting = await staffApi<{ items: { id: number; orderNumber: string }[] }>(
    '/api/common/orders/listItems',
    {
      vendorId: northwind,
      orderStatus: 'awaiting_shipment',
      perPage: 5,
    },
  );
  const order = waiting.items[0]!;
  expect(order, 'a Northwind order awaiting shipment').toBeTruthy();
  await staffApi(`/api/common/orders/${order.id}/hold`, {
    type: 'client',
    reason: `Address to confirm with the brand (${tag})`,
  });

  // The brand opens a ticket from the order's page.
  const brand = await signedIn(browser, BRAND);
  await brand.goto(`/orders/details/${order.id}`);
  await expect(brand.getByRole('heading', { name: `Order ${order.orderNumber}` })).toBeVisible();
  await brand.getByRole('link', { name: 'Open a ticket' }).click();
  await expect(brand).toHaveURL(new RegExp(`/support/tickets/create\\?link=order:${order.id}$`));
  await expect(brand.getByText(`Order #${order.id}`)).toBeVisible();
  const title = `Why is order ${order.orderNumber} on hold? ${tag}`;
  await brand.getByLabel('Title').fill(title);
  await expect(brand.getByLabel('Type')).toHaveValue('General Support');
  await expect(brand.getByLabel('Priority')).toHaveValue('2');
  await brand.getByLabel('Description').fill('The customer is waiting. **What do you need from us?**');
  await brand.getByRole('button', { name: 'Open ticket' }).click();

  await expect(brand).toHaveURL(/\/support\/tickets\/view\/\d+$/);
  const ticketPath = new URL(brand.url()).pathname;
  const heading = brand.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(title);
  await expect(heading).toContainText('Open');
  await expect(brand.getByRole('link', { name: `Order ${order.orderNumber}` })).toBeVisible();
  // The description is markdown, rendered.
  await expect(brand.locator('strong', { hasText: 'What do you need from us?' })).toBeVisible();
  // A brand user follows the ticket; status steps are support's.
  await expect(brand.getByRole('button', { name: 'Resolve' })).toHaveCount(0);
  const brandThread = brand.getByRole('region', { name: 'Conversation' });
  await brandThread
    .getByRole('combobox', { name: 'Message' })
    .fill(`Hello, can you tell us why ${order.orderNumber} is held?`);
  await brandThread.getByRole('button', { name: 'Send' }).click();
  await expect(brandThread.getByText(`why ${order.orderNumber} is held`)).toBeVisible();

  // Staff find it in the list and answer in the thread.
  const staff = await signedIn(browser, STAFF);
  await staff.goto(`/support/tickets/all?search=${encodeURIComponent(tag)}`);
  const row = staff.getByRole('row', { name: new RegExp(tag) });
  await expect(row).toContainText('Open');
  await expect(row).toContainText('Northwind');
  await row.getByRole('link', { name: title }).click();
  await expect(staff).toHaveURL(new RegExp(`${ticketPath}$`));
  await staff.getByRole('button', { name: 'Start work' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('In progress');
  const staffThread = staff.getByRole('region', { name: 'Conversation' });
  await expect(staffThread.getByText(`why ${order.orderNumber} is held`)).toBeVisible();
  const answer = `We are confirming the address with the carrier; we release it within the hour (${tag}).`;
  await staffThread.getByRole('combobox', { name: 'Message' }).fill(answer);
  await staffThread.getByRole('button', { name: 'Send' }).click();
  await expect(staffThread.getByText(answer)).toBeVisible();
  // The brand sees the answer without reloading.
  await expect(brandThread.getByText(answer)).toBeVisible({ timeout: 20_000 });

  // Staff release the hold on the order's page; the ticket resolves with it.
  await staff.goto(`/orders/details/${order.id}`);
  await staff.getByRole('button', { name: 'Remove all holds' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Remove hold' }).click();
  await expect(staff.getByRole('button', { name: 'Remove all holds' })).toHaveCount(0);

  await brand.goto(ticketPath);
  await expect(brand.getByRole('heading', { level: 1 })).toContainText('Resolved');
  await expect(brand.getByRole('list', { name: 'History' })).toContainText('Resolved');
});
