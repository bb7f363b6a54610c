import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FetchError } from 'ofetch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { login } from '../../../src/api/auth.api';
import LoginScreen from '../../../src/screens/auth/login.screen';
import { loginResponse, renderWithApp } from './test-app';

vi.mock('../../../src/api/auth.api', () => ({ login: vi.fn() }));
const loginMock = vi.mocked(login);

/** A failed call as ofetch reports it: status and the server's `{ error, message }` body. */
function httpError(status: number, message: string) {
  const error = new FetchError(`[POST] "/api/auth/login": ${status}`);
  Object.defineProperty(error, 'status', { value: status });
  Object.defineProperty(error, 'data', { value: { error: 'x', message } });
  return error;
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText('E-mail'));
  await user.paste(email);
  await user.click(screen.getByLabelText('Password'));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => loginMock.mockReset());
// jsdom and Formik's per-keystroke validation are slow on a loaded two-core machine.
vi.setConfig({ testTimeout: 20_000 });

describe('login screen', () => {
  it('shows a message on each field for an empty submit and calls nothing', async () => {
    renderWithApp(<LoginScreen />, { path: '/login' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail is required');
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(loginMock).not.toHaveBeenCalled();
  });

  it('does not flag a field the user only passed through, and links to the password reset', async () => {
    const { location } = renderWithApp(<LoginScreen />, { path: '/login' });
    const user = userEvent.setup();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    await user.tab();
    expect(screen.queryByText('E-mail is required')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.tab();
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(location.history?.at(-1)).toBe('/forgot-password');
  });

  it("shows the server's message for wrong credentials (401) and stays on the page", async () => {
    loginMock.mockRejectedValue(httpError(401, 'E-mail or password is incorrect.'));
    const { location } = renderWithApp(<LoginScreen />, { path: '/login' });
    await signIn('Admin@Dockhand.test ', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail or password is incorrect.');
    expect(loginMock).toHaveBeenCalledWith({ email: 'admin@dockhand.test', password: 'wrong-password' });
    expect(location.history).toEqual(['/login']);
  });

  it("shows the server's message when sign-in is throttled (429)", async () => {
    loginMock.mockRejectedValue(httpError(429, 'Too many sign-in attempts. Try again in 60 seconds.'));
    renderWithApp(<LoginScreen />, { path: '/login' });
    await signIn('admin@dockhand.test', 'whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Try again in 60 seconds.',
    );
  });

  it('says so when the server cannot be reached', async () => {
    loginMock.mockRejectedValue(new FetchError('[POST] "/api/auth/login": <no response> Failed to fetch'));
    renderWithApp(<LoginScreen />, { path: '/login' });
    await signIn('admin@dockhand.test', 'whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server');
  });

  it('starts the session and goes to the same-origin redirect target', async () => {
    loginMock.mockResolvedValue(loginResponse('admin'));
    const { actors, location } = renderWithApp(<LoginScreen />, {
      path: '/login?redirect=%2Forders%3Fpage%3D2&x1y2',
    });
    await signIn('admin@dockhand.test', 'dockhand-demo');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/orders?page=2'));
    expect(actors.session.getSnapshot().matches('authed')).toBe(true);
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example'])(
    'ignores the redirect target %s and goes to the dashboard',
    async (target) => {
      loginMock.mockResolvedValue(loginResponse('admin'));
      const { location } = renderWithApp(<LoginScreen />, {
        path: `/login?redirect=${encodeURIComponent(target)}`,
      });
      await signIn('admin@dockhand.test', 'dockhand-demo');
      await waitFor(() => expect(location.history?.at(-1)).toBe('/dashboard'));
    },
  );

  it('can be used with the keyboard only', async () => {
    loginMock.mockResolvedValue(loginResponse('admin'));
    const { location } = renderWithApp(<LoginScreen />, { path: '/login' });
    const user = userEvent.setup();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    await user.keyboard('admin@dockhand.test');
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.keyboard('dockhand-demo{Enter}');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/dashboard'));
  });

  it('sends a signed-in user straight on', () => {
    const { location, actors } = renderWithApp(<LoginScreen />, { path: '/login?redirect=%2Fmy-account' });
    expect(location.history).toEqual(['/login?redirect=%2Fmy-account']);
    actors.session.send({ type: 'session.loggedIn', response: loginResponse('admin') });
    return waitFor(() => expect(location.history?.at(-1)).toBe('/my-account'));
  });
});
