/** The packing list form's values: a stored list (or a new one) as Formik values, and back as a body. */
import { DEFAULT_SHIP_TO_COUNTRY } from '../../domain/constants';
import { packingListSchema } from '../../domain/resources/packing-list.schema';
import type { AddressValues } from '../../components/form/address-fields';

export interface PackingLine {
  sku: string;
  name: string | null;
  quantity: number | '';
  cartons: number | '';
  weight: number | '' | null;
}

export interface PackingListValues {
  referenceNumber: string;
  vendorId: number | null;
  warehouseId: number | null;
  shipmentId: number | null;
  shipTo: AddressValues;
  items: PackingLine[];
  notes: string | null;
}

export interface PackingList extends Omit<PackingListValues, 'shipTo' | 'items'> {
  id: number;
  version: number;
  createdAt: string;
  shipTo: Partial<AddressValues>;
  items: Partial<PackingLine>[];
}

export const emptyLine = (): PackingLine => ({ sku: '', name: null, quantity: 1, cartons: 1, weight: null });

const emptyAddress = (): AddressValues => ({
  name: null,
  company: null,
  addressLine1: null,
  addressLine2: null,
  addressLine3: null,
  city: null,
  state: null,
  postcode: null,
  countryCode: DEFAULT_SHIP_TO_COUNTRY,
  email: null,
  phone: null,
});

export function packingListValues(list: PackingList | null, onlyVendorId: number | null): PackingListValues {
  if (!list)
    return {
      referenceNumber: '',
      vendorId: onlyVendorId,
      warehouseId: null,
      shipmentId: null,
      shipTo: emptyAddress(),
      items: [emptyLine()],
      notes: null,
    };
  return {
    referenceNumber: list.referenceNumber,
    vendorId: list.vendorId,
    warehouseId: list.warehouseId,
    shipmentId: list.shipmentId,
    shipTo: { ...emptyAddress(), ...list.shipTo },
    items: list.items.map((line) => ({ ...emptyLine(), ...line })),
    notes: list.notes,
  };
}

/** The body the server validates with the same schema (texts trimmed, empty texts null). */
export const packingListBody = (values: PackingListValues) =>
  packingListSchema.cast({
    ...values,
    items: values.items.map((l) => ({ ...l, weight: l.weight === '' ? null : l.weight })),
  });
