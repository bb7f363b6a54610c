/**
 * Vendor Orders' route `/orders/{projectId?}/{orderStatus?}/{reqStoreId?}` presets the list's
 * storefront, status and store filters. The screen moves them into the query (`/orders?projectId=…`)
 * so the filter bar owns them from then on; 'all' (or 0) leaves a filter unset.
 */
import { orderStatusFilters } from '../../../domain/resources/order.schema';

export interface RoutePreset {
  projectId?: string;
  orderStatus?: string;
  storeId?: string;
}

const isUnset = (value: string | undefined) =>
  value === undefined || value === '' || value === 'all' || value === '0';
const isId = (value: string) => /^[1-9]\d{0,9}$/.test(value);

/** The preset of the route's params; null when a param is not a storefront id, a status or a store id. */
export function routePreset(params: Record<string, string | undefined>): RoutePreset | null {
  const { projectId, orderStatus, reqStoreId } = params;
  const preset: RoutePreset = {};
  if (!isUnset(projectId)) {
    if (!isId(projectId)) return null;
    preset.projectId = projectId;
  }
  if (!isUnset(orderStatus)) {
    if (!(orderStatusFilters as readonly string[]).includes(orderStatus)) return null;
    preset.orderStatus = orderStatus;
  }
  if (!isUnset(reqStoreId)) {
    if (!isId(reqStoreId)) return null;
    preset.storeId = reqStoreId;
  }
  return preset;
}

/** The address that holds the preset in the query; the route's values win over the query's. */
export function presetLocation(base: string, preset: RoutePreset, search: string): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(preset)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
