/**
 * A purchase order's totals: its lines (quantity × unit price) plus shipping and other fees, worked
 * in minor units by the money module (DESIGN.md §3). The form's money inputs carry minor units; the
 * API carries amounts with cents (orderTotalsMinor reads those).
 */
import { add, fromAmount, lineTotal, sum, type Amount, type Minor } from './money';

export interface TotalsInput {
  /** Unit prices in minor units; a quantity not yet typed counts 0. */
  lines: readonly { quantity: number | string | null | undefined; unitPrice?: Minor | null }[];
  /** Minor units; none is 0. */
  shippingFee: Minor | null | undefined;
  otherFees: Minor | null | undefined;
}

export interface Totals {
  lines: Minor;
  fees: Minor;
  total: Minor;
}

/** Every figure in minor units. */
export function totalsMinor({ lines, shippingFee, otherFees }: TotalsInput): Totals {
  const lineSum = sum(lines.map((l) => lineTotal(l.quantity, l.unitPrice)));
  const fees = add(shippingFee ?? 0, otherFees ?? 0);
  return { lines: lineSum, fees, total: add(lineSum, fees) };
}

/** The totals of an order as the API answers it (amounts with cents), in minor units. */
export function orderTotalsMinor(order: {
  items: readonly { quantity: number; unitPrice?: Amount | null }[];
  shippingFee: Amount | null | undefined;
  otherFees: Amount | null | undefined;
}): Totals {
  return totalsMinor({
    lines: order.items.map((l) => ({ quantity: l.quantity, unitPrice: fromAmount(l.unitPrice) })),
    shippingFee: fromAmount(order.shippingFee),
    otherFees: fromAmount(order.otherFees),
  });
}
