/**
 * Issue 6, the live hub in Chromium: a stock change made by someone else updates the open Inventory
 * list in place (its search stays), over the real WebSocket with a ticket in the URL; a hub that
 * cannot connect raises the maintenance overlay after more than 7 attempts, and the next successful
 * start clears it.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './fixtures';

async function apiLogin(request: APIRequestContext, email: string) {
  const res = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  return { authorization: `Bearer ${(await res.json()).jwtToken as string}` };
}

test('a stock change by another user refreshes the open inventory list, keeping its search', async ({
  page,
  request,
}) => {
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await page.goto('/login');
  await signIn(page, 'admin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/warehouses/inventory?search=NWG-MUG-11');
  const dallas = page.getByRole('row').filter({ hasText: 'Dallas Distribution Center' });
  await expect(dallas).toBeVisible();
  // The socket carries a single-use ticket, never the access token.
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  expect(sockets[0]).toMatch(/\/notifications\?id=[^&]+&access_token=[A-Za-z0-9_-]+$/);
  expect(sockets[0]).not.toMatch(/eyJ/);
  const onHand = async () => Number((await dallas.getByRole('cell').nth(2).innerText()).replace(/,/g, ''));
  const before = await onHand();

  const headers = await apiLogin(request, 'warehouse@dockhand.test');
  const items = await request.post('/api/vendorProducts/listItems', {
    headers,
    data: { search: 'NWG-MUG-11' },
  });
  const item = ((await items.json()).items as { id: number; vendorId: number; warehouseId: number }[])[0]!;
  const update = await request.post('/api/inventory/diu', {
    headers,
    data: {
      vendorId: item.vendorId,
      warehouseId: item.warehouseId,
      warehouseProductId: item.id,
      location: 'LIVE-E2E',
      type: 'add',
      quantity: 25,
      note: 'Live hub e2e',
    },
  });
  expect(update.status()).toBe(201);

  await expect.poll(onHand).toBe(before + 25);
  await expect(page).toHaveURL(/search=NWG-MUG-11/);
  await expect(page.getByLabel('Search')).toHaveValue('NWG-MUG-11');
});

test('the maintenance overlay shows after more than 7 failed hub starts and clears on the next start', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.route('**/notifications/negotiate**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
  );
  await page.goto('/login');
  await signIn(page, 'manager@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const overlay = page.getByRole('alertdialog', { name: 'Maintenance is currently running!' });
  // 7 failures, 2 s apart, keep the site up; the 8th raises the overlay.
  await page.waitForTimeout(10_000);
  await expect(overlay).toBeHidden();
  await expect(overlay).toBeVisible({ timeout: 30_000 });
  await expect(overlay).toContainText('we should be back in a few seconds!');

  await page.unroute('**/notifications/negotiate**');
  await expect(overlay).toBeHidden({ timeout: 15_000 });
});
