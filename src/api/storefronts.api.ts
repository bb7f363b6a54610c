/** The storefront special actions and reads of server/modules/storefronts, for the screens. */
import type { ProjectRef } from './bootstrap.api';
import type { ApiClient } from './http';
import type { KitOption } from '../domain/contracts/storefront-products';
import type { AutoMapResult, VendorItemOption } from '../domain/resources/product-mapping.schema';

const projectUrl = (id: number | string, action: string) =>
  `/api/common/projects/${encodeURIComponent(String(id))}/${action}`;
const productUrl = (id: number | string, action: string) =>
  `/api/common/products/${encodeURIComponent(String(id))}/${action}`;

/** The storefronts in the user's scope, each with its stores (any signed-in user may read them). */
export const loadMyProjects = (api: ApiClient, signal?: AbortSignal) =>
  api<ProjectRef[]>('/api/myprojects', { signal });

/** Enables or disables a storefront; answers the storefront. */
export const setStorefrontEnabled = (api: ApiClient, id: number | string, enabled: boolean) =>
  api<Record<string, unknown>>(projectUrl(id, enabled ? 'enable' : 'disable'), { method: 'POST', body: {} });

/** The vendor items a storefront's products may map to. */
export const loadVendorItems = (api: ApiClient, projectId: number, signal?: AbortSignal) =>
  api<VendorItemOption[]>(projectUrl(projectId, 'vendor-items'), { signal });

/** Maps every unmapped product whose SKU is an active vendor item's. */
export const autoMapBySku = (api: ApiClient, projectId: number) =>
  api<AutoMapResult>(projectUrl(projectId, 'auto-map-products'), { method: 'POST', body: {} });

/** Maps one storefront product to a vendor item, or unmaps it (null). */
export const mapProduct = (api: ApiClient, productId: number | string, vendorProductId: number | null) =>
  vendorProductId === null
    ? api<Record<string, unknown>>(productUrl(productId, 'unmap'), { method: 'POST', body: {} })
    : api<Record<string, unknown>>(productUrl(productId, 'map'), {
        method: 'POST',
        body: { vendorProductId },
      });

/** The kits (bills of materials of type Kit) a storefront's products may sell. */
export const loadKits = (api: ApiClient, projectId: number, signal?: AbortSignal) =>
  api<KitOption[]>(projectUrl(projectId, 'kits'), { signal });

/** Maps one storefront product to a kit (instead of a vendor item). */
export const mapProductToKit = (api: ApiClient, productId: number | string, billOfMaterialsId: number) =>
  api<Record<string, unknown>>(productUrl(productId, 'map-kit'), {
    method: 'POST',
    body: { billOfMaterialsId },
  });
