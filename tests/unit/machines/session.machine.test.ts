/** Every transition of the session machine (spec §4, §8), driven through its actor with fake timers. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LoginResponse } from '../../../src/domain/user';
import {
  RefreshRejectedError,
  sessionMachine,
  type SessionInput,
} from '../../../src/machines/session/session.machine';

const response = (token = 'access-1'): LoginResponse => ({
  jwtToken: token,
  refreshToken: 'refresh',
  env: 'localhost',
  id: 'u1',
  fullName: 'Alex Morgan',
  firstName: 'Alex',
  lastName: 'Morgan',
  email: 'admin@dockhand.test',
  timezone: null,
  userRoles: ['admin'],
  permissions: ['orders.view'],
  accessVendorIds: null,
  accessWarehouseIds: null,
  isManager: false,
});

interface Script {
  /** Each refresh call takes the next outcome: a response, or an error to throw. */
  outcomes: (LoginResponse | Error)[];
}

function start(input: Partial<SessionInput> = {}, script: Script = { outcomes: [] }) {
  const calls = { refresh: 0, revoke: 0, goToLogin: [] as string[], remember: 0, forget: 0 };
  const machine = sessionMachine.provide({
    actors: {
      refreshToken: fromPromise(async () => {
        const outcome = script.outcomes[calls.refresh++];
        if (!outcome) throw new Error('no scripted outcome');
        if (outcome instanceof Error) throw outcome;
        return outcome;
      }),
      revokeSession: fromPromise<void>(async () => {
        calls.revoke++;
      }),
    },
    actions: {
      goToLogin: ({ context }) => void calls.goToLogin.push(context.loginUrl ?? ''),
      rememberSession: () => void calls.remember++,
      forgetSession: () => void calls.forget++,
    },
  });
  const actor = createActor(machine, { input: { hasStoredSession: false, isLocalhost: false, ...input } });
  const emitted: string[] = [];
  actor.on('*', (e) => void emitted.push(e.type));
  actor.start();
  return { actor, calls, emitted };
}

/** Lets the promise actors settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('session machine: entering a protected route', () => {
  it('starts as a guest with an empty user id', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('guest');
    expect(actor.getSnapshot().context.user.id).toBe('');
  });

  it('sends a visitor without a stored session to /login with the redirect and a random marker', () => {
    const { actor, calls } = start();
    actor.send({ type: 'session.routeEntered', path: '/orders/details/42?tab=lines' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(calls.goToLogin).toHaveLength(1);
    expect(calls.goToLogin[0]).toMatch(
      /^\/login\?redirect=%2Forders%2Fdetails%2F42%3Ftab%3Dlines&[a-z0-9]+$/,
    );
    expect(calls.refresh).toBe(0);
  });

  it('exchanges a stored session and becomes authed, signalling the site up', async () => {
    const { actor, calls, emitted } = start({ hasStoredSession: true }, { outcomes: [response()] });
    actor.send({ type: 'session.routeEntered', path: '/dashboard' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    await settle();
    const s = actor.getSnapshot();
    expect(s.value).toBe('authed');
    expect(s.context.token).toBe('access-1');
    expect(s.context.user.email).toBe('admin@dockhand.test');
    expect(s.context.returnTo).toBe('/dashboard');
    expect(calls.remember).toBe(1);
    expect(emitted).toContain('session.refreshed');
  });

  it('removes the stored session and goes to login when the server rejects the exchange', async () => {
    const { actor, calls } = start({ hasStoredSession: true }, { outcomes: [new RefreshRejectedError()] });
    actor.send({ type: 'session.routeEntered', path: '/warehouses?page=2' });
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(calls.forget).toBe(1);
    expect(calls.refresh).toBe(1);
    expect(calls.goToLogin[0]).toMatch(/^\/login\?redirect=%2Fwarehouses%3Fpage%3D2&/);
  });

  it('logs in directly from the login screen', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'session.loggedIn', response: response('fresh') });
    expect(actor.getSnapshot().value).toBe('authed');
    expect(actor.getSnapshot().context.token).toBe('fresh');
    expect(emitted).toContain('session.refreshed');
  });
});

describe('session machine: refreshing while signed in', () => {
  function signedIn(input: Partial<SessionInput>, outcomes: (LoginResponse | Error)[]) {
    const run = start(input, { outcomes });
    run.actor.send({ type: 'session.loggedIn', response: response() });
    return run;
  }

  it('refreshes on a 401 and keeps the session with the new token', async () => {
    const { actor } = signedIn({}, [response('access-2')]);
    actor.send({ type: 'session.unauthorized' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    await settle();
    expect(actor.getSnapshot().value).toBe('authed');
    expect(actor.getSnapshot().context.token).toBe('access-2');
  });

  it('retries a failing refresh 3 times 1 s apart and logs out after the 4th failure', async () => {
    const network = () => new Error('network down');
    const { actor, calls } = signedIn({}, [network(), network(), network(), network()]);
    actor.send({ type: 'session.unauthorized' });
    await settle();
    for (let retry = 1; retry <= 3; retry++) {
      expect(actor.getSnapshot().value).toBe('waitingToRetry');
      expect(actor.getSnapshot().context.failures).toBe(retry);
      await vi.advanceTimersByTimeAsync(999);
      expect(calls.refresh).toBe(retry);
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(calls.refresh).toBe(4);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().context.user.id).toBe('');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(calls.goToLogin).toHaveLength(1);
  });

  it('recovers when a retry succeeds', async () => {
    const { actor } = signedIn({}, [new Error('502'), new Error('502'), response('access-3')]);
    actor.send({ type: 'session.unauthorized' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().value).toBe('authed');
    expect(actor.getSnapshot().context.failures).toBe(0);
    expect(actor.getSnapshot().context.token).toBe('access-3');
  });

  it('on localhost keeps the signed-in user after more than 3 failures', async () => {
    const failures = Array.from({ length: 4 }, () => new Error('server restarting'));
    const { actor, calls } = signedIn({ isLocalhost: true }, failures);
    actor.send({ type: 'session.unauthorized' });
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls.refresh).toBe(4);
    expect(actor.getSnapshot().value).toBe('authed');
    expect(actor.getSnapshot().context.user.id).toBe('u1');
    expect(calls.goToLogin).toHaveLength(0);
  });

  it('logs out at once, even on localhost, when the server rejects the refresh token', async () => {
    const { actor, calls } = signedIn({ isLocalhost: true }, [new RefreshRejectedError()]);
    actor.send({ type: 'session.unauthorized' });
    await settle();
    expect(calls.refresh).toBe(1);
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });

  it('refreshes in the background every 300000 ms', async () => {
    const { actor, calls } = signedIn({}, [response('bg-1'), response('bg-2')]);
    await vi.advanceTimersByTimeAsync(299_999);
    expect(calls.refresh).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.refresh).toBe(1);
    expect(actor.getSnapshot().context.token).toBe('bg-1');
    await vi.advanceTimersByTimeAsync(300_000);
    expect(calls.refresh).toBe(2);
    expect(actor.getSnapshot().context.token).toBe('bg-2');
  });

  it('takes an updated user from My Account', () => {
    const { actor } = signedIn({}, []);
    actor.send({
      type: 'session.userUpdated',
      user: { ...actor.getSnapshot().context.user, firstName: 'Alexa' },
    });
    expect(actor.getSnapshot().context.user.firstName).toBe('Alexa');
  });
});

describe('session machine: logout', () => {
  it('revokes the session, clears tokens, user, roles and permissions, and goes to /login', async () => {
    const { actor, calls, emitted } = start();
    actor.send({ type: 'session.loggedIn', response: response() });
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    await settle();
    const s = actor.getSnapshot();
    expect(s.value).toBe('loggedOut');
    expect(calls.revoke).toBe(1);
    expect(calls.forget).toBe(1);
    expect(s.context.token).toBeNull();
    expect(s.context.user).toMatchObject({ id: '', userRoles: [], permissions: [] });
    expect(calls.goToLogin[0]).toMatch(/^\/login\?[a-z0-9]+$/);
    expect(emitted).toContain('session.ended');
  });

  it('signs out locally even when the server cannot be reached', async () => {
    const machine = sessionMachine.provide({
      actors: { revokeSession: fromPromise(() => Promise.reject(new Error('offline'))) },
    });
    const actor = createActor(machine, { input: { hasStoredSession: false, isLocalhost: false } }).start();
    actor.send({ type: 'session.loggedIn', response: response() });
    actor.send({ type: 'session.logout' });
    await settle();
    expect(actor.getSnapshot().value).toBe('loggedOut');
  });

  it('sends a logged-out user entering a protected route back to /login', () => {
    const { actor, calls } = start();
    actor.send({ type: 'session.routeEntered', path: '/a' });
    actor.send({ type: 'session.routeEntered', path: '/b' });
    expect(calls.goToLogin).toHaveLength(2);
    expect(calls.goToLogin[1]).toMatch(/redirect=%2Fb&/);
  });
});
