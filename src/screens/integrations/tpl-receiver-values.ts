/** The receiver form's values: a stored receiver (or a new one) as Formik values, and back as a body. */
import type { AddressValues } from '../../components/form/address-fields';
import { DEFAULT_SHIP_TO_COUNTRY } from '../../domain/constants';
import { tplReceiverSchema } from '../../domain/resources/tpl-receiver.schema';

export interface ReceiverLine {
  sku: string;
  name: string | null;
  quantity: number | '';
  unitPrice?: number | null;
  vendorProductId: number | null;
}

export interface ReceiverValues {
  orderNumber: string;
  vendorId: number | null;
  fromWarehouseId: number | null;
  toWarehouseId: number | null;
  expectedDate: string | null;
  createPackingSlip: boolean;
  shipmentAddress: AddressValues;
  items: ReceiverLine[];
}

/** A receiver as the API answers it. */
export interface Receiver extends Omit<ReceiverValues, 'shipmentAddress' | 'items'> {
  id: number;
  version: number;
  status: string;
  externalId: string | null;
  shipmentAddress: Partial<AddressValues>;
  items: ReceiverLine[];
}

export const emptyLine = (): ReceiverLine => ({ sku: '', name: null, quantity: 1, vendorProductId: null });

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

/** A new notice starts with one empty line; a user of one vendor gets that vendor. */
export function newReceiverValues(onlyVendorId: number | null = null): ReceiverValues {
  return {
    orderNumber: '',
    vendorId: onlyVendorId,
    fromWarehouseId: null,
    toWarehouseId: null,
    expectedDate: null,
    createPackingSlip: false,
    shipmentAddress: emptyAddress(),
    items: [emptyLine()],
  };
}

export function receiverValues(r: Receiver): ReceiverValues {
  return {
    orderNumber: r.orderNumber,
    vendorId: r.vendorId,
    fromWarehouseId: r.fromWarehouseId,
    toWarehouseId: r.toWarehouseId,
    expectedDate: r.expectedDate,
    createPackingSlip: r.createPackingSlip,
    shipmentAddress: { ...emptyAddress(), ...r.shipmentAddress },
    items: r.items.map((line) => ({ ...emptyLine(), ...line })),
  };
}

/** The body the server validates with the same schema (texts trimmed, empty texts null). */
export const receiverBody = (values: ReceiverValues) => tplReceiverSchema.cast(values);
