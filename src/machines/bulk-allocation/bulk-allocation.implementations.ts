/** The bulk allocation flow's I/O over the API (server/modules/outbound/outbound.routes.ts). */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/http';
import { createManualShipmentCalls } from '../../api/manual-shipments.api';
import { failingAs } from '../api-failure';
import { bulkAllocationMachine } from './bulk-allocation.machine';
import type { AllocationProposal, BulkAllocateInput } from './bulk-allocation.types';

export function createBulkAllocationMachine(api: ApiClient) {
  const calls = createManualShipmentCalls(api);
  return bulkAllocationMachine.provide({
    actors: {
      loadProposal: fromPromise<AllocationProposal, { shipmentId: number }>(({ input, signal }) =>
        failingAs(calls.allocationProposal(input.shipmentId, signal)),
      ),
      // The failure keeps its status: 409 means the stock or the shipment changed meanwhile.
      allocate: fromPromise<unknown, BulkAllocateInput>(({ input }) =>
        failingAs(
          calls.allocate(
            input.shipmentId,
            { lines: input.lines },
            { version: input.version, idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),
    },
  });
}
