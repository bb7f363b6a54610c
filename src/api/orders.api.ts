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
import { orderTagsContract, type OrderTagRow } from '../domain/contracts/order-tags';
import { ordersContract, type OrderRow } from '../domain/contracts/orders';
import { storefrontProductsContract } from '../domain/contracts/storefront-products';
import type {
  OrderDetails,
  OrderEventKind,
  OrderMargin,
  StatusCountsAnswer,
  TimelineAnswer,
  WhyAnswer,
} from '../domain/contracts/order-answers';
import { useApi } from '../machines/use-app';

export const ORDERS_BASE = ordersContract.base;
export const orderDetailsPath = (id: number | string) => `/orders/details/${id}`;

export type { Address, OrderLine } from '../domain/contracts/orders';
/** An order row (GET /api/common/orders/:id): the contract's row type. */
export type Order = OrderRow;
/** The answers of the reads beside the base: typed once, in the contracts (the server returns them). */
export type {
  DetailLine,
  IncomingType,
  OrderDetails,
  OrderHold,
  OrderLink,
  OrderMargin,
  StatusCounts,
  TimelineItem,
  WhyAnswer,
  WhyCause,
} from '../domain/contracts/order-answers';

/** How each kind of timeline entry reads. */
export const timelineKindLabels: Record<OrderEventKind, string> = {
  status: 'Status',
  action: 'Action',
  intake: 'Intake',
  sync: 'Sync',
  note: 'Note',
};

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
      api<TimelineAnswer>(orderUrl(id, '/timeline'), { signal }).then((a) => a.items),
    act: <T = Order>(id: number, action: OrderAction, body: ActionBody = {}) =>
      runOrderAction<T>(api, id, action, body),
    edit: (body: Record<string, unknown>) => api<Order>(`${ORDERS_BASE}/edit`, { method: 'POST', body }),
    margin: (id: number, signal?: AbortSignal) => api<OrderMargin>(orderUrl(id, '/margin'), { signal }),
    connectorLog: (id: number, signal?: AbortSignal) =>
      api<TimelineAnswer>(orderUrl(id, '/connector-log'), { signal }).then((a) => a.items),
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

function fetchStatusCounts(api: ApiClient, filters: Filters, signal?: AbortSignal) {
  const { orderStatus: _ignored, ...rest } = filters;
  // Only the filters: the counts are of every page.
  const { page: _page, perPage: _perPage, ...body } = requestBody({ filters: rest, page: 1, perPage: 1 });
  return api<StatusCountsAnswer>(`${ORDERS_BASE}/status-counts`, { method: 'POST', body, signal }).then(
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

/** An order tag as the lists and forms use it. */
export type TagRow = Pick<OrderTagRow, 'name' | 'color' | 'useFor'> & Partial<Pick<OrderTagRow, 'projectId'>>;

/** The order tags of a storefront, or of every storefront when none is given (first 200). */
export const loadOrderTags = (api: ApiClient, projectId: number | null, signal?: AbortSignal) =>
  contractClient(api, orderTagsContract)
    .list({ filters: projectId ? { projectId } : {}, page: 1, perPage: 200 }, signal)
    .then((page) => page.items);

export type { StorefrontProductRow } from '../domain/contracts/storefront-products';

/** A storefront's products (first 200, by SKU): the SKUs an order line may name. */
export const loadStorefrontProducts = (api: ApiClient, projectId: number, signal?: AbortSignal) =>
  contractClient(api, storefrontProductsContract)
    .list({ filters: { projectId }, page: 1, perPage: 200, sortBy: 'sku', sortDesc: false }, signal)
    .then((page) => page.items);
