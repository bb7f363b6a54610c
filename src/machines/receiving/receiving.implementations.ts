/** The receiving flow's I/O over the API (server/modules/inbound/inbound.routes.ts). */
import { fromPromise } from 'xstate';
import { describeApiError } from '../../api/api-error';
import type { ApiClient } from '../../api/http';
import { receivingMachine } from './receiving.machine';
import { WAREHOUSE_TRANSFER } from '../../domain/resources/warehouse-shipment.schema';
import type {
  CommitInput,
  LoadedShipment,
  ReceivableShipment,
  ReceivingDraft,
  SentLot,
} from './receiving.types';

const shipmentUrl = (id: number) => `/api/common/warehouseShipments/${id}`;

/** The server's message for the screen, keeping its error code (over_receipt) for the machine's guard. */
function asFailure(error: unknown): Error {
  const failure = describeApiError(error);
  return Object.assign(new Error(failure.message), { data: (error as { data?: unknown }).data });
}

export function createReceivingMachine(api: ApiClient) {
  return receivingMachine.provide({
    actors: {
      loadChoices: fromPromise<ReceivableShipment[], { purchaseOrderId: number }>(({ input, signal }) =>
        api<ReceivableShipment[]>(`/api/po/${input.purchaseOrderId}/receivable-shipments`, { signal }).catch(
          (e: unknown) => Promise.reject(asFailure(e)),
        ),
      ),
      loadShipment: fromPromise<LoadedShipment, { shipmentId: number }>(async ({ input, signal }) => {
        try {
          const answer = await api<{
            shipment: ReceivableShipment;
            tolerancePercent: number;
            draft: { state: ReceivingDraft } | null;
          }>(`${shipmentUrl(input.shipmentId)}/receiving`, { signal });
          // A transfer's receiver picks the lots that were sent.
          const sentLots =
            answer.shipment.type === WAREHOUSE_TRANSFER
              ? await api<SentLot[]>(`${shipmentUrl(input.shipmentId)}/sent-lots`, { signal })
              : [];
          return { ...answer, draft: answer.draft?.state ?? null, sentLots };
        } catch (e) {
          throw asFailure(e);
        }
      }),
      // A draft that cannot be saved costs nothing now; the flow goes on.
      saveDraft: fromPromise<void, ReceivingDraft>(({ input }) =>
        api(`${shipmentUrl(input.shipmentId)}/receiving-draft`, {
          method: 'PUT',
          body: { state: input },
        }).then(
          () => undefined,
          () => undefined,
        ),
      ),
      commit: fromPromise<ReceivableShipment, CommitInput>(({ input }) =>
        api<ReceivableShipment>(`${shipmentUrl(input.shipment.id)}/receive`, {
          method: 'POST',
          body: input.receipt,
          headers: { 'Idempotency-Key': input.idempotencyKey },
        }).catch((e: unknown) => Promise.reject(asFailure(e))),
      ),
    },
  });
}
