/**
 * Manual (small-parcel) and bulk shipments: one record, told apart by orderType (spec §3). The server
 * accepts any shipment type; each form narrows the types and defaults.
 */
import * as yup from 'yup';
import { DEFAULT_SHIP_TO_COUNTRY } from '../constants';
import { address, choice, longText, lineItems, optionalRef, optionalText, ref, requiredText } from './fields';
import { documentStatuses } from './reference';

export const manualShipmentOrderTypes = ['Ecom', 'Custom', 'Mass', 'Wholesale', 'WillCall/Pickup'] as const;
export const bulkShipmentOrderTypes = ['Ecom', 'BulkShipment', 'Custom', 'Mass', 'Wholesale'] as const;
export const shipmentOrderTypes = [
  'Ecom',
  'Custom',
  'Mass',
  'Wholesale',
  'WillCall/Pickup',
  'BulkShipment',
  'TeamGift',
] as const;
/** The manual shipments list leaves these out unless asked (spec §3 excludeTypes). */
export const manualShipmentExcludedTypes = ['BulkShipment', 'TeamGift'] as const;
export const shipmentStatuses = documentStatuses;

export const shipmentSchema = yup.object({
  orderType: choice('Order type', shipmentOrderTypes, 'Ecom'),
  orderStatus: choice('Status', shipmentStatuses, 'Open'),
  orderNumber: requiredText('Order number', 50),
  customReferenceNumber: optionalText('Reference number', 100),
  vendorId: ref('vendor'),
  warehouseId: optionalRef('warehouse'),
  shipmentAddressId: optionalRef('address'),
  shipmentAddress: address(DEFAULT_SHIP_TO_COUNTRY),
  items: lineItems(),
  carrierCode: optionalText('Carrier', 50),
  serviceCode: optionalText('Service', 50),
  notes: longText('Notes', 2000),
});

/** The small-parcel form: its own order types, a warehouse to ship from. */
export const manualShipmentSchema = shipmentSchema.shape({
  orderType: choice('Order type', manualShipmentOrderTypes, 'Ecom'),
  warehouseId: ref('warehouse'),
});

/** The bulk shipment form: order number '-' and no warehouse until one is chosen. */
export const bulkShipmentSchema = shipmentSchema.shape({
  orderType: choice('Order type', bulkShipmentOrderTypes, 'BulkShipment'),
  orderNumber: requiredText('Order number', 50).default('-'),
  warehouseId: optionalRef('warehouse'),
});
export type ShipmentInput = yup.InferType<typeof shipmentSchema>;
