/**
 * What only the bulk shipment screens call, beside the shared calls of the base
 * (manual-shipments.api.ts: steps confirm/allocate/pack/ship/cancel, overview, allocation proposal,
 * packing, documents, address book): the list limited to bulk shipments, and the vendor's item
 * barcodes that let a packing scan name a line.
 */
import { useMemo } from 'react';
import type { ApiClient } from './http';
import type { ResourceClient } from './resource-client';
import { contractClient } from './resource-client';
import { useManualShipmentsClient, type ManualShipmentRow } from './manual-shipments.api';
import { vendorProductsContract } from '../domain/contracts/vendor-products';
import { BULK_SHIPMENT } from '../domain/manual-shipment.lifecycle';

/** The base's calls with lists limited to bulk shipments (the type never shows in the URL). */
export function useBulkShipmentsClient(): ResourceClient<ManualShipmentRow, Record<string, unknown>> {
  const client = useManualShipmentsClient();
  return useMemo(
    () => ({
      ...client,
      list: (query, signal) =>
        client.list({ ...query, filters: { ...query.filters, orderType: BULK_SHIPMENT } }, signal),
    }),
    [client],
  );
}

/**
 * The vendor's item barcodes by SKU (its first 200 items). Reading items needs items.view: without
 * it (or on any failure) a scan still names a line by its SKU.
 */
export async function fetchItemBarcodes(
  api: ApiClient,
  vendorId: number,
  signal?: AbortSignal,
): Promise<Map<string, string>> {
  try {
    const page = await contractClient(api, vendorProductsContract).list(
      { filters: { vendorId }, page: 1, perPage: 200, sortBy: 'sku', sortDesc: false },
      signal,
    );
    return new Map(page.items.filter((i) => i.barcode).map((i) => [i.sku, i.barcode!]));
  } catch {
    return new Map();
  }
}
