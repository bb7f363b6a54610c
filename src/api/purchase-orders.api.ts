/**
 * The purchase orders base (spec §7: /api/po), its special actions (DESIGN.md §6), the order's batches
 * (warehouse shipments of type 2) and how their values read on screen.
 */
import { useMemo } from 'react';
import { poContract, type PurchaseOrderRow } from '../domain/contracts/purchase-orders';
import {
  warehouseShipmentsContract,
  type ShipmentRow,
  type Shipping,
} from '../domain/contracts/warehouse-shipments';
import { contractClient } from './resource-client';
import type { PurchaseOrderAction } from '../domain/purchase-order.lifecycle';
import type { BatchLine } from '../domain/purchase-order.progress';
import type { PurchaseOrderBatchInput } from '../domain/resources/purchase-order-batch.schema';
import { purchaseOrderTypes } from '../domain/resources/purchase-order.schema';
import { PURCHASE_ORDER_BATCH } from '../domain/resources/warehouse-shipment.schema';
import { useApi } from '../machines/use-app';
import type { ReceivableShipment } from '../machines/receiving/receiving.types';

const PO_BASE = poContract.base;
export const PO_PATH = poContract.screen.path;

export type { Shipping };
export type PurchaseOrder = PurchaseOrderRow;

/** A batch: a warehouse shipment of type 2 (the base's row), its lines naming the order line they deliver. */
export type Batch = Omit<ShipmentRow, 'items'> & { items: BatchLine[] };

export function usePurchaseOrdersClient() {
  const api = useApi();
  return useMemo(() => contractClient<typeof poContract, Record<string, unknown>>(api, poContract), [api]);
}

/** The calls beyond the generic five: the lifecycle actions, the order's batches, a new batch. */
export function usePurchaseOrderCalls() {
  const api = useApi();
  return useMemo(
    () => ({
      act: (id: number, action: PurchaseOrderAction, version: number) =>
        api<PurchaseOrder>(`${PO_BASE}/${id}/${action}`, { method: 'POST', body: { version } }),
      scheduleBatch: (id: number, body: PurchaseOrderBatchInput) =>
        api<Batch>(`${PO_BASE}/${id}/batches`, { method: 'POST', body: body as Record<string, unknown> }),
      // Every status: the base's status filter has no default.
      batches: (id: number, signal?: AbortSignal): Promise<Batch[]> =>
        contractClient(api, warehouseShipmentsContract)
          .list(
            {
              filters: { purchaseOrderId: id, type: PURCHASE_ORDER_BATCH },
              sortBy: 'createdAt',
              sortDesc: false,
              page: 1,
              perPage: 200,
            },
            signal,
          )
          .then((page) => page.items),
      /** The order's shipments that can take receipts, each saying whether the user has one in progress. */
      receivable: (id: number, signal?: AbortSignal) =>
        api<ReceivableShipment[]>(`${PO_BASE}/${id}/receivable-shipments`, { signal }),
    }),
    [api],
  );
}

export const statusTone: Record<number, 'neutral' | 'accent' | 'warning' | 'success' | 'danger'> = {
  0: 'neutral',
  1: 'accent',
  2: 'warning',
  3: 'success',
  4: 'success',
  5: 'danger',
  6: 'neutral',
};

export const typeLabels: Record<string, string> = Object.fromEntries(
  purchaseOrderTypes.map((t) => [String(t.value), t.label]),
);
