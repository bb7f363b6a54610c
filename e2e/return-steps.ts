/** The return flows as a user walks them, shared by the returns and order-fulfilment specs. */
import { expect, type Page } from '@playwright/test';

/** Creates a return label for `units` units of the order's first line; answers the RMA number. */
export async function createReturnLabel(page: Page, orderNumber: string, units: number, notes = '') {
  await page.goto('/orders/returns');
  await page.getByRole('link', { name: 'Create return label' }).click();
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByRole('button', { name: `Return ${orderNumber}` }).click();
  const lines = page.getByRole('table', { name: 'Lines to return' });
  await expect(lines).toBeVisible();
  await lines.getByRole('spinbutton').first().fill(String(units));
  await expect(page.getByText(`${units} unit${units === 1 ? '' : 's'} chosen`)).toBeVisible();
  await page.getByRole('button', { name: 'Next: carrier' }).click();
  await page.getByLabel('Carrier').selectOption('ups');
  await page.getByLabel('Service').selectOption('ups_ground');
  if (notes) await page.getByLabel('Notes').fill(notes);
  await page.getByRole('button', { name: 'Create return label' }).click();
  const created = page.getByRole('status').filter({ hasText: /Return RMA\d{8} created/ });
  await expect(created).toBeVisible();
  return /RMA\d{8}/.exec((await created.textContent()) ?? '')![0];
}

/** From the label's done step: receives the parcel, restocking and writing off units of its first line. */
export async function receiveReturn(
  page: Page,
  rma: string,
  counts: { restock: number; damaged: number; location: string },
) {
  await page.getByRole('link', { name: 'View the return' }).click();
  await expect(page.getByRole('heading', { name: `Return ${rma}` })).toBeVisible();
  await expect(page.getByText('Awaiting return')).toBeVisible();
  await page.getByRole('link', { name: 'Receive', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Receive ${rma}` })).toBeVisible();
  await page
    .getByLabel(/^Restock quantity of/)
    .first()
    .fill(String(counts.restock));
  await page
    .getByLabel(/^Damaged quantity of/)
    .first()
    .fill(String(counts.damaged));
  await page.getByLabel('Put away at').fill(counts.location);
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('table', { name: 'Receipt' })).toContainText(counts.location);
  await page.getByRole('button', { name: 'Commit receipt' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Return ${rma} received` })).toBeVisible();
  await page.getByRole('link', { name: 'View the return' }).click();
  await expect(page.getByRole('heading', { name: `Return ${rma}` })).toContainText('Received');
}
