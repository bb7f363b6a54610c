/**
 * A list's query in the URL (so a list can be bookmarked and shared): filters by name, then `page`,
 * `perPage` and `sortBy`/`sortDesc`, each left out when it has its default. Filter values travel as
 * strings; a list of values is joined with commas.
 */
import type { Filters, Pagination, Sort } from './list.types';

export interface ListSearch {
  filters: Filters;
  pagination: Pagination;
  sort: Sort | null;
}

const RESERVED = new Set(['page', 'perPage', 'sortBy', 'sortDesc']);

const positiveInt = (text: string | null, fallback: number) => {
  const n = Number(text);
  return text !== null && Number.isInteger(n) && n >= 1 ? n : fallback;
};

export function parseListSearch(search: string, defaultPerPage: number): ListSearch {
  const params = new URLSearchParams(search);
  const filters: Filters = {};
  for (const [key, value] of params) if (!RESERVED.has(key) && value !== '') filters[key] = value;
  const sortBy = params.get('sortBy');
  return {
    filters,
    pagination: {
      page: positiveInt(params.get('page'), 1),
      perPage: positiveInt(params.get('perPage'), defaultPerPage),
    },
    sort: sortBy ? { by: sortBy, desc: params.get('sortDesc') === 'true' } : null,
  };
}

export function toListSearch(query: ListSearch, defaultPerPage: number): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query.filters).sort()) {
    const value = query.filters[key];
    if (value === '' || value === null || value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') params.set(key, text);
  }
  if (query.pagination.page !== 1) params.set('page', String(query.pagination.page));
  if (query.pagination.perPage !== defaultPerPage) params.set('perPage', String(query.pagination.perPage));
  if (query.sort) {
    params.set('sortBy', query.sort.by);
    if (query.sort.desc) params.set('sortDesc', 'true');
  }
  return params.toString();
}
