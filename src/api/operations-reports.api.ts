/** The operations report screens' calls (issue 17): the shipped, inventory and orders fulfilment reports. */
import {
  INVENTORY_REPORT_PATH,
  ORDERS_FULFILLMENT_REPORT_PATH,
  SHIPPED_REPORT_PATH,
  type InventoryReport,
  type OrdersFulfillmentReport,
  type ShippedReport,
} from '../domain/contracts/operations-reports';
import type { ApiClient } from './http';

export type * from '../domain/contracts/operations-reports';

/** A report's filters as the query sends them (unset ones left out). */
export type ReportFilters = Record<string, string>;

/** GET /api/common/reports/shipped: shipped storefront orders per day, by carrier and service. */
export const loadShippedReport = (api: ApiClient, filters: ReportFilters, signal?: AbortSignal) =>
  api<ShippedReport>(SHIPPED_REPORT_PATH, { query: filters, signal });

/** GET /api/common/reports/inventory: stock by warehouse and vendor (per item of one vendor), days of cover. */
export const loadInventoryReport = (api: ApiClient, filters: ReportFilters, signal?: AbortSignal) =>
  api<InventoryReport>(INVENTORY_REPORT_PATH, { query: filters, signal });

/** GET /api/common/reports/orders-fulfillment: received vs shipped per day, time to ship, late orders. */
export const loadOrdersFulfillmentReport = (api: ApiClient, filters: ReportFilters, signal?: AbortSignal) =>
  api<OrdersFulfillmentReport>(ORDERS_FULFILLMENT_REPORT_PATH, { query: filters, signal });
