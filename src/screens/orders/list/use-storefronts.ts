/** The storefronts (projects) in the user's scope with their stores, for the orders filters. */
import { projectLabel, type ProjectRef } from '../../../api/bootstrap.api';
import { loadMyProjects } from '../../../api/storefronts.api';
import { useLoad } from '../../../machines/load/use-load';
import { useApi } from '../../../machines/use-app';

export interface Storefronts {
  projects: ProjectRef[];
  projectOptions: { value: string; label: string }[];
  /** The stores of one storefront, or of every storefront when none is chosen. */
  storeOptions: (projectId: unknown) => { value: string; label: string }[];
}

export function useStorefronts(): Storefronts {
  const api = useApi();
  const load = useLoad((signal) => loadMyProjects(api, signal), [api]);
  const projects = load.status === 'loaded' ? load.data : [];
  return {
    projects,
    projectOptions: projects.map((p) => ({ value: String(p.id), label: projectLabel(p) })),
    storeOptions: (projectId) =>
      projects
        .filter((p) => !projectId || String(p.id) === String(projectId))
        .flatMap((p) => p.stores.map((s) => ({ value: String(s.id), label: s.name }))),
  };
}
