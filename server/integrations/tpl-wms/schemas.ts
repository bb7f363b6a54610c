/**
 * What the 3PL WMS (Extensiv 3PL Warehouse Manager REST API, formerly 3PL Central's "SecureWMS")
 * answers to the calls the connector makes, checked before anything is stored: a WMS that answers
 * another shape fails the sync with a message naming the call and the field, instead of writing
 * half-read rows. Only the fields Dockhand keeps are checked; the others may be anything.
 *
 * Followed where the shapes are public (Extensiv's developer portal as quoted by the open-source
 * singer-io tap-3plcentral samples, and its help pages): camelCase HAL+JSON; list answers
 * `{ totalResults, _embedded: { "<rel>": [...] } }` paged with `pgsiz`/`pgnum` (1-based) and filtered
 * with RQL (`rql=a==b;c=ge=d`, `=in=(x,y)`); `_embedded` left out when nothing matched.
 * - GET /customers, rel http://api.3plCentral.com/rels/customers/customer: { readOnly: { customerId,
 *   deactivated }, companyInfo: { companyName }, facilities: [{ id, name }] }.
 * - GET /customers/{id}/items, rel …/rels/customers/item: { itemId, sku, description,
 *   options: { inventoryUnit: { unitIdentifier: { id, name } } } }.
 * - GET /orders, rel …/rels/orders/order: { readOnly: { orderId, status (0 Open, 1 Closed, 2 Cancelled),
 *   processDate, customerIdentifier: { id }, facilityIdentifier: { id } }, referenceNum, routingInfo:
 *   { carrier, mode, trackingNumber } }. GET /orders/{id} answers one order with its ETag; the
 *   cancel is POST /orders/{id}/canceler { reason } with If-Match (412 when the ETag is stale).
 * - GET /inventory/stocksummaries?facilityid=: { totalResults, summaries: [{ facilityId,
 *   itemIdentifier: { id, sku }, onHand, … }] } (the one list not under _embedded).
 * Chosen where the public material is silent or gated (a consistent model, as the fake serves it):
 * - GET /properties/facilities, rel …/rels/properties/facility: { facilityId, name, code }.
 * - GET /properties/unitsofmeasure, rel …/rels/properties/unitofmeasure: { unitOfMeasureId, code, name };
 *   an item's unitIdentifier.id is one of these ids.
 * - GET /properties/carriers, rel …/rels/properties/carrier: { carrierId, name, description,
 *   shipStationCarrierCode, services: [{ code, name }] }; an order's routingInfo.carrier is a carrier's
 *   name and routingInfo.mode one of its service codes.
 * - GET /properties/billingcodes, rel …/rels/properties/billingcode: { billingCodeId, code, name,
 *   description, carrierIdentifier: { id } | null }.
 * - GET /inventory/receivers?detail=ReceiveItems, rel …/rels/inventory/receiver: like an order
 *   (readOnly.receiverId, readOnly.status 0 Open, 1 Received, 2 Cancelled, readOnly.lastModifiedDate),
 *   with expectedDate and its lines embedded under …/rels/inventory/receiveitem.
 * - GET /inventory/adjustments, rel …/rels/inventory/adjustment: one line per adjustment
 *   { readOnly: { adjustmentId, creationDate, customerIdentifier, facilityIdentifier }, itemIdentifier:
 *   { sku }, lotNumber, qty (signed), reason, referenceNum }.
 * - Each stock summary also names its customerId and, when the item tracks lots, its lotNumber.
 * - Dates are written without a zone (`2026-11-02T14:05:00`) and read as UTC.
 * - Quantities are whole units of the item's own unit.
 */
import * as yup from 'yup';
import { checkedAnswer } from '../checked-answer';
import { TplWmsError } from './transport';

const RELS = 'http://api.3plCentral.com/rels';
/** The HAL relation each list's records are embedded under. */
export const REL = {
  facility: `${RELS}/properties/facility`,
  customer: `${RELS}/customers/customer`,
  item: `${RELS}/customers/item`,
  unitOfMeasure: `${RELS}/properties/unitofmeasure`,
  carrier: `${RELS}/properties/carrier`,
  billingCode: `${RELS}/properties/billingcode`,
  receiver: `${RELS}/inventory/receiver`,
  receiveItem: `${RELS}/inventory/receiveitem`,
  adjustment: `${RELS}/inventory/adjustment`,
  order: `${RELS}/orders/order`,
  orderItem: `${RELS}/orders/item`,
} as const;

/** Extensiv's transaction status, for orders and receivers alike. */
export const WMS_STATUS = { open: 0, closed: 1, cancelled: 2 } as const;
export type WmsStatus = (typeof WMS_STATUS)[keyof typeof WMS_STATUS];

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

const text = () => yup.string().strict().typeError('must be text');
const name = () => text().defined('is missing').nullable();
const optionalText = () => text().nullable();
const code = () =>
  text()
    .required('is missing')
    .test('not-blank', 'cannot be blank', (v) => v == null || v.trim() !== '');
const count = () => yup.number().strict().typeError('must be a number').integer('must be a whole number');
const id = () => count().min(1, 'must be a positive id').required('is missing');
const dateTime = () =>
  text().test(
    'date-time',
    'must be a date and time',
    (v) => v == null || (DATE_TIME.test(v) && !isNaN(Date.parse(v))),
  );
const status = () =>
  yup
    .number()
    .strict()
    .typeError('must be a number')
    .oneOf(Object.values(WMS_STATUS), 'must be 0 (open), 1 (closed) or 2 (cancelled)')
    .required('is missing');
const object = <S extends yup.ObjectShape>(shape: S) =>
  yup.object(shape).typeError('must be an object').required('is missing');
const optionalObject = <S extends yup.ObjectShape>(shape: S) =>
  yup.object(shape).typeError('must be an object').default(undefined).nullable();
const list = <S extends yup.Schema>(item: S) => yup.array(item).strict().typeError('must be a list');
const identifier = () => object({ id: id() });

export const wmsFacilitySchema = object({ facilityId: id(), name: name(), code: optionalText() });

export const wmsCustomerSchema = object({
  readOnly: object({ customerId: id() }),
  companyInfo: optionalObject({ companyName: optionalText() }),
  facilities: list(identifier()).nullable(),
});

export const wmsItemSchema = object({
  itemId: id(),
  sku: code(),
  description: optionalText(),
  options: optionalObject({
    inventoryUnit: optionalObject({
      unitIdentifier: optionalObject({ id: count().nullable(), name: optionalText() }),
    }),
  }),
});

export const wmsUnitOfMeasureSchema = object({ unitOfMeasureId: id(), code: code(), name: name() });

export const wmsCarrierSchema = object({
  carrierId: id(),
  name: code(),
  description: optionalText(),
  shipStationCarrierCode: optionalText(),
  services: list(object({ code: code(), name: name() })).nullable(),
});

export const wmsBillingCodeSchema = object({
  billingCodeId: id(),
  code: code(),
  name: name(),
  description: optionalText(),
  carrierIdentifier: optionalObject({ id: id() }),
});

export const wmsLineSchema = object({
  itemIdentifier: object({ sku: code() }),
  qty: count().min(0, 'cannot be negative').required('is missing'),
  lotNumber: optionalText(),
});

const customerAndFacility = { customerIdentifier: identifier(), facilityIdentifier: identifier() };

export const wmsReceiverSchema = object({
  readOnly: object({ receiverId: id(), status: status(), ...customerAndFacility }),
  referenceNum: code(),
  expectedDate: dateTime().nullable(),
  _embedded: optionalObject({ [REL.receiveItem]: list(wmsLineSchema).nullable() }),
});

export const wmsAdjustmentSchema = object({
  readOnly: object({
    adjustmentId: id(),
    creationDate: dateTime().required('is missing'),
    ...customerAndFacility,
  }),
  itemIdentifier: object({ sku: code() }),
  lotNumber: optionalText(),
  qty: count().required('is missing'),
  reason: optionalText(),
  referenceNum: optionalText(),
});

export const wmsStockSummarySchema = object({
  facilityId: id(),
  customerId: id(),
  itemIdentifier: object({ sku: code() }),
  lotNumber: optionalText(),
  onHand: count().required('is missing'),
});

export const wmsOrderSchema = object({
  readOnly: object({ orderId: id(), status: status(), processDate: dateTime().nullable() }),
  referenceNum: code(),
  routingInfo: optionalObject({
    carrier: optionalText(),
    mode: optionalText(),
    trackingNumber: optionalText(),
  }),
});

/** One page of a HAL list: its records are required once `totalResults` is above 0. */
export function halPageSchema<S extends yup.Schema>(rel: string, item: S) {
  return yup
    .object({
      totalResults: count().min(0, 'cannot be negative').required('is missing'),
      _embedded: yup
        .object({ [rel]: list(item).required('is missing') })
        .typeError('must be an object')
        .default(undefined)
        .when('totalResults', {
          is: (n: unknown) => typeof n === 'number' && n > 0,
          then: (s) => s.required('is missing'),
          otherwise: (s) => s.optional(),
        }),
    })
    .typeError('must be an object')
    .required('is missing');
}

export const wmsStockSummaryPageSchema = yup
  .object({
    totalResults: count().min(0, 'cannot be negative').required('is missing'),
    summaries: list(wmsStockSummarySchema)
      .default(undefined)
      .when('totalResults', {
        is: (n: unknown) => typeof n === 'number' && n > 0,
        then: (s) => s.required('is missing'),
        otherwise: (s) => s.optional(),
      }),
  })
  .typeError('must be an object')
  .required('is missing');

export type WmsFacility = yup.InferType<typeof wmsFacilitySchema>;
export type WmsCustomer = yup.InferType<typeof wmsCustomerSchema>;
export type WmsItem = yup.InferType<typeof wmsItemSchema>;
export type WmsUnitOfMeasure = yup.InferType<typeof wmsUnitOfMeasureSchema>;
export type WmsCarrier = yup.InferType<typeof wmsCarrierSchema>;
export type WmsBillingCode = yup.InferType<typeof wmsBillingCodeSchema>;
export type WmsLine = yup.InferType<typeof wmsLineSchema>;
export type WmsReceiver = yup.InferType<typeof wmsReceiverSchema>;
export type WmsAdjustment = yup.InferType<typeof wmsAdjustmentSchema>;
export type WmsStockSummary = yup.InferType<typeof wmsStockSummarySchema>;
export type WmsOrder = yup.InferType<typeof wmsOrderSchema>;

/** A checked answer, or a message naming the call and the first fields that are wrong. */
export const checkAnswer = <S extends yup.Schema>(
  schema: S,
  answer: unknown,
  call: string,
): yup.InferType<S> => checkedAnswer(schema, answer, (problems) => new MalformedAnswerError(call, problems));

/** An answer of the wrong shape: the sync fails with this message, nothing is stored. */
export class MalformedAnswerError extends TplWmsError {
  constructor(
    readonly call: string,
    readonly problems: readonly string[],
  ) {
    super(
      `The 3PL WMS's answer to ${call} is not what the 3PL Warehouse Manager API sends: ${problems.join('; ')}.`,
    );
    this.name = 'MalformedAnswerError';
  }
}
