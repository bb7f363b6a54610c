/**
 * The money input of spec §5: '.' is the decimal separator and ',' groups thousands; typing keeps
 * only digits (and the first '.'), a leading minus stays, and at most `precision` decimals are kept
 * (2 by default, clamped to 0–20). Amounts travel as integers of minor units (cents at precision 2),
 * never as floats; beyond Number's safe integers they stay a digit string.
 */
import { MONEY_DEFAULT_PRECISION, MONEY_MAX_PRECISION } from './constants';

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
 * The amount in minor units: '1,234.56' → 123456 at precision 2. A digit string when the amount is
 * beyond Number's safe integers (high precisions); null when the text holds no digit.
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
  const signed = formatted.startsWith('-') && !/^0+$/.test(digits) ? `-${digits}` : digits;
  const n = Number(signed);
  return Number.isSafeInteger(n) ? n : signed;
}

/** Minor units back to the field's text: 123456 → '1,234.56'. */
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
