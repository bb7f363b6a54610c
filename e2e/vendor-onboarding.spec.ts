/**
 * Vendor onboarding (issue 21), on the real server: an admin creates a new vendor and takes it from
 * nothing to Onboarded. The vendor's manage page (/manage/customers/manage/{id}) stays open in one
 * tab while the work is done in another, so each step is seen ticking on the checklist without a
 * reload (the page re-reads on VendorSetupUpdated):
 * - company (code, name, fulfilment type, Trello card) on the create form;
 * - a storefront with its client code and a store, an API key, a catch-all ship-code mapping;
 * - items imported from a CSV file on Vendor Items, the storefront's products mapped by SKU;
 * - an activity rate card version in force;
 * - a brand user invited, who accepts from the e-mailed link in a browser of their own and sees the
 *   brand's own steps on their dashboard;
 * - a first ASN expected, then received (the go-live sample order needs stock, or it is held);
 * - the go-live check passing, Mark onboarded, and Onboarding Status showing the vendor Onboarded.
 * Through the API: the storefront's product listing only (storefront products are made by intake or
 * the shipping tool's product sync; the screens only edit and map them). The invitation goes from the
 * Users section's compact form on the manage page itself.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, signIn } from './fixtures';

const tag = Date.now().toString(36).toUpperCase();
const code = `OB-${tag}`;
const name = `Onboard Test ${tag}`;
const storefront = `Onboard Shop ${tag}`;
const clientCode = `OB-${tag}-SHOP`;
const storefrontLabel = `${storefront} (${clientCode})`;
const skus = [`OB-${tag}-MUG`, `OB-${tag}-TEE`];
const brandEmail = `brand.${tag.toLowerCase()}@onboard.test`;
const BRAND_PASSWORD = 'onboard-brand-42';
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** The manage page's checklist: the progress line, and one step's row. */
function checklistOf(page: Page) {
  const step = (label: string): Locator =>
    page.getByRole('list', { name: 'Onboarding steps' }).getByRole('listitem', { name: label, exact: true });
  return {
    step,
    progress: (done: number) => page.getByText(`Onboarding: ${done} of 7 required steps done`),
    badge: (label: string) => step(label).getByText(/^(Done|Blocked|To do)$/),
    missing: (label: string) => page.getByRole('list', { name: `Missing for ${label}` }),
  };
}

test('an admin takes a new vendor from nothing to Onboarded, step by step', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  // The API calls go through a request context of their own: a login there never touches the
  // browser's session cookie.
  const api = await apiAs(request, 'admin@dockhand.test');

  await page.goto('/login');
  await signIn(page, 'admin@dockhand.test');
  await expect(page).toHaveURL(/\/dashboard/);

  // 1. Company: the create form starts the flow and continues into the checklist.
  await page.goto('/manage/customers/create');
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Fulfilment type').selectOption({ label: 'Logistics' });
  await page.getByLabel('Trello card id').fill(`trello-${tag.toLowerCase()}`);
  await page.getByRole('button', { name: 'Create vendor' }).click();
  await expect(page.getByText(`Vendor ${name} created.`)).toBeVisible();
  await expect(page).toHaveURL(/\/manage\/customers\/manage\/\d+$/);
  const hub = checklistOf(page);
  await expect(hub.progress(0)).toBeVisible();
  // Only the contact is missing from the company: its users are its contacts.
  await expect(hub.badge('Company')).toHaveText('To do');
  await expect(hub.missing('Company')).toHaveText(
    'Add an operations contact: invite a user limited to this vendor (its contacts are its users).',
  );
  await expect(hub.badge('Order channel')).toHaveText('Blocked');
  await expect(hub.step('Order channel')).toContainText('needs Storefronts and stores first');
  await expect(hub.step('People')).toContainText('(optional)');

  // The work happens in a second tab; the checklist stays open in the first.
  const work = await page.context().newPage();

  // 2. Storefront and store.
  await work.goto('/manage/storefronts/create');
  await work.getByRole('combobox', { name: 'Vendor', exact: true }).selectOption({ label: name });
  await work
    .getByRole('combobox', { name: 'Warehouse', exact: true })
    .selectOption({ label: 'Dallas Distribution Center' });
  await work.getByRole('textbox', { name: 'Code', exact: true }).fill(clientCode);
  await work.getByRole('textbox', { name: 'Name', exact: true }).fill(storefront);
  await work.getByRole('button', { name: 'Create storefront' }).click();
  await expect(work.getByText(`Storefront ${storefrontLabel} created.`)).toBeVisible();
  await expect(hub.missing('Storefronts and stores')).toHaveText(
    `Storefront “${storefrontLabel}”: add a store for its orders.`,
  );
  await work.goto('/stores/create');
  await work
    .getByRole('combobox', { name: 'Storefront', exact: true })
    .selectOption({ label: storefrontLabel });
  await work.getByRole('textbox', { name: 'Name', exact: true }).fill(`Onboard Shopify ${tag}`);
  await work.getByRole('button', { name: 'Create store' }).click();
  await expect(work.getByText(`Store Onboard Shopify ${tag} created.`)).toBeVisible();
  await expect(hub.badge('Storefronts and stores')).toHaveText('Done');
  await expect(hub.progress(1)).toBeVisible();
  await expect(hub.badge('Order channel')).toHaveText('To do');

  // 3. Order channel: an API key, from the step's own link to the storefront's page.
  const orderChannel = hub.step('Order channel');
  await expect(orderChannel.getByRole('link', { name: 'Open Storefronts' })).toBeVisible();
  const storefrontPath = (await orderChannel
    .getByRole('link', { name: 'Open Storefronts' })
    .getAttribute('href'))!;
  const projectId = Number(storefrontPath.split('/').pop());
  await work.goto(storefrontPath);
  await work.getByRole('button', { name: 'New API key' }).click();
  const newKey = work.getByRole('dialog', { name: 'New API key' });
  await newKey.getByLabel('Key name').fill('Storefront connector');
  await newKey.getByRole('button', { name: 'Create key' }).click();
  const secret = work.getByRole('dialog', { name: 'API key Storefront connector created' });
  await expect(secret.getByLabel('API key')).not.toHaveValue('');
  await secret.getByRole('button', { name: 'I have copied the key' }).click();
  // The key is there: only the catch-all mapping is missing now.
  await expect(hub.missing('Order channel')).toHaveText(
    `Storefront “${storefrontLabel}”: add a catch-all ship-code mapping (active, with no requested service and no carrier or service codes), so every order is routed.`,
  );

  // … and a catch-all ship-code mapping.
  await work.goto('/integrations/shipping-code-mappings/create');
  await work.getByRole('combobox', { name: 'Project', exact: true }).selectOption({ label: storefrontLabel });
  await work
    .getByRole('combobox', { name: 'Fulfilled by', exact: true })
    .selectOption({ label: 'Warehouse' });
  await expect(work.getByLabel('Active')).toBeChecked();
  await work.getByRole('button', { name: 'Create mapping' }).click();
  await expect(work.getByText(/^Mapping .* created\.$/)).toBeVisible();
  await expect(hub.badge('Order channel')).toHaveText('Done');
  await expect(hub.progress(2)).toBeVisible();

  // 4. Items, imported from a CSV file on Vendor Items: the open checklist re-reads live.
  await expect(hub.missing('Warehouses and items')).toContainText('Add the vendor’s items');
  await work.goto('/warehouses/items');
  await work.getByRole('button', { name: 'Import' }).click();
  const importing = work.getByRole('dialog', { name: 'Import items' });
  await importing.getByLabel('File (.csv or .xlsx)').setInputFiles({
    name: `items-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [
        'Vendor,Warehouse,SKU,Item,Type,Wholesale price,Weight',
        `${code},DAL,${skus[0]},Onboard Mug ${tag},Stock Item,4.50,0.9`,
        `${code},DAL,${skus[1]},Onboard Tee ${tag},Stock Item,7.25,0.3`,
        '',
      ].join('\n'),
    ),
  });
  await expect(importing.getByText('All 2 rows are valid')).toBeVisible();
  await importing.getByRole('button', { name: 'Import 2 items' }).click();
  await expect(importing.getByText('Imported 2 items')).toBeVisible();
  await importing.getByRole('button', { name: 'Close' }).click();
  // Live, without a reload: the items are no longer missing; the storefront's products are.
  await expect(hub.missing('Warehouses and items')).not.toContainText('Add the vendor’s items');
  await expect(hub.missing('Warehouses and items')).toHaveText(
    `Storefront “${storefrontLabel}”: list its products (Storefront Products, or the shipping tool's product sync) and map them to the vendor’s items.`,
  );

  // The storefront lists its products (as the shipping tool's product sync would: by the API), and
  // Products Mapping maps them by SKU.
  for (const sku of skus) await api.post('/api/common/products', { projectId, sku, name: `Listed ${sku}` });
  await work.goto(`/products-mapping/${projectId}`);
  await work.getByRole('button', { name: 'Auto-map by SKU' }).click();
  await expect(work.getByText('2 products mapped by SKU.')).toBeVisible();
  // Live: the mapping of the vendor's storefront's products re-reads the checklist.
  await expect(hub.badge('Warehouses and items')).toHaveText('Done');
  await expect(hub.progress(3)).toBeVisible();
  await expect(hub.badge('First stock')).toHaveText('To do');

  // 6. Billing (before 5. People, so that the brand user's acceptance is seen completing both): an
  // activity rate card with a version in force since yesterday.
  await work.goto('/manage/billing/activityRateCards');
  await work.getByRole('button', { name: 'New rate card' }).click();
  const newCard = work.getByRole('dialog', { name: 'New rate card' });
  await newCard.getByLabel('Name').fill(`${name} — services`);
  await newCard.getByLabel('Vendor').selectOption({ label: name });
  await newCard.getByRole('button', { name: 'Create rate card' }).click();
  await expect(work).toHaveURL(/\/manage\/billing\/activityRateCards\/\d+$/);
  await work.getByRole('button', { name: 'New version' }).click();
  await expect(work.getByRole('heading', { name: 'Version 1 (draft)' })).toBeVisible();
  await work.getByLabel('Effective from').fill(yesterday);
  await work.getByRole('button', { name: 'Add rule' }).click();
  await work.getByLabel('Rule 1 activity').selectOption({ label: 'Pick and pack' });
  await work.getByLabel('Rule 1 unit').selectOption({ label: 'per order' });
  await work.getByLabel('Rule 1 rate').fill('1.75');
  await work.getByRole('button', { name: 'Save draft' }).click();
  await expect(work.getByText('Unsaved changes')).toBeHidden();
  await work.getByRole('button', { name: 'Publish…' }).click();
  await work.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
  await expect(work.getByRole('status').filter({ hasText: 'Version 1 is published' })).toBeVisible();
  // The card is in force; an invoice contact (an active user of the vendor) is still missing.
  await expect(hub.missing('Billing')).toHaveText(
    'No invoice contact: an active user of the vendor receives its invoices; invite one.',
  );

  // 5. People: a brand user invited from the hub's own compact form, the e-mail read from the outbox.
  const invite = page.getByRole('form', { name: 'Invite a brand user' });
  await invite.getByLabel('E-mail').fill(brandEmail);
  await invite.getByLabel('First name').fill('Bria');
  await invite.getByLabel('Last name').fill(`Brand ${tag}`);
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText(`Invitation sent to ${brandEmail}.`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Vendor users' })).toContainText(brandEmail);
  // No SMTP here: the e-mail waits in the outbox, which a developer reads.
  const developer = await apiAs(request, 'developer@dockhand.test');
  const outbox = await developer.get<{ to: string; text: string }[]>('/api/admin/outbox');
  const link = outbox.find((m) => m.to === brandEmail)?.text.match(/https?:\/\/\S+\/invite-signup\/\S+/)?.[0];
  expect(link, 'the invitation e-mail with its link').toBeTruthy();
  await expect(hub.badge('Company')).toHaveText('Done');
  await expect(hub.missing('People')).toHaveText(
    `No brand user has accepted an invitation yet: ${brandEmail} invited.`,
  );
  await expect(hub.progress(4)).toBeVisible();

  // The brand user accepts in a browser of their own, and sees the brand's own steps.
  const brandContext = await browser.newContext();
  const brand = await brandContext.newPage();
  await brand.goto(new URL(link!).pathname);
  await expect(brand.getByLabel('E-mail')).toHaveValue(brandEmail);
  await brand.getByLabel('Password', { exact: true }).fill(BRAND_PASSWORD);
  await brand.getByLabel('Confirm password').fill(BRAND_PASSWORD);
  await brand.getByRole('button', { name: 'Create account' }).click();
  await expect(brand).toHaveURL(/\/dashboard$/);
  const brandSteps = brand.getByRole('list', { name: 'Your onboarding steps' });
  // Only the brand's own steps (items, people, first stock), never the staff's.
  for (const label of ['Warehouses and items', 'People', 'First stock'])
    await expect(brandSteps.getByRole('listitem', { name: label, exact: true })).toBeVisible();
  for (const label of ['Company', 'Billing', 'Go-live check'])
    await expect(brandSteps.getByRole('listitem', { name: label, exact: true })).toHaveCount(0);
  await expect(brand.getByText('1 of 2 required steps done; next: First stock')).toBeVisible();
  // On the admin's checklist, live: a brand user accepted, and the vendor has its invoice contact.
  await expect(hub.badge('People')).toHaveText('Done');
  await expect(hub.badge('Billing')).toHaveText('Done');
  await expect(hub.progress(5)).toBeVisible();

  // 7. First stock: an ASN expected at Dallas.
  await work.goto('/warehouses/advancedShipNotice/create');
  await work.getByLabel('Order number').fill(`ASN-${tag}`);
  await work.getByRole('combobox', { name: 'Vendor', exact: true }).selectOption({ label: name });
  await work
    .getByRole('combobox', { name: 'Receiving warehouse', exact: true })
    .selectOption({ label: 'Dallas Distribution Center' });
  for (const [i, sku] of skus.entries()) {
    await work.getByLabel('Add an item').click();
    await work.getByPlaceholder('Search').fill(sku);
    await work.getByRole('option', { name: new RegExp(sku) }).click();
    await work.getByLabel(`Line ${i + 1} quantity`).fill('24');
  }
  await work.getByRole('button', { name: 'Create ASN' }).click();
  await expect(work.getByText(`ASN ASN-${tag} created.`)).toBeVisible();
  await expect(hub.badge('First stock')).toHaveText('Done');
  await expect(hub.progress(6)).toBeVisible();
  // The go-live sample order runs now: with nothing in stock it would be held.
  await expect(hub.badge('Go-live check')).toHaveText('To do');
  await expect(hub.missing('Go-live check')).toContainText(
    `Storefront “${storefrontLabel}”: a sample order of 2 SKUs would be held: Not enough stock:`,
  );
  await expect(page.getByRole('button', { name: 'Mark onboarded' })).toBeDisabled();

  // The first stock arrives: the ASN is received.
  await work.getByRole('link', { name: 'Confirm (receive)' }).click();
  for (const sku of skus) {
    const scan = work.getByLabel('Scan or type a SKU');
    await scan.fill(sku);
    await scan.press('Enter');
    await work.getByLabel('Received (good)').fill('24');
    await work.getByLabel('Location').fill(`OB-${tag}`);
    await work.getByRole('button', { name: 'Save line' }).click();
    await expect(work.getByRole('table', { name: 'This receipt' })).toContainText(sku);
  }
  await work.getByRole('button', { name: 'Review receipt' }).click();
  await work.getByRole('button', { name: 'Commit receipt' }).click();
  await expect(work.getByText(`ASN-${tag} is fully received`)).toBeVisible();

  // 8. The go-live check passes: every required step is done.
  await expect(hub.badge('Go-live check')).toHaveText('Done');
  await expect(hub.progress(7)).toBeVisible();
  await expect(page.getByText('Every required step is done')).toBeVisible();

  // Mark onboarded, confirmed; the timeline records it.
  await page.getByRole('button', { name: 'Mark onboarded' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Mark ${name} onboarded?` });
  await confirm.getByRole('button', { name: 'Mark onboarded' }).click();
  await expect(page.getByText('Marked onboarded', { exact: true })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'Mark onboarded' })).toBeDisabled();
  await expect(page.getByRole('list', { name: 'Onboarding events' })).toContainText(
    'Marked onboarded: stage “Live”.',
  );
  // The details and the storefronts card re-read with the checklist: the vendor is onboarded, with
  // its storefront and store, without a reload.
  const status = page.getByRole('definition').filter({ has: page.getByText('Onboarded', { exact: true }) });
  await expect(status).toBeVisible();
  await expect(page.getByText(storefrontLabel, { exact: true })).toBeVisible();
  await expect(page.getByText(`Stores: Onboard Shopify ${tag}`)).toBeVisible();

  // Onboarding Status shows the vendor Onboarded, at its onboarded stage, every required step done.
  await work.goto('/onboarding');
  await work.getByRole('searchbox', { name: 'Search' }).fill(code);
  await work.getByRole('button', { name: 'Apply' }).click();
  const row = work
    .getByRole('table', { name: 'Onboarding status' })
    .getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Onboarded');
  await expect(row).toContainText('7 of 7');
  await expect(row).toContainText('Live');

  // The brand's dashboard no longer shows onboarding steps.
  await brand.reload();
  await expect(brand.getByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  await expect(brandSteps).toHaveCount(0);
  await brandContext.close();
});
