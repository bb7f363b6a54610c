/** What screens read from a list snapshot. */
import type { SnapshotFrom } from 'xstate';
import type { ListMachine } from './list.machine';

type ListSnapshot = SnapshotFrom<ListMachine>;

export const selectItems = (s: ListSnapshot) => s.context.items;
export const selectTotalRows = (s: ListSnapshot) => s.context.totalRows;
export const selectPagination = (s: ListSnapshot) => s.context.pagination;
export const selectFilters = (s: ListSnapshot) => s.context.filters;
export const selectFormFilters = (s: ListSnapshot) => s.context.formFilters;
export const selectSort = (s: ListSnapshot) => s.context.sort;
export const selectError = (s: ListSnapshot) => s.context.error;
/** The facets' last answers by name (null before the first and after a failure). */
export const selectFacets = (s: ListSnapshot) => s.context.facets;
export const selectIsLoading = (s: ListSnapshot) => s.matches('loading');
/** A live refresh under way (not shown as loading: the rows stay as they are until it answers). */
export const selectIsRefreshing = (s: ListSnapshot) => s.matches('refreshing');
export const selectIsFailed = (s: ListSnapshot) => s.matches('failed');
/** At least one page, so an empty list reads "page 1 of 1". */
export const selectPageCount = (s: ListSnapshot) =>
  Math.max(1, Math.ceil(s.context.totalRows / s.context.pagination.perPage));
