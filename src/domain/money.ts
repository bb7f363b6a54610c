/**
 * Money (DESIGN.md §3): the one module that parses, formats and computes amounts, in the SPA and on
 * the server alike.
 *
 * Representation: an amount is an integer of minor units (`Minor`: cents, hundredths of the currency
 * unit). Every sum, difference, product and split is worked on those integers (through BigInt where a
 * product could pass Number's safe integers), so nothing drifts by a float's fraction. The database's
 * money columns are numeric(14,2) read as a number with cents, and the API carries the same (12.5 is
 * $12.50): `fromAmount` and `toAmount` convert between that and minor units exactly, through the
 * decimal digits, never by multiplying or dividing a float by 100. So a stored or answered amount
 * reads exactly as before; only the arithmetic in between changed.
 *
 * Rounding, wherever a result has digits below the cent (an amount × a rate or a fractional quantity,
 * an outside amount with more than two decimals, a percentage): half away from zero ("half-up" on
 * the magnitude: 0.125 → 0.13, −0.125 → −0.13), the rule PostgreSQL's numeric applies when a value is
 * stored into a numeric(14,2) column, so the SPA, the server and the database agree.
 *
 * Money input text (spec §5): '.' is the decimal separator and ',' groups thousands; typing keeps only
 * digits (and the first '.'), a leading minus stays, and at most `precision` decimals are kept (2 by
 * default, clamped to 0–20). The input's value is minor units at its precision; beyond Number's safe
 * integers it stays a digit string.
 */
import { DEFAULT_CURRENCY, MONEY_DEFAULT_PRECISION, MONEY_MAX_PRECISION } from './constants';

/** An amount in minor units (cents): a safe integer. */
export type Minor = number;

/** An amount as the database column and the API carry it: a number with cents (12.5), or its text. */
export type Amount = number | string;

/** A money rule was broken: not an amount, not minor units, or beyond what can be represented. */
export class MoneyError extends Error {
  override name = 'MoneyError';
}

/** Minor units per currency unit: the money columns' scale (numeric(14,2)). */
const SCALE = MONEY_DEFAULT_PRECISION;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);
const pow10 = (n: number) => 10n ** BigInt(n);

// ---------------------------------------------------------------------------------------------------
// Decimals: a number or text read digit by digit, never through float arithmetic.

/** ±digits / 10^scale. */
interface Decimal {
  negative: boolean;
  digits: bigint;
  scale: number;
}

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,4}))?$/i;

/** A number (by its shortest text: 1.005 is '1.005') or a decimal text; null when it is neither. */
function decimalOf(value: number | string): Decimal | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const m = DECIMAL_TEXT.exec(typeof value === 'number' ? String(value) : value.trim());
  if (!m) return null;
  const [, sign = '', int = '', frac = '', exp = '0'] = m;
  if (!/\d/.test(int + frac)) return null;
  let digits = BigInt(int + frac);
  let scale = frac.length - Number(exp);
  if (scale < 0) {
    digits *= pow10(-scale);
    scale = 0;
  }
  return { negative: sign === '-' && digits !== 0n, digits, scale };
}

const signed = (d: Decimal) => (d.negative ? -d.digits : d.digits);

/** n / d rounded half away from zero (d > 0). */
function divideRounded(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  if ((r < 0n ? -r : r) * 2n < d) return q;
  return n < 0n ? q - 1n : q + 1n;
}

/** The decimal in minor units, rounded half away from zero below the cent. */
function minorOfDecimal(d: Decimal): bigint {
  const n = signed(d);
  return d.scale <= SCALE ? n * pow10(SCALE - d.scale) : divideRounded(n, pow10(d.scale - SCALE));
}

function safe(n: bigint, what: string): Minor {
  if (n > MAX_SAFE || n < -MAX_SAFE) throw new MoneyError(`${what} is too large to compute exactly`);
  return Number(n);
}

function assertMinor(minor: Minor): Minor {
  if (!Number.isSafeInteger(minor))
    throw new MoneyError(`${String(minor)} is not an amount in minor units (a whole number of cents)`);
  return minor;
}

// ---------------------------------------------------------------------------------------------------
// Conversions: the database column and the API (a number with cents) ⇄ minor units.

/**
 * An amount with cents as the database and the API carry it (12.5, '12.50') in minor units (1250);
 * no amount (null, undefined, '') is 0. Digits below the cent round half away from zero, as the
 * numeric(14,2) column would store them. Throws a MoneyError for anything that is not an amount.
 */
export function fromAmount(amount: Amount | null | undefined): Minor {
  if (amount === null || amount === undefined || amount === '') return 0;
  const d = decimalOf(amount);
  if (!d) throw new MoneyError(`${JSON.stringify(amount)} is not an amount`);
  return safe(minorOfDecimal(d), String(amount));
}

/** fromAmount, with no amount staying null (an optional unit price). */
export const fromAmountOrNull = (amount: Amount | null | undefined): Minor | null =>
  amount === null || amount === undefined || amount === '' ? null : fromAmount(amount);

/** Minor units as the exact decimal text: 123456 → '1234.56', -5 → '-0.05'. Takes a digit string too. */
export function toDecimalString(minor: Minor | bigint | string): string {
  let n: bigint;
  if (typeof minor === 'bigint') n = minor;
  else if (typeof minor === 'string' && /^-?\d+$/.test(minor)) n = BigInt(minor);
  else n = BigInt(assertMinor(Number(minor)));
  const digits = (n < 0n ? -n : n).toString().padStart(SCALE + 1, '0');
  const int = digits.slice(0, digits.length - SCALE);
  return `${n < 0n ? '-' : ''}${int}${SCALE ? `.${digits.slice(digits.length - SCALE)}` : ''}`;
}

/**
 * Minor units as the number the database column and the API carry: 1250 → 12.5. The number is the
 * one its decimal text reads as (exactly what the numeric column answers), not a quotient of floats.
 */
export const toAmount = (minor: Minor): number => Number(toDecimalString(minor));

/** toAmount, with null staying null. */
export const toAmountOrNull = (minor: Minor | null | undefined): number | null =>
  minor === null || minor === undefined ? null : toAmount(minor);

/** Whether an amount is a whole number of cents (12.5, '12.50', '12.500' are; 1.005 is not). */
export function isWholeCents(amount: Amount): boolean {
  const d = decimalOf(amount);
  return d !== null && (d.scale <= SCALE || d.digits % pow10(d.scale - SCALE) === 0n);
}

// ---------------------------------------------------------------------------------------------------
// Parsing what a user wrote.

export type AmountParse = { ok: true; minor: Minor } | { ok: false; error: string };

const AMOUNT_TEXT = /^([+-]?)\s*\$?\s*([\d,]*)(?:\.(\d*))?$/;
const GROUPED = /^(\d{1,3}(,\d{3})*|\d+)$/;

/**
 * An amount a user wrote, in minor units: '1,234.50' → 123450, '-0' → 0, '$12' → 1200, '.5' → 50.
 * Refuses, with a message fit for the field: nothing written, something that is not an amount,
 * ',' not grouping thousands, more than two decimals (1.005: amounts are whole cents), and amounts
 * beyond exact representation.
 */
export function parseAmount(text: string): AmountParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'Enter an amount' };
  const m = AMOUNT_TEXT.exec(trimmed);
  const [, sign = '', int = '', frac = ''] = m ?? [];
  if (!m || !/\d/.test(int + frac))
    return { ok: false, error: `"${trimmed}" is not an amount: write digits, with '.' before the cents` };
  if (int !== '' && !GROUPED.test(int))
    return { ok: false, error: `"${trimmed}": ',' may only group thousands (1,234.50)` };
  if (frac.length > SCALE && !/^0*$/.test(frac.slice(SCALE)))
    return { ok: false, error: `"${trimmed}" has more than ${SCALE} decimals: amounts are whole cents` };
  const d = decimalOf(`${sign}${int.replace(/,/g, '')}.${frac}`);
  const minor = d ? minorOfDecimal(d) : null;
  if (minor === null || minor > MAX_SAFE || minor < -MAX_SAFE)
    return { ok: false, error: `"${trimmed}" is too large` };
  return { ok: true, minor: Number(minor) };
}

// ---------------------------------------------------------------------------------------------------
// Arithmetic on minor units.

/** The sum of amounts, exact. */
export function sum(amounts: Iterable<Minor>): Minor {
  let total = 0n;
  for (const a of amounts) total += BigInt(assertMinor(a));
  return safe(total, 'The sum');
}

export const add = (...amounts: Minor[]): Minor => sum(amounts);

export const subtract = (a: Minor, b: Minor): Minor =>
  safe(BigInt(assertMinor(a)) - BigInt(assertMinor(b)), 'The difference');

/**
 * An amount × a quantity (exact) or × a rate (0.0725 tax, 2.2 markup, 2.5 units), rounded half away
 * from zero to the cent. The factor is read by its decimal digits ('0.0725' or 0.0725).
 */
export function multiply(minor: Minor, factor: number | string): Minor {
  assertMinor(minor);
  const f = decimalOf(factor);
  if (!f) throw new MoneyError(`Cannot multiply an amount by ${JSON.stringify(factor)}`);
  return safe(divideRounded(BigInt(minor) * signed(f), pow10(f.scale)), 'The product');
}

/**
 * Rates: a price per unit that may go below the cent (storage at $0.0125 per unit per day), written
 * with at most RATE_DECIMALS decimals. A rate is never an amount: it becomes one only as a charge.
 */
export const RATE_DECIMALS = 4;

/** Whether a rate has at most RATE_DECIMALS decimals (0.0125 has; 0.00125 has not). */
export function isRate(rate: number | string): boolean {
  const d = decimalOf(rate);
  return d !== null && (d.scale <= RATE_DECIMALS || d.digits % pow10(d.scale - RATE_DECIMALS) === 0n);
}

/**
 * A charge: a rate × a quantity (units, unit-days, hours: 2.5), the exact product rounded once, half
 * away from zero, to the cent. This is billing's rounding rule: each charge is rounded on its own and
 * an invoice's total is the sum of its rounded charges, so every line on the invoice adds up.
 */
export function chargeOf(rate: number | string, quantity: number | string): Minor {
  const r = decimalOf(rate);
  const q = decimalOf(quantity);
  if (!r) throw new MoneyError(`${JSON.stringify(rate)} is not a rate`);
  if (!q) throw new MoneyError(`${JSON.stringify(quantity)} is not a quantity`);
  const scale = r.scale + q.scale;
  const product = signed(r) * signed(q);
  const minor =
    scale <= SCALE ? product * pow10(SCALE - scale) : divideRounded(product, pow10(scale - SCALE));
  return safe(minor, 'The charge');
}

/**
 * A rate raised by a markup percentage (a pass-through cost + 15%): cost × (100 + markup) / 100, kept
 * exact (no rounding: the charge it makes is rounded once, by chargeOf).
 */
export function markedUp(cost: number | string, markupPercent: number | string): string {
  const c = decimalOf(cost);
  const m = decimalOf(markupPercent);
  if (!c || !m) throw new MoneyError('A markup needs a cost and a percentage');
  const factor = 100n * pow10(m.scale) + signed(m);
  return decimalText(signed(c) * factor, c.scale + m.scale + 2);
}

/** ±digits / 10^scale as plain decimal text ('-0.0125'), trailing zeros dropped. */
function decimalText(n: bigint, scale: number): string {
  const negative = n < 0n;
  const abs = (negative ? -n : n).toString().padStart(scale + 1, '0');
  const int = abs.slice(0, abs.length - scale);
  const frac = abs.slice(abs.length - scale).replace(/0+$/, '');
  return `${negative && /[1-9]/.test(abs) ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}

/**
 * An amount × an exact fraction (a manufacturing requirement of 1/3 kg per unit, waste compounded),
 * rounded once, half away from zero to the cent. The denominator is positive.
 */
export function multiplyFraction(minor: Minor, numerator: bigint, denominator: bigint): Minor {
  assertMinor(minor);
  if (denominator <= 0n) throw new MoneyError('A fraction’s denominator is positive');
  return safe(divideRounded(BigInt(minor) * numerator, denominator), 'The product');
}

/** Minor units given as an exact fraction (a sum of fractional products), rounded once to the cent. */
export const roundFraction = (numerator: bigint, denominator: bigint): Minor =>
  multiplyFraction(1, numerator, denominator);

/**
 * A line's value: quantity × unit price. A quantity not yet typed (empty, not a number) and a missing
 * unit price count 0, so totals can show while a line is being written.
 */
export function lineTotal(
  quantity: number | string | null | undefined,
  unitPrice: Minor | null | undefined,
): Minor {
  if (unitPrice === null || unitPrice === undefined) return 0;
  if (quantity === null || quantity === undefined || quantity === '') return 0;
  return decimalOf(quantity) ? multiply(unitPrice, quantity) : 0;
}

/**
 * The amount split over parts in proportion to their weights (quantities, line values, ratios), so
 * the parts add up to the amount exactly: each part takes its share rounded down, and the cents left
 * over go one each to the parts with the largest remainders (the earlier part on a tie). Weights
 * are non-negative; when all are 0 the amount is split evenly. A negative amount splits like its
 * magnitude, negated.
 */
export function allocate(amount: Minor, weights: readonly (number | string)[]): Minor[] {
  assertMinor(amount);
  if (weights.length === 0) throw new MoneyError('An amount is allocated over at least one part');
  const decimals = weights.map((w) => {
    const d = decimalOf(w);
    if (!d || d.negative) throw new MoneyError(`${JSON.stringify(w)} is not a weight (a number ≥ 0)`);
    return d;
  });
  const scale = Math.max(...decimals.map((d) => d.scale));
  let ws = decimals.map((d) => d.digits * pow10(scale - d.scale));
  if (ws.every((w) => w === 0n)) ws = ws.map(() => 1n);
  const whole = ws.reduce((s, w) => s + w, 0n);
  const total = BigInt(amount < 0 ? -amount : amount);
  const parts = ws.map((w) => (total * w) / whole);
  let left = total - parts.reduce((s, p) => s + p, 0n);
  const byRemainder = ws
    .map((w, i) => ({ i, r: (total * w) % whole }))
    .sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of byRemainder) {
    if (left === 0n) break;
    parts[i]! += 1n;
    left -= 1n;
  }
  return parts.map((p) => (amount < 0 ? -Number(p) : Number(p)) || 0);
}

/** The amount split evenly over `count` parts, the leftover cents to the first parts. */
export const allocateEvenly = (amount: Minor, count: number): Minor[] =>
  allocate(
    amount,
    Array.from({ length: count }, () => 1),
  );

/** -1, 0 or 1 as a is less than, equal to or more than b. */
export const compare = (a: Minor, b: Minor): -1 | 0 | 1 => {
  assertMinor(a);
  assertMinor(b);
  return a < b ? -1 : a > b ? 1 : 0;
};

export const isZero = (a: Minor): boolean => assertMinor(a) === 0;

export const isNegative = (a: Minor): boolean => assertMinor(a) < 0;

/** The larger amount (e.g. max(0, balance): never below nothing). */
export const max = (a: Minor, b: Minor): Minor => (compare(a, b) >= 0 ? a : b);

/**
 * part as a percentage of whole, with `decimals` decimals (rounded half away from zero): margin
 * against revenue. Null when whole is 0.
 */
export function percentOf(part: Minor, whole: Minor, decimals = 2): number | null {
  assertMinor(part);
  if (assertMinor(whole) === 0) return null;
  const sign = whole < 0 ? -1n : 1n;
  const scaled = divideRounded(BigInt(part) * 100n * pow10(decimals) * sign, BigInt(whole) * sign);
  const digits = (scaled < 0n ? -scaled : scaled).toString().padStart(decimals + 1, '0');
  const int = digits.slice(0, digits.length - decimals);
  const frac = decimals ? `.${digits.slice(digits.length - decimals)}` : '';
  return Number(`${scaled < 0n ? '-' : ''}${int}${frac}`);
}

// ---------------------------------------------------------------------------------------------------
// Display.

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Minor units as money: 123456 → '$1,234.56', -5 → '-$0.05'. The exact decimal text is what gets
 * formatted, not a quotient of floats.
 */
export function formatMinor(minor: Minor, currency: string = DEFAULT_CURRENCY): string {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, format);
  }
  return format.format(toDecimalString(minor) as Intl.StringNumericLiteral);
}

const rateFormats = new Map<string, Intl.NumberFormat>();

/**
 * A rate as written, to its last decimal (a pass-through rate with its markup has up to six):
 * 0.0125 → '$0.0125', 1.5 → '$1.50'. Display only: rates become amounts through chargeOf.
 */
export function formatRate(rate: number | string, currency: string = DEFAULT_CURRENCY): string {
  let format = rateFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 6,
    });
    rateFormats.set(currency, format);
  }
  return format.format(String(rate) as Intl.StringNumericLiteral);
}

/** An amount with cents as the API carries it (12.5) as money ('$12.50'). */
export const formatAmount = (amount: Amount | null | undefined, currency: string = DEFAULT_CURRENCY) =>
  formatMinor(fromAmount(amount), currency);

// ---------------------------------------------------------------------------------------------------
// The money input's text (spec §5).

export function clampPrecision(precision: number = MONEY_DEFAULT_PRECISION): number {
  if (!Number.isFinite(precision)) return MONEY_DEFAULT_PRECISION;
  return Math.min(MONEY_MAX_PRECISION, Math.max(0, Math.trunc(precision)));
}

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The text as the user types it: '-1234.5x6' → '-1,234.56'; '.' alone becomes '0.'. */
export function formatMoneyInput(text: string, precision: number = MONEY_DEFAULT_PRECISION): string {
  const p = clampPrecision(precision);
  const negative = text.trimStart().startsWith('-');
  const dot = text.indexOf('.');
  const intDigits = (dot === -1 ? text : text.slice(0, dot)).replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const hasDot = dot !== -1 && p > 0;
  const decimals = hasDot
    ? text
        .slice(dot + 1)
        .replace(/\D/g, '')
        .slice(0, p)
    : '';
  if (!intDigits && !hasDot) return negative ? '-' : '';
  return `${negative ? '-' : ''}${groupThousands(intDigits || '0')}${hasDot ? `.${decimals}` : ''}`;
}

/** The text once the user leaves the field: every decimal written out ('1,234.5' → '1,234.50'). */
export function completeMoneyInput(text: string, precision: number = MONEY_DEFAULT_PRECISION): string {
  const p = clampPrecision(precision);
  const formatted = formatMoneyInput(text, p);
  if (!/\d/.test(formatted)) return '';
  if (p === 0) return formatted;
  const [int, dec = ''] = formatted.split('.');
  return `${int}.${dec.padEnd(p, '0')}`;
}

/**
 * The input's text as it is typed, in minor units: '1,234.56' → 123456 at precision 2. A digit
 * string when the amount is beyond Number's safe integers (high precisions); null when the text
 * holds no digit. Lenient by design (it reads every keystroke); parseAmount is the strict reading.
 */
export function parseMoney(
  text: string,
  precision: number = MONEY_DEFAULT_PRECISION,
): number | string | null {
  const p = clampPrecision(precision);
  const formatted = formatMoneyInput(text, p);
  if (!/\d/.test(formatted)) return null;
  const [int = '', dec = ''] = formatted.replace(/[-,]/g, '').split('.');
  const digits = `${int}${dec.padEnd(p, '0')}`.replace(/^0+(?=\d)/, '');
  const signedDigits = formatted.startsWith('-') && !/^0+$/.test(digits) ? `-${digits}` : digits;
  const n = Number(signedDigits);
  return Number.isSafeInteger(n) ? n : signedDigits;
}

/** Minor units back to the input's text: 123456 → '1,234.56'. */
export function formatMinorUnits(
  value: number | string | null | undefined,
  precision: number = MONEY_DEFAULT_PRECISION,
): string {
  if (value === null || value === undefined || value === '') return '';
  const p = clampPrecision(precision);
  const text = typeof value === 'number' ? BigInt(Math.trunc(value)).toString() : value;
  const negative = text.startsWith('-');
  const digits = text.replace(/\D/g, '').padStart(p + 1, '0');
  const int = digits.slice(0, digits.length - p);
  const dec = digits.slice(digits.length - p);
  return completeMoneyInput(`${negative ? '-' : ''}${int}${p ? `.${dec}` : ''}`, p);
}
