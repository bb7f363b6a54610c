/** How an order's values read on the orders screens: money, instants, days, addresses, status tones. */
import { formatAmount } from '../../../domain/money';
import type { Address } from '../../../api/orders.api';

/** An amount with cents (12.5) as money ('$12.50'); '—' when there is none. */
export const formatMoney = (amount: number | string | null | undefined) =>
  amount === null || amount === undefined || amount === '' ? '—' : formatAmount(amount);

import { formatCount as count } from '../../../components/format';

export { formatInstant, formatDay as formatDate, plural } from '../../../components/format';

export const formatCount = (n: number | null | undefined) => (n === null || n === undefined ? '—' : count(n));

/** An address as its printed lines (name, company, street lines, city/state/postcode, country). */
export function addressLines(address: Address | null | undefined): string[] {
  if (!address) return [];
  const cityLine = [address.city, [address.state, address.postcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [
    address.name,
    address.company,
    address.addressLine1,
    address.addressLine2,
    address.addressLine3,
    cityLine,
    address.countryCode,
  ].filter((line): line is string => Boolean(line && line.trim()));
}

export type Tone = 'neutral' | 'accent' | 'warning' | 'success' | 'danger';

export const orderStatusTones: Record<string, Tone> = {
  awaiting_payment: 'warning',
  awaiting_shipment: 'accent',
  pending_fulfillment: 'accent',
  on_hold: 'danger',
  shipped: 'success',
  cancelled: 'neutral',
};
