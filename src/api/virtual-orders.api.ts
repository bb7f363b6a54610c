/**
 * The HTTP calls of virtual orders (src/domain/contracts/virtual-orders.ts): the list as a client the
 * list machine pages, one with its payload and history, a retry of one (optionally into another store),
 * a retry of many with a result per virtual order, and a discard.
 */
import { useMemo } from 'react';
import type { ApiClient } from './http';
import { requestBody, type ListQuery, type Page } from './resource-client';
import { useApi } from '../machines/use-app';
import {
  virtualOrdersContract,
  type VirtualOrderDetails,
  type VirtualOrderRetryAllAnswer,
  type VirtualOrderRetryAllInput,
  type VirtualOrderRetryAnswer,
  type VirtualOrderRow,
} from '../domain/contracts/virtual-orders';

export type {
  VirtualOrderDetails,
  VirtualOrderHistoryEntry,
  VirtualOrderRetryResult,
  VirtualOrderRow,
} from '../domain/contracts/virtual-orders';

const BASE = virtualOrdersContract.base;

export const VIRTUAL_ORDERS_PATH = virtualOrdersContract.screen.path;
/** The page of the order a virtual order became. */
export const orderDetailsPath = (orderId: number) => `/orders/details/${orderId}`;

/** The list's filters with the storefront as a number (the filter select holds text). */
function listBody(query: ListQuery) {
  const body = requestBody(query);
  if (typeof body.projectId === 'string') body.projectId = Number(body.projectId);
  return body;
}

export function useVirtualOrdersClient() {
  const api = useApi();
  return useMemo(
    () => ({
      list: (query: ListQuery, signal?: AbortSignal) =>
        api<Page<VirtualOrderRow>>(`${BASE}/${virtualOrdersContract.listPath}`, {
          method: 'POST',
          body: listBody(query),
          signal,
        }),
    }),
    [api],
  );
}

export const loadVirtualOrder = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api<VirtualOrderDetails>(`${BASE}/${id}`, { signal });

/** One retry; `storeId` (a store of the storefront, or null for none) only for an unknown store. */
export const retryVirtualOrder = (api: ApiClient, id: number, storeId?: number | null) =>
  api<VirtualOrderRetryAnswer>(`${BASE}/${id}/retry`, {
    method: 'POST',
    body: storeId === undefined ? {} : { storeId },
  });

/** The Pending virtual orders of a storefront, or the chosen ones: a result per virtual order. */
export const retryVirtualOrders = (api: ApiClient, body: VirtualOrderRetryAllInput) =>
  api<VirtualOrderRetryAllAnswer>(`${BASE}/retry-all`, { method: 'POST', body });

export const discardVirtualOrder = (api: ApiClient, id: number) =>
  api<VirtualOrderRow>(`${BASE}/${id}/discard`, { method: 'POST', body: {} });
