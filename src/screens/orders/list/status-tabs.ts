/** The status tabs above the orders list (spec §3 statuses, and the paid-but-not-shipped filter). */
import { orderStatusLabels } from '../../../domain/order.lifecycle';
import {
  orderStatuses,
  PAID_BUT_NOT_SHIPPED,
  paidNotShippedStatuses,
} from '../../../domain/resources/order.schema';
import type { StatusCounts } from '../../../api/orders.api';

export interface StatusTab {
  /** The orderStatus filter value; '' for every status. */
  value: string;
  label: string;
}

export const STATUS_TABS: readonly StatusTab[] = [
  { value: '', label: 'All' },
  ...orderStatuses.map((s) => ({ value: s, label: orderStatusLabels[s] })),
  { value: PAID_BUT_NOT_SHIPPED, label: 'Paid but not shipped' },
];

/**
 * A tab's count, or null while unknown. The server may leave out a status with no orders (0), and
 * `all` and paid-but-not-shipped are summed from the statuses when it does not send them.
 */
export function tabCount(counts: StatusCounts | null, value: string): number | null {
  if (!counts) return null;
  const of = (status: string) => counts[status] ?? 0;
  if (value === '') return counts.all ?? orderStatuses.reduce((sum, s) => sum + of(s), 0);
  if (value === PAID_BUT_NOT_SHIPPED)
    return counts[PAID_BUT_NOT_SHIPPED] ?? paidNotShippedStatuses.reduce((sum, s) => sum + of(s), 0);
  return of(value);
}

/** The tab a status filter selects ('' when the filter is not one of the tabs, e.g. a list of statuses). */
export function activeTab(orderStatus: unknown): string {
  return typeof orderStatus === 'string' && STATUS_TABS.some((t) => t.value === orderStatus)
    ? orderStatus
    : '';
}
