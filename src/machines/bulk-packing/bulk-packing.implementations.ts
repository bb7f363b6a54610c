/** The bulk packing flow's I/O over the API (server/modules/outbound/outbound.routes.ts). */
import { fromPromise } from 'xstate';
import { fetchItemBarcodes } from '../../api/bulk-shipments.api';
import type { ApiClient } from '../../api/http';
import { createManualShipmentCalls } from '../../api/manual-shipments.api';
import { failingAs } from '../api-failure';
import { packingStart } from './bulk-packing.logic';
import { bulkPackingMachine } from './bulk-packing.machine';
import type { PackInput, PackingStart } from './bulk-packing.types';

export function createBulkPackingMachine(api: ApiClient) {
  const calls = createManualShipmentCalls(api);
  return bulkPackingMachine.provide({
    actors: {
      loadPacking: fromPromise<PackingStart, { shipmentId: number; vendorId: number }>(
        async ({ input, signal }) => {
          const [packing, barcodes] = await Promise.all([
            failingAs(calls.packing(input.shipmentId, signal)),
            fetchItemBarcodes(api, input.vendorId, signal),
          ]);
          return packingStart(packing, barcodes);
        },
      ),
      // The failure keeps its status: 409 means the shipment changed meanwhile.
      pack: fromPromise<unknown, PackInput>(({ input }) =>
        failingAs(
          calls.pack(input.shipmentId, input.body, {
            version: input.version,
            idempotencyKey: input.idempotencyKey,
          }),
        ),
      ),
    },
  });
}
