/**
 * The operations reports' filters (shipped, inventory, orders fulfilment) live in the URL's query
 * (`/reports/shipped?from=…&carrier=…`), so a reload or a shared link shows the same report. The
 * filter bar edits a draft; Apply writes the draft to the URL (unset filters left out), Reset clears
 * the query (the default range again). The sales reports change the query at once instead
 * (report-filter-fields.tsx).
 */
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { FilterValue } from '../../api/resource-client';
import type { FilterSource } from '../../components/data-table/filter-bar';

export const SHIPPED_FILTER_NAMES = ['from', 'to', 'projectId', 'warehouseId', 'carrier'] as const;

/** The URL's filters (only the report's, only those set). */
export function filtersOfSearch(search: string, names: readonly string[]): Record<string, string> {
  const params = new URLSearchParams(search);
  const filters: Record<string, string> = {};
  for (const name of names) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}

/** The applied filters (from the URL) and the filter bar's source over them. */
export function useReportFilters(
  path: string,
  names: readonly string[],
): { applied: Record<string, string>; bar: FilterSource } {
  const search = useSearch();
  const [, navigate] = useLocation();
  const applied = filtersOfSearch(search, names);
  const [draft, setDraft] = useState<{ search: string; values: Record<string, FilterValue> }>({
    search,
    values: applied,
  });
  // The URL moved (Apply, Reset, back/forward): the draft starts again from it.
  const values = draft.search === search ? draft.values : applied;
  const go = (filters: Record<string, FilterValue>) => {
    const params = new URLSearchParams();
    for (const name of names) {
      const value = filters[name];
      if (value !== null && value !== undefined && String(value).trim() !== '')
        params.set(name, String(value).trim());
    }
    const query = params.toString();
    navigate(query ? `${path}?${query}` : path);
  };
  return {
    applied,
    bar: {
      formFilters: values,
      setFormFilter: (name, value) => setDraft({ search, values: { ...values, [name]: value } }),
      applyFilters: () => go(values),
      resetFilters: () => go({}),
    },
  };
}
