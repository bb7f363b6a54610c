/**
 * The list machine's I/O for one resource: fetchPage over the resource client, and the facets' calls,
 * both made with the load logic (load.implementations.ts).
 */
import type { Filters, ResourceClient } from '../../api/resource-client';
import { createLoadMachine, fromLoad } from '../load/load.implementations';
import { listMachine } from './list.machine';
import { ListSupersededError, type FacetInput, type ListQuery, type ListRow, type Page } from './list.types';

/** A facet's call, by name: what it loads for the list's applied filters. */
export type ListFacets = Record<string, (filters: Filters, signal: AbortSignal) => Promise<unknown>>;

export function createListMachine<T extends ListRow>(
  resource: Pick<ResourceClient<T>, 'list'>,
  facets: () => ListFacets = () => ({}),
) {
  return listMachine.provide({
    actors: {
      // XState aborts without a reason; the request is cancelled with spec §4's, so whatever sees the
      // rejection knows it was replaced, not failed.
      fetchPage: fromLoad<Page<ListRow>, ListQuery>(
        (query, signal) => resource.list(query, signal),
        () => new ListSupersededError(),
      ),
      facet: createLoadMachine<unknown, FacetInput>(({ name, filters }, signal) => {
        const call = facets()[name];
        return call ? call(filters, signal) : Promise.reject(new Error(`No facet ${name}`));
      }),
    },
  });
}
