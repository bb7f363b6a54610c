/**
 * The small-parcel form's values: a new shipment or a stored one, as Formik values; and back as the
 * body the server validates with the same schema (manualShipmentSchema).
 */
import { DEFAULT_SHIP_TO_COUNTRY } from '../../domain/constants';
import type { ManualShipmentRow, ShipmentAddress } from '../../domain/contracts/manual-shipments';
import { manualShipmentSchema } from '../../domain/resources/manual-shipment.schema';
import type { VendorItemLine } from '../../components/lines-field/vendor-item-lines-field';

export interface ShipToValues {
  name: string | null;
  company: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  countryCode: string | null;
  phone: string | null;
  email: string | null;
}

export interface ManualShipmentValues {
  orderType: string;
  /** A new shipment: Open, or Draft when saved as a draft. */
  orderStatus: 'Draft' | 'Open';
  orderNumber: string;
  customReferenceNumber: string | null;
  vendorId: number | null;
  warehouseId: number | null;
  shipmentAddressId: number | null;
  shipmentAddress: ShipToValues;
  items: VendorItemLine[];
  carrierCode: string | null;
  serviceCode: string | null;
  wantedShipDate: string | null;
  notes: string | null;
}

const emptyShipTo = (): ShipToValues => ({
  name: null,
  company: null,
  addressLine1: null,
  addressLine2: null,
  addressLine3: null,
  city: null,
  state: null,
  postcode: null,
  countryCode: DEFAULT_SHIP_TO_COUNTRY,
  phone: null,
  email: null,
});

/** An address as the form holds it (a saved one, or a stored shipment's). */
export const shipToValues = (address: ShipmentAddress | null | undefined): ShipToValues => {
  const values = emptyShipTo();
  for (const key of Object.keys(values) as (keyof ShipToValues)[]) values[key] = address?.[key] ?? null;
  values.countryCode ??= DEFAULT_SHIP_TO_COUNTRY;
  return values;
};

/** A new shipment (spec §3: Ecom, Open, ships to the US); a user of one vendor and one warehouse gets them. */
export function newShipmentValues(
  onlyVendorId: number | null,
  onlyWarehouseId: number | null,
): ManualShipmentValues {
  return {
    orderType: 'Ecom',
    orderStatus: 'Open',
    orderNumber: '',
    customReferenceNumber: null,
    vendorId: onlyVendorId,
    warehouseId: onlyWarehouseId,
    shipmentAddressId: null,
    shipmentAddress: emptyShipTo(),
    items: [],
    carrierCode: null,
    serviceCode: null,
    wantedShipDate: null,
    notes: null,
  };
}

export function storedShipmentValues(s: ManualShipmentRow): ManualShipmentValues {
  return {
    orderType: s.orderType,
    orderStatus: s.orderStatus === 'Draft' ? 'Draft' : 'Open',
    orderNumber: s.orderNumber,
    customReferenceNumber: s.customReferenceNumber,
    vendorId: s.vendorId,
    warehouseId: s.warehouseId,
    shipmentAddressId: s.shipmentAddressId,
    shipmentAddress: shipToValues(s.shipmentAddress),
    items: s.items.map((l) => ({
      sku: l.sku,
      name: l.name ?? null,
      vendorProductId: l.vendorProductId ?? null,
      quantity: l.quantity,
    })),
    carrierCode: s.carrierCode,
    serviceCode: s.serviceCode,
    wantedShipDate: s.wantedShipDate,
    notes: s.notes,
  };
}

/** The body the server validates with the same schema: texts trimmed, empty texts null. */
export function shipmentBody(values: ManualShipmentValues): Record<string, unknown> {
  const cast = manualShipmentSchema.cast(values, { stripUnknown: true });
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
