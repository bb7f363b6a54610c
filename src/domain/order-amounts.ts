/**
 * What an order's amounts say before anyone relies on them (issue 13 item 7): a zero total (lines
 * without a price), and a typed order total that is not lines + shipping + tax. The Create Order form
 * shows these as it is filled in and order intake answers the same ones, so the words match. Pure:
 * shared by the SPA and the server.
 */
import { add, compare, formatMinor, isZero, type Minor } from './money';

export type OrderAmountWarningCode = 'zero_total' | 'total_mismatch';

export interface OrderAmountWarning {
  code: OrderAmountWarningCode;
  message: string;
}

export interface OrderAmounts {
  /** The lines' sum (quantity × unit price), minor units. */
  lines: Minor;
  shipping: Minor;
  tax: Minor;
  /** The order total as typed or sent; null (or zero, as intake reads it) means lines + shipping + tax. */
  typedTotal: Minor | null;
  /** How many lines have no unit price. */
  unpricedLines: number;
}

/** The order total intake records: the typed one when it is not zero, else lines + shipping + tax. */
const effectiveTotal = (a: OrderAmounts): Minor =>
  a.typedTotal !== null && !isZero(a.typedTotal) ? a.typedTotal : add(a.lines, a.shipping, a.tax);

export function orderAmountWarnings(a: OrderAmounts): OrderAmountWarning[] {
  const warnings: OrderAmountWarning[] = [];
  const computed = add(a.lines, a.shipping, a.tax);
  if (isZero(effectiveTotal(a))) {
    const unpriced =
      a.unpricedLines === 1
        ? '1 line has no price'
        : a.unpricedLines > 1
          ? `${a.unpricedLines} lines have no price`
          : null;
    warnings.push({
      code: 'zero_total',
      message: `The order total is ${formatMinor(0)}${unpriced ? `: ${unpriced}` : ''}. It is not recorded as paid until a payment is entered.`,
    });
  } else if (a.typedTotal !== null && !isZero(a.typedTotal) && compare(a.typedTotal, computed) !== 0) {
    warnings.push({
      code: 'total_mismatch',
      message: `The order total ${formatMinor(a.typedTotal)} does not equal lines + shipping + tax (${formatMinor(computed)}).`,
    });
  }
  return warnings;
}
