/** The sales report screens' calls (server/modules/reports/sales-reports.routes.ts). */
import type { ApiClient } from './http';
import {
  SALES_REPORTS_BASE,
  type FactoringLedgerAnswer,
  type ProductsShippedAnswer,
  type ProductsShippedView,
  type ReportInterval,
  type StorefrontProductStatsAnswer,
} from '../domain/contracts/sales-reports';

/** A report's filters as the URL holds them: blank values are left out (the server's defaults). */
const queryOf = (filters: Record<string, string | number | null | undefined>) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== null && v !== undefined && v !== ''));

export interface StorefrontProductStatsFilters {
  projectId: number;
  from?: string | null;
  to?: string | null;
  interval?: ReportInterval | string | null;
}

export const loadStorefrontProductStats = (
  api: ApiClient,
  filters: StorefrontProductStatsFilters,
  signal?: AbortSignal,
) =>
  api<StorefrontProductStatsAnswer>(`${SALES_REPORTS_BASE}/storefront-product-stats`, {
    query: queryOf({ ...filters }),
    signal,
  });

export interface ProductsShippedFilters {
  view: ProductsShippedView;
  projectId?: string | null;
  vendorId?: string | null;
  warehouseId?: string | null;
  from?: string | null;
  to?: string | null;
}

export const loadProductsShipped = (api: ApiClient, filters: ProductsShippedFilters, signal?: AbortSignal) =>
  api<ProductsShippedAnswer>(`${SALES_REPORTS_BASE}/products-shipped`, {
    query: queryOf({ ...filters }),
    signal,
  });

export interface FactoringLedgerFilters {
  vendorId?: string | null;
  warehouseId?: string | null;
  from?: string | null;
  to?: string | null;
}

export const loadFactoringLedger = (api: ApiClient, filters: FactoringLedgerFilters, signal?: AbortSignal) =>
  api<FactoringLedgerAnswer>(`${SALES_REPORTS_BASE}/factoring-ledger`, {
    query: queryOf({ ...filters }),
    signal,
  });
