/**
 * The Billing Ledger (issue 18), on the real server:
 * - an admin adds a custom charge on Add Custom Charge (the amount shown as it is typed) and finds
 *   it in the ledger, with the totals of the ledger's filters;
 * - a Northwind brand user sees its open period first, opens the charge and questions it;
 * - the admin sees the question on the ledger, answers it with a credit, and the credit line shows.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn, signOut } from './fixtures';

const LEDGER = '/manage/billing/customerBilingLedger';
const LABEL = `E2E ledger fee ${Date.now().toString(36)}`;

async function openLedgerFor(page: Page, search: string) {
  await page.goto(`${LEDGER}?search=${encodeURIComponent(search)}`);
  await expect(page.getByRole('table', { name: 'Billing ledger' })).toBeVisible();
}

test('a custom charge is added, questioned by its client and credited by staff', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/login');
  await signIn(page, 'admin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);

  // Staff add a custom charge: 4 × $6.25 = $25.00.
  await page.goto('/manage/billing/customerBillingLedger');
  await page.getByLabel('Vendor').selectOption({ label: 'Northwind Goods' });
  await page.getByLabel('Unit charge').fill('6.25');
  await page.getByLabel('Number of units').fill('4');
  await expect(page.getByLabel('Amount')).toHaveValue('$25.00');
  await page.getByLabel('Charge label').fill(LABEL);
  await page.getByLabel('Charge type').selectOption('Handling');
  await page.getByRole('button', { name: 'Add charge' }).click();
  await expect(page.getByRole('heading', { name: 'Charge added' })).toBeVisible();

  // It is in the ledger, with the totals of the search.
  await openLedgerFor(page, LABEL);
  const ledger = page.getByRole('table', { name: 'Billing ledger' });
  const row = ledger.getByRole('row', { name: new RegExp(LABEL) });
  await expect(row).toContainText('Custom charge');
  await expect(row).toContainText('$25.00');
  await expect(row).toContainText('Not invoiced');
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText('1 charge');
  await expect(totals).toContainText('$25.00');
  await signOut(page);

  // The client sees its open period first, then questions the charge.
  await signIn(page, 'brand@northwind.test');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(LEDGER);
  const period = page.getByRole('region', { name: 'Open period' });
  await expect(period.getByText('Running total')).toBeVisible();
  await openLedgerFor(page, LABEL);
  await page.getByRole('button', { name: `Trace ${LABEL}` }).click();
  const trace = page.getByRole('dialog');
  await trace.getByRole('button', { name: 'Question this charge' }).click();
  await trace.getByLabel('What is wrong with this charge?').fill('We only asked for 3 of these.');
  await trace.getByRole('button', { name: 'Send question' }).click();
  await expect(trace.getByText('We only asked for 3 of these.')).toBeVisible();
  await expect(trace.getByText('Questioned')).toBeVisible();
  await trace.getByRole('button', { name: 'Close' }).last().click();
  await signOut(page);

  // Staff see the question and credit one unit.
  await signIn(page, 'admin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`${LEDGER}?disputed=true&search=${encodeURIComponent(LABEL)}`);
  await expect(ledger.getByRole('row', { name: new RegExp(LABEL) })).toContainText('Questioned');
  await page.getByRole('button', { name: `Trace ${LABEL}` }).click();
  await expect(trace.getByText('We only asked for 3 of these.')).toBeVisible();
  await trace.getByRole('button', { name: 'Answer the question' }).click();
  await trace.getByLabel('A credit').check();
  await trace.getByLabel('Credit amount').fill('6.25');
  await trace.getByLabel('Why it is credited').fill('One unit too many: credited.');
  await trace.getByRole('button', { name: 'Credit the charge' }).click();
  await expect(trace.getByText('Credited', { exact: true })).toBeVisible();
  await trace.getByRole('button', { name: 'Close' }).last().click();

  await openLedgerFor(page, LABEL);
  const credit = ledger.getByRole('row', { name: new RegExp(`Credit: ${LABEL}`) });
  await expect(credit).toContainText('-$6.25');
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('$18.75');
});
