/** The generic list state of spec §3: the rows of one page, the page, and two sets of filters. */
import type { FilterValue, Filters, ListQuery, Page } from '../../api/resource-client';
import type { LoadReport } from '../load/load.types';

export type { FilterValue, Filters, ListQuery, Page };

export interface Pagination {
  page: number;
  perPage: number;
}

export interface Sort {
  by: string;
  desc: boolean;
}

export interface ListRow {
  id: number | string;
}

export interface ListInput {
  pagination?: Partial<Pagination>;
  /** Filters already applied (from the URL); the form starts with the same values. */
  filters?: Filters;
  sort?: Sort | null;
  /** spec §4: the projects list counts an empty answer as a failure. */
  failWhenEmpty?: boolean;
  /**
   * Facets loaded beside the rows for the applied filters (the orders list's status counts), each a
   * load machine child of the list: they load again when the filters change, reload and refresh with
   * the list, and are cancelled with it.
   */
  facets?: readonly string[];
}

/** What a facet call loads: the facet and the list's applied filters. */
export interface FacetInput {
  name: string;
  filters: Filters;
}

export interface ListContext {
  items: ListRow[];
  totalRows: number;
  pagination: Pagination;
  /** The filters of the rows on screen. */
  filters: Filters;
  /** What the filter form holds; becomes `filters` on filters.apply. */
  formFilters: Filters;
  sort: Sort | null;
  failWhenEmpty: boolean;
  error: unknown;
  facetNames: readonly string[];
  /** Each facet's last answer, kept while it loads again; null before its first and after a failure. */
  facets: Record<string, unknown>;
}

export type ListEvent =
  | { type: 'query.change'; filters: Filters }
  | { type: 'filters.apply' }
  | { type: 'filters.reset' }
  | { type: 'page.change'; page: number }
  | { type: 'perPage.change'; perPage: number }
  | { type: 'sort.change'; sort: Sort | null }
  | { type: 'list.reload' }
  /**
   * Load the same query again without showing it (a live event said rows changed): the rows stay
   * on screen, filters, the filter form, page and sort are kept, and a failure is not shown.
   */
  | { type: 'list.refresh' }
  /** The whole query at once (the URL changed under the list: back/forward, a bookmark). */
  | { type: 'list.sync'; filters: Filters; pagination: Pagination; sort: Sort | null }
  /** A facet child's answer (or null after its failure). */
  | LoadReport;

/** spec §4: the abort reason of a load that a newer one replaced; such a load is not a failure. */
export const LIST_SUPERSEDED = 'Loading different items list now!';

export class ListSupersededError extends Error {
  constructor() {
    super(LIST_SUPERSEDED);
    this.name = 'AbortError';
  }
}

/** The answer was empty where the list needs rows (failWhenEmpty). */
export class EmptyListError extends Error {
  constructor() {
    super('The list is empty.');
    this.name = 'EmptyListError';
  }
}

export const queryOf = (context: Pick<ListContext, 'filters' | 'pagination' | 'sort'>): ListQuery => ({
  filters: context.filters,
  page: context.pagination.page,
  perPage: context.pagination.perPage,
  ...(context.sort ? { sortBy: context.sort.by, sortDesc: context.sort.desc } : {}),
});

/** A facet's child actor id in the list machine. */
export const facetId = (name: string) => `facet.${name}`;
export const facetName = (id: string) => id.replace(/^facet\./, '');
