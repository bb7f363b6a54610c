/**
 * The ASN and transfer forms' values: a new shipment, one recreated from an earlier shipment, or a
 * stored one being edited, as Formik values; and back as the body the server validates with the
 * same schema.
 */
import { warehouseShipmentSchema } from '../../domain/resources/warehouse-shipment.schema';
import { shipmentLine, type ShipmentLine } from '../../domain/warehouse-shipment.lifecycle';
import type { Shipment, Shipping, VendorItem } from '../../api/shipments.api';

export interface ShipmentFormLine extends Omit<ShipmentLine, 'quantity'> {
  quantity: number | '';
}

export interface ShipmentValues {
  type: number;
  orderNumber: string;
  customReferenceNumber: string | null;
  vendorId: number | null;
  projectId: number | null;
  fromWarehouseId: number | null;
  toWarehouseId: number | null;
  customerRequested: boolean;
  expectedDate: string | null;
  userNote: string | null;
  shippings: Shipping[];
  items: ShipmentFormLine[];
}

export const emptyShipping = (): Shipping => ({ carrier: null, trackingNumber: null, shipDate: null });

/** A new document; a user of one vendor gets that vendor. */
export function newShipmentValues(type: number, onlyVendorId: number | null): ShipmentValues {
  return {
    type,
    orderNumber: '',
    customReferenceNumber: null,
    vendorId: onlyVendorId,
    projectId: null,
    fromWarehouseId: null,
    toWarehouseId: null,
    customerRequested: false,
    expectedDate: null,
    userNote: null,
    shippings: [],
    items: [],
  };
}

/** A stored shipment, to edit. */
export function storedShipmentValues(s: Shipment): ShipmentValues {
  return {
    type: s.type,
    orderNumber: s.orderNumber,
    customReferenceNumber: s.customReferenceNumber,
    vendorId: s.vendorId,
    projectId: s.projectId,
    fromWarehouseId: s.fromWarehouseId,
    toWarehouseId: s.toWarehouseId,
    customerRequested: s.customerRequested,
    expectedDate: s.expectedDate,
    userNote: s.userNote,
    shippings: s.shippings.map((x) => ({ ...emptyShipping(), ...x })),
    items: s.items.map((line) => ({ ...line })),
  };
}

/**
 * A new shipment made from an earlier one: the same vendor, project, warehouses, lines (quantities as
 * expected then, nothing received yet) and carriers; a new order number, reference, date and tracking.
 */
export function recreatedShipmentValues(s: Shipment, type = s.type): ShipmentValues {
  return {
    ...storedShipmentValues(s),
    type,
    orderNumber: '',
    customReferenceNumber: null,
    expectedDate: null,
    shippings: s.shippings.filter((x) => x.carrier).map((x) => ({ ...emptyShipping(), carrier: x.carrier })),
    items: s.items.map((line) => shipmentLine(type, line)),
  };
}

/** A line for one of the vendor's items, in the shape its shipment type stores. */
export const lineForItem = (type: number, item: VendorItem): ShipmentFormLine =>
  shipmentLine(type, { sku: item.sku, name: item.item, vendorProductId: item.id, quantity: 1 });

/** The body the server validates with the same schema (texts trimmed, empty texts null); lines keep their counters. */
export function shipmentBody(values: ShipmentValues): Record<string, unknown> {
  const cast = warehouseShipmentSchema.cast(values, { stripUnknown: true });
  return {
    ...cast,
    items: values.items.map((line, i) => {
      const { sku, name, quantity, vendorProductId } = cast.items[i]!;
      return { ...line, sku, name, vendorProductId, quantity };
    }),
  };
}
