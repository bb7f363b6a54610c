/**
 * What the simulation form picks from: the storefronts in the user's scope, and for the chosen one
 * the SKUs a line may name (its storefront products, kits included). A SKU may also be typed.
 */
import { useMemo } from 'react';
import type { ProjectRef } from '../../api/bootstrap.api';
import { loadSimulationSkus } from '../../api/order-simulation.api';
import { loadMyProjects } from '../../api/storefronts.api';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';

export function useSimulationStorefronts(): { projects: ProjectRef[]; error: string | null } {
  const api = useApi();
  const load = useLoad((signal) => loadMyProjects(api, signal), [api]);
  return {
    projects: load.status === 'loaded' ? load.data : [],
    error: load.status === 'failed' ? load.failure.message : null,
  };
}

export interface SkuOption {
  value: string;
  label: string;
  name: string;
  kit: boolean;
}

export function useSkuOptions(projectId: number | null): { options: SkuOption[]; unavailable: boolean } {
  const api = useApi();
  const load = useLoad(
    (signal) => (projectId ? loadSimulationSkus(api, projectId, signal) : Promise.resolve([])),
    [api, projectId],
  );
  const options = useMemo(
    () =>
      load.status !== 'loaded'
        ? []
        : load.data.map((p) => ({
            value: p.sku,
            label: `${p.sku} — ${p.name}${p.kit ? ' (kit)' : p.mapped ? '' : ' (not mapped)'}`,
            name: p.name,
            kit: p.kit,
          })),
    [load],
  );
  return { options, unavailable: load.status === 'failed' };
}
