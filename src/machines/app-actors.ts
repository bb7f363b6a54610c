/**
 * The app-wide actors (session, site, app version, live hub, site-updated) and how they talk: a
 * successful refresh signals the site up and (re)starts the hub; logout stops it; the hub signals the
 * site up and down; a service-worker update waits for the hub before it is announced. The HTTP client
 * refreshes through the session on a 401. Created once at start-up.
 */
import { createActor, waitFor, type ActorRefFrom } from 'xstate';
import { createHubClient, type HubClient } from '../api/hub-client';
import { createApiClient, type ApiClient } from '../api/http';
import { fetchServerBuildId } from '../api/version.api';
import { isLocalhost } from '../domain/environment';
import { createAppVersionMachine } from './app-version/app-version.implementations';
import { inspectFor } from './registry';
import { createSessionMachine, STORED_SESSION_KEY } from './session/session.implementations';
import type { SessionMachine } from './session/session.machine';
import { siteMachine } from './site/site.machine';
import type { AppVersionMachine } from './app-version/app-version.machine';
import { createHubMachine } from './hub/hub.implementations';
import type { HubMachine } from './hub/hub.machine';
import { siteUpdatedMachine, type SiteUpdatedMachine } from './site-updated/site-updated.machine';

export interface AppActors {
  session: ActorRefFrom<SessionMachine>;
  site: ActorRefFrom<typeof siteMachine>;
  appVersion: ActorRefFrom<AppVersionMachine>;
  hub: ActorRefFrom<HubMachine>;
  siteUpdated: ActorRefFrom<SiteUpdatedMachine>;
  api: ApiClient;
  /** The live connection's events and calls (use-hub.ts). */
  hubClient: HubClient;
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

  const hubClient = createHubClient({
    // Each ticket is minted with the session's current token (the api client refreshes on a 401).
    fetchTicket: async () => (await api<{ ticket: string }>('/api/hub/ticket', { method: 'POST' })).ticket,
  });
  const hub = createActor(
    createHubMachine({
      client: hubClient,
      siteUp: () => site.send({ type: 'site.up' }),
      siteDown: () => site.send({ type: 'site.down' }),
    }),
    { inspect: inspectFor('hub') },
  );
  // Login and every refresh announce a signed-in user: the hub starts (ignored when already running).
  session.on('session.refreshed', () => hub.send({ type: 'hub.start' }));
  session.on('session.ended', () => hub.send({ type: 'hub.stop' }));
  const siteUpdated = createActor(
    siteUpdatedMachine.provide({
      guards: { isHubConnected: () => hub.getSnapshot().matches('connected') },
      actions: { announceUpdate: () => appVersion.send({ type: 'version.detected' }) },
    }),
    { inspect: inspectFor('siteUpdated') },
  );

  session.start();
  site.start();
  appVersion.start();
  hub.start();
  siteUpdated.start();
  return { session, site, appVersion, hub, siteUpdated, api, hubClient };
}
