/** The small-parcel ship dialog's context, events and I/O shapes. */
import type { ManualShipmentRow } from '../../domain/contracts/manual-shipments';
import type { ShipStepInput } from '../../domain/resources/manual-shipment.schema';

/** The shipment as the dialog needs it: what it ships and the version it acts on. */
export type ShipTarget = Pick<
  ManualShipmentRow,
  'id' | 'version' | 'orderType' | 'orderNumber' | 'carrierCode' | 'serviceCode'
>;

/** What the dialog's fields hold, as typed (numbers are parsed when sent). */
export interface ShipValues {
  carrierCode: string;
  serviceCode: string;
  trackingNumber: string;
  packageCount: string;
  weight: string;
  pickedUpBy: string;
}

export interface ShipInput {
  shipment: ShipTarget;
  idempotencyKey: string;
}

export interface ShipCallInput {
  id: number;
  version: number;
  idempotencyKey: string;
  body: ShipStepInput;
}

export interface ShipContext {
  shipment: ShipTarget;
  /** One key per body: a retry of the same values is the same attempt. */
  idempotencyKey: string;
  values: ShipValues;
  /** Messages per field (the dialog's checks, or the server's). */
  problems: Record<string, string>;
  /** A message for the whole step. */
  error: string | null;
  shipped: ManualShipmentRow | null;
}

export type ShipEvent =
  | { type: 'field.set'; field: keyof ShipValues; value: string }
  | { type: 'ship.submit' }
  | { type: 'ship.retry' }
  | { type: 'ship.edit' };
