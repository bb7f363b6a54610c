/** The allocation flow's I/O over the API (server/modules/inbound/transfers.service.ts). */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/http';
import { failingAs } from '../api-failure';
import { transferAllocationMachine } from './transfer-allocation.machine';
import type { AllocateInput, Proposal } from './transfer-allocation.types';

export function createTransferAllocationMachine(api: ApiClient) {
  const url = (id: number) => `/api/common/warehouseShipments/${id}`;
  return transferAllocationMachine.provide({
    actors: {
      loadProposal: fromPromise<Proposal, { shipmentId: number }>(({ input, signal }) =>
        failingAs(api<Proposal>(`${url(input.shipmentId)}/allocation-proposal`, { signal })),
      ),
      // The failure keeps its status: 409 means the stock changed meanwhile.
      allocate: fromPromise<unknown, AllocateInput>(({ input }) =>
        failingAs(
          api(`${url(input.shipmentId)}/allocate`, {
            method: 'POST',
            body: { lines: input.lines },
            headers: { 'Idempotency-Key': input.idempotencyKey },
          }),
        ),
      ),
    },
  });
}
