/** The hub machine's I/O: the hub client's connection, and the site actor it signals. */
import { fromCallback, fromPromise } from 'xstate';
import type { HubClient } from '../../api/hub-client';
import { hubMachine, type HubEvent } from './hub.machine';

export interface HubDeps {
  client: HubClient;
  siteUp: () => void;
  siteDown: () => void;
}

export function createHubMachine(deps: HubDeps) {
  return hubMachine.provide({
    actors: {
      // Leaving `connecting` (logout) aborts the signal, which stops the half-open connection.
      startConnection: fromPromise(({ signal }) => deps.client.connect(signal)),
      watchConnection: fromCallback<HubEvent>(({ sendBack }) =>
        deps.client.onClose((error) => sendBack({ type: 'hub.closed', error: error?.message })),
      ),
    },
    actions: {
      raiseSiteUp: () => deps.siteUp(),
      raiseSiteDown: () => deps.siteDown(),
      disconnect: () => void deps.client.disconnect(),
    },
  });
}
