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

/**
 * Who may open a route, as the server's routes declare it (server/auth/policy.ts): 'public' (no
 * sign-in: the auth screens), or any one entry of the list: a permission id, `role:<role>`, or '*'
 * for any signed-in user. A signed-in user who holds none sees the no-access page instead of the
 * screen, which then never mounts.
 */
export type RouteAccess = 'public' | readonly string[];

export interface RouteDef {
  path: string;
  title: string;
  area: Area;
  screen: LazyExoticComponent<ComponentType<ScreenProps>>;
  access: RouteAccess;
  planned?: boolean;
}
