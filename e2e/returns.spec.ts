/**
 * Returns (issue 5): a return label for a shipped demo order (two units of one line), its PDF
 * downloaded, the parcel received with one unit restocked and one damaged, and the return's page
 * showing what arrived.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';
import { createReturnLabel, receiveReturn } from './return-steps';

test('a return label is created, downloaded, received and viewed', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'warehouse@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);

  // Create the label: the order, two units of its first line, the carrier.
  const rma = await createReturnLabel(page, 'NWG-10431', 2, 'Wrong colour (e2e)');

  // The label PDF.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`return-label-${rma}.pdf`);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  // Receive it from its page: one unit back to stock, one damaged; its page shows what arrived.
  await receiveReturn(page, rma, { restock: 1, damaged: 1, location: 'RET-E2E' });
  const received = page.getByRole('table', { name: 'Returned lines' });
  await expect(received.getByRole('row').nth(1)).toContainText(/2\s*1\s*1\s*0/);
  await expect(page.getByText('Wrong colour (e2e)')).toBeVisible();

  // And the list finds it by its RMA number.
  await page.getByRole('link', { name: 'All returns' }).click();
  await page.getByLabel('Order or RMA number').fill(rma);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('link', { name: rma, exact: true })).toBeVisible();
});
