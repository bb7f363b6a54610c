import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FetchError } from 'ofetch';
import { Toaster } from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import MyAccountScreen from '../../../src/screens/account/my-account.screen';
import { createTestActors, loginResponse, renderWithApp } from './test-app';

vi.setConfig({ testTimeout: 20_000 });
// react-hot-toast asks for prefers-reduced-motion; jsdom has no matchMedia.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }) as unknown as MediaQueryList;

function badRequest(fields: Record<string, string>) {
  const error = new FetchError('[POST] "/api/my-account/password": 400');
  Object.defineProperty(error, 'status', { value: 400 });
  Object.defineProperty(error, 'data', {
    value: { error: 'bad_request', message: 'Some fields are not valid.', fields },
  });
  return error;
}

function renderAccount(api: (url: string, options?: { body?: unknown }) => Promise<unknown>) {
  const actors = createTestActors({ user: loginResponse('admin') });
  const spy = vi.fn(api);
  actors.api = spy as unknown as typeof actors.api;
  renderWithApp(
    <>
      <MyAccountScreen />
      <Toaster />
    </>,
    { actors, path: '/my-account' },
  );
  return { actors, api: spy };
}

async function fillPasswords(current: string, next: string) {
  const user = userEvent.setup();
  for (const [label, value] of [
    ['Current password', current],
    ['New password', next],
    ['Repeat new password', next],
  ] as const) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('my account', () => {
  it("shows the server's error on the current-password field until it is changed", async () => {
    renderAccount(() => Promise.reject(badRequest({ currentPassword: 'Current password is incorrect' })));
    await fillPasswords('not-my-password', 'a-new-password-1');
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    const field = screen.getByLabelText('Current password');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Current password is incorrect');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields are not valid.');

    await userEvent.setup().type(field, 'x');
    await waitFor(() => expect(screen.queryByText('Current password is incorrect')).not.toBeInTheDocument());
  });

  it('changes the password, says so and empties the form', async () => {
    const { api } = renderAccount(() => Promise.resolve({ message: 'ok' }));
    await fillPasswords('dockhand-demo', 'a-new-password-1');
    expect(await screen.findByText('Password changed. Other sessions were signed out.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/api/my-account/password', {
      method: 'POST',
      body: {
        currentPassword: 'dockhand-demo',
        newPassword: 'a-new-password-1',
        confirmPassword: 'a-new-password-1',
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('saves the profile with the timezone as a number, or null for the default', async () => {
    const saved = {
      ...loginResponse('admin'),
      firstName: 'Alexandra',
      fullName: 'Alexandra Morgan',
      timezone: -5,
    };
    const { api, actors } = renderAccount(() => Promise.resolve(saved));
    const user = userEvent.setup();
    expect(screen.getByLabelText('Timezone')).toHaveDisplayValue(
      'Default (UTC−06:00, −05:00 in daylight saving)',
    );
    await user.selectOptions(screen.getByLabelText('Timezone'), 'UTC−05:00');
    await user.clear(screen.getByLabelText('First name'));
    await user.paste('Alexandra');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your account was saved.')).toBeInTheDocument();
    expect(api).toHaveBeenCalledWith('/api/my-account', {
      method: 'POST',
      body: { firstName: 'Alexandra', lastName: 'Morgan', timezone: -5 },
    });
    expect(actors.session.getSnapshot().context.user.fullName).toBe('Alexandra Morgan');
  });
});
