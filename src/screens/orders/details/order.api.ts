/**
 * The storefront order calls of the orders API (/tmp contract of issue 5, DESIGN.md §6): the order
 * row, its details page (details, timeline, margin, connector log, invoice) and its lifecycle
 * actions, as the details, create and recommendation screens use them.
 */
import type { FetchOptions } from 'ofetch';
import { useMemo } from 'react';
import type { ApiClient } from '../../../api/http';
import type { OrderAction } from '../../../domain/order.lifecycle';
import { useApi } from '../../../machines/use-app';

export const ORDERS_BASE = '/api/common/orders';
export const orderDetailsPath = (id: number | string) => `/orders/details/${id}`;

export interface Address {
  name?: string | null;
  company?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  addressLine3?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  countryCode?: string | null;
  email?: string | null;
  phone?: string | null;
}

export interface OrderLine {
  sku: string;
  name: string | null;
  quantity: number;
  unitPrice: number | null;
  wmsSku?: string | null;
  vendorProductId?: number | null;
  ignored?: boolean;
}

/** An order row (GET /api/common/orders/:id); amounts with cents, dates as ISO strings. */
export interface Order {
  id: number;
  orderNumber: string;
  orderKey: string | null;
  projectId: number;
  storeId: number | null;
  vendorId: number;
  warehouseId: number | null;
  orderStatus: string;
  orderDate: string;
  modifyDate: string | null;
  paymentDate: string | null;
  shipByDate: string | null;
  shipDate: string | null;
  orderTotal: number;
  amountPaid: number;
  shippingAmount: number;
  taxAmount: number;
  customerEmail: string | null;
  customerUsername: string | null;
  billTo: Address | null;
  shipmentAddress: Address | null;
  items: OrderLine[];
  itemCount: number;
  weightTotal: number;
  advancedOptions: {
    customField1?: string | null;
    customField2?: string | null;
    customField3?: string | null;
  } | null;
  requestedService: string | null;
  carrierCode: string | null;
  serviceCode: string | null;
  trackingNumber: string | null;
  shipZone: string | null;
  notes: string | null;
  tags: string[];
  isArchived: boolean;
  isReship: boolean;
  reshipOfOrderId: number | null;
  parentOrderId: number | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface OrderHold {
  id: number;
  type: string;
  reason: string;
  createdAt: string;
  createdByName: string | null;
  holdUntil: string | null;
}

/** A line as the details page shows it: mapped item and what is available at the order's warehouse. */
export interface DetailLine {
  index: number;
  sku: string;
  name: string | null;
  quantity: number;
  unitPrice: number | null;
  wmsSku: string | null;
  vendorProductId: number | null;
  ignored: boolean;
  mapped: boolean;
  trackInventory: boolean;
  /** null when the line is not mapped to a vendor item. */
  available: number | null;
  storefrontProductId: number | null;
}

export interface OrderLink {
  id: number;
  orderNumber: string;
  orderStatus?: string;
  /** Among an order's children: a reship of it (else a part split off it). */
  isReship?: boolean;
}

export interface OrderDetails {
  order: Order;
  lines: DetailLine[];
  holds: OrderHold[];
  fulfillmentOrders: {
    id: number;
    orderStatus: string;
    warehouseId: number | null;
    trackingNumber: string | null;
  }[];
  returns: { id: number; confirmation: string | null; createdAt: string }[];
  children: OrderLink[];
  parent: OrderLink | null;
  reshipOf: OrderLink | null;
  projectName: string | null;
  storeName: string | null;
  warehouseName: string | null;
  vendorName: string | null;
}

export interface TimelineItem {
  id: number;
  kind: 'status' | 'action' | 'intake' | 'sync' | 'note';
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  message: string;
  userName: string | null;
  createdAt: string;
  details?: Record<string, unknown> | null;
}

export interface OrderMargin {
  revenue: number;
  itemCost: number;
  fees: { label: string; amount: number }[];
  feesTotal: number;
  margin: number;
  marginPercent: number | null;
  lines: {
    sku: string;
    quantity: number;
    unitPrice: number | null;
    unitCost: number | null;
    lineRevenue: number;
    lineCost: number;
  }[];
}

/** The body of an action (hold's type and reason, ship's tracking, split's lines, …). */
export type ActionBody = Record<string, unknown>;

export interface SplitAnswer {
  order: Order;
  child: Order;
}

const orderUrl = (id: number | string, rest = '') =>
  `${ORDERS_BASE}/${encodeURIComponent(String(id))}${rest}`;

/** Runs an action on an order; split answers `{ order, child }`, every other action the order row. */
export const runOrderAction = <T = Order>(
  api: ApiClient,
  id: number,
  action: OrderAction,
  body: ActionBody,
) => api<T>(orderUrl(id, `/${action}`), { method: 'POST', body });

export function createOrderCalls(api: ApiClient) {
  return {
    get: (id: number | string, signal?: AbortSignal) => api<Order>(orderUrl(id), { signal }),
    details: (id: number | string, signal?: AbortSignal) =>
      api<OrderDetails>(orderUrl(id, '/details'), { signal }),
    timeline: (id: number | string, signal?: AbortSignal) =>
      api<{ items: TimelineItem[] }>(orderUrl(id, '/timeline'), { signal }).then((a) => a.items),
    act: <T = Order>(id: number, action: OrderAction, body: ActionBody = {}) =>
      runOrderAction<T>(api, id, action, body),
    edit: (body: Record<string, unknown>) => api<Order>(`${ORDERS_BASE}/edit`, { method: 'POST', body }),
    margin: (id: number, signal?: AbortSignal) => api<OrderMargin>(orderUrl(id, '/margin'), { signal }),
    connectorLog: (id: number, signal?: AbortSignal) =>
      api<{ items: TimelineItem[] }>(orderUrl(id, '/connector-log'), { signal }).then((a) => a.items),
    /** The invoice PDF, fetched with the user's token (a plain link would carry none). */
    invoice: (id: number) =>
      api<Blob>(orderUrl(id, '/invoice.pdf'), { responseType: 'blob' } as unknown as FetchOptions<'json'>),
  };
}
export type OrderCalls = ReturnType<typeof createOrderCalls>;

export function useOrderCalls(): OrderCalls {
  const api = useApi();
  return useMemo(() => createOrderCalls(api), [api]);
}
