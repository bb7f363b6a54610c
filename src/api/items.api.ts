/**
 * The vendor products base (spec §7: /api/vendorProducts) and its calls beyond the generic ones:
 * stock totals for the detailed view, import, export, and the item page's stock and ledger.
 */
import { useMemo } from 'react';
import { vendorProductsContract, type VendorProductRow } from '../domain/contracts/vendor-products';
import type { ApiClient } from './http';
import {
  contractClient,
  requestBody,
  type ContractQuery,
  type ListQuery,
  type Page,
} from './resource-client';
import type { ItemStock, LedgerEntry } from '../domain/item-stock';
import type { VendorProductInput } from '../domain/resources/vendor-product.schema';
import type {
  ItemExportRow,
  ItemFileRow,
  ItemImportAnswer,
  StockFigures,
} from '../domain/vendor-product-file';
import { useApi } from '../machines/use-app';

export const ITEMS_BASE = vendorProductsContract.base;
export const ITEMS_PATH = vendorProductsContract.screen.path;

export type VendorItem = VendorProductRow;

export const isDetailed = (filters: { showDetailedView?: unknown }) =>
  filters.showDetailedView === true || filters.showDetailedView === 'true';

/**
 * The list of the base; in the detailed view each page also gets its items' stock totals (one more
 * call for the page's ids, cancelled with the list's request).
 */
export function vendorItemsClient(api: ApiClient) {
  const base = contractClient<typeof vendorProductsContract, VendorProductInput>(api, vendorProductsContract);
  return {
    ...base,
    async list(
      query: ContractQuery<typeof vendorProductsContract>,
      signal?: AbortSignal,
    ): Promise<Page<VendorItem>> {
      const page = await base.list(query, signal);
      if (!isDetailed(query.filters) || page.items.length === 0) return page;
      const { items } = await api<{ items: (StockFigures & { vendorProductId: number })[] }>(
        `${ITEMS_BASE}/stockTotals`,
        { method: 'POST', body: { ids: page.items.map((i) => i.id) }, signal },
      );
      const byId = new Map(items.map(({ vendorProductId, ...figures }) => [vendorProductId, figures]));
      return { ...page, items: page.items.map((i) => ({ ...i, stock: byId.get(i.id) ?? null })) };
    },
  };
}

export function useVendorItemsClient() {
  const api = useApi();
  return useMemo(() => vendorItemsClient(api), [api]);
}

export const fetchItemStock = (api: ApiClient, id: number | string, signal?: AbortSignal) =>
  api<ItemStock>(`${ITEMS_BASE}/${encodeURIComponent(String(id))}/stock`, { signal });

/** The item's ledger as a list source (useResourceList): paged, filtered by warehouse. */
export function itemLedgerSource(api: ApiClient, id: number | string) {
  return {
    list: (query: ListQuery, signal?: AbortSignal) =>
      api<Page<LedgerEntry>>(`${ITEMS_BASE}/${encodeURIComponent(String(id))}/ledger`, {
        method: 'POST',
        body: requestBody(query),
        signal,
      }),
  };
}

export const importItems = (api: ApiClient, rows: ItemFileRow[], dryRun: boolean) =>
  api<ItemImportAnswer>(`${ITEMS_BASE}/import`, { method: 'POST', body: { rows, dryRun } });

/** Every item of the list as filtered (all pages), for a file. */
export function exportItems(api: ApiClient, query: Pick<ListQuery, 'filters' | 'sortBy' | 'sortDesc'>) {
  const { page: _page, perPage: _perPage, ...body } = requestBody({ ...query, page: 1, perPage: 1 });
  return api<{ total: number; items: ItemExportRow[] }>(`${ITEMS_BASE}/export`, { method: 'POST', body });
}
