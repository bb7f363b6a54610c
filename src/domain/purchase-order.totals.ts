/**
 * A purchase order's totals: its lines (quantity × unit price) plus shipping and other fees. Worked in
 * minor units (cents) as integers, so a sum never drifts by a float's fraction (DESIGN.md §3); the
 * API carries amounts with cents, the form's money inputs carry minor units.
 */
import { DEFAULT_CURRENCY } from './constants';

type Amount = number | string | null | undefined;

const asNumber = (value: Amount) => {
  if (value === null || value === undefined || value === '') return 0;
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** An amount with cents (12.5) as minor units (1250). */
export const toMinor = (amount: Amount) => Math.round(asNumber(amount) * 100);

/** Minor units (1250) as an amount with cents (12.5). */
export const fromMinor = (minor: Amount) => asNumber(minor) / 100;

export interface TotalsInput {
  /** Unit prices in minor units. */
  lines: readonly { quantity: Amount; unitPrice?: Amount }[];
  shippingFee: Amount;
  otherFees: Amount;
}

export interface Totals {
  lines: number;
  fees: number;
  total: number;
}

export const lineTotalMinor = (quantity: Amount, unitPriceMinor: Amount) =>
  Math.round(asNumber(quantity)) * Math.round(asNumber(unitPriceMinor));

/** Every figure in minor units. */
export function totalsMinor({ lines, shippingFee, otherFees }: TotalsInput): Totals {
  const lineSum = lines.reduce((sum, l) => sum + lineTotalMinor(l.quantity, l.unitPrice), 0);
  const fees = Math.round(asNumber(shippingFee)) + Math.round(asNumber(otherFees));
  return { lines: lineSum, fees, total: lineSum + fees };
}

/** The totals of an order as the API answers it (amounts with cents), in minor units. */
export function orderTotalsMinor(order: {
  items: readonly { quantity: Amount; unitPrice?: Amount }[];
  shippingFee: Amount;
  otherFees: Amount;
}): Totals {
  return totalsMinor({
    lines: order.items.map((l) => ({ quantity: l.quantity, unitPrice: toMinor(l.unitPrice) })),
    shippingFee: toMinor(order.shippingFee),
    otherFees: toMinor(order.otherFees),
  });
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Minor units as money: 123456 → '$1,234.56'. */
export function formatMinor(minor: number, currency: string = DEFAULT_CURRENCY): string {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, format);
  }
  return format.format(minor / 100);
}
