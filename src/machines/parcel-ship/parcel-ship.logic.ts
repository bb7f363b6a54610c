/** Pure rules of the ship dialog, shared by its guards and its view: the body and what is wrong with it. */
import { ValidationError } from 'yup';
import { isPickup } from '../../domain/manual-shipment.lifecycle';
import { shipStepSchema, type ShipStepInput } from '../../domain/resources/manual-shipment.schema';
import type { ShipTarget, ShipValues } from './parcel-ship.types';

/** The dialog's first values: the carrier and service the shipment was created with, one package. */
export const initialShipValues = (shipment: ShipTarget): ShipValues => ({
  carrierCode: shipment.carrierCode ?? '',
  serviceCode: shipment.serviceCode ?? '',
  trackingNumber: '',
  packageCount: '1',
  weight: '',
  pickedUpBy: '',
});

const text = (value: string) => (value.trim() === '' ? null : value.trim());
/** '' → null; anything else a number (NaN when it is not one: the schema names it). */
const number = (value: string) => (value.trim() === '' ? null : Number(value));

/**
 * The ship step's body for the shipment's kind: a pickup names who collected it and carries no
 * carrier; a parcel its carrier, service, tracking number, packages and weight.
 */
export function shipBody(orderType: string, values: ShipValues): ShipStepInput {
  const common = { packageCount: number(values.packageCount), weight: number(values.weight) };
  if (isPickup(orderType)) return { pickedUpBy: text(values.pickedUpBy), ...common };
  return {
    carrierCode: text(values.carrierCode),
    serviceCode: text(values.serviceCode),
    trackingNumber: text(values.trackingNumber),
    ...common,
  };
}

/** What is wrong with the values, by field, by the server's own rules (shipStepSchema). */
export function shipProblems(orderType: string, values: ShipValues): Record<string, string> {
  try {
    shipStepSchema(orderType).validateSync(shipBody(orderType, values), { abortEarly: false });
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const problems: Record<string, string> = {};
    for (const e of err.inner.length ? err.inner : [err]) problems[e.path ?? 'form'] ??= e.message;
    return problems;
  }
}

/** The fields the dialog shows for a kind (a refusal of any other field is the whole step's). */
export const shipFields = (orderType: string): (keyof ShipValues)[] =>
  isPickup(orderType)
    ? ['pickedUpBy', 'packageCount', 'weight']
    : ['carrierCode', 'serviceCode', 'trackingNumber', 'packageCount', 'weight'];
