/** The bootstrap data of spec §7, limited by the server to the user's scope. */
import type { ApiClient } from './http';

export interface WarehouseRef {
  id: number;
  code: string;
  fullName: string;
  wmsType: number;
}
export interface StoreRef {
  id: number;
  name: string;
  projectId: number;
  shouldIgnoreIt: boolean;
}
export interface ProjectRef {
  id: number;
  name: string;
  clientCode: string;
  vendorId: number;
  warehouseId: number | null;
  stores: StoreRef[];
}
export interface VendorRef {
  id: number;
  code: string;
  name: string;
  status: string;
}
export interface MyMain {
  warehouses: WarehouseRef[];
  projects: ProjectRef[];
  stores: StoreRef[];
  vendors: VendorRef[];
  manufacturingVendors: { id: number; name: string; isThirdParty: boolean }[];
  contentTemplates: {
    id: number;
    name: string;
    type: string;
    subject: string | null;
    projectId: number | null;
  }[];
}

export const loadMyMain = (api: ApiClient, signal?: AbortSignal) => api<MyMain>('/api/myMain', { signal });

/** The warehouses in the user's scope (any signed-in user may read them). */
export const loadMyWarehouses = (api: ApiClient, signal?: AbortSignal) =>
  api<WarehouseRef[]>('/api/mywarehouses', { signal });

/** The vendors in the user's scope (any signed-in user may read them). */
export const loadMyVendors = (api: ApiClient, signal?: AbortSignal) =>
  api<Pick<VendorRef, 'id' | 'code' | 'name'>[]>('/api/myvendors', { signal });

/** Projects are displayed as 'name (clientCode)'. */
export const projectLabel = (p: Pick<ProjectRef, 'name' | 'clientCode'>) => `${p.name} (${p.clientCode})`;
