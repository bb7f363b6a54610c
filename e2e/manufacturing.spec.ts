/**
 * Manufacturing (issue 15): a manufacturing manager makes a new finished good from two Northwind
 * components that have stock in Dallas. An R&D project costs it; turning the project into a bill of
 * materials also opens a first work order; the order is released (components allocated first expiry
 * first out) and completed through the guided flow with a finished lot and expiry. The finished
 * good's item page then shows the produced lot and the ledger row of the production, and the
 * component's page its consumption by the work order.
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';

/** Picks an option of a searchable picker (TypedSelect) named `label`. */
async function pick(page: Page, label: string, option: RegExp) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test('an R&D project becomes a bill of materials and a work order that is released and completed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = Date.now().toString(36).toUpperCase();
  const sku = `NWG-KIT-${tag}`;
  const workOrder = `WO-E2E-${tag}`;
  const lot = `FG-${tag}`;

  await page.goto('/login');
  await signIn(page, 'manufacturing@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);

  // The finished good: a new Northwind item kept in Dallas.
  await page.goto('/warehouses/items/create');
  await page
    .getByRole('combobox', { name: 'Vendor', exact: true })
    .selectOption({ label: 'Northwind Goods' });
  await page
    .getByRole('combobox', { name: 'Warehouse', exact: true })
    .selectOption({ label: 'Dallas Distribution Center' });
  await page.getByLabel('SKU', { exact: true }).fill(sku);
  await page.getByLabel('Item', { exact: true }).fill('Mug Gift Box');
  await page.getByRole('button', { name: /^(Create|Save)/ }).click();
  await expect(page).toHaveURL(/\/warehouses\/items(\?|$)/);

  // The R&D project: one mug and one shipper box per gift box.
  await page.goto('/manufacturing/RnD/projects/create');
  await page.getByLabel('Name').fill(`Mug Gift Box ${tag}`);
  await page
    .getByRole('combobox', { name: 'Vendor', exact: true })
    .selectOption({ label: 'Northwind Goods' });
  await page
    .getByRole('combobox', { name: 'Warehouse', exact: true })
    .selectOption({ label: 'Dallas Distribution Center' });
  await pick(page, 'Product', new RegExp(sku));
  await pick(page, 'Line 1 component', /NWG-MUG-11/);
  await page.getByRole('button', { name: 'Add line' }).click();
  await pick(page, 'Line 2 component', /NWG-BOX-SM/);
  await page.getByLabel('Quantity to order').fill('2');
  await page.getByRole('button', { name: 'Create R&D project' }).click();
  await expect(page.getByRole('heading', { name: `Mug Gift Box ${tag}` })).toBeVisible();
  // Its costing: the mug and the box at their prices, 8 % waste, 10 % markup.
  await expect(page.getByTestId('rnd-unit-cost')).toContainText('$');

  // Turned into a bill of materials with a first work order of 2.
  await page.getByRole('button', { name: 'Turn into a bill of materials' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Also create a first work order').check();
  await dialog.getByLabel('Quantity').fill('2');
  await dialog.getByLabel('Order number').fill(workOrder);
  await dialog.getByRole('button', { name: 'Turn into a bill of materials' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Work order ${workOrder}`) })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Lifecycle' }).getByText('Draft')).toHaveAttribute(
    'aria-current',
    'step',
  );

  // Released: its components are allocated.
  await page.getByRole('button', { name: 'Release', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Release', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Lifecycle' }).getByText('Released')).toHaveAttribute(
    'aria-current',
    'step',
  );
  const components = page.getByRole('table', { name: 'Components' });
  await expect(components.getByRole('row', { name: /NWG-MUG-11/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Allocated lots' }).getByRole('row')).not.toHaveCount(1);

  // Completed through the guided flow: the proposed lots, a finished lot and expiry.
  await page.getByRole('link', { name: 'Complete…' }).click();
  await expect(page.getByRole('heading', { name: `Complete work order ${workOrder}` })).toBeVisible();
  await expect(page.getByLabel('Finished units produced now')).toHaveValue('2');
  await page.getByRole('button', { name: 'Next: finished goods' }).click();
  await page.getByLabel('Finished lot').fill(lot);
  await page.getByLabel('Expiry').fill('2028-12-31');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('table', { name: 'Consumed' })).toContainText('NWG-MUG-11');
  await page.getByRole('button', { name: 'Complete 2' }).click();
  await expect(page.getByText(`2 finished units produced as lot ${lot}`)).toBeVisible();
  await page.getByRole('link', { name: 'Back to the work order' }).click();
  await expect(page.getByRole('list', { name: 'Lifecycle' }).getByText('Completed')).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page.getByRole('table', { name: 'Completions' })).toContainText(lot);

  // The finished good's page: the produced lot, and the production in its ledger.
  await page.goto(`/warehouses/items?search=${sku}`);
  await page.getByRole('link', { name: sku }).first().click();
  const places = page.getByRole('table', { name: 'Stock by location' });
  await expect(places.getByRole('row', { name: new RegExp(lot) })).toContainText('2');
  const ledger = page.getByRole('table', { name: 'Stock ledger' });
  await expect(ledger.getByRole('row', { name: new RegExp(`Produced.*${workOrder}`) })).toHaveCount(1);
  await expect(ledger.getByRole('link', { name: `Work order ${workOrder}` })).toBeVisible();

  // A component's page: its consumption by the work order.
  await page.goto('/warehouses/items?search=NWG-MUG-11');
  await page.getByRole('link', { name: 'NWG-MUG-11' }).first().click();
  const mugLedger = page.getByRole('table', { name: 'Stock ledger' });
  await expect(
    mugLedger.getByRole('row', { name: new RegExp(`Consumed.*${workOrder}`) }).first(),
  ).toBeVisible();
});
