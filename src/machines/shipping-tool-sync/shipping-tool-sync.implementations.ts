/** "Sync now"'s I/O: the sync call of server/modules/shipping-tool (shipping-tool.api.ts). */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/http';
import { runShippingToolSync } from '../../api/shipping-tool.api';
import type { ShippingToolSyncRow } from '../../domain/contracts/shipping-tool';
import { failingAs } from '../api-failure';
import { shippingToolSyncMachine } from './shipping-tool-sync.machine';
import type { SyncCallInput } from './shipping-tool-sync.types';

export function createShippingToolSyncMachine(api: ApiClient) {
  return shippingToolSyncMachine.provide({
    actors: {
      runSync: fromPromise<ShippingToolSyncRow, SyncCallInput>(({ input }) =>
        failingAs(runShippingToolSync(api, input.projectId, input.scope)),
      ),
    },
  });
}
