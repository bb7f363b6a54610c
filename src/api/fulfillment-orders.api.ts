/** The fulfilment orders base (spec §7: /api/common/fulfillment-orders) and a fulfilment order's details. */
import { useMemo } from 'react';
import { resourceClient } from './resource-client';
import { fulfillmentOrdersContract } from '../domain/contracts/fulfillment-orders';
import { useApi } from '../machines/use-app';
import { shipmentStatusLabel } from '../domain/warehouse-shipment.lifecycle';
import type { Address, Order, OrderLine } from './orders.api';
import { FULFILLMENT_ORDER_STATUS } from '../domain/fulfillment-order.lifecycle';

const FULFILLMENT_ORDERS_BASE = fulfillmentOrdersContract.base;
export const FULFILLMENT_ORDERS_PATH = '/fulfillment-orders';
export const fulfillmentOrderPath = (id: number) => `${FULFILLMENT_ORDERS_PATH}/details/${id}`;

/** What a warehouse ships for an order sent to fulfilment. orderStatus: Open, Shipped, Cancelled. */
export interface FulfillmentOrder {
  id: number;
  orderId: number | null;
  orderNumber: string;
  orderStatus: string;
  vendorId: number;
  warehouseId: number;
  projectId: number | null;
  storeId: number | null;
  orderDate: string;
  shipByDate: string | null;
  shipDate: string | null;
  requestedService: string | null;
  carrierCode: string | null;
  serviceCode: string | null;
  trackingNumber: string | null;
  shipmentAddress: Address | null;
  items: OrderLine[];
  itemCount: number;
  weightTotal: number;
  notes: string | null;
  fulfillmentService: string;
  mirrored: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A pick of stock the order's allocation reserved: where the warehouse takes it from. */
export interface AllocationPick {
  sku: string;
  vendorProductId: number | null;
  location: string | null;
  lotNumber: string | null;
  expirationDate: string | null;
  quantity: number;
  status: string;
}

export interface FulfillmentOrderDetails {
  fulfillmentOrder: FulfillmentOrder;
  order: Order | null;
  allocations: AllocationPick[];
}

/** The statuses a fulfilment order can have, in lifecycle order. */
export const FULFILLMENT_STATUSES = Object.values(FULFILLMENT_ORDER_STATUS);

export const fulfillmentStatusTone: Record<string, 'accent' | 'success' | 'neutral' | 'warning'> = {
  Open: 'accent',
  AwaitingShipment: 'accent',
  Shipped: 'success',
  Cancelled: 'neutral',
  Draft: 'warning',
};

/** 'AwaitingShipment' → 'Awaiting shipment': fulfillment orders carry the warehouse documents' statuses. */
export const fulfillmentStatusLabel = shipmentStatusLabel;

export function useFulfillmentOrdersClient() {
  const api = useApi();
  return useMemo(
    () => resourceClient<FulfillmentOrder, Record<string, unknown>>(api, FULFILLMENT_ORDERS_BASE),
    [api],
  );
}

export function useFulfillmentOrderCalls() {
  const api = useApi();
  return useMemo(
    () => ({
      details: (id: number, signal?: AbortSignal) =>
        api<FulfillmentOrderDetails>(`${FULFILLMENT_ORDERS_BASE}/${id}/details`, { signal }),
    }),
    [api],
  );
}
