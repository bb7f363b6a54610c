/**
 * The types of the route table (src/routes.tsx), in a file of their own: screens import ScreenProps
 * from here, so the table's lazy imports of the screens never lead back to the table.
 */
import type { ComponentType, LazyExoticComponent } from 'react';

export type Area =
  | 'Auth'
  | 'General'
  | 'Orders'
  | 'Warehouse'
  | 'Shipments'
  | 'Billing'
  | 'Reports'
  | 'Manufacturing'
  | 'Integrations'
  | 'Other'
  | 'Administration'
  | 'Docs'
  | 'QA';

export interface ScreenProps {
  params: Record<string, string | undefined>;
  route: RouteDef;
}

export interface RouteDef {
  path: string;
  title: string;
  area: Area;
  screen: LazyExoticComponent<ComponentType<ScreenProps>>;
  /** Auth screens need no login; every other route does. */
  isPublic?: boolean;
  /** Only these roles may open it (others see the 404 page). */
  roles?: readonly string[];
  planned?: boolean;
}
