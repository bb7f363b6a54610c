/**
 * Checkout (server/modules/checkout): a storefront's catalogue as a list client the list machine can
 * page, its requested services, and placing the cart as an order (with the checkout's Idempotency-Key).
 */
import { useMemo } from 'react';
import {
  CHECKOUT_BASE,
  type CataloguePage,
  type CatalogueProduct,
  type CheckoutAnswer,
  type CheckoutServices,
} from '../domain/contracts/checkout';
import { useApi } from '../machines/use-app';
import type { ApiClient } from './http';
import type { ListQuery, Page } from './resource-client';

export type { CatalogueProduct, CheckoutAnswer, CheckoutServices } from '../domain/contracts/checkout';

/** A page of a storefront's catalogue; no storefront chosen yet is an empty page. */
export async function listCatalogue(
  api: ApiClient,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<Page<CatalogueProduct>> {
  const projectId = Number(query.filters.projectId);
  if (!Number.isInteger(projectId) || projectId <= 0) return { total: 0, items: [] };
  const search = typeof query.filters.search === 'string' ? query.filters.search.trim() : '';
  return api<CataloguePage>(`${CHECKOUT_BASE}/catalogue`, {
    query: { projectId, page: query.page, perPage: query.perPage, ...(search ? { search } : {}) },
    signal,
  });
}

export function useCatalogueClient() {
  const api = useApi();
  return useMemo(
    () => ({ list: (query: ListQuery, signal?: AbortSignal) => listCatalogue(api, query, signal) }),
    [api],
  );
}

/** The requested services the storefront's active ship-code mappings route. */
export const loadCheckoutServices = (api: ApiClient, projectId: number, signal?: AbortSignal) =>
  api<CheckoutServices>(`${CHECKOUT_BASE}/services`, { query: { projectId }, signal });

/** Places the cart as an order: 201 a new order, 200 the order this key already placed. */
export const placeCheckoutOrder = (api: ApiClient, body: object, idempotencyKey: string) =>
  api<CheckoutAnswer>(`${CHECKOUT_BASE}/orders`, {
    method: 'POST',
    body: body as Record<string, unknown>,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
