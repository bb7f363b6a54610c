/**
 * The docs reader (issue 19), on the real server and the seeded library:
 * - a manager opens /docs, searches, opens an article, follows its table of contents and its next link;
 * - the changelog's badge in the navigation goes away once the changelog is opened;
 * - a screen's help link in the top bar leads to the article tagged for it.
 */
import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';

test('search, read an article with its contents and next link, then the changelog', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await signIn(page, 'manager@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);

  // The changelog has entries the manager has not seen: the navigation says so.
  const changelogLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Changelog, \d+ new$/ });
  await expect(changelogLink).toBeVisible();

  await page.goto('/docs');
  await expect(page.getByRole('heading', { name: 'Docs', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Orders and Returns' })).toBeVisible();

  // Search with the keyboard: type, Enter, ↓ to the first result, Enter.
  const box = page.getByRole('searchbox', { name: 'Search the docs' });
  await box.fill('cartons');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/docs\?q=cartons/);
  const results = page.getByRole('region', { name: /for “cartons”/ });
  await expect(results.getByRole('link', { name: /How receiving works/ })).toBeVisible();
  await expect(results.locator('mark').first()).toHaveText(/carton/i);
  await box.press('ArrowDown');
  await expect(results.getByRole('link', { name: /How receiving works/ })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/docs\/article\/how-receiving-works/);
  await expect(page.getByRole('heading', { name: 'How receiving works', level: 1 })).toBeVisible();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Warehouse Operations' })).toBeVisible();
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await toc.getByRole('link', { name: 'Over and short receipts' }).click();
  await expect(page).toHaveURL(/#over-and-short-receipts$/);
  await expect(page.locator('#over-and-short-receipts')).toBeInViewport();

  // Its group's previous article, and from there the next one leads back.
  const pager = page.getByRole('navigation', { name: 'Previous and next article' });
  await pager.getByRole('link', { name: /Previous.*Receiving an ASN/ }).click();
  await expect(page.getByRole('heading', { name: 'Receiving an ASN', level: 1 })).toBeVisible();
  await pager.getByRole('link', { name: /Next.*How receiving works/ }).click();
  await expect(page).toHaveURL(/\/docs\/article\/how-receiving-works$/);

  // An article that is not there, or not for this role, says so.
  await page.goto('/docs/article/no-such-article');
  await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();

  // Opening the changelog clears the badge.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Changelog/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Changelog', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Version 0.9.5' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Changelog', exact: true }),
  ).toBeVisible();
  // And it stays cleared after a reload (the server remembers).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Version 0.9.5' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Changelog', exact: true }),
  ).toBeVisible();
});

test('a screen links to its help article', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'manager@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/orders/returns');
  const help = page.getByRole('navigation', { name: 'Help for this screen' });
  await help.getByRole('link', { name: 'Processing a return' }).click();
  await expect(page).toHaveURL(/\/docs\/article\/processing-a-return$/);
  await expect(page.getByRole('heading', { name: 'Processing a return', level: 1 })).toBeVisible();
  // The docs themselves show no help links.
  await expect(page.getByRole('navigation', { name: 'Help for this screen' })).toHaveCount(0);
});
