/** The fulfilment orders base (spec §7: /api/common/fulfillment-orders) and a fulfilment order's details. */
import { useMemo } from 'react';
import { contractClient } from './resource-client';
import {
  fulfillmentOrdersContract,
  type FulfillmentOrderDetails,
} from '../domain/contracts/fulfillment-orders';
import { useApi } from '../machines/use-app';
import { shipmentStatusLabel } from '../domain/warehouse-shipment.lifecycle';
import { FULFILLMENT_ORDER_STATUS } from '../domain/fulfillment-order.lifecycle';

const FULFILLMENT_ORDERS_BASE = fulfillmentOrdersContract.base;
export const FULFILLMENT_ORDERS_PATH = '/fulfillment-orders';
export const fulfillmentOrderPath = (id: number) => `${FULFILLMENT_ORDERS_PATH}/details/${id}`;

/** A fulfilment order row and its details answer: typed once, in the contract (the server returns them). */
export type {
  AllocationPick,
  FulfillmentOrderDetails,
  FulfillmentOrderRow as FulfillmentOrder,
} from '../domain/contracts/fulfillment-orders';

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
  return useMemo(() => contractClient(api, fulfillmentOrdersContract), [api]);
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
