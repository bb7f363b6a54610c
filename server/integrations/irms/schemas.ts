/**
 * The IRMS API as Dockhand reads it, and the checks its answers pass before anything is stored: an
 * IRMS that answers another shape fails the sync with a message naming the call and the field,
 * instead of writing half-read orders. There is no public standard for this API; this is the contract
 * the connector, the fake (fake-server.ts) and an IRMS's integrators agree on.
 *
 * - Auth: every call carries `Authorization: Bearer <apiKey>`; a wrong or missing key answers 401.
 * - GET {base}/purchase-orders?updatedSince=<ISO 8601>&page=<n>&pageSize=<m>
 *   GET {base}/customer-orders?updatedSince=<ISO 8601>&page=<n>&pageSize=<m>
 *   Both answer `{ data: [...], page, pageSize, totalPages }`. `page` starts at 1 (1 by default);
 *   `pageSize` is 1–200 (50 by default; more is read as 200); `totalPages` is 0 when nothing
 *   matches. `updatedSince` is optional: when given, only records whose updatedAt is at or after it
 *   (an unreadable one answers 400). Records come ordered by updatedAt, then id, ascending, so one
 *   changed while the pages are read moves to the end and is read again rather than skipped.
 * - A purchase order: `{ id, number, status, brandCode, warehouseCode, supplier: { name } | null,
 *   orderedAt, expectedAt: 'YYYY-MM-DD' | null, updatedAt, lines: [{ sku, description, quantity,
 *   unitCost }] }`; status is one of open, confirmed, received, closed, cancelled.
 * - A customer order: `{ id, number, status, brandCode, warehouseCode, customer: { name, email },
 *   shipTo: { name, company, street1, street2, city, state, postalCode, country, phone }, orderedAt,
 *   shippedAt | null, updatedAt, lines: [{ sku, description, quantity, unitPrice }] }`; status is
 *   one of open, allocated, shipped, cancelled.
 * - Types: ids, numbers, codes, statuses and SKUs are non-blank text; date-times are ISO 8601 with a
 *   zone ('2026-11-03T14:05:00Z'); quantities are whole numbers ≥ 0; unitCost and unitPrice are a
 *   number (12.5) or decimal text ('12.50'), ≥ 0, or null when the line has no price; names,
 *   descriptions, the email and the address fields are text or null.
 * - Errors answer `{ error: '…' }` with their status. 429 carries Retry-After (seconds, or an HTTP
 *   date); a 5xx is transient and worth trying again.
 * Only the fields Dockhand keeps are checked; the others (currency, createdAt, line ids, …) may be
 * anything.
 */
import * as yup from 'yup';
import { checkedAnswer } from '../checked-answer';
import { IrmsError } from './transport';

/** An amount the database can hold (numeric(14, 2)). */
const AMOUNT_MAX = 999_999_999_999;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

const text = () => yup.string().strict().typeError('must be text');
/** Text that identifies something: a blank one would match nothing, or everything. */
const filled = () =>
  text()
    .required('is missing')
    .test('filled', 'is blank', (v) => v === undefined || v.trim() !== '');
const count = () => yup.number().strict().typeError('must be a number').integer('must be a whole number');

// A time without a zone would be read in the server's own zone: wrong by hours, silently.
const isDateTime = (v: string) => DATE_TIME.test(v) && !Number.isNaN(Date.parse(v));
const dateTime = () =>
  text().test(
    'date-time',
    'must be an ISO 8601 date and time with a zone',
    (v) => v == null || isDateTime(v),
  );

function isDay(v: string): boolean {
  const m = DAY.exec(v);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v;
}

/** What is wrong with an amount, or null when it is one. */
function amountProblem(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' ? !Number.isFinite(v) : typeof v !== 'string' || !DECIMAL_TEXT.test(v))
    return 'must be a number or decimal text such as 12.50';
  const n = Number(v);
  if (n < 0) return 'cannot be negative';
  if (n > AMOUNT_MAX) return 'is too large';
  return null;
}
const amount = () =>
  yup
    .mixed((v): v is string | number => typeof v === 'string' || typeof v === 'number')
    .typeError('must be a number or decimal text such as 12.50')
    .nullable()
    .test('amount', 'must be an amount', function (v) {
      const problem = amountProblem(v);
      return problem ? this.createError({ message: problem }) : true;
    });

const list = <T extends yup.AnyObject>(of: yup.ObjectSchema<T>) =>
  yup.array(of).strict().typeError('must be a list').required('is missing');

/** The envelope every list call answers. */
const pageOf = <T extends yup.AnyObject>(record: yup.ObjectSchema<T>) =>
  yup
    .object({
      data: list(record),
      page: count().min(1, 'must be at least 1').required('is missing'),
      pageSize: count().min(1, 'must be at least 1').required('is missing'),
      totalPages: count().min(0, 'cannot be negative').required('is missing'),
    })
    .typeError('must be an object')
    .required('is missing');

const quantity = () => count().min(0, 'cannot be negative').required('is missing');

export const irmsPurchaseOrderSchema = yup.object({
  id: filled(),
  number: filled(),
  status: filled(),
  brandCode: filled(),
  warehouseCode: filled(),
  supplier: yup.object({ name: text().nullable() }).typeError('must be an object').nullable(),
  orderedAt: dateTime().required('is missing'),
  expectedAt: text()
    .nullable()
    .test('day', 'must be a date as YYYY-MM-DD', (v) => v == null || isDay(v)),
  updatedAt: dateTime().required('is missing'),
  lines: list(
    yup.object({
      sku: filled(),
      description: text().nullable(),
      quantity: quantity(),
      unitCost: amount(),
    }),
  ),
});

const addressSchema = yup
  .object({
    name: text().nullable(),
    company: text().nullable(),
    street1: text().nullable(),
    street2: text().nullable(),
    city: text().nullable(),
    state: text().nullable(),
    postalCode: text().nullable(),
    country: text().nullable(),
    phone: text().nullable(),
  })
  .typeError('must be an object')
  .nullable();

export const irmsCustomerOrderSchema = yup.object({
  id: filled(),
  number: filled(),
  status: filled(),
  brandCode: filled(),
  warehouseCode: filled(),
  customer: yup
    .object({ name: text().nullable(), email: text().nullable() })
    .typeError('must be an object')
    .nullable(),
  shipTo: addressSchema,
  orderedAt: dateTime().required('is missing'),
  shippedAt: dateTime().nullable(),
  updatedAt: dateTime().required('is missing'),
  lines: list(
    yup.object({
      sku: filled(),
      description: text().nullable(),
      quantity: quantity(),
      unitPrice: amount(),
    }),
  ),
});

export const irmsPurchaseOrderPageSchema = pageOf(irmsPurchaseOrderSchema);
export const irmsCustomerOrderPageSchema = pageOf(irmsCustomerOrderSchema);

export type IrmsApiPurchaseOrder = yup.InferType<typeof irmsPurchaseOrderSchema>;
export type IrmsApiCustomerOrder = yup.InferType<typeof irmsCustomerOrderSchema>;
export type IrmsApiAddress = yup.InferType<typeof addressSchema>;
export type IrmsApiAmount = string | number | null | undefined;

/** A checked answer, or a message naming the call and the first fields that are wrong. */
export const checkAnswer = <S extends yup.AnySchema>(
  schema: S,
  answer: unknown,
  call: string,
): yup.InferType<S> =>
  checkedAnswer(
    schema,
    answer,
    (problems) => new MalformedIrmsAnswerError(call, problems),
    (path) => recordOf(answer, path),
  );

/** ' (record IP-44120)' for a field of data[i] whose id reads, so the operator can find it in the IRMS. */
function recordOf(answer: unknown, path: string | undefined): string {
  const index = /^data\[(\d+)\]\./.exec(path ?? '')?.[1];
  if (index === undefined) return '';
  const data = (answer as { data?: unknown } | null)?.data;
  const id = Array.isArray(data) ? (data[Number(index)] as { id?: unknown } | null)?.id : undefined;
  return typeof id === 'string' && id.trim() ? ` (record ${id.trim().slice(0, 60)})` : '';
}

/** An answer of the wrong shape: the sync fails with this message, nothing is stored. */
export class MalformedIrmsAnswerError extends IrmsError {
  constructor(
    readonly call: string,
    readonly problems: readonly string[],
  ) {
    super(`The IRMS's answer to ${call} is not what the IRMS API sends: ${problems.join('; ')}.`);
    this.name = 'MalformedIrmsAnswerError';
  }
}
