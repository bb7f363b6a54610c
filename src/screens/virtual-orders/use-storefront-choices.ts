/** The storefronts in the user's scope with their stores: the filter's options and a retry's stores. */
import { useMemo } from 'react';
import { projectLabel, type ProjectRef } from '../../api/bootstrap.api';
import { loadMyProjects } from '../../api/storefronts.api';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';

export interface StorefrontChoices {
  options: { value: string; label: string }[];
  /** The storefront, when it is in scope and loaded. */
  byId: (projectId: unknown) => ProjectRef | undefined;
}

export function useStorefrontChoices(): StorefrontChoices {
  const api = useApi();
  const load = useLoad((signal) => loadMyProjects(api, signal), [api]);
  const projects = useMemo(() => (load.status === 'loaded' ? load.data : []), [load]);
  return useMemo(
    () => ({
      options: projects.map((p) => ({ value: String(p.id), label: projectLabel(p) })),
      byId: (projectId) => projects.find((p) => String(p.id) === String(projectId)),
    }),
    [projects],
  );
}
