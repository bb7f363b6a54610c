/**
 * Field builders for the resource schemas, so every form says the same thing the same way:
 * 'Name is required', 'Quantity must be at least 1', 'Order date must be a date'. Pure yup: shared
 * by the SPA forms and the server.
 */
import * as yup from 'yup';
import { isRate, isWholeCents, RATE_DECIMALS } from '../money';

const MONEY_MAX = 999_999_999_999.99;
export const QUANTITY_MAX = 100_000_000;
export const MAX_LINES = 500;

/**
 * A text field that trims. yup's own trim() calls .trim() on whatever arrives and throws on an
 * object; this one leaves non-text alone so the type check answers instead.
 */
export const textField = (label: string, message = `${label} must be text`) =>
  yup
    .string()
    .typeError(message)
    .transform((v: unknown) => (typeof v === 'string' ? v.trim() : v));

export const upper = (v: unknown) => (typeof v === 'string' ? v.toUpperCase() : v);
const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);

export const requiredText = (label: string, max = 200) =>
  textField(label).max(max, `${label} must be at most ${max} characters`).required(`${label} is required`);

export const optionalText = (label: string, max = 200) =>
  textField(label)
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .default(null)
    .transform((v: string | null) => (v === '' ? null : v));

export const longText = (label: string, max = 20_000) => optionalText(label, max);

/** One of the given values, with a default. */
export const choice = <T extends string>(label: string, values: readonly T[], fallback: T) =>
  yup
    .string()
    .typeError(`${label} must be text`)
    .oneOf(values as T[], `${label} must be one of: ${values.join(', ')}`)
    .default(fallback)
    .required(`${label} is required`) as unknown as yup.StringSchema<T, yup.AnyObject, T>;

/** One of the given values, or nothing. */
export const optionalChoice = <T extends string>(label: string, values: readonly T[]) =>
  yup
    .string()
    .typeError(`${label} must be text`)
    .oneOf(values as T[], `${label} must be one of: ${values.join(', ')}`)
    .nullable()
    .default(null)
    .transform((v: string | null) => (v === '' ? null : v));

/**
 * A number field in its label's words. Blank input (an emptied form field, an empty CSV cell: '' or
 * spaces) is no number rather than "not a number": it becomes null, so a required field answers
 * '<Label> is required' and an optional one is empty. Anything else that is no number answers
 * `notNumber` ('<Label> must be a number'), never yup's raw cast message.
 */
export const numberField = (label: string, notNumber = `${label} must be a number`) =>
  yup
    .number()
    .typeError(notNumber)
    .transform((v: number | null, original: unknown) =>
      typeof original === 'string' && original.trim() === '' ? null : v,
    );

/** A list query's page and page size; left empty (a blank query value), the first page and the default size. */
export const pageFields = (maxPerPage: number, defaultPerPage: number) => ({
  page: numberField('Page')
    .transform((v: number | null) => v ?? undefined)
    .integer('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(MAX_ID, 'Page is too large')
    .default(1),
  perPage: numberField('Per page')
    .transform((v: number | null) => v ?? undefined)
    .integer('Per page must be a whole number')
    .min(1, 'Per page must be at least 1')
    .max(maxPerPage, `Per page must be at most ${maxPerPage}`)
    .default(defaultPerPage),
});

export const intChoice = (label: string, values: readonly number[], fallback: number) =>
  numberField(label)
    .integer(`${label} must be a whole number`)
    .oneOf([...values], `${label} must be one of: ${values.join(', ')}`)
    .default(fallback)
    .required(`${label} is required`);

export const flag = (label: string, fallback: boolean) =>
  yup
    .boolean()
    .typeError(`${label} must be true or false`)
    .default(fallback)
    .required(`${label} is required`);

const hasCents = (v: number | null | undefined) => v == null || isWholeCents(v);

/** Money: non-negative, at most two decimals. */
export const money = (label: string, fallback: number | null = 0) => {
  const base = numberField(label)
    .min(0, `${label} cannot be negative`)
    .max(MONEY_MAX, `${label} is too large`)
    .test('cents', `${label} may have at most 2 decimals`, hasCents);
  return fallback === null
    ? base.nullable().default(null)
    : base.default(fallback).required(`${label} is required`);
};

/** Money that may be negative (a movement of a balance: a repayment), at most two decimals; required. */
export const signedMoney = (label: string) =>
  numberField(label)
    .min(-MONEY_MAX, `${label} is too large`)
    .max(MONEY_MAX, `${label} is too large`)
    .test('cents', `${label} may have at most 2 decimals`, hasCents)
    .required(`${label} is required`);

/** A price per unit that may go below the cent (money.ts: at most RATE_DECIMALS decimals). */
export const rate = (label: string) =>
  numberField(label)
    .min(0, `${label} cannot be negative`)
    .max(MONEY_MAX, `${label} is too large`)
    .test('rate', `${label} may have at most ${RATE_DECIMALS} decimals`, (v) => v == null || isRate(v))
    .required(`${label} is required`);

/** A decimal measure (weight, units, percentage) within bounds. */
export const decimal = (
  label: string,
  { min = 0, max = 1_000_000_000, fallback = null as number | null } = {},
) => {
  const base = numberField(label)
    .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
  return fallback === null
    ? base.nullable().default(null)
    : base.default(fallback).required(`${label} is required`);
};

/** A whole quantity of at least `min` (1 by default). */
export const quantity = (label = 'Quantity', min = 1, fallback = 1) =>
  numberField(label)
    .integer(`${label} must be a whole number`)
    .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`)
    .max(QUANTITY_MAX, `${label} is too large`)
    .default(fallback)
    .required(`${label} is required`);

/** A whole count of at least 1 (a pack size), or nothing. */
export const optionalCount = (label: string) =>
  numberField(label)
    .integer(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(QUANTITY_MAX, `${label} is too large`)
    .nullable()
    .default(null);

/** The id of another record, required. */
/** The largest id a record can have (PostgreSQL's integer). */
export const MAX_ID = 2_147_483_647;

/** A record's id: a whole number from 1 to MAX_ID, else `message`. */
const idNumber = (label: string, message: string) =>
  numberField(label, message).integer(message).positive(message).max(MAX_ID, message);

export const ref = (label: string) =>
  idNumber(label, `Choose a ${label}`).required(`${label[0]!.toUpperCase()}${label.slice(1)} is required`);

/** The id of another record, or nothing. */
export const optionalRef = (label: string) => idNumber(label, `Choose a ${label}`).nullable().default(null);

/** True when `value` is 'YYYY-MM-DD' of a real calendar day. */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A calendar day as an ISO string, 'YYYY-MM-DD', or nothing. */
export const day = (label: string) =>
  yup
    .string()
    .typeError(`${label} must be a date (YYYY-MM-DD)`)
    .nullable()
    .default(null)
    .transform((v: string | null) => (v === '' ? null : v))
    .test('day', `${label} must be a date (YYYY-MM-DD)`, (v) => v == null || isIsoDay(v));

/** True unless `value` spells an impossible calendar day or clock time ('2024-13-45', '25:61'). */
function isRealInstantText(value: unknown): boolean {
  if (typeof value !== 'string') return true;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value);
  if (!m) return true;
  const [, dayPart, h, min, sec] = m;
  return isIsoDay(dayPart!) && Number(h ?? 0) < 24 && Number(min ?? 0) < 60 && Number(sec ?? 0) < 60;
}

/**
 * An instant as an ISO 8601 string (with its offset), read as a Date; or nothing. An impossible day
 * or time is refused: Date parsing would otherwise roll '2024-13-45' over into 2025.
 */
export const instant = (label: string) =>
  yup
    .date()
    .typeError(`${label} must be a date and time`)
    .nullable()
    .default(null)
    .transform((v: Date | null, original: unknown) => (original === '' || original === null ? null : v))
    .test('real', `${label} must be a real date and time`, function real() {
      return isRealInstantText(this.originalValue);
    });

export const email = (label = 'E-mail', required = false) => {
  const base = textField(label)
    .transform(lower)
    .email(`${label} must be an e-mail address`)
    .max(254, `${label} must be at most 254 characters`);
  return required
    ? base.required(`${label} is required`)
    : base
        .nullable()
        .default(null)
        .transform((v: string | null) => (v === '' ? null : v));
};

export const url = (label: string) =>
  textField(label, `${label} must be a web address`)
    .url(`${label} must be a web address`)
    .max(2000, `${label} must be at most 2000 characters`)
    .nullable()
    .default(null)
    .transform((v: string | null) => (v === '' ? null : v));

/** '#RRGGBB'. */
export const color = (label = 'Colour') =>
  textField(label, `${label} must be a colour like #1E88E5`)
    .matches(/^#[0-9a-fA-F]{6}$/, `${label} must be a colour like #1E88E5`)
    .default('#6B7280')
    .required(`${label} is required`);

export const countryCode = (label = 'Country') =>
  textField(label, `${label} must be a two-letter country code`)
    .transform(upper)
    .matches(/^[A-Z]{2}$/, {
      message: `${label} must be a two-letter country code`,
      excludeEmptyString: true,
    })
    .nullable()
    .default(null)
    .transform((v: string | null) => (v === '' ? null : v));

/** A postal address; `countryFallback` is the country a new address starts with. */
export const address = (countryFallback: string | null = 'US') =>
  yup
    .object({
      name: optionalText('Name'),
      company: optionalText('Company'),
      addressLine1: optionalText('Address line 1'),
      addressLine2: optionalText('Address line 2'),
      addressLine3: optionalText('Address line 3'),
      city: optionalText('City', 100),
      state: optionalText('State', 100),
      postcode: optionalText('Postcode', 20),
      countryCode: countryCode().default(countryFallback),
      email: email(),
      phone: optionalText('Phone', 40),
    })
    .typeError('Address must be an object')
    .default(() => ({}));

/** A line of items[]: an SKU and a quantity (and, where the document has them, a name and a price). */
const lineItem = () =>
  yup.object({
    sku: requiredText('SKU', 100),
    name: optionalText('Item name', 300),
    quantity: quantity('Quantity'),
    unitPrice: money('Unit price', null),
    vendorProductId: optionalRef('product'),
  });

export const lineItems = (label = 'Items') =>
  yup
    .array()
    .of(lineItem())
    .typeError(`${label} must be a list`)
    .max(MAX_LINES, `${label} may have at most ${MAX_LINES} lines`)
    .default(() => [])
    .required(`${label} are required`);

export const idList = (label: string) =>
  yup
    .array()
    .of(idNumber(label, `${label} must be a list of ids`).required(`${label} must be a list of ids`))
    .typeError(`${label} must be a list of ids`)
    .max(500, `${label} may have at most 500 entries`)
    .default(() => []);
