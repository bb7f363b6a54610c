/** The real I/O and side effects of the session machine, supplied when the app creates its actor. */
import { fromPromise } from 'xstate';
import { statusOf } from '../../api/api-error';
import { logout, refreshSession } from '../../api/auth.api';
import type { LoginResponse } from '../../domain/user';
import { RefreshRejectedError, sessionMachine, type SessionContext } from './session.machine';

/** The only thing kept in storage: whether this browser signed in before. Tokens stay in memory and the HttpOnly cookie. */
export const STORED_SESSION_KEY = 'has_logged_in';

export interface SessionDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  navigate: (url: string) => void;
  locks?: LockManager;
}

/**
 * Only one tab refreshes at a time (Web Locks): the refresh cookie rotates on every use, so a second
 * tab waiting on the lock then sends the already-rotated cookie instead of racing the first.
 */
async function refreshOnce(locks: LockManager | undefined, signal: AbortSignal): Promise<LoginResponse> {
  const call = async () => {
    try {
      return await refreshSession(signal);
    } catch (error) {
      const status = statusOf(error);
      if (status === 401 || status === 400 || status === 403) throw new RefreshRejectedError();
      throw error;
    }
  };
  return locks ? locks.request('dockhand-refresh', call) : call();
}

export function createSessionMachine(deps: SessionDeps) {
  return sessionMachine.provide({
    actors: {
      refreshToken: fromPromise(({ signal }) => refreshOnce(deps.locks, signal)),
      revokeSession: fromPromise(() => logout()),
    },
    actions: {
      rememberSession: () => deps.storage.setItem(STORED_SESSION_KEY, '1'),
      forgetSession: () => deps.storage.removeItem(STORED_SESSION_KEY),
      goToLogin: ({ context }: { context: SessionContext }) => {
        if (context.loginUrl) deps.navigate(context.loginUrl);
      },
    },
  });
}
