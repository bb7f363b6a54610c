/**
 * What ShipStation API v1 answers to the three calls the connector makes, checked before anything is
 * stored: a tool that answers another shape fails the sync with a message naming the call and the
 * field, instead of writing half-read rows.
 *
 * Confirmed against ShipStation's own v1 reference (docs.shipstation.com, "ShipStation V1 API
 * (Legacy)", and the older shipstation.com/docs/api pages):
 * - GET /stores[?showInactive=true]: a JSON array of stores, each { storeId: integer, storeName,
 *   marketplaceId: integer, marketplaceName, accountName|null, email|null, integrationUrl|null,
 *   active: boolean, companyName, phone, publicEmail, website, refreshDate, lastRefreshAttempt,
 *   createDate, modifyDate, autoRefresh }. Inactive stores are left out unless showInactive=true.
 * - GET /products?page=&pageSize=[&showInactive=true]: { products: [{ productId: integer, sku, name,
 *   price: number, defaultCost, length, width, height, weightOz: number, internalNotes,
 *   fulfillmentSku, createDate, modifyDate, active: boolean, productCategory, productType,
 *   warehouseLocation, default*Code…, customs…, tags, aliases }], total, page, pages }; page starts
 *   at 1, pageSize is at most 500 (100 by default); inactive products only with showInactive=true.
 * - GET /accounts/listtags: a JSON array of { tagId: integer, name, color: '#RRGGBB' }.
 * Only the fields Dockhand keeps are checked; the others may be anything. Rate limiting (v1
 * requirements page): every answer carries X-Rate-Limit-Limit / -Remaining / -Reset (seconds until
 * the window resets); over the limit the answer is 429.
 */
import * as yup from 'yup';
import { checkedAnswer } from '../checked-answer';
import { ShippingToolError } from './transport';

/** A money amount or weight the database can hold (numeric(14, 2|3)). */
const AMOUNT_MAX = 999_999_999_999;

const text = () => yup.string().strict().typeError('must be text');
const count = () => yup.number().strict().typeError('must be a number').integer('must be a whole number');

export const shipStationStoreSchema = yup.object({
  storeId: count().required('is missing'),
  storeName: text().defined('is missing').nullable(),
  marketplaceId: count().nullable(),
  marketplaceName: text().nullable(),
  active: yup.boolean().strict().typeError('must be true or false').required('is missing'),
});

export const shipStationStoresSchema = yup
  .array(shipStationStoreSchema)
  .strict()
  .typeError('must be a list')
  .required('is missing');

export const shipStationProductSchema = yup.object({
  productId: count().required('is missing'),
  sku: text().nullable(),
  name: text().nullable(),
  price: yup
    .number()
    .strict()
    .typeError('must be a number')
    .min(0, 'cannot be negative')
    .max(AMOUNT_MAX, 'is too large')
    .nullable(),
  weightOz: yup
    .number()
    .strict()
    .typeError('must be a number')
    .min(0, 'cannot be negative')
    .max(AMOUNT_MAX, 'is too large')
    .nullable(),
  active: yup.boolean().strict().typeError('must be true or false').required('is missing'),
});

export const shipStationProductPageSchema = yup
  .object({
    products: yup.array(shipStationProductSchema).strict().typeError('must be a list').required('is missing'),
    total: count().min(0, 'cannot be negative').required('is missing'),
    page: count().min(1, 'must be at least 1').required('is missing'),
    pages: count().min(0, 'cannot be negative').required('is missing'),
  })
  .typeError('must be an object')
  .required('is missing');

export const shipStationTagSchema = yup.object({
  tagId: count().required('is missing'),
  name: text().defined('is missing').nullable(),
  color: text().nullable(),
});

export const shipStationTagsSchema = yup
  .array(shipStationTagSchema)
  .strict()
  .typeError('must be a list')
  .required('is missing');

export type ShipStationStore = yup.InferType<typeof shipStationStoreSchema>;
export type ShipStationProduct = yup.InferType<typeof shipStationProductSchema>;
export type ShipStationProductPage = yup.InferType<typeof shipStationProductPageSchema>;
export type ShipStationTag = yup.InferType<typeof shipStationTagSchema>;

/** A checked answer, or a message naming the call and the first fields that are wrong. */
export const checkAnswer = <S extends yup.AnySchema>(
  schema: S,
  answer: unknown,
  call: string,
): yup.InferType<S> => checkedAnswer(schema, answer, (problems) => new MalformedAnswerError(call, problems));

/** An answer of the wrong shape: the sync fails with this message, nothing is stored. */
export class MalformedAnswerError extends ShippingToolError {
  constructor(
    readonly call: string,
    readonly problems: readonly string[],
  ) {
    super(`The shipping tool's answer to ${call} is not what ShipStation v1 sends: ${problems.join('; ')}.`);
    this.name = 'MalformedAnswerError';
  }
}
