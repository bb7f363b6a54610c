/**
 * The storefront order calls of the orders API (/tmp contract of issue 5, DESIGN.md §6): the order
 * row, its details page (details, timeline, margin, connector log, invoice, why it is not shipping)
 * and its lifecycle actions; the lists (generic list, status tab counts); intake (create, import);
 * and the order tags and storefront products the forms pick from.
 */
import type { FetchOptions } from 'ofetch';
import { useMemo } from 'react';
import type { ApiClient } from './http';
import { contractClient, requestBody, type Filters } from './resource-client';
import {
  importOrderBody,
  ORDER_IMPORT_BATCH,
  type OrderFileOrder,
  type OrderImportResult,
  type OrderImportTarget,
} from '../domain/order-file';
import type { OrderAction } from '../domain/order.lifecycle';
import type { OrderAmountWarning } from '../domain/order-amounts';
import { ordersContract, type OrderRow } from '../domain/contracts/orders';
import { useApi } from '../machines/use-app';

export const ORDERS_BASE = ordersContract.base;
export const orderDetailsPath = (id: number | string) => `/orders/details/${id}`;

export type { Address, OrderLine } from '../domain/contracts/orders';
/** An order row (GET /api/common/orders/:id): the contract's row type. */
export type Order = OrderRow;

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
    /** The fulfillment order's own number (the order's number as the warehouse sees it). */
    orderNumber: string;
    orderStatus: string;
    warehouseId: number | null;
    trackingNumber: string | null;
  }[];
  returns: { id: number; rmaNumber: string | null; confirmation: string | null; createdAt: string }[];
  children: OrderLink[];
  parent: OrderLink | null;
  reshipOf: OrderLink | null;
  projectName: string | null;
  storeName: string | null;
  warehouseName: string | null;
  vendorName: string | null;
}

/** How each kind of timeline entry reads. */
export const timelineKindLabels: Record<TimelineItem['kind'], string> = {
  status: 'Status',
  action: 'Action',
  intake: 'Intake',
  sync: 'Sync',
  note: 'Note',
};

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

function createOrderCalls(api: ApiClient) {
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

export function useOrdersClient() {
  const api = useApi();
  return useMemo(
    () => contractClient<typeof ordersContract, Record<string, unknown>>(api, ordersContract),
    [api],
  );
}

/** Orders per status (and `all`) under the list's filters; the status filter itself is ignored. */
export type StatusCounts = Partial<Record<string, number>>;

function fetchStatusCounts(api: ApiClient, filters: Filters, signal?: AbortSignal) {
  const { orderStatus: _ignored, ...rest } = filters;
  // Only the filters: the counts are of every page.
  const { page: _page, perPage: _perPage, ...body } = requestBody({ filters: rest, page: 1, perPage: 1 });
  return api<{ counts: StatusCounts }>(`${ORDERS_BASE}/status-counts`, { method: 'POST', body, signal }).then(
    (answer) => answer.counts,
  );
}

/** The orders list's facets (children of its list machine): the status tab counts. */
export function useOrderListFacets() {
  const api = useApi();
  return useMemo(
    () => ({
      statusCounts: (filters: Filters, signal: AbortSignal) => fetchStatusCounts(api, filters, signal),
    }),
    [api],
  );
}

export type IncomingType = 'purchase_order' | 'asn' | 'transfer' | 'work_order';

export type WhyCause =
  | {
      kind: 'hold';
      holdId: number;
      type: string;
      /** The hold type's label ('Not enough inventory'). */
      label?: string;
      reason: string;
      since: string;
      by: string | null;
      until: string | null;
    }
  | { kind: 'unmapped'; sku: string; lineIndex: number }
  | {
      kind: 'shortage';
      sku: string;
      wmsSku: string | null;
      vendorProductId: number | null;
      needed: number;
      available: number;
      warehouseName: string | null;
      incoming: {
        type: IncomingType;
        id: number;
        number: string;
        date: string | null;
        quantity: number;
        /** With the documents before it, it covers the whole shortage. */
        coversShortage?: boolean;
        link: string;
      } | null;
    }
  | { kind: 'config' | 'payment'; message: string }
  | {
      kind: 'fulfillment';
      message: string;
      /** The fulfillment order it was sent as (named by its number, linked on the screen). */
      fulfillmentOrder?: { id: number; number: string; sentAt: string; external: boolean };
    };

export interface WhyAnswer {
  blocked: boolean;
  summary: string;
  causes: WhyCause[];
}

/** The chain of causes that keeps an order from shipping. */
export const fetchWhyNotShipping = (api: ApiClient, orderId: number, signal?: AbortSignal) =>
  api<WhyAnswer>(orderUrl(orderId, '/why'), { signal });

export interface IntakeAnswer {
  order: Order;
  outcome: 'created' | 'replayed';
  /** What intake said about the amounts (a zero total, a total that does not add up). */
  warnings?: OrderAmountWarning[];
}

/** Creates an order through intake (it may come back held, or as the order already received). */
export const createOrder = (api: ApiClient, body: Record<string, unknown>) =>
  api<IntakeAnswer>(ORDERS_BASE, { method: 'POST', body });

/** Sends the orders in parts; each part's indexes are shifted to the order's place among all sent. */
export async function submitInParts(
  api: ApiClient,
  { orders, target }: { orders: OrderFileOrder[]; target: OrderImportTarget },
) {
  const results: OrderImportResult[] = [];
  const now = new Date();
  for (let start = 0; start < orders.length; start += ORDER_IMPORT_BATCH) {
    const part = orders.slice(start, start + ORDER_IMPORT_BATCH);
    const answer = await api<{ results: OrderImportResult[] }>(`${ORDERS_BASE}/import`, {
      method: 'POST',
      body: {
        projectId: target.projectId,
        ...(target.storeId ? { storeId: target.storeId } : {}),
        orders: part.map((order) => importOrderBody(order, target.paid, now)),
      },
    });
    results.push(...answer.results.map((r) => ({ ...r, index: r.index + start })));
  }
  return results;
}

export interface TagRow {
  name: string;
  color: string;
  useFor: string | null;
  projectId?: number;
}

/** The order tags of a storefront, or of every storefront when none is given (first 200). */
export const loadOrderTags = (api: ApiClient, projectId: number | null, signal?: AbortSignal) =>
  api<{ items: TagRow[] }>('/api/common/orderTags/listItems', {
    method: 'POST',
    body: { page: 1, perPage: 200, ...(projectId ? { projectId } : {}) },
    signal,
  }).then((a) => a.items);

export interface StorefrontProductRow {
  sku: string;
  name: string;
  vendorProductId: number | null;
}

/** A storefront's products (first 200, by SKU): the SKUs an order line may name. */
export const loadStorefrontProducts = (api: ApiClient, projectId: number, signal?: AbortSignal) =>
  api<{ items: StorefrontProductRow[] }>('/api/common/products/listItems', {
    method: 'POST',
    body: { projectId, page: 1, perPage: 200, sortBy: 'sku', sortDesc: false },
    signal,
  }).then((a) => a.items);
