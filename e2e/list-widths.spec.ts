/**
 * Issue 13, item 1: at 1440×900 with the navigation open, the busiest lists show every default column
 * and their Action column without scrolling sideways (the DataTable's column size hints: cut codes,
 * wrapped names, headers that wrap between words).
 */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

interface ListCase {
  name: string;
  /** Opens the list; the table is then found by its accessible name. */
  open: (page: Page) => Promise<void>;
  table: string;
  /** The default columns, in order; 'Action' last where the list has one. */
  headers: readonly (string | RegExp)[];
}

const goto = (path: string) => async (page: Page) => {
  await page.goto(path);
};

const lists: readonly ListCase[] = [
  {
    name: 'Storefront Orders',
    open: goto('/all-orders'),
    table: 'Orders',
    headers: [
      '',
      'Vendor',
      'Warehouse',
      'Aging',
      /^Status/,
      /^Order number/,
      'Notes',
      /^Order date/,
      'Items',
      'Tracking number',
      'Ship-to name',
      'Tags',
      'Action',
    ],
  },
  {
    name: 'Vendor Orders',
    open: goto('/orders'),
    table: 'Orders',
    headers: [
      '',
      'Vendor',
      'Warehouse',
      'Aging',
      /^Status/,
      /^Order number/,
      'Notes',
      /^Order date/,
      'Items',
      'Tracking number',
      'Ship-to name',
      'Tags',
      'Action',
    ],
  },
  {
    name: 'Fulfillment Orders',
    open: goto('/fulfillment-orders'),
    table: 'Fulfilment orders',
    headers: [
      'Warehouse',
      'Aging',
      /^Status/,
      /^Order number/,
      'Notes',
      /^Order date/,
      'Items',
      'Tracking number',
      'Ship-to name',
      'Action',
    ],
  },
  {
    name: 'Purchase Orders',
    open: goto('/warehouses/purchaseOrders'),
    table: 'Purchase orders',
    headers: [/^Order number/, 'Vendor', 'Warehouse', /^Status/, /^Expected/, 'Lines', 'Total', 'Action'],
  },
  {
    name: 'Direct inventory updates',
    open: goto('/warehouses/inventory/diu'),
    table: 'Direct inventory updates',
    headers: [
      /^Recorded/,
      'Type',
      'Item',
      'Quantity',
      'Warehouse',
      'Location',
      /^Reference/,
      'Reason',
      'Action',
    ],
  },
  {
    name: 'Shipping code mappings',
    open: goto('/integrations/shipping-code-mappings'),
    table: 'Shipping code mappings',
    headers: [
      'Project',
      /^Order carrier/,
      /^Order service/,
      /^Requested service/,
      'Fulfilled by',
      'Fulfilment service',
      'Active',
      'Action',
    ],
  },
  {
    name: 'the item ledger',
    open: async (page) => {
      await page.goto('/warehouses/items?search=NWG-MUG-11');
      await page.getByRole('link', { name: 'NWG-MUG-11', exact: true }).first().click();
    },
    table: 'Stock ledger',
    headers: ['When', 'Kind', 'Change', 'Counted / variance', 'Where', 'Reason', 'User', 'Document'],
  },
];

for (const list of lists) {
  test(`${list.name} fits its default columns in a 1440×900 window`, async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'superadmin@dockhand.test');
    await expect(page).toHaveURL(/\/dashboard/);
    await list.open(page);

    const table = page.getByRole('table', { name: list.table });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    // Referenced names arrive after the rows ('#12' until then): measure the table as it is read.
    await expect(table.locator('td').filter({ hasText: /^#\d+$/ })).toHaveCount(0);

    // Every default column is there, in order (the column picker has not been touched).
    const headers = table.locator('thead th');
    await expect(headers).toHaveCount(list.headers.length);
    for (const [i, header] of list.headers.entries()) await expect(headers.nth(i)).toHaveText(header);

    // No sideways scrolling: the table is no wider than the box it scrolls in…
    const scroller = table.locator('xpath=..');
    const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

    // …and its last header cell (the Action column where there is one) is inside the window.
    await table.scrollIntoViewIfNeeded();
    const last = (await headers.last().boundingBox())!;
    expect(last.x).toBeGreaterThanOrEqual(0);
    expect(last.x + last.width).toBeLessThanOrEqual(1440);
    expect(last.y).toBeGreaterThanOrEqual(0);
    expect(last.y + last.height).toBeLessThanOrEqual(900);
  });
}
