/** The allocation flow's I/O over the API (server/modules/inbound/transfers.service.ts). */
import { fromPromise } from 'xstate';
import { describeApiError } from '../../api/api-error';
import type { ApiClient } from '../../api/http';
import { transferAllocationMachine, type AllocateInput, type Proposal } from './transfer-allocation.machine';

/** The server's message, keeping the status (409: the stock changed) for the machine's guard. */
function asFailure(error: unknown): Error {
  const failure = describeApiError(error);
  return Object.assign(new Error(failure.message), { status: failure.status });
}

export function createTransferAllocationMachine(api: ApiClient) {
  const url = (id: number) => `/api/common/warehouseShipments/${id}`;
  return transferAllocationMachine.provide({
    actors: {
      loadProposal: fromPromise<Proposal, { shipmentId: number }>(({ input, signal }) =>
        api<Proposal>(`${url(input.shipmentId)}/allocation-proposal`, { signal }).catch((e: unknown) =>
          Promise.reject(asFailure(e)),
        ),
      ),
      allocate: fromPromise<unknown, AllocateInput>(({ input }) =>
        api(`${url(input.shipmentId)}/allocate`, {
          method: 'POST',
          body: { lines: input.lines },
          headers: { 'Idempotency-Key': input.idempotencyKey },
        }).catch((e: unknown) => Promise.reject(asFailure(e))),
      ),
    },
  });
}
