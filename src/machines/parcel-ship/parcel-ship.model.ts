/**
 * The ship dialog's model for generated paths (flow-model.ts): a small parcel (carrier, service,
 * tracking, weight) and a WillCall/Pickup (who picked it up). Submitting empty is refused before
 * anything is sent; the server may ship it, refuse a field (back to filling), or fail (retry, edit).
 */
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import { shipProblems } from './parcel-ship.logic';
import { parcelShipMachine } from './parcel-ship.machine';
import type { ShipEvent, ShipTarget } from './parcel-ship.types';

const parcel: ShipTarget = {
  id: 9,
  version: 3,
  orderType: 'Ecom',
  orderNumber: 'MS-9',
  carrierCode: 'ups',
  serviceCode: 'ups_ground',
};
const pickup: ShipTarget = { ...parcel, id: 10, orderType: 'WillCall/Pickup', orderNumber: 'MS-10' };

const refused = (field: string, message: string) =>
  Object.assign(asCallFailure(new Error('Some fields are not valid.')), {
    status: 400,
    fields: { [field]: message },
  });

export const parcelShipModel = defineFlowModel({
  machine: parcelShipMachine,
  inputs: [
    { shipment: parcel, idempotencyKey: 'key-1' },
    { shipment: pickup, idempotencyKey: 'key-1' },
  ],
  events: (s): ShipEvent[] =>
    s.context.shipment.orderType === pickup.orderType
      ? [
          { type: 'field.set', field: 'pickedUpBy', value: 'Dana Reyes' },
          { type: 'ship.submit' },
          { type: 'ship.retry' },
          { type: 'ship.edit' },
        ]
      : [
          { type: 'field.set', field: 'trackingNumber', value: '1Z999AA10123456784' },
          { type: 'field.set', field: 'weight', value: '2.5' },
          { type: 'ship.submit' },
          { type: 'ship.retry' },
          { type: 'ship.edit' },
        ],
  answers: {
    shipShipment: {
      output: [{ id: 9, orderStatus: 'Shipped' }],
      error: [
        refused('trackingNumber', 'Tracking number is already used'),
        Object.assign(asCallFailure(new Error('This shipment has changed; reload it.')), { status: 409 }),
      ],
    },
  },
  facets: (s) => ({
    valid: Object.keys(shipProblems(s.context.shipment.orderType, s.context.values)).length === 0,
    problems: Object.keys(s.context.problems).sort(),
  }),
});
