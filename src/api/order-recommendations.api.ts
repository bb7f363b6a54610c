/**
 * The recommendation lists (Has Inventory, Recommended Splits) as list clients the list machine can
 * page, and Has Inventory's release of inventory holds (one order or many).
 */
import { useMemo } from 'react';
import type { ApiClient } from './http';
import { requestBody, type ListQuery, type Page } from './resource-client';
import { useApi } from '../machines/use-app';
import { ORDERS_BASE, type Order } from './orders.api';
import type {
  BulkAnswer,
  RecommendationPage,
  SplitProposalLine,
  SplitRecommendation,
  UnholdRec,
} from '../domain/contracts/order-answers';

/** The recommendation rows and the release's results: typed once, in the contracts (the server returns them). */
export type { BulkResult, UnholdRec } from '../domain/contracts/order-answers';

/** A split recommendation, with its order's id as the list's row id. */
export type SplitRec = SplitRecommendation & { id: number };

/** The list's filters with ids as numbers (the filter selects hold text). */
function recsBody(query: ListQuery) {
  const body = requestBody(query);
  for (const key of ['projectId', 'warehouseId'])
    if (typeof body[key] === 'string') body[key] = Number(body[key]);
  return body;
}

const recsList = <T, R>(api: ApiClient, path: string, toRow: (item: T) => R) => ({
  list: async (query: ListQuery, signal?: AbortSignal): Promise<Page<R>> => {
    const answer = await api<RecommendationPage<T>>(`${ORDERS_BASE}/${path}`, {
      method: 'POST',
      body: recsBody(query),
      signal,
    });
    return { total: answer.total, items: answer.items.map(toRow) };
  },
});

export function useUnholdRecsClient() {
  const api = useApi();
  return useMemo(() => recsList<UnholdRec, UnholdRec>(api, 'unhold-recs', (row) => row), [api]);
}

export function useSplitRecsClient() {
  const api = useApi();
  return useMemo(
    () => recsList<SplitRecommendation, SplitRec>(api, 'split-recs', (row) => ({ ...row, id: row.order.id })),
    [api],
  );
}

/** Has Inventory's release of one order: only its inventory holds go; another hold keeps it on hold. */
export const releaseInventoryHolds = (api: ApiClient, id: number, version: number) =>
  api<Order>(`${ORDERS_BASE}/${id}/release-inventory-holds`, { method: 'POST', body: { version } });

/** The same for many orders, a result per order. */
export const releaseInventoryHoldsOf = (api: ApiClient, ids: number[]) =>
  api<BulkAnswer>(`${ORDERS_BASE}/release-inventory-holds`, {
    method: 'POST',
    body: { ids },
  }).then((a) => a.results);

/** The lines a split moves to the new order: what can ship now. */
export const acceptedLines = (proposal: readonly SplitProposalLine[]) =>
  proposal.filter((p) => p.shipNow > 0).map((p) => ({ lineIndex: p.lineIndex, quantity: p.shipNow }));
