/** The ship dialog's I/O: the ship step of /api/common/manualShipments (manual-shipments.api.ts). */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/http';
import { runShipmentStep } from '../../api/manual-shipments.api';
import type { ManualShipmentRow } from '../../domain/contracts/manual-shipments';
import { failingAs } from '../api-failure';
import { parcelShipMachine } from './parcel-ship.machine';
import type { ShipCallInput } from './parcel-ship.types';

export function createParcelShipMachine(api: ApiClient) {
  return parcelShipMachine.provide({
    actors: {
      shipShipment: fromPromise<ManualShipmentRow, ShipCallInput>(({ input }) =>
        failingAs(
          runShipmentStep(api, input.id, 'ship', input.body as Record<string, unknown>, {
            version: input.version,
            idempotencyKey: input.idempotencyKey,
          }),
        ),
      ),
    },
  });
}
