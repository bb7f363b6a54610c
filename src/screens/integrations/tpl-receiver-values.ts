/** The receiver form's values: a stored receiver (or a new one) as Formik values, and back as a body. */
import { setIn, type FormikErrors } from 'formik';
import { DEFAULT_SHIP_TO_COUNTRY } from '../../domain/constants';
import { tplReceiverSchema } from '../../domain/resources/tpl-receiver.schema';

export interface ReceiverLine {
  sku: string;
  name: string | null;
  quantity: number | '';
  unitPrice?: number | null;
  vendorProductId: number | null;
}

export interface ReceiverAddress {
  name: string | null;
  company: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  countryCode: string | null;
  email: string | null;
  phone: string | null;
}

export interface ReceiverValues {
  orderNumber: string;
  vendorId: number | null;
  fromWarehouseId: number | null;
  toWarehouseId: number | null;
  expectedDate: string | null;
  createPackingSlip: boolean;
  shipmentAddress: ReceiverAddress;
  items: ReceiverLine[];
}

/** A receiver as the API answers it. */
export interface Receiver extends Omit<ReceiverValues, 'shipmentAddress' | 'items'> {
  id: number;
  version: number;
  status: string;
  externalId: string | null;
  shipmentAddress: Partial<ReceiverAddress>;
  items: ReceiverLine[];
}

export const emptyLine = (): ReceiverLine => ({ sku: '', name: null, quantity: 1, vendorProductId: null });

const emptyAddress = (): ReceiverAddress => ({
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

/**
 * The server names fields of lines and of the address by path ('items[1].quantity',
 * 'shipmentAddress.postcode'); Formik keeps errors nested like the values.
 */
export function nestErrors(fields: Record<string, unknown>): FormikErrors<ReceiverValues> {
  let nested: FormikErrors<ReceiverValues> = {};
  for (const [path, message] of Object.entries(fields)) nested = setIn(nested, path, message);
  return nested;
}
