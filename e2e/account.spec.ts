/** Password reset through the e-mail link, and the offline shell. */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './fixtures';

test('forgot password → e-mailed link → new password → sign in with it', async ({ page, request }) => {
  const email = 'manufacturing@dockhand.test';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that e-mail')).toBeVisible();

  // No SMTP here: the e-mail waits in the outbox, which a developer can read.
  const login = await request.post('/api/auth/login', {
    data: { email: 'developer@dockhand.test', password: DEMO_PASSWORD },
  });
  const { jwtToken } = await login.json();
  const outbox = await (
    await request.get('/api/admin/outbox', { headers: { Authorization: `Bearer ${jwtToken}` } })
  ).json();
  const mail = (outbox as { to: string; text: string }[]).find((m) => m.to === email);
  const link = mail?.text.match(/https?:\/\/\S+\/resetPassword\/\S+/)?.[0];
  expect(link).toBeTruthy();

  await page.goto(new URL(link!).pathname);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('a-new-secret-pass');
  await page.getByLabel('Confirm password').fill('a-new-secret-pass');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('link', { name: /sign in/i })).toBeVisible();

  // The link is single-use.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();

  await page.goto('/login');
  await signIn(page, email, 'a-new-secret-pass');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Put the demo password back: later specs sign in as this user too.
  const again = await request.post('/api/auth/login', { data: { email, password: 'a-new-secret-pass' } });
  const { jwtToken: token } = (await again.json()) as { jwtToken: string };
  const restored = await request.post('/api/my-account/password', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      currentPassword: 'a-new-secret-pass',
      newPassword: DEMO_PASSWORD,
      confirmPassword: DEMO_PASSWORD,
    },
  });
  expect(restored.ok()).toBe(true);
});

test('the shell loads offline once the service worker has cached it', async ({ page, context }) => {
  await page.goto('/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload(); // now controlled by the service worker
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await context.setOffline(false);
});
