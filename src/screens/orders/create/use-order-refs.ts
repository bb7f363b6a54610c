/**
 * What the order form picks from: the storefronts in the user's scope with their stores, and for the
 * chosen storefront the SKUs an order line may name: its storefront products first, then the
 * vendor's items by their own SKU (intake maps those by SKU, as auto-map does).
 */
import { useMemo } from 'react';
import type { ProjectRef } from '../../../api/bootstrap.api';
import { useLoad } from '../../../machines/load/use-load';
import { useApi } from '../../../machines/use-app';
import { loadVendorItems } from '../../../api/inventory.api';
import { loadStorefrontProducts } from '../../../api/orders.api';
import { loadMyProjects } from '../../../api/storefronts.api';

export function useMyProjects(): { projects: ProjectRef[]; error: string | null } {
  const api = useApi();
  const load = useLoad((signal) => loadMyProjects(api, signal), [api]);
  return {
    projects:
      load.status === 'loaded' ? load.data.filter((p) => (p as { enabled?: boolean }).enabled !== false) : [],
    error: load.status === 'failed' ? load.failure.message : null,
  };
}

export interface SkuOption {
  value: string;
  label: string;
  name: string;
  source: 'storefront' | 'vendor';
}

export function useSkuOptions(project: ProjectRef | undefined): SkuOption[] {
  const api = useApi();
  const load = useLoad(
    async (signal) => {
      if (!project) return { products: [], items: [] };
      const [products, items] = await Promise.all([
        loadStorefrontProducts(api, project.id, signal),
        // A vendor user may not read the whole list of items: the storefront products still work.
        loadVendorItems(api, project.vendorId, signal).catch(() => []),
      ]);
      return { products, items };
    },
    [api, project?.id],
  );
  return useMemo(() => {
    if (load.status !== 'loaded') return [];
    const { products, items } = load.data;
    const options: SkuOption[] = products.map((p) => ({
      value: p.sku,
      // A kit ships as its components (issue 16): it is mapped through its bill of materials.
      label: `${p.sku} — ${p.name}${p.billOfMaterialsId ? ' (kit)' : p.vendorProductId ? '' : ' (not mapped)'}`,
      name: p.name,
      source: 'storefront',
    }));
    for (const item of items)
      if (!options.some((o) => o.value === item.sku))
        options.push({
          value: item.sku,
          label: `${item.sku} — ${item.item} (vendor item)`,
          name: item.item,
          source: 'vendor',
        });
    return options;
  }, [load]);
}
