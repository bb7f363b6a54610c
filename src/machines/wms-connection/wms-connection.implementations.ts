/** The connection form's and Sync now's I/O: the calls of server/modules/wms-sync (wms-sync.api.ts). */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/http';
import { loadWmsConnection, loadWmsRuns, requestWmsSync, saveWmsConnection } from '../../api/wms-sync.api';
import type {
  WmsSyncAnswer,
  WmsSyncRunRow,
  WmsWarehouseConnection,
} from '../../domain/contracts/wms-connections';
import { failingAs } from '../api-failure';
import { fromLoad } from '../load/load.implementations';
import { wmsConnectionMachine } from './wms-connection.machine';
import type { ConnectionCallInput, SaveCallInput } from './wms-connection.types';
import { wmsSyncMachine } from './wms-sync.machine';

export function createWmsConnectionMachine(api: ApiClient) {
  return wmsConnectionMachine.provide({
    actors: {
      loadConnection: fromLoad<WmsWarehouseConnection, ConnectionCallInput>((input, signal) =>
        failingAs(loadWmsConnection(api, input.system, input.warehouseId, signal)),
      ),
      saveConnection: fromPromise<WmsWarehouseConnection, SaveCallInput>(({ input }) =>
        failingAs(saveWmsConnection(api, input.system, input.warehouseId, input.body)),
      ),
    },
  });
}

export function createWmsSyncMachine(api: ApiClient) {
  return wmsSyncMachine.provide({
    actors: {
      requestSync: fromPromise<WmsSyncAnswer, ConnectionCallInput>(({ input }) =>
        failingAs(requestWmsSync(api, input.system, input.warehouseId)),
      ),
      // Leaving the read (the sync settled, the screen closed) aborts its request.
      loadLatestRun: fromLoad<WmsSyncRunRow | null, ConnectionCallInput>((input, signal) =>
        failingAs(
          loadWmsRuns(api, { system: input.system, warehouseId: input.warehouseId, perPage: 1 }, signal),
        ).then((page) => page.items[0] ?? null),
      ),
    },
  });
}
