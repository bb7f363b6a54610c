/**
 * The generic list of spec §3/§4: every change of the query (filters, page, page size, sort) loads
 * again. Re-entering `loading` stops the running fetchPage, whose AbortSignal cancels the request; the
 * rows on screen stay until the new page arrives, so the table can show them dimmed. A live refresh
 * (list.refresh) loads the same query in `refreshing`, which the table does not show: rows swap in
 * place, and a failed refresh keeps the rows it had.
 *
 * The page is the invoked `fetchPage` child (made with the load logic, load.implementations.ts'
 * fromLoad); facets such as the orders list's status counts are load machine children (`facet.<name>`),
 * started with the list. They load again when the applied filters change, reload and refresh with the
 * list, report their answers into `facets`, and stop with it: leaving the screen cancels them all.
 */
import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants';
import { loadMachine } from '../load/load.machine';
import {
  EmptyListError,
  LIST_SUPERSEDED,
  facetId,
  facetName,
  queryOf,
  type FacetInput,
  type ListContext,
  type ListEvent,
  type ListInput,
  type ListQuery,
  type ListRow,
  type Page,
} from './list.types';

const changeFacets = { type: 'tellFacets', params: { command: 'load.change' } } as const;
const refreshFacets = { type: 'tellFacets', params: { command: 'load.refresh' } } as const;

const isSuperseded = (error: unknown) =>
  error === LIST_SUPERSEDED || (error instanceof Error && error.message === LIST_SUPERSEDED);

export const listMachine = setup({
  types: {
    // eslint-disable-next-line typed/no-unnecessary-type-assertion -- the type XState reads, not a value
    input: {} as ListInput,
    context: {} as ListContext,
    events: {} as ListEvent,
  },
  actors: {
    fetchPage: fromPromise<Page<ListRow>, ListQuery>(() =>
      Promise.reject(new Error('fetchPage not provided')),
    ),
    facet: loadMachine,
  },
  actions: {
    storePage: assign((_, params: { page: Page<ListRow> }) => ({
      items: params.page.items,
      totalRows: params.page.total,
      error: null,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    /** New filters load the facets again (their running calls are cancelled); reload and refresh pass on. */
    tellFacets: enqueueActions(
      ({ context, enqueue }, params: { command: 'load.change' | 'load.retry' | 'load.refresh' }) => {
        for (const name of context.facetNames) {
          const input: FacetInput = { name, filters: context.filters };
          enqueue.sendTo(
            facetId(name),
            params.command === 'load.change' ? { type: params.command, input } : { type: params.command },
          );
        }
      },
    ),
    storeFacet: assign(({ context, event }) =>
      event.type === 'load.report'
        ? { facets: { ...context.facets, [facetName(event.id)]: event.data } }
        : {},
    ),
    changeFormFilters: assign(({ context, event }) =>
      event.type === 'query.change' ? { formFilters: { ...context.formFilters, ...event.filters } } : {},
    ),
    applyFormFilters: assign(({ context }) => ({
      filters: { ...context.formFilters },
      pagination: { ...context.pagination, page: 1 },
    })),
    clearFilters: assign(({ context }) => ({
      filters: {},
      formFilters: {},
      pagination: { ...context.pagination, page: 1 },
    })),
    changePage: assign(({ context, event }) =>
      event.type === 'page.change'
        ? { pagination: { ...context.pagination, page: Math.max(1, event.page) } }
        : {},
    ),
    changePerPage: assign(({ event }) =>
      event.type === 'perPage.change' ? { pagination: { page: 1, perPage: event.perPage } } : {},
    ),
    changeSort: assign(({ context, event }) =>
      event.type === 'sort.change'
        ? { sort: event.sort, pagination: { ...context.pagination, page: 1 } }
        : {},
    ),
    syncQuery: assign(({ event }) =>
      event.type === 'list.sync'
        ? {
            filters: event.filters,
            formFilters: event.filters,
            pagination: event.pagination,
            sort: event.sort,
          }
        : {},
    ),
  },
  guards: {
    isEmptyButRequired: ({ context }, params: { page: Page<ListRow> }) =>
      context.failWhenEmpty && params.page.items.length === 0,
    isSupersededLoad: (_, params: { error: unknown }) => isSuperseded(params.error),
  },
}).createMachine({
  id: 'list',
  // The facets start with the list, here rather than on entry: the query's transitions re-enter the
  // root (`reenter` to '.loading'), which must not start them again.
  context: ({ input, spawn }) => ({
    items: [],
    totalRows: 0,
    pagination: {
      page: input.pagination?.page ?? 1,
      perPage: input.pagination?.perPage ?? DEFAULT_PAGE_SIZE,
    },
    filters: input.filters ?? {},
    formFilters: input.filters ?? {},
    sort: input.sort ?? null,
    failWhenEmpty: input.failWhenEmpty ?? false,
    error: null,
    facetNames: input.facets ?? [],
    facets: Object.fromEntries(
      (input.facets ?? []).map((name) => {
        const facet: FacetInput = { name, filters: input.filters ?? {} };
        spawn('facet', { id: facetId(name), input: { input: facet } });
        return [name, null];
      }),
    ),
  }),
  initial: 'loading',
  // From any state, a new query loads again; from `loading` this re-enters it and cancels the old load.
  on: {
    'query.change': { actions: 'changeFormFilters' },
    'filters.apply': { target: '.loading', reenter: true, actions: ['applyFormFilters', changeFacets] },
    'filters.reset': { target: '.loading', reenter: true, actions: ['clearFilters', changeFacets] },
    'page.change': { target: '.loading', reenter: true, actions: 'changePage' },
    'perPage.change': { target: '.loading', reenter: true, actions: 'changePerPage' },
    'sort.change': { target: '.loading', reenter: true, actions: 'changeSort' },
    'list.sync': { target: '.loading', reenter: true, actions: ['syncQuery', changeFacets] },
    'list.reload': {
      target: '.loading',
      reenter: true,
      actions: { type: 'tellFacets', params: { command: 'load.retry' } },
    },
    'load.report': { actions: 'storeFacet' },
  },
  states: {
    loading: {
      // The running load may have been answered before the change: ask again.
      on: { 'list.refresh': { target: 'loading', reenter: true, actions: refreshFacets } },
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => queryOf(context),
        onDone: [
          {
            guard: { type: 'isEmptyButRequired', params: ({ event }) => ({ page: event.output }) },
            target: 'failed',
            actions: { type: 'storeError', params: () => ({ error: new EmptyListError() }) },
          },
          {
            target: 'loaded',
            actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) },
          },
        ],
        onError: [
          // A load replaced by a newer one: the newer one is already on its way.
          { guard: { type: 'isSupersededLoad', params: ({ event }) => ({ error: event.error }) } },
          {
            target: 'failed',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    loaded: {
      on: { 'list.refresh': { target: 'refreshing', actions: refreshFacets } },
    },
    refreshing: {
      invoke: {
        src: 'fetchPage',
        input: ({ context }) => queryOf(context),
        onDone: {
          target: 'loaded',
          actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) },
        },
        // The rows shown are still the last good answer; the next change or event tries again.
        onError: 'loaded',
      },
    },
    failed: {
      on: { 'list.refresh': { target: 'loading', actions: refreshFacets } },
    },
  },
});

export type ListMachine = typeof listMachine;
