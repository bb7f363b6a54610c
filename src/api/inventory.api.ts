/**
 * The inventory screens' calls beyond the generic ones (server/modules/inventory/stock-screens.routes.ts):
 * direct inventory updates, stock by place and moves between buckets, integrity, SKU maintenance, and
 * the item edits they make through the vendor products base.
 */
import type { ApiClient } from './http';
import { useLoad } from '../machines/load/use-load';
import { useApi } from '../machines/use-app';
import { ITEMS_BASE, type VendorItem } from './items.api';
import { contractClient, resourceClient, type ListQuery } from './resource-client';
import { directInventoryUpdatesContract } from '../domain/contracts/direct-inventory-updates';
import { vendorProductsContract } from '../domain/contracts/vendor-products';
import type { IntegrityReport, LedgerRow, StockLevel } from '../domain/inventory-views';
import type { directInventoryUpdateTypes } from '../domain/resources/direct-inventory-update.schema';
import { vendorProductSchema } from '../domain/resources/vendor-product.schema';
import type { SkuMaintenanceReport } from '../domain/sku-maintenance';
import type { StockBucket } from '../domain/stock';

export const DIU_BASE = directInventoryUpdatesContract.base;

/** A vendor item, as the items base answers it (one type: items.api.ts). */
export type { VendorItem };

/** Stock per item and warehouse, as a list the list machine can page. */
export const stockLevelsClient = (api: ApiClient) =>
  resourceClient<StockLevel>(api, '/api/inventory/stock', { listPath: 'listItems' });

export const vendorItemsClient = (api: ApiClient) => contractClient(api, vendorProductsContract);

/** A list client whose requests always carry `fixed` filters (items with tracking off): the client's own filter names. */
export function withFilters<T, Q extends ListQuery<object>>(
  client: { list(query: Q, signal?: AbortSignal): Promise<{ total: number; items: T[] }> },
  fixed: Partial<Q['filters']>,
) {
  return {
    // A method, so the list machine takes it as it takes the client.
    list(query: Q, signal?: AbortSignal) {
      return client.list({ ...query, filters: { ...query.filters, ...fixed } }, signal);
    },
  };
}

/** The vendor's items (its first 200, by item name), for pickers. */
export async function loadVendorItems(api: ApiClient, vendorId: number, signal?: AbortSignal) {
  const page = await vendorItemsClient(api).list(
    { filters: { vendorId }, page: 1, perPage: 200, sortBy: 'item', sortDesc: false },
    signal,
  );
  return page.items;
}

/** The vendor's items (the first 200) for a line editor's picker; none until a vendor is chosen. */
export function useVendorItems(vendorId: number | null): VendorItem[] {
  const api = useApi();
  const load = useLoad(
    (signal) => (vendorId ? loadVendorItems(api, vendorId, signal) : Promise.resolve([] as VendorItem[])),
    [api, vendorId],
  );
  return load.status === 'loaded' ? load.data : [];
}

/** Items by id (at most 200 at once), for the names of a page of rows. */
export async function loadItemsById(api: ApiClient, ids: readonly number[], signal?: AbortSignal) {
  if (ids.length === 0) return [];
  const page = await api<{ items: VendorItem[] }>(`${ITEMS_BASE}/listItems`, {
    method: 'POST',
    body: { id: ids.slice(0, 200), page: 1, perPage: 200 },
    signal,
  });
  return page.items;
}

/**
 * Changes some fields of an item through the generic edit, on the version the screen showed: the
 * stored row supplies the other fields, and a row changed since answers 409 (stale version).
 */
export async function editVendorItem(
  api: ApiClient,
  id: number,
  version: number,
  changes: Partial<VendorItem>,
) {
  const client = vendorItemsClient(api);
  const stored = await client.get(id);
  const body = vendorProductSchema.cast({ ...stored, ...changes }, { stripUnknown: true });
  return client.edit({ ...body, id, version });
}

/** A direct inventory update as the API answers it. */
export type DiuType = (typeof directInventoryUpdateTypes)[number];

export interface DirectUpdate {
  id: number;
  vendorId: number;
  warehouseId: number;
  warehouseProductId: number;
  type: DiuType;
  quantity: number;
  measurementUnit: string;
  referenceNumber: string | null;
  location: string | null;
  lotNumber: string | null;
  lpn: string | null;
  expirationDate: string | null;
  note: string | null;
  createdBy: string | null;
  createdAt: string;
  version: number;
}

export const loadDiu = (api: ApiClient, id: number | string, signal?: AbortSignal) =>
  api<DirectUpdate>(`${DIU_BASE}/${encodeURIComponent(String(id))}`, { signal });

/** Records a direct inventory update; the key makes a repeated submit of the same body harmless. */
export const createDiu = (api: ApiClient, body: Record<string, unknown>, idempotencyKey: string) =>
  api<DirectUpdate>(DIU_BASE, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });

export const loadDiuLedger = (api: ApiClient, id: number | string, signal?: AbortSignal) =>
  api<LedgerRow[]>(`${DIU_BASE}/${encodeURIComponent(String(id))}/ledger`, { signal });

export const loadIntegrity = (api: ApiClient, signal?: AbortSignal) =>
  api<IntegrityReport>('/api/inventory/integrity', { signal });

export const repairBalance = (api: ApiClient, balanceId: number) =>
  api<{ repaired: boolean; message: string }>(`/api/inventory/integrity/${balanceId}/repair`, {
    method: 'POST',
    body: {},
  });

export const loadSkuMaintenance = (api: ApiClient, signal?: AbortSignal) =>
  api<SkuMaintenanceReport>('/api/inventory/sku-maintenance', { signal });

/** An item's stock at one place of a warehouse (location, lot, LPN) in one bucket. */
export interface StockPlace {
  id: number;
  bucket: string;
  location: string;
  lotNumber: string | null;
  lpn: string | null;
  expirationDate: string | null;
  quantity: number;
  quantityAllocated: number;
}

/** The places of an item at a warehouse (the first 50, by location). */
export const loadStockPlaces = (
  api: ApiClient,
  vendorProductId: number,
  warehouseId: number,
  signal?: AbortSignal,
) =>
  api<{ items: StockPlace[] }>('/api/common/warehouseProductLocations/listItems', {
    method: 'POST',
    body: { vendorProductId, warehouseId, perPage: 50, sortBy: 'location' },
    signal,
  }).then((page) => page.items);

/** Moves units of one place's stock to another bucket; the key makes a double submit harmless. */
export const moveStock = (
  api: ApiClient,
  placeId: number,
  body: { to: StockBucket | undefined; quantity: number; reason: string },
  idempotencyKey: string,
) =>
  api(`/api/inventory/stock/${placeId}/move`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
