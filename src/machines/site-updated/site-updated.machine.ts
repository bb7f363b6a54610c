/**
 * Spec §1, §9: when the service worker has installed a new version, a site-updated event fires,
 * retried every 3 s until the live connection exists. Our reading: a new build is worth announcing
 * only once the server that serves it answers, which the live connection proves (during a deploy the
 * server restarts). So the update waits in `waitingForHub`, checking every 3 s, and once connected
 * it is announced: the app-version machine checks the build id and opens the 'New Version Detected!'
 * dialog.
 */
import { setup } from 'xstate';
import { SERVICE_WORKER_NOTICE_RETRY_MS } from '../../domain/constants';

export type SiteUpdatedEvent = { type: 'site.updated' };

export const siteUpdatedMachine = setup({
  types: { events: {} as SiteUpdatedEvent },
  actions: {
    // Supplied by the app (app-actors.ts): tells the app-version machine.
    announceUpdate: () => {},
  },
  guards: {
    isHubConnected: () => false,
  },
  delays: { siteUpdatedRetry: SERVICE_WORKER_NOTICE_RETRY_MS },
}).createMachine({
  id: 'siteUpdated',
  initial: 'idle',
  states: {
    idle: {
      on: { 'site.updated': 'waitingForHub' },
    },
    waitingForHub: {
      always: { guard: 'isHubConnected', target: 'idle', actions: 'announceUpdate' },
      after: { siteUpdatedRetry: { target: 'waitingForHub', reenter: true } },
    },
  },
});

export type SiteUpdatedMachine = typeof siteUpdatedMachine;
