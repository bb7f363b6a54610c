/**
 * The app-wide actors (session, site, app version) and how they talk: a successful refresh signals
 * the site up; the HTTP client refreshes through the session on a 401. Created once at start-up.
 */
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import { createApiClient, type ApiClient } from '../api/http';
import { fetchServerBuildId } from '../api/version.api';
import { isLocalhost } from '../domain/environment';
import { createAppVersionMachine } from './app-version/app-version.implementations';
import { inspectFor } from './registry';
import { createSessionMachine, STORED_SESSION_KEY } from './session/session.implementations';
import type { SessionMachine } from './session/session.machine';
import { siteMachine } from './site/site.machine';
import type { AppVersionMachine } from './app-version/app-version.machine';

export interface AppActors {
  session: ActorRefFrom<SessionMachine>;
  site: ActorRefFrom<typeof siteMachine>;
  appVersion: ActorRefFrom<AppVersionMachine>;
  api: ApiClient;
}

export interface AppActorDeps {
  navigate: (url: string) => void;
  reloadApp: () => void;
}

export function createAppActors(deps: AppActorDeps): AppActors {
  const session = createActor(
    createSessionMachine({
      storage: window.localStorage,
      navigate: deps.navigate,
      locks: typeof navigator !== 'undefined' ? navigator.locks : undefined,
    }),
    {
      input: {
        hasStoredSession: window.localStorage.getItem(STORED_SESSION_KEY) === '1',
        isLocalhost: isLocalhost(window.location.hostname),
      },
      inspect: inspectFor('session'),
    },
  );
  const site = createActor(siteMachine, { inspect: inspectFor('site') });
  const appVersion = createActor(
    createAppVersionMachine({ fetchBuildId: fetchServerBuildId, reloadApp: deps.reloadApp }),
    { input: { currentBuildId: __BUILD_ID__ }, inspect: inspectFor('appVersion') },
  );

  session.on('session.refreshed', () => site.send({ type: 'site.up' }));

  const api = createApiClient({
    getToken: () => session.getSnapshot().context.token,
    async refreshAfterUnauthorized() {
      session.send({ type: 'session.unauthorized' });
      const settled = await waitFor(session, (s) => !s.matches('refreshing') && !s.matches('waitingToRetry'));
      return settled.matches('authed') ? settled.context.token : null;
    },
    giveUp: () => session.send({ type: 'session.logout' }),
  });

  session.start();
  site.start();
  appVersion.start();
  return { session, site, appVersion, api };
}
