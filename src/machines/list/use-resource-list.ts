/**
 * A list screen's state: a list machine for one resource, its query kept in the URL (replace, so the
 * back button leaves the list rather than stepping through filter changes), and named commands.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ResourceClient } from '../../api/resource-client';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants';
import { inspectFor } from '../registry';
import { createListMachine } from './list.implementations';
import { parseListSearch, toListSearch } from './list-search';
import * as select from './list.selectors';
import type { FilterValue, ListRow, Sort } from './list.types';

export interface ResourceListOptions {
  /** spec §9: 10 by default; orders, fulfilment orders and tickets 25. */
  perPage?: number;
  failWhenEmpty?: boolean;
}

export function useResourceList<T extends ListRow>(
  resource: Pick<ResourceClient<T>, 'list'>,
  { perPage: defaultPerPage = DEFAULT_PAGE_SIZE, failWhenEmpty = false }: ResourceListOptions = {},
) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const machine = useMemo(() => createListMachine(resource), [resource]);
  const actor = useActorRef(machine, {
    input: { ...parseListSearch(search, defaultPerPage), failWhenEmpty },
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

export type ResourceList<T extends ListRow> = ReturnType<typeof useResourceList<T>>;
