/**
 * The generated reports' filters: the type (the list's path, /reports/generatedReports/{type}, so a
 * type's history can be bookmarked), the status, and a search over the names. Apply (or Enter) shows
 * them; a new type opens its path with the status and search chosen, from its first page.
 */
import { useState } from 'react';
import {
  FilterBar,
  FilterSelect,
  FilterText,
  type FilterSource,
} from '../../components/data-table/filter-bar';
import type { Filters } from '../../api/resource-client';
import { reportStatuses, type ReportType } from '../../domain/resources/generated-report.schema';
import { reportTypeLabel } from '../../machines/generated-report/generated-report.logic';

const statusLabels: Record<(typeof reportStatuses)[number], string> = {
  Requested: 'Waiting to start',
  Processing: 'Processing',
  Ready: 'Ready',
  Failed: 'Failed',
};
const statusOptions = reportStatuses.map((s) => ({ value: s, label: statusLabels[s] }));

/**
 * The list's filter form with the type added: the type is the path's, so a change of type opens the
 * type's path (`openType`, with the form's other filters) instead of filtering the list in place.
 */
export function useTypedFilters(
  list: FilterSource,
  type: ReportType | null,
  openType: (next: string | null, filters: Filters) => void,
): FilterSource {
  const [draft, setDraft] = useState(type ?? '');
  return {
    formFilters: { ...list.formFilters, type: draft },
    setFormFilter: (name, value) =>
      name === 'type' ? setDraft(typeof value === 'string' ? value : '') : list.setFormFilter(name, value),
    applyFilters: () =>
      draft !== (type ?? '') ? openType(draft || null, list.formFilters) : list.applyFilters(),
    resetFilters: () => {
      setDraft('');
      if (type) openType(null, {});
      else list.resetFilters();
    },
  };
}

export function GeneratedReportFilters({
  filters,
  types,
}: {
  filters: FilterSource;
  types: readonly ReportType[];
}) {
  return (
    <FilterBar list={filters}>
      <FilterSelect
        list={filters}
        name="type"
        label="Type"
        options={types.map((t) => ({ value: t, label: reportTypeLabel(t) }))}
        allLabel="Every type"
      />
      <FilterSelect
        list={filters}
        name="status"
        label="Status"
        options={statusOptions}
        allLabel="Any status"
      />
      <FilterText list={filters} name="search" label="Search" placeholder="Report name" />
    </FilterBar>
  );
}
