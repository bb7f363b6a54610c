/**
 * The sign-in session (spec §4, §8): guest → refreshing → authed → loggedOut.
 * - Entering a protected route with a stored session exchanges the refresh cookie for tokens; without
 *   one, the user is sent to /login?redirect=<path and query>&<random marker>.
 * - Every 401 and every 5 minutes in the background, the session refreshes. A transient failure is
 *   retried up to 3 times, 1 s apart; after more than 3 failures the user is logged out (on localhost
 *   an already signed-in user keeps the session, as developers restart the server often). A refresh
 *   the server rejects (401) cannot succeed by retrying, so it logs out at once.
 * - Logout revokes the session on the server and clears user, roles, permissions and tokens.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { BACKGROUND_REFRESH_MS, REFRESH_RETRIES, REFRESH_RETRY_DELAY_MS } from '../../domain/constants';
import { guestUser, toSessionUser, type LoginResponse, type SessionUser } from '../../domain/user';

export interface SessionInput {
  /** Whether this browser holds a session from an earlier visit (the has_logged_in flag). */
  hasStoredSession: boolean;
  isLocalhost: boolean;
}

export interface SessionContext extends SessionInput {
  user: SessionUser;
  token: string | null;
  env: string;
  failures: number;
  /** Where to go after sign-in (path and query of the protected route first asked for). */
  returnTo: string | null;
  /** The login URL the user was last sent to. */
  loginUrl: string | null;
}

export type SessionEvent =
  | { type: 'session.routeEntered'; path: string }
  | { type: 'session.loggedIn'; response: LoginResponse }
  | { type: 'session.unauthorized' }
  | { type: 'session.userUpdated'; user: SessionUser }
  | { type: 'session.logout' };

export type SessionEmitted = { type: 'session.refreshed' } | { type: 'session.ended' };

/** Thrown by `refreshToken` when the server rejected the refresh token (no point retrying). */
export class RefreshRejectedError extends Error {
  constructor() {
    super('The session could not be renewed.');
    this.name = 'RefreshRejectedError';
  }
}

function loginUrlFor(returnTo: string | null): string {
  const marker = Math.random().toString(36).slice(2, 10);
  if (!returnTo || returnTo === '/' || returnTo.startsWith('/login')) return `/login?${marker}`;
  return `/login?redirect=${encodeURIComponent(returnTo)}&${marker}`;
}

const signedOut = {
  user: guestUser,
  token: null,
  env: '',
  failures: 0,
  hasStoredSession: false,
} satisfies Partial<SessionContext>;

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    refreshToken: fromPromise<LoginResponse>(() => Promise.reject(new Error('refreshToken not provided'))),
    revokeSession: fromPromise<void>(() => Promise.resolve()),
  },
  actions: {
    storeLogin: assign((_, params: { response: LoginResponse }) => ({
      user: toSessionUser(params.response),
      token: params.response.jwtToken,
      env: params.response.env,
      failures: 0,
      hasStoredSession: true,
    })),
    storeUser: assign((_, params: { user: SessionUser }) => ({ user: params.user })),
    storeReturnTo: assign((_, params: { path: string }) => ({ returnTo: params.path })),
    countFailure: assign(({ context }) => ({ failures: context.failures + 1 })),
    resetFailures: assign({ failures: 0 }),
    clearSession: assign(signedOut),
    buildLoginUrl: assign(({ context }) => ({ loginUrl: loginUrlFor(context.returnTo) })),
    buildPlainLoginUrl: assign({ returnTo: null, loginUrl: loginUrlFor(null) }),
    // Side effects supplied by the app (see session.implementations.ts); no-ops in a bare machine.
    rememberSession: () => {},
    forgetSession: () => {},
    goToLogin: () => {},
    announceRefreshed: emit({ type: 'session.refreshed' } as const),
    announceEnded: emit({ type: 'session.ended' } as const),
  },
  guards: {
    hasStoredSession: ({ context }) => context.hasStoredSession,
    isRejected: (_, params: { error: unknown }) => params.error instanceof RefreshRejectedError,
    canRetry: ({ context }) => context.failures < REFRESH_RETRIES,
    keepsLocalSession: ({ context }) => context.isLocalhost && context.user.id !== '',
  },
  delays: {
    refreshRetryDelay: REFRESH_RETRY_DELAY_MS,
    backgroundRefresh: BACKGROUND_REFRESH_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    ...input,
    user: guestUser,
    token: null,
    env: '',
    failures: 0,
    returnTo: null,
    loginUrl: null,
  }),
  initial: 'guest',
  on: {
    'session.loggedIn': {
      target: '.authed',
      actions: [
        { type: 'storeLogin', params: ({ event }) => ({ response: event.response }) },
        'rememberSession',
        'announceRefreshed',
      ],
    },
  },
  states: {
    guest: {
      on: {
        'session.routeEntered': [
          {
            guard: 'hasStoredSession',
            target: 'refreshing',
            actions: { type: 'storeReturnTo', params: ({ event }) => ({ path: event.path }) },
          },
          {
            target: 'loggedOut',
            actions: [
              { type: 'storeReturnTo', params: ({ event }) => ({ path: event.path }) },
              'buildLoginUrl',
              'goToLogin',
            ],
          },
        ],
      },
    },
    refreshing: {
      invoke: {
        src: 'refreshToken',
        onDone: {
          target: 'authed',
          actions: [
            { type: 'storeLogin', params: ({ event }) => ({ response: event.output }) },
            'rememberSession',
            'announceRefreshed',
          ],
        },
        onError: [
          {
            guard: { type: 'isRejected', params: ({ event }) => ({ error: event.error }) },
            target: 'loggedOut',
            actions: ['forgetSession', 'clearSession', 'buildLoginUrl', 'goToLogin', 'announceEnded'],
          },
          { guard: 'canRetry', target: 'waitingToRetry', actions: 'countFailure' },
          { guard: 'keepsLocalSession', target: 'authed', actions: 'resetFailures' },
          {
            target: 'loggedOut',
            actions: ['forgetSession', 'clearSession', 'buildLoginUrl', 'goToLogin', 'announceEnded'],
          },
        ],
      },
    },
    waitingToRetry: {
      after: { refreshRetryDelay: 'refreshing' },
    },
    authed: {
      after: { backgroundRefresh: 'refreshing' },
      on: {
        'session.unauthorized': 'refreshing',
        'session.userUpdated': {
          actions: { type: 'storeUser', params: ({ event }) => ({ user: event.user }) },
        },
        'session.logout': 'loggingOut',
      },
    },
    loggingOut: {
      invoke: {
        src: 'revokeSession',
        // Signing out locally must not depend on the server answering.
        onDone: {
          target: 'loggedOut',
          actions: ['forgetSession', 'clearSession', 'buildPlainLoginUrl', 'goToLogin', 'announceEnded'],
        },
        onError: {
          target: 'loggedOut',
          actions: ['forgetSession', 'clearSession', 'buildPlainLoginUrl', 'goToLogin', 'announceEnded'],
        },
      },
    },
    loggedOut: {
      on: {
        'session.routeEntered': {
          actions: [
            { type: 'storeReturnTo', params: ({ event }) => ({ path: event.path }) },
            'buildLoginUrl',
            'goToLogin',
          ],
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
