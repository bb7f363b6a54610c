/** The calls of the orders lists: the generic list of orders, and the status tab counts. */
import { useMemo } from 'react';
import type { ApiClient } from '../../../api/http';
import { requestBody, resourceClient, type Filters } from '../../../api/resource-client';
import { useApi } from '../../../machines/use-app';
import { ORDERS_BASE, type Order } from '../details/order.api';

export function useOrdersClient() {
  const api = useApi();
  return useMemo(() => resourceClient<Order, Record<string, unknown>>(api, ORDERS_BASE), [api]);
}

/** Orders per status (and `all`) under the list's filters; the status filter itself is ignored. */
export type StatusCounts = Partial<Record<string, number>>;

export function fetchStatusCounts(api: ApiClient, filters: Filters, signal?: AbortSignal) {
  const { orderStatus: _ignored, ...rest } = filters;
  // Only the filters: the counts are of every page.
  const { page: _page, perPage: _perPage, ...body } = requestBody({ filters: rest, page: 1, perPage: 1 });
  return api<{ counts: StatusCounts }>(`${ORDERS_BASE}/status-counts`, { method: 'POST', body, signal }).then(
    (answer) => answer.counts,
  );
}
