/**
 * The warehouse shipment base (/api/common/warehouseShipments) for the ASN and transfer screens: a
 * client limited to one shipment type, the shipment and receipt types, the reads beside the base
 * (receipts, available stock at a source, the vendor's items for the line picker) and a transfer's
 * confirmation.
 */
import { useMemo } from 'react';
import { contractClient, type ContractQuery, type ResourceClient } from './resource-client';
import type { ApiClient } from './http';
import { useLoad } from '../machines/load/use-load';
import type { InboundLine } from '../domain/receiving';
import { ADVANCED_SHIP_NOTICE, WAREHOUSE_TRANSFER } from '../domain/resources/warehouse-shipment.schema';
import { vendorProductsContract, type VendorProductRow } from '../domain/contracts/vendor-products';
import { warehouseShipmentsContract, type ShipmentRow } from '../domain/contracts/warehouse-shipments';
import type {
  ShipmentReceiptsAnswer,
  SourceAvailabilityAnswer,
} from '../domain/contracts/warehouse-shipment-answers';
import { useApi } from '../machines/use-app';

const SHIPMENTS_BASE = warehouseShipmentsContract.base;

export type { Shipping } from '../domain/contracts/warehouse-shipments';
export type Shipment = ShipmentRow;

/** A vendor item as the line pickers use it. */
export type VendorItem = Pick<VendorProductRow, 'id' | 'sku' | 'item' | 'status'>;

/** What the ASN and transfer screens share, per kind. */
export interface ShipmentKind {
  type: number;
  /** The list's route; create, view and the rest hang under it. */
  path: string;
  title: string;
  /** 'ASN' or 'transfer', in running text; `aNoun` with its article. */
  noun: string;
  aNoun: string;
  isTransfer: boolean;
  permissionPrefix: 'warehouses.asn' | 'warehouses.transfers';
}

export const asnKind: ShipmentKind = {
  type: ADVANCED_SHIP_NOTICE,
  path: '/warehouses/advancedShipNotice',
  title: 'Advance Ship Notices',
  noun: 'ASN',
  aNoun: 'an ASN',
  isTransfer: false,
  permissionPrefix: 'warehouses.asn',
};

export const transferKind: ShipmentKind = {
  type: WAREHOUSE_TRANSFER,
  path: '/warehouses/warehouseTransfers',
  title: 'Warehouse Transfers',
  noun: 'transfer',
  aNoun: 'a transfer',
  isTransfer: true,
  permissionPrefix: 'warehouses.transfers',
};

export const viewPath = (kind: ShipmentKind, id: number | string) => `${kind.path}/view/${id}`;

/** The base's calls, with lists limited to one shipment type (the type never shows in the URL). */
export function useShipmentClient(
  type: number,
): ResourceClient<Shipment, Record<string, unknown>, ContractQuery<typeof warehouseShipmentsContract>> {
  const api = useApi();
  return useMemo(() => {
    const client = contractClient<typeof warehouseShipmentsContract, Record<string, unknown>>(
      api,
      warehouseShipmentsContract,
    );
    return {
      ...client,
      list: (query, signal) => client.list({ ...query, filters: { ...query.filters, type } }, signal),
    };
  }, [api, type]);
}

export const fetchReceipts = (api: ApiClient, id: number | string, signal?: AbortSignal) =>
  api<ShipmentReceiptsAnswer>(`${SHIPMENTS_BASE}/${id}/receipts`, { signal }).then((answer) => answer.items);

/** Available units per item at a warehouse (the available bucket, less what is allocated). */
export function useSourceAvailability(warehouseId: number | null, vendorProductIds: readonly number[]) {
  const api = useApi();
  const key = [...new Set(vendorProductIds)].sort((a, b) => a - b).join(',');
  const load = useLoad(
    (signal) =>
      warehouseId && key
        ? api<SourceAvailabilityAnswer>(`${SHIPMENTS_BASE}/availability`, {
            query: { warehouseId, vendorProductIds: key },
            signal,
          }).then((answer) => new Map(answer.items.map((i) => [i.vendorProductId, i.available])))
        : Promise.resolve(new Map<number, number>()),
    [api, warehouseId, key],
  );
  return load.status === 'loaded' ? load.data : null;
}

/** The vendor's active items (the first 200 by the base's order), for the line picker. */
export function useVendorItems(vendorId: number | null) {
  const api = useApi();
  const load = useLoad(
    (signal) =>
      vendorId
        ? contractClient(api, vendorProductsContract)
            .list(
              {
                filters: { vendorId, status: 'active' },
                page: 1,
                perPage: 200,
                sortBy: 'sku',
                sortDesc: false,
              },
              signal,
            )
            .then((page): VendorItem[] => page.items)
        : Promise.resolve([] as VendorItem[]),
    [api, vendorId],
  );
  return load;
}

/** A transfer as its confirmation step reads it: the lines reserved at the source. */
export interface TransferToConfirm {
  id: number;
  orderNumber: string;
  orderStatus: string;
  items: InboundLine[];
}

export const loadTransferToConfirm = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api<TransferToConfirm>(`${SHIPMENTS_BASE}/${id}`, { signal });

/** The reserved stock leaves the source; the key makes a retried click harmless. */
export const confirmTransfer = (api: ApiClient, id: number, idempotencyKey: string) =>
  api(`${SHIPMENTS_BASE}/${id}/confirm`, { method: 'POST', headers: { 'Idempotency-Key': idempotencyKey } });
