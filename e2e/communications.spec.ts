/**
 * The Communications Center with two people at once (two browser contexts on the live hub): a new
 * group, unread counts in the navigation and the channel list, "is typing" both ways, messages arriving
 * live, and a mention's notice.
 */
import { expect, test, type APIRequest, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './fixtures';

/** The `playwright` fixture: its request API makes sessions apart from the browser's. */
type PlaywrightApi = { request: APIRequest };

/** A person's unread total, asked over the API with a session of its own (not the browser's). */
async function unreadOf(playwright: PlaywrightApi, email: string): Promise<number> {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await api.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  const { jwtToken } = (await login.json()) as { jwtToken: string };
  const counts = await api.get('/api/communications/unread-counts', {
    headers: { Authorization: `Bearer ${jwtToken}` },
  });
  const { total } = (await counts.json()) as { total: number };
  await api.dispose();
  return total;
}

/** Signs in a person in a context of their own; answers the page and their unread total at start. */
async function person(
  browser: Browser,
  playwright: PlaywrightApi,
  email: string,
): Promise<{ page: Page; unread: number }> {
  const unread = await unreadOf(playwright, email);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  return { page, unread };
}

const navEntry = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Communications/ });

/** The unread total the navigation shows (0 when there is no badge). */
async function unreadTotal(page: Page): Promise<number> {
  const name = (await navEntry(page).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread$/.exec(name)?.[1] ?? 0);
}

const composer = (page: Page) => page.getByRole('combobox', { name: 'Message' });
const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });

test('two people chat in a group with typing notices and unread counts', async ({ browser, playwright }) => {
  const suffix = Date.now().toString(36);
  const group = `Dock 4 ${suffix}`;
  const { page: alex } = await person(browser, playwright, 'admin@dockhand.test');
  // Walt's count before: the demo conversations may hold unread messages for him already.
  const { page: walt, unread: before } = await person(browser, playwright, 'warehouse@dockhand.test');
  await expect.poll(() => unreadTotal(walt)).toBe(before);

  // Alex creates the group with Walt in it.
  await navEntry(alex).click();
  await alex.getByRole('button', { name: 'New group' }).click();
  await alex.getByLabel('Name').fill(group);
  await alex.getByRole('searchbox', { name: 'Find members' }).fill('walt');
  await alex.getByRole('checkbox', { name: /Walt Hughes/ }).check();
  await alex.getByRole('button', { name: 'Create group' }).click();
  await expect(alex.getByRole('heading', { name: group, level: 2 })).toBeVisible();
  await expect(alex).toHaveURL(/\/communications\/\d+$/);

  // A message: Walt's navigation counts it at once, and so does his channel list.
  await composer(alex).fill(`Trailer for door 4 arrives at 3pm (${suffix})`);
  await composer(alex).press('Enter');
  await expect(messages(alex).getByText(`Trailer for door 4 arrives at 3pm (${suffix})`)).toBeVisible();
  await expect.poll(() => unreadTotal(walt)).toBe(before + 1);
  await navEntry(walt).click();
  await expect(walt.getByRole('link', { name: `${group}, 1 unread` })).toBeVisible();

  // Walt opens it: the message is there and nothing is unread any more.
  await walt.getByRole('link', { name: `${group}, 1 unread` }).click();
  await expect(messages(walt).getByText(`Trailer for door 4 arrives at 3pm (${suffix})`)).toBeVisible();
  await expect(walt.getByRole('link', { name: group, exact: true })).toBeVisible();
  await expect.poll(() => unreadTotal(walt)).toBe(before);

  // Typing shows on the other side, and the reply arrives live. Typing is reported at most every
  // 2 s, counted from Alex's last message: typing for longer than that is always reported.
  await composer(alex).pressSequentially('Can you confirm the door', { delay: 120 });
  await expect(walt.getByText('Alex is typing…')).toBeVisible();
  await composer(walt).pressSequentially('Sure, on it', { delay: 30 });
  await expect(alex.getByText('Walt is typing…')).toBeVisible();
  await composer(walt).press('Enter');
  await expect(messages(alex).getByText('Sure, on it')).toBeVisible();
  await expect(alex.getByText('Walt is typing…')).toBeHidden();

  // A mention picked from the members: Walt is told.
  await composer(alex).fill('');
  await composer(alex).pressSequentially('Thanks @wa');
  await alex.getByRole('option', { name: 'Walt Hughes' }).click();
  await composer(alex).press('Enter');
  await expect(messages(walt).getByText('Thanks @Walt Hughes')).toBeVisible();
  await expect(walt.getByText(`Alex Morgan mentioned you in #${group}`)).toBeVisible();
  // Walt has the channel open: it stays read.
  await expect.poll(() => unreadTotal(walt)).toBe(before);
});
