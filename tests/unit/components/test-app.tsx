/** Renders UI the way the app does: real app-wide machines (no I/O) and an in-memory wouter location. */
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise } from 'xstate';
import { createHubClient } from '../../../src/api/hub-client';
import type { ApiClient } from '../../../src/api/http';
import { roleDefaults, type Role } from '../../../src/domain/permissions';
import type { LoginResponse } from '../../../src/domain/user';
import type { AppActors } from '../../../src/machines/app-actors';
import { appVersionMachine } from '../../../src/machines/app-version/app-version.machine';
import { hubMachine } from '../../../src/machines/hub/hub.machine';
import { sessionMachine } from '../../../src/machines/session/session.machine';
import { siteMachine } from '../../../src/machines/site/site.machine';
import { siteUpdatedMachine } from '../../../src/machines/site-updated/site-updated.machine';
import { AppActorsProvider } from '../../../src/machines/use-app';

// jsdom has no ResizeObserver; Ark's positioned parts (the user menu) observe their size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The unit project runs without vitest globals, so Testing Library cannot register its own cleanup.
const started: AppActors[] = [];
afterEach(() => {
  cleanup();
  for (const actors of started.splice(0))
    for (const actor of [actors.session, actors.site, actors.appVersion, actors.hub, actors.siteUpdated])
      actor.stop();
});

export function loginResponse(role: Role, extra: Partial<LoginResponse> = {}): LoginResponse {
  return {
    id: `user-${role}`,
    fullName: 'Alex Morgan',
    firstName: 'Alex',
    lastName: 'Morgan',
    email: 'alex@dockhand.test',
    timezone: null,
    userRoles: [role],
    permissions: [...roleDefaults[role]],
    accessVendorIds: null,
    accessWarehouseIds: null,
    isManager: false,
    jwtToken: 'access-token',
    refreshToken: 'refresh-token',
    env: 'test',
    ...extra,
  };
}

export interface TestActorsOptions {
  /** Signs this user in; without it the session stays a guest. */
  user?: LoginResponse;
  /** What the version check answers ('test' is this build). */
  serverBuildId?: string;
}

export function createTestActors({ user, serverBuildId = 'test' }: TestActorsOptions = {}): AppActors {
  const session = createActor(
    sessionMachine.provide({
      actors: {
        refreshToken: fromPromise(() => new Promise<LoginResponse>(() => {})),
        revokeSession: fromPromise(async () => {}),
      },
    }),
    { input: { hasStoredSession: false, isLocalhost: false } },
  ).start();
  if (user) session.send({ type: 'session.loggedIn', response: user });
  const site = createActor(siteMachine).start();
  const appVersion = createActor(
    appVersionMachine.provide({ actors: { fetchBuildId: fromPromise(async () => serverBuildId) } }),
    { input: { currentBuildId: 'test' } },
  ).start();
  const api = vi.fn(() => new Promise(() => {})) as unknown as ApiClient;
  // The hub stays idle (no server); a test delivers live events with hubClient.dispatch.
  const hub = createActor(hubMachine).start();
  const siteUpdated = createActor(siteUpdatedMachine).start();
  const hubClient = createHubClient({ fetchTicket: () => new Promise<string>(() => {}) });
  const actors = { session, site, appVersion, hub, siteUpdated, api, hubClient };
  started.push(actors);
  return actors;
}

export function renderWithApp(ui: ReactElement, { actors = createTestActors(), path = '/' } = {}) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <AppActorsProvider actors={actors}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </AppActorsProvider>,
  );
  return { ...result, actors, location };
}
