/**
 * New-version detection (spec §1): the server's build id is polled (and checked when the window
 * regains focus or the service worker finds an update); a newer one opens the 'New Version Detected!'
 * dialog. 'Yes!' reloads onto the new build; 'Later' hides it until a yet newer build appears.
 */
import { assign, fromPromise, setup } from 'xstate';

export interface AppVersionInput {
  currentBuildId: string;
}

export interface AppVersionContext {
  currentBuildId: string;
  latestBuildId: string | null;
  dismissedBuildId: string | null;
}

export type AppVersionEvent =
  | { type: 'version.check' }
  | { type: 'version.detected' }
  | { type: 'version.update' }
  | { type: 'version.later' };

export const appVersionMachine = setup({
  types: {
    input: {} as AppVersionInput,
    context: {} as AppVersionContext,
    events: {} as AppVersionEvent,
  },
  actors: {
    fetchBuildId: fromPromise<string>(() => Promise.reject(new Error('fetchBuildId not provided'))),
  },
  actions: {
    storeLatest: assign((_, params: { buildId: string }) => ({ latestBuildId: params.buildId })),
    dismiss: assign(({ context }) => ({ dismissedBuildId: context.latestBuildId })),
    reloadApp: () => {},
  },
  guards: {
    isNewBuild: ({ context }, params: { buildId: string }) =>
      params.buildId !== context.currentBuildId && params.buildId !== context.dismissedBuildId,
  },
  delays: { versionPollInterval: 60_000 },
}).createMachine({
  id: 'appVersion',
  context: ({ input }) => ({
    currentBuildId: input.currentBuildId,
    latestBuildId: null,
    dismissedBuildId: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      after: { versionPollInterval: 'checking' },
      on: { 'version.check': 'checking', 'version.detected': 'checking' },
    },
    checking: {
      invoke: {
        src: 'fetchBuildId',
        onDone: [
          {
            guard: { type: 'isNewBuild', params: ({ event }) => ({ buildId: event.output }) },
            target: 'outdated',
            actions: { type: 'storeLatest', params: ({ event }) => ({ buildId: event.output }) },
          },
          { target: 'idle' },
        ],
        // Offline or server restarting: try again at the next poll.
        onError: 'idle',
      },
    },
    outdated: {
      on: {
        'version.update': 'reloading',
        'version.later': { target: 'idle', actions: 'dismiss' },
      },
    },
    reloading: { entry: 'reloadApp' },
  },
});

export type AppVersionMachine = typeof appVersionMachine;
