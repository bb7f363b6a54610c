/**
 * Client billing from the warehouse floor to the invoice (issue 18), on the real server, for Bluepeak
 * (rate card: receiving $0.30 a unit and $1.00 a line, storage $0.40 a location a day, pick and pack
 * $2.25 an order and $0.30 a line):
 * - an admin expects an ASN of a new Bluepeak item at Reno and receives it into a location of this
 *   run's own; ships a Bluepeak order of it (created, sent to fulfilment, marked shipped);
 * - storage accrues: billing's clock is moved 3 days ahead (POST /api/test/billing-clock, the server
 *   runs with DOCKHAND_TEST_CONTROLS=1), and the admin runs billing for Bluepeak from the ledger's
 *   unbilled activity check for the days from today to the day before billing's today;
 * - a Bluepeak brand user, in a browser of their own, sees the open period's running total with the
 *   storage lines of those days and questions one of them;
 * - the admin generates Bluepeak's invoice of those days: the preview shows receiving, storage, pick
 *   and pack and the order's label (Bluepeak's FedEx Home carrier card) and totals every uninvoiced charge of the period (the questioned one too: a question
 *   does not hold a charge back; staff answer it with a credit on the next invoice); issued, its PDF
 *   is a PDF and its XLSX's total is the preview's.
 * Through the API: the new item (as order-fulfilment.spec.ts does), moving billing's clock (no screen
 * has it), and the reads that check the charges. The period starts today, after every charge of the
 * seed (its billing run stops at yesterday), so it holds only what this run's billing run made:
 * today's receipt and order (with its label), and three days of Bluepeak's storage (every location it holds stock in).
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { apiAs, signIn } from './fixtures';

const tag = Date.now().toString(36).toUpperCase();
const sku = `BPO-E2E-${tag}`;
const asnNumber = `ASN-BILL-${tag}`;
const location = `BILL-${tag}`;
const orderNumber = `BILL-${tag}`;
const LEDGER = '/manage/billing/customerBilingLedger';
const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayBefore = (day: string) => dayOf(Date.parse(`${day}T00:00:00Z`) - DAY_MS);
/** An amount in cents, from a number or a "$1,234.56" text. */
const cents = (amount: number | string) =>
  Math.round(Number(typeof amount === 'string' ? amount.replace(/[$,]/g, '') : amount) * 100);

interface Entry {
  id: number;
  warehouseId: number | null;
  entryDate: string;
  amount: number;
  numberOfUnits: number;
  chargeType: string;
  sourceType: string | null;
  sourceRef: string | null;
  refNum: string | null;
  invoiceId: number | null;
}

/** The API as `email`, plus the vendor's charges of a period. */
async function billingApiAs(request: APIRequestContext, email: string) {
  const { get, post } = await apiAs(request, email);
  /** The vendor's charges of a period, by the ledger's own filters (the list call of spec §7). */
  const charges = async (filters: Record<string, string | number | boolean>) =>
    (
      await post<{ total: number; items: Entry[] }>('/api/common/orderBillingEntries/listItems', {
        perPage: 100,
        ...filters,
      })
    ).items;
  return { get, post, charges };
}

async function download(page: Page, name: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  return (await downloading).path();
}

test('stock received and shipped, storage accrued, a line questioned, the invoice issued with its files', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const today = dayOf(Date.now());
  const api = await billingApiAs(request, 'admin@dockhand.test');
  const vendors = await api.get<{ id: number; code: string; name: string }[]>('/api/myvendors');
  const warehouses = await api.get<{ id: number; code: string }[]>('/api/mywarehouses');
  const bluepeak = vendors.find((v) => v.code === 'BPO')!;
  const reno = warehouses.find((w) => w.code === 'RNO')!;
  await api.post('/api/vendorProducts', {
    vendorId: bluepeak.id,
    warehouseId: reno.id,
    sku,
    item: `E2E Trail Lantern ${tag}`,
    wholesalePrice: 9.5,
  });

  await page.goto('/login');
  await signIn(page, 'admin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);

  // 1. Receiving: an ASN of 24 expected at Reno, received into this run's own location.
  await page.goto('/warehouses/advancedShipNotice/create');
  await page.getByLabel('Order number').fill(asnNumber);
  await page.getByRole('combobox', { name: 'Vendor', exact: true }).selectOption({ label: bluepeak.name });
  await page
    .getByRole('combobox', { name: 'Receiving warehouse', exact: true })
    .selectOption({ label: 'Reno Fulfillment Center' });
  await page.getByLabel('Add an item').click();
  await page.getByPlaceholder('Search').fill(sku);
  await page.getByRole('option', { name: new RegExp(sku) }).click();
  await page.getByLabel('Line 1 quantity').fill('24');
  await page.getByRole('button', { name: 'Create ASN' }).click();
  await expect(page.getByText(`ASN ${asnNumber} created.`)).toBeVisible();
  await page.getByRole('link', { name: 'Confirm (receive)' }).click();
  const scan = page.getByLabel('Scan or type a SKU');
  await scan.fill(sku);
  await scan.press('Enter');
  await page.getByLabel('Received (good)').fill('24');
  await page.getByLabel('Location').fill(location);
  await page.getByRole('button', { name: 'Save line' }).click();
  await expect(page.getByRole('table', { name: 'This receipt' })).toContainText(sku);
  await page.getByRole('button', { name: 'Review receipt' }).click();
  await page.getByRole('button', { name: 'Commit receipt' }).click();
  await expect(page.getByText(`${asnNumber} is fully received`)).toBeVisible();

  // 2. Pick and pack: an order of 2, sent to fulfilment and marked shipped (22 stay in the location).
  await page.goto('/orders/create');
  await page.getByLabel('Storefront').selectOption({ label: 'Bluepeak Direct (BPO-DTC)' });
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByLabel('Line 1 SKU').click();
  await page.getByPlaceholder('Search').fill(sku);
  await page.getByRole('option', { name: new RegExp(sku) }).click();
  await page.getByLabel('Line 1 quantity').fill('2');
  await page.getByLabel('Line 1 unit price').fill('34.00');
  await page.getByLabel('Contact name').fill('Riley Hart');
  await page.getByLabel('Address line 1').fill('401 Ryland St');
  await page.getByLabel('City').fill('Reno');
  await page.getByLabel('State').fill('NV');
  await page.getByLabel('Postcode').fill('89502');
  await page.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
  const header = page.locator('header').filter({ hasText: `Order ${orderNumber}` });
  await expect(header.getByText('Awaiting shipment', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Send to fulfilment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send to fulfilment' }).click();
  await expect(header.getByText('Pending fulfilment', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Mark shipped' }).click();
  const ship = page.getByRole('dialog');
  await ship.getByLabel('Carrier').fill('fedex');
  await ship.getByLabel('Service').fill('fedex_home_delivery');
  await ship.getByLabel('Tracking number').fill(`7961${tag}`);
  await ship.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(header.getByText('Shipped', { exact: true })).toBeVisible();

  // 3. Storage accrues: billing's clock 3 days ahead. The period is today to the day before billing's
  // today (storage is charged for the days that are over). Should billing's today be the 1st of a
  // month, one day more: the client's open period starts at its month's 1st (no invoice with a period
  // yet), and the last storage day must fall in it.
  let clock = await api.post<{ today: string }>('/api/test/billing-clock', { advanceDays: 3 });
  expect(clock.today).toBe(dayOf(Date.parse(`${today}T00:00:00Z`) + 3 * DAY_MS));
  if (clock.today.endsWith('-01'))
    clock = await api.post<{ today: string }>('/api/test/billing-clock', { advanceDays: 1 });
  const from = today;
  const to = dayBefore(clock.today);

  // 4. Billing run for Bluepeak and the period, from the ledger's unbilled activity check.
  await page.goto(LEDGER);
  await page.getByRole('tab', { name: 'Unbilled activity' }).click();
  const check = page.getByRole('form', { name: 'Unbilled activity check' });
  await check.getByLabel('Vendor').selectOption({ label: bluepeak.name });
  await check.getByLabel('From').fill(from);
  await check.getByLabel('To').fill(to);
  await check.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText(/priced events? not charged yet/)).toBeVisible();
  await expect(page.getByText(/[1-9]\d* priced events? not charged yet/)).toBeVisible();
  await page.getByRole('button', { name: 'Run billing' }).click();
  await expect(page.getByText(`Billing run queued for ${bluepeak.name}`)).toBeVisible();
  const period = { vendorId: bluepeak.id, startDate: from, endDate: to };
  // The job runs in the background: wait for the storage of the period's last day.
  await expect
    .poll(async () => (await api.charges({ ...period, sourceType: 'storage', startDate: to })).length, {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);

  // This run's charges: the receipt (24 × $0.30 + 1 line × $1.00), the order (an order and a line),
  // and each day's storage at Reno ($0.40 for each location, this run's among them).
  const made = await api.charges(period);
  expect(made.every((c) => c.invoiceId === null && c.entryDate >= from && c.entryDate <= to)).toBe(true);
  const receipt = made.filter((c) => c.sourceType === 'receipt' && c.refNum?.includes(asnNumber));
  expect(receipt.map((c) => cents(c.amount)).sort((a, b) => a - b)).toEqual([100, 720]);
  const shipped = made.filter((c) => c.sourceType === 'order' && c.sourceRef === orderNumber);
  const picked = shipped.filter((c) => c.chargeType === 'Pick and pack');
  expect(picked.map((c) => cents(c.amount)).sort((a, b) => a - b)).toEqual([30, 225]);
  // Its label too, by Bluepeak's FedEx Home carrier card (up to 5 lb: $11.90).
  expect(shipped.filter((c) => c.chargeType === 'Shipping').map((c) => cents(c.amount))).toEqual([1190]);
  const renoStorage = made.filter((c) => c.sourceType === 'storage' && c.warehouseId === reno.id);
  const storageDays = [...new Set(renoStorage.map((c) => c.entryDate))].sort();
  const everyDay: string[] = [];
  for (let d = from; d <= to; d = dayOf(Date.parse(`${d}T00:00:00Z`) + DAY_MS)) everyDay.push(d);
  expect(storageDays).toEqual(everyDay);
  for (const c of renoStorage) {
    expect(c.numberOfUnits).toBeGreaterThanOrEqual(1);
    expect(cents(c.amount)).toBe(Math.round(c.numberOfUnits * 40));
  }

  // 5. The brand user, in a browser of their own: the open period's running total, its storage lines
  // of the period's last day, and one of them questioned.
  const brandContext = await browser.newContext();
  const brand = await brandContext.newPage();
  await brand.goto('/login');
  await signIn(brand, 'brand@bluepeak.test');
  await expect(brand).not.toHaveURL(/\/login/);
  await brand.goto(LEDGER);
  const open = brand.getByRole('region', { name: 'Open period' });
  const brandApi = await billingApiAs(request, 'brand@bluepeak.test');
  const answer = await brandApi.get<{ total: number; today: string }>(
    '/api/common/orderBillingEntries/open-period',
  );
  expect(answer.today).toBe(clock.today);
  const running = open.getByText('Running total').locator('..');
  await expect(running).toContainText(
    `$${(cents(answer.total) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  const lines = open.getByRole('table', { name: 'Charges of the open period' });
  const lastDay = renoStorage.find((c) => c.entryDate === to)!;
  const storageLine = lines
    .getByRole('row')
    .filter({ hasText: `Storage ${to}` })
    .filter({ hasText: '0.40' });
  await expect(storageLine.first()).toBeVisible();
  await storageLine.first().getByRole('button').first().click();
  const trace = brand.getByRole('dialog');
  await trace.getByRole('button', { name: 'Question this charge' }).click();
  await trace.getByLabel('What is wrong with this charge?').fill('We moved that stock out on the day.');
  await trace.getByRole('button', { name: 'Send question' }).click();
  await expect(trace.getByText('We moved that stock out on the day.')).toBeVisible();
  await expect(trace.getByText('Questioned')).toBeVisible();
  await trace.getByRole('button', { name: 'Close' }).last().click();
  await brandContext.close();
  const questioned = await api.charges({ ...period, disputed: true });
  expect(questioned.map((c) => c.id)).toEqual([lastDay.id]);

  // 6. The invoice of the period: every uninvoiced charge of it, the questioned one too.
  const uninvoiced = await api.charges({ ...period, invoiced: false });
  const expected = uninvoiced.reduce((s, c) => s + cents(c.amount), 0);
  await page.goto('/billing/customerInvoices/generate');
  await page.getByLabel('Vendor').selectOption({ label: bluepeak.name });
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Custom dates' });
  await page.getByLabel('Period start').fill(from);
  await page.getByLabel('Period end').fill(to);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('table', { name: 'Charges by type' });
  for (const chargeType of ['Receiving', 'Storage', 'Pick and pack', 'Shipping'])
    await expect(preview.getByRole('row', { name: new RegExp(chargeType) })).toBeVisible();
  await expect(preview.getByRole('row', { name: /Monthly minimum/ })).toHaveCount(0);
  const total = (await preview.locator('tfoot td').last().textContent())!.trim();
  expect(cents(total)).toBe(expected);

  await page.getByRole('button', { name: 'Issue invoice' }).click();
  await expect(page).toHaveURL(/\/billing\/customerInvoices\/view\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(/INV-BPO-\d{4}/);
  await expect(heading).toContainText('Issued');
  const number = /INV-BPO-\d{4}/.exec((await heading.textContent())!)![0];
  await expect(page.getByRole('table', { name: 'Lines' }).locator('tfoot')).toContainText(total);

  const pdf = await readFile(await download(page, `Invoice PDF of ${number}`));
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const sheet = await readSheet(await download(page, `Invoice XLSX of ${number}`));
  const totalRow = sheet.find((row) => row.some((cell) => String(cell).trim().toLowerCase() === 'total'));
  expect(totalRow, 'the sheet has a total row').toBeDefined();
  const numbers = totalRow!.filter((cell): cell is number => typeof cell === 'number');
  expect(numbers.map(cents)).toContain(cents(total));
  // Every charge of the period is a line, the questioned storage line among them.
  const head = sheet.findIndex((row) => row.includes('Charge type'));
  const sheetLines = sheet
    .slice(head + 1, sheet.indexOf(totalRow!))
    .filter((row) => row.some((cell) => cell !== null && String(cell).trim() !== ''));
  expect(sheetLines).toHaveLength(uninvoiced.length);
  expect(sheetLines.some((row) => row.includes('Storage') && row.includes(`Storage ${to}`))).toBe(true);
  const invoiced = await api.charges({ ...period, invoiced: true });
  expect(invoiced.map((c) => c.id).sort()).toEqual(uninvoiced.map((c) => c.id).sort());
});
