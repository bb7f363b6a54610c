import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'dockhand-demo';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/**
 * The API as `email`, through a request context of its own (a login there never touches the
 * browser's session cookie): `get` and `post` answer the JSON and fail the test on any non-2xx.
 */
export async function apiAs(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { jwtToken } = (await login.json()) as { jwtToken: string };
  const headers = { Authorization: `Bearer ${jwtToken}` };
  const get = async <T>(url: string) => {
    const answer = await request.get(url, { headers });
    expect(answer.ok(), `${url}: ${answer.status()}`).toBe(true);
    return (await answer.json()) as T;
  };
  const post = async <T>(url: string, data: unknown) => {
    const answer = await request.post(url, { headers, data });
    expect(answer.ok(), `${url}: ${answer.status()} ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
  return { get, post };
}
