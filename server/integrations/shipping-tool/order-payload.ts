/**
 * The ShipStation API v1 Order model as storefront tools post it to Dockhand's public intake (issue 20),
 * checked field by field in ShipStation's own names, so a refusal lists every field the sender has to
 * fix (`shipTo.postalCode`, `items[1].quantity`).
 *
 * Followed: ShipStation's v1 reference, "Order Model", "Address Model", "OrderItem Model",
 * "AdvancedOptions Model" and the Create/Update Order example (docs.shipstation.com, ShipStation V1 API).
 * Every documented field is accepted; read-only ones (orderId, createDate, modifyDate, orderTotal,
 * userId, externallyFulfilled…) are ignored as ShipStation ignores them. Dates are ShipStation's
 * local times without an offset (Pacific time, as its API answers them) or ISO instants with one.
 *
 * Dockhand takes orders to fulfil: orderStatus awaiting_payment, awaiting_shipment, on_hold or
 * cancelled. An order posted as shipped or pending_fulfillment was fulfilled elsewhere and is refused.
 */
import * as yup from 'yup';
import {
  countryCode,
  email,
  numberField,
  optionalText,
  QUANTITY_MAX,
  requiredText,
  textField,
} from '../../../src/domain/resources/fields';

export const SHIPSTATION_INTAKE_STATUSES = [
  'awaiting_payment',
  'awaiting_shipment',
  'on_hold',
  'cancelled',
] as const;
export type ShipStationIntakeStatus = (typeof SHIPSTATION_INTAKE_STATUSES)[number];

const MONEY_MAX = 999_999_999_999;

/** ShipStation's local time ('2015-06-29T08:46:27.0000000', Pacific) or an ISO instant with an offset. */
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const WITH_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/** The offset of America/Los_Angeles at a UTC instant, in minutes (−480 or −420). */
function pacificOffsetMinutes(utc: number): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/Los_Angeles', timeZoneName: 'shortOffset' })
      .formatToParts(new Date(utc))
      .find((p) => p.type === 'timeZoneName')?.value ?? 'GMT-8';
  const m = /GMT([+-]\d+)(?::(\d+))?/.exec(name);
  return m ? Number(m[1]) * 60 + Math.sign(Number(m[1])) * Number(m[2] ?? 0) : -480;
}

/** The instant a ShipStation date names, or null when it names none (an impossible day or time too). */
export function shipStationInstant(text: string): Date | null {
  const value = text.trim();
  if (WITH_OFFSET.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const m = LOCAL_TIME.exec(value);
  if (!m) return null;
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = m.slice(1).map((part) => Number(part ?? 0));
  const local = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(local);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  // Local Pacific time → UTC: the offset at the guess, then again at the corrected time (DST edges).
  const first = local - pacificOffsetMinutes(local) * 60_000;
  return new Date(local - pacificOffsetMinutes(first) * 60_000);
}

const date = (label: string) =>
  yup
    .mixed<Date>()
    .nullable()
    .default(null)
    .transform((value: unknown) => {
      if (value === '' || value === null || value === undefined) return null;
      if (typeof value !== 'string') return value;
      return shipStationInstant(value) ?? value;
    })
    .test('date', `${label} must be a date and time`, (value) => value === null || value instanceof Date);

const amount = (label: string) =>
  numberField(label)
    .min(0, `${label} cannot be negative`)
    .max(MONEY_MAX, `${label} is too large`)
    .nullable()
    .default(null);

const flag = (label: string) =>
  yup.boolean().typeError(`${label} must be true or false`).nullable().default(null);

const weight = (label: string) =>
  yup
    .object({
      value: numberField(`${label} value`).min(0, `${label} cannot be negative`).nullable().default(null),
      units: yup
        .string()
        .typeError(`${label} units must be text`)
        .oneOf(['pounds', 'ounces', 'grams'], `${label} units must be pounds, ounces or grams`)
        .nullable()
        .default(null),
    })
    .typeError(`${label} must be an object`)
    .nullable()
    .default(null);

/** ShipStation's Address model. */
const address = (label: string) =>
  yup
    .object({
      name: optionalText(`${label} name`),
      company: optionalText(`${label} company`),
      street1: optionalText(`${label} street 1`),
      street2: optionalText(`${label} street 2`),
      street3: optionalText(`${label} street 3`),
      city: optionalText(`${label} city`, 100),
      state: optionalText(`${label} state`, 100),
      postalCode: optionalText(`${label} postal code`, 20),
      country: countryCode(`${label} country`),
      phone: optionalText(`${label} phone`, 40),
      residential: flag(`${label} residential`),
    })
    .typeError(`${label} must be an address object`)
    .nullable()
    .default(null);

/** ShipStation's OrderItem model. An adjustment line (a discount) is no item to ship and may be negative. */
const orderItem = yup.object({
  lineItemKey: optionalText('Line item key', 100),
  sku: textField('SKU')
    .max(100, 'SKU must be at most 100 characters')
    .nullable()
    .default(null)
    .when('adjustment', {
      is: (adjustment: unknown) => adjustment !== true,
      then: (s) => s.required('SKU is required'),
    }),
  name: optionalText('Item name', 300),
  quantity: numberField('Quantity')
    .integer('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(QUANTITY_MAX, 'Quantity is too large')
    .default(1)
    .required('Quantity is required'),
  unitPrice: numberField('Unit price')
    .max(MONEY_MAX, 'Unit price is too large')
    .nullable()
    .default(null)
    .when('adjustment', {
      is: (adjustment: unknown) => adjustment !== true,
      then: (s) => s.min(0, 'Unit price cannot be negative'),
    }),
  taxAmount: numberField('Tax amount').nullable().default(null),
  shippingAmount: numberField('Shipping amount').nullable().default(null),
  weight: weight('Weight'),
  options: yup
    .array(
      yup.object({
        name: optionalText('Option name', 200),
        value: optionalText('Option value', 500),
      }),
    )
    .typeError('Options must be a list')
    .nullable()
    .default(null),
  productId: numberField('Product id').integer('Product id must be a whole number').nullable().default(null),
  fulfillmentSku: optionalText('Fulfillment SKU', 100),
  imageUrl: optionalText('Image URL', 2000),
  warehouseLocation: optionalText('Warehouse location', 200),
  upc: optionalText('UPC', 50),
  adjustment: flag('Adjustment'),
});

const customField = (n: number) => optionalText(`Custom field ${n}`, 500);

export const shipStationOrderSchema = yup.object({
  orderNumber: requiredText('Order number', 100),
  orderKey: optionalText('Order key', 100),
  orderDate: date('Order date').required('Order date is required'),
  paymentDate: date('Payment date'),
  shipByDate: date('Ship-by date'),
  orderStatus: yup
    .string()
    .typeError('Order status must be text')
    .required('Order status is required')
    .test(
      'intake-status',
      'Order status must be awaiting_payment, awaiting_shipment, on_hold or cancelled: a shipped order is not sent for fulfilment',
      (value) => (SHIPSTATION_INTAKE_STATUSES as readonly string[]).includes(value),
    ) as unknown as yup.StringSchema<ShipStationIntakeStatus>,
  customerId: numberField('Customer id').nullable().default(null),
  customerUsername: optionalText('Customer username', 100),
  customerEmail: email('Customer e-mail'),
  billTo: address('Bill-to'),
  shipTo: address('Ship-to'),
  items: yup
    .array(orderItem)
    .typeError('Items must be a list')
    .max(500, 'Items may have at most 500 lines')
    .nullable()
    .default(() => []),
  amountPaid: amount('Amount paid'),
  taxAmount: amount('Tax amount'),
  shippingAmount: amount('Shipping amount'),
  customerNotes: optionalText('Customer notes', 5000),
  internalNotes: optionalText('Internal notes', 5000),
  gift: flag('Gift'),
  giftMessage: optionalText('Gift message', 1000),
  paymentMethod: optionalText('Payment method', 100),
  requestedShippingService: optionalText('Requested shipping service', 100),
  carrierCode: optionalText('Carrier code', 50),
  serviceCode: optionalText('Service code', 50),
  packageCode: optionalText('Package code', 50),
  confirmation: optionalText('Confirmation', 50),
  shipDate: optionalText('Ship date', 40),
  weight: weight('Weight'),
  advancedOptions: yup
    .object({
      warehouseId: numberField('Warehouse id').nullable().default(null),
      storeId: numberField('Store id').integer('Store id must be a whole number').nullable().default(null),
      customField1: customField(1),
      customField2: customField(2),
      customField3: customField(3),
      source: optionalText('Source', 100),
    })
    .typeError('Advanced options must be an object')
    .nullable()
    .default(null),
  tagIds: yup
    .array(numberField('Tag id').integer('Tag id must be a whole number').required())
    .typeError('Tag ids must be a list')
    .max(30, 'Tag ids may have at most 30 entries')
    .nullable()
    .default(null),
});

export type ShipStationOrder = yup.InferType<typeof shipStationOrderSchema>;

/**
 * Whether a body posted to the public intake is a ShipStation order rather than Dockhand's own shape:
 * it has a field only ShipStation's model has (Dockhand's shape names the ship-to shipmentAddress).
 */
export function isShipStationOrder(body: Record<string, unknown>): boolean {
  const only = ['shipTo', 'requestedShippingService', 'customerNotes', 'internalNotes', 'giftMessage'];
  const items = Array.isArray(body.items) ? (body.items as unknown[]) : [];
  return (
    only.some((field) => field in body) ||
    items.some((item) => item !== null && typeof item === 'object' && 'lineItemKey' in item)
  );
}
