/**
 * The bulk shipment form's values (a request or a staff-made shipment) as Formik holds them, and back
 * as the body the server validates with the same schema (bulkShipmentSchema: order number '-' and
 * no warehouse unless chosen; the ship-to address in the US unless told).
 */
import type { VendorItemLine } from '../../components/lines-field/vendor-item-lines-field';
import type { ShipmentAddress, ShipmentAddressRow } from '../../api/manual-shipments.api';
import { DEFAULT_SHIP_TO_COUNTRY } from '../../domain/constants';
import { BULK_SHIPMENT } from '../../domain/manual-shipment.lifecycle';
import { bulkShipmentSchema, NO_ORDER_NUMBER } from '../../domain/resources/manual-shipment.schema';

const addressKeys = [
  'name',
  'company',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'city',
  'state',
  'postcode',
  'countryCode',
  'phone',
  'email',
] as const;
export type ShipToValues = Record<(typeof addressKeys)[number], string | null>;

export interface BulkValues {
  orderType: string;
  orderNumber: string;
  customReferenceNumber: string | null;
  vendorId: number | null;
  warehouseId: number | null;
  shipmentAddressId: number | null;
  shipmentAddress: ShipToValues;
  items: VendorItemLine[];
  wantedShipDate: string | null;
  notes: string | null;
}

/** An address as the form holds it: a saved one, or empty in the default country. */
export function shipToValues(address: ShipmentAddress | null | undefined): ShipToValues {
  const values = Object.fromEntries(addressKeys.map((k) => [k, address?.[k] ?? null])) as ShipToValues;
  values.countryCode ??= DEFAULT_SHIP_TO_COUNTRY;
  return values;
}

/** A new bulk shipment; a user of one vendor gets that vendor. */
export const newBulkValues = (onlyVendorId: number | null): BulkValues => ({
  orderType: BULK_SHIPMENT,
  orderNumber: NO_ORDER_NUMBER,
  customReferenceNumber: null,
  vendorId: onlyVendorId,
  warehouseId: null,
  shipmentAddressId: null,
  shipmentAddress: shipToValues(null),
  items: [],
  wantedShipDate: null,
  notes: null,
});

/** The form with a saved address of the book chosen. */
export const withSavedAddress = (values: BulkValues, saved: ShipmentAddressRow): BulkValues => ({
  ...values,
  shipmentAddressId: saved.id,
  shipmentAddress: shipToValues(saved.address),
});

/** The body the server validates with the same schema: texts trimmed, empty ones null, '-' numbered by the server. */
export function bulkBody(values: BulkValues): Record<string, unknown> {
  const cast = bulkShipmentSchema.cast(
    { ...values, orderNumber: values.orderNumber.trim() || NO_ORDER_NUMBER },
    { stripUnknown: true },
  );
  return {
    ...cast,
    items: cast.items.map(({ sku, name, quantity, vendorProductId }) => ({
      sku,
      name,
      quantity,
      vendorProductId,
    })),
  };
}
