/**
 * A list screen's state: a list machine for one resource, its query kept in the URL (replace, so the
 * back button leaves the list rather than stepping through filter changes), and named commands.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ResourceClient } from '../../api/resource-client';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants';
import { inspectFor } from '../registry';
import { createListMachine, type ListFacets } from './list.implementations';
import { parseListSearch, toListSearch } from './list-search';
import * as select from './list.selectors';
import type { FilterValue, ListRow, Sort } from './list.types';

export interface ResourceListOptions<F extends ListFacets = Record<never, never>> {
  /** spec §9: 10 by default; orders, fulfilment orders and tickets 25. */
  perPage?: number;
  failWhenEmpty?: boolean;
  /**
   * Loaded beside the rows for the applied filters, by name (the orders list's status counts): again
   * when the filters change, with the list's reload and refresh, and cancelled with the list. Which
   * facets there are is fixed when the list starts; their calls may change.
   */
  facets?: F;
}

/** Each facet's last answer (kept while it loads again), null before it and after a failure. */
export type FacetData<F extends ListFacets> = { [K in keyof F]: Awaited<ReturnType<F[K]>> | null };

export function useResourceList<T extends ListRow, F extends ListFacets = Record<never, never>>(
  resource: Pick<ResourceClient<T>, 'list'>,
  {
    perPage: defaultPerPage = DEFAULT_PAGE_SIZE,
    failWhenEmpty = false,
    facets = {} as F,
  }: ResourceListOptions<F> = {},
) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  // The facets' calls may be new functions on every render: the machine calls the latest ones.
  const latestFacets = useRef<ListFacets>(facets);
  useLayoutEffect(() => {
    latestFacets.current = facets;
  });
  const machine = useMemo(() => createListMachine(resource, () => latestFacets.current), [resource]);
  const actor = useActorRef(machine, {
    input: { ...parseListSearch(search, defaultPerPage), failWhenEmpty, facets: Object.keys(facets) },
    inspect: inspectFor('list'),
  });

  const items = useSelector(actor, select.selectItems) as T[];
  const filters = useSelector(actor, select.selectFilters);
  const pagination = useSelector(actor, select.selectPagination);
  const sort = useSelector(actor, select.selectSort);

  // The machine's query → the URL.
  const listSearch = toListSearch({ filters, pagination, sort }, defaultPerPage);
  useEffect(() => {
    if (listSearch === toListSearch(parseListSearch(search, defaultPerPage), defaultPerPage)) return;
    navigate(listSearch ? `${location}?${listSearch}` : location, { replace: true });
    // Only a change of the machine's query writes the URL; the next effect handles the other way.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listSearch]);

  // The URL → the machine (back/forward, a bookmark opened on the same screen).
  useEffect(() => {
    const fromUrl = parseListSearch(search, defaultPerPage);
    const current = actor.getSnapshot().context;
    if (toListSearch(fromUrl, defaultPerPage) !== toListSearch(current, defaultPerPage))
      actor.send({ type: 'list.sync', ...fromUrl });
  }, [search, actor, defaultPerPage]);

  return {
    items,
    filters,
    pagination,
    sort,
    formFilters: useSelector(actor, select.selectFormFilters),
    totalRows: useSelector(actor, select.selectTotalRows),
    pageCount: useSelector(actor, select.selectPageCount),
    isLoading: useSelector(actor, select.selectIsLoading),
    isFailed: useSelector(actor, select.selectIsFailed),
    error: useSelector(actor, select.selectError),
    facets: useSelector(actor, select.selectFacets) as FacetData<F>,
    setFormFilter: useCallback(
      (name: string, value: FilterValue) => actor.send({ type: 'query.change', filters: { [name]: value } }),
      [actor],
    ),
    applyFilters: useCallback(() => actor.send({ type: 'filters.apply' }), [actor]),
    resetFilters: useCallback(() => actor.send({ type: 'filters.reset' }), [actor]),
    setPage: useCallback((page: number) => actor.send({ type: 'page.change', page }), [actor]),
    setPerPage: useCallback((perPage: number) => actor.send({ type: 'perPage.change', perPage }), [actor]),
    setSort: useCallback((next: Sort | null) => actor.send({ type: 'sort.change', sort: next }), [actor]),
    reload: useCallback(() => actor.send({ type: 'list.reload' }), [actor]),
    /** Loads the same query again without a loading state (live events); filters and page stay. */
    refresh: useCallback(() => actor.send({ type: 'list.refresh' }), [actor]),
  };
}

export type ResourceList<T extends ListRow, F extends ListFacets = Record<never, never>> = ReturnType<
  typeof useResourceList<T, F>
>;
