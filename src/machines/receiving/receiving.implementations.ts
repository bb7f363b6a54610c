/** The receiving flow's I/O over the API (server/modules/inbound/inbound.routes.ts). */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/http';
import { failingAs } from '../api-failure';
import { receivingMachine } from './receiving.machine';
import { isTransfer } from './receiving.logic';
import type {
  CommitInput,
  LoadedShipment,
  ReceivableShipment,
  ReceivingDraft,
  SentLot,
} from './receiving.types';

const shipmentUrl = (id: number) => `/api/common/warehouseShipments/${id}`;

export function createReceivingMachine(api: ApiClient) {
  return receivingMachine.provide({
    actors: {
      loadChoices: fromPromise<ReceivableShipment[], { purchaseOrderId: number }>(({ input, signal }) =>
        failingAs(
          api<ReceivableShipment[]>(`/api/po/${input.purchaseOrderId}/receivable-shipments`, { signal }),
        ),
      ),
      loadShipment: fromPromise<LoadedShipment, { shipmentId: number }>(({ input, signal }) =>
        failingAs(
          (async () => {
            const answer = await api<{
              shipment: ReceivableShipment;
              tolerancePercent: number;
              draft: { state: ReceivingDraft } | null;
            }>(`${shipmentUrl(input.shipmentId)}/receiving`, { signal });
            // A transfer's receiver picks the lots that were sent.
            const sentLots = isTransfer(answer.shipment)
              ? await api<SentLot[]>(`${shipmentUrl(input.shipmentId)}/sent-lots`, { signal })
              : [];
            return { ...answer, draft: answer.draft?.state ?? null, sentLots };
          })(),
        ),
      ),
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
      // The failure keeps the server's code: `over_receipt` takes the flow to the confirmation.
      commit: fromPromise<ReceivableShipment, CommitInput>(({ input }) =>
        failingAs(
          api<ReceivableShipment>(`${shipmentUrl(input.shipment.id)}/receive`, {
            method: 'POST',
            body: input.receipt,
            headers: { 'Idempotency-Key': input.idempotencyKey },
          }),
        ),
      ),
    },
  });
}
