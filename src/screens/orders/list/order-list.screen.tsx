/**
 * Storefront Orders (/all-orders) and Vendor Orders (/orders/{projectId?}/{orderStatus?}/{reqStoreId?}):
 * one list (order-list.tsx). Vendor Orders' route params preset the storefront, status and store:
 * they move into the query, where the filter bar owns them; a param that is none of these is a 404.
 */
import { Redirect, useSearch } from 'wouter';
import type { ScreenProps } from '../../../routes.types';
import { NotFoundPage } from '../../../components/not-found-page';
import { OrderList } from './order-list';
import { presetLocation, routePreset } from './route-preset';

export const VENDOR_ORDERS_PATH = '/orders';

export default function OrderListScreen({ route, params = {} }: Partial<ScreenProps>) {
  const search = useSearch();
  const isVendorOrders = route?.path.startsWith(`${VENDOR_ORDERS_PATH}/`) ?? false;
  if (isVendorOrders) {
    const preset = routePreset(params);
    if (!preset) return <NotFoundPage />;
    if (Object.keys(preset).length > 0)
      return <Redirect to={presetLocation(VENDOR_ORDERS_PATH, preset, search)} replace />;
  }
  return isVendorOrders ? (
    <OrderList
      title="Vendor Orders"
      description="Every vendor's storefront orders: open a storefront, a status or a store from the address (/orders/{storefront}/{status}/{store})."
    />
  ) : (
    <OrderList
      title="Storefront Orders"
      description="Orders from every storefront, from intake to shipped: why one is waiting, and what to do next."
    />
  );
}
