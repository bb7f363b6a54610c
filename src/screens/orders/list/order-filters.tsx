/**
 * The filters of the orders lists (spec §3): the ones an order desk uses all day in view, the rest
 * behind "More filters" (opened by itself when one of them is set). The status is chosen with the
 * tabs above the rows; sorting applies at once, like a click on a column header.
 */
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { field, input } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import {
  FilterBar,
  FilterSelect,
  FilterText,
  type FilterSource,
} from '../../../components/data-table/filter-bar';
import { ORDER_MARKERS } from '../../../domain/order.lifecycle';
import { orderSortOptions } from '../../../domain/resources/order.schema';
import type { Sort } from '../../../machines/list/list.types';
import { vendorsRef, warehousesRef, type RefNames } from '../../../components/crud/crud-refs';
import type { TagRow } from '../../../api/orders.api';
import { FilterDay } from '../../../components/data-table/filter-day';
import { markerLabel } from './order-cells';
import type { Storefronts } from './use-storefronts';
import { ui } from '../../../components/ui/styles';

/** The filters under "More filters"; one of them set opens the section. */
const MORE_FILTERS = [
  'storeFront',
  'reqService',
  'wmsSku',
  'customerUsername',
  'shipToName',
  'shipToCountryCode',
  'shipToState',
  'startOrderDate',
  'endOrderDate',
  'startModifyDate',
  'endModifyDate',
  'orderReship',
  'showArchived',
  'vendorId',
  'warehouseId',
  'tag',
] as const;

/** spec §3: sortBy OrderDate, descending, unless chosen otherwise. */
const DEFAULT_SORT: Sort = { by: 'OrderDate', desc: true };

const reshipOptions = [
  { value: 'true', label: 'Reships only' },
  { value: 'false', label: 'Original orders only' },
];

interface OrderFiltersProps {
  list: FilterSource & {
    filters: Record<string, unknown>;
    sort: Sort | null;
    setSort: (sort: Sort | null) => void;
  };
  refs: RefNames;
  storefronts: Storefronts;
  tagRows: readonly TagRow[];
  /** Vendor users see only their own vendor: no vendor filter. */
  showVendor: boolean;
}

const sectionTitle = css({
  w: 'full',
  fontSize: '12px',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  mt: '1',
});

export function OrderFilters({ list, refs, storefronts, tagRows, showVendor }: OrderFiltersProps) {
  const setCount = MORE_FILTERS.filter((name) => {
    const value = list.filters[name];
    return value !== undefined && value !== null && value !== '';
  }).length;
  const [more, setMore] = useState(setCount > 0);
  const sort = list.sort ?? DEFAULT_SORT;
  const tagOptions = useTagOptions(tagRows);
  const projectId = list.formFilters.projectId;

  return (
    <FilterBar list={list}>
      <FilterText list={list} name="orderNumber" label="Order number" />
      <FilterText list={list} name="customerName" label="Customer name" />
      <FilterText list={list} name="omSku" label="Storefront SKU" />
      <FilterText list={list} name="trackingNumber" label="Tracking number" />
      <FilterSelect
        list={list}
        name="projectId"
        label="Storefront"
        allLabel="All storefronts"
        options={storefronts.projectOptions}
      />
      <FilterSelect
        list={list}
        name="storeId"
        label="Store"
        allLabel="All stores"
        options={storefronts.storeOptions(projectId)}
      />
      <Button
        variant="ghost"
        aria-expanded={more}
        aria-controls="order-more-filters"
        onClick={() => setMore((open) => !open)}
      >
        {more ? 'Fewer filters' : `More filters${setCount ? ` (${setCount})` : ''}`}
      </Button>
      {more && (
        <div id="order-more-filters" className={ui.contents}>
          <p className={sectionTitle}>Customer and items</p>
          <FilterText list={list} name="customerUsername" label="Customer username" />
          <FilterText list={list} name="shipToName" label="Ship-to name" />
          <FilterText list={list} name="wmsSku" label="Warehouse SKU" />
          <FilterText list={list} name="storeFront" label="Store name" />
          <FilterText list={list} name="reqService" label="Requested service" />
          <FilterText list={list} name="shipToCountryCode" label="Ship-to country" placeholder="US" />
          <FilterText list={list} name="shipToState" label="Ship-to state" placeholder="TX" />
          <p className={sectionTitle}>Dates</p>
          <FilterDay list={list} name="startOrderDate" label="Ordered from" />
          <FilterDay list={list} name="endOrderDate" label="Ordered to" />
          <FilterDay list={list} name="startModifyDate" label="Modified from" />
          <FilterDay list={list} name="endModifyDate" label="Modified to" />
          <p className={sectionTitle}>Other</p>
          {showVendor && (
            <FilterSelect list={list} name="vendorId" label="Vendor" options={refs.options(vendorsRef)} />
          )}
          <FilterSelect
            list={list}
            name="warehouseId"
            label="Warehouse"
            options={refs.options(warehousesRef)}
          />
          <FilterSelect list={list} name="tag" label="Tag" allLabel="Any tag" options={tagOptions} />
          <FilterSelect
            list={list}
            name="orderReship"
            label="Reship"
            allLabel="All orders"
            options={reshipOptions}
          />
          <SortFields sort={sort} onChange={list.setSort} />
          <label className={ui.filterCheck}>
            <input
              type="checkbox"
              checked={list.formFilters.showArchived === 'true' || list.formFilters.showArchived === true}
              onChange={(e) => list.setFormFilter('showArchived', e.target.checked ? 'true' : '')}
            />
            Show archived
          </label>
        </div>
      )}
    </FilterBar>
  );
}

/** Tags to filter by: the storefronts' own tags by name, and every marker (by the tag that stands for it). */
export function tagFilterOptions(tagRows: readonly TagRow[]): { value: string; label: string }[] {
  const byValue = new Map<string, string>();
  for (const row of tagRows) if (!row.useFor && !byValue.has(row.name)) byValue.set(row.name, row.name);
  for (const marker of ORDER_MARKERS)
    byValue.set(marker, tagRows.find((r) => r.useFor === marker)?.name ?? markerLabel(marker));
  return [...byValue]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

function useTagOptions(tagRows: readonly TagRow[]) {
  return useMemo(() => tagFilterOptions(tagRows), [tagRows]);
}

function SortFields({ sort, onChange }: { sort: Sort; onChange: (sort: Sort) => void }) {
  const styles = field();
  const current =
    orderSortOptions.find((o) => o.value.toLowerCase() === sort.by.toLowerCase())?.value ?? sort.by;
  return (
    <>
      <div className={`${styles.root} ${css({ minW: '180px' })}`}>
        <label htmlFor="order-sort-by" className={styles.label}>
          Sort by
        </label>
        <select
          id="order-sort-by"
          className={input()}
          value={current}
          onChange={(e) => onChange({ by: e.target.value, desc: sort.desc })}
        >
          {orderSortOptions.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <label className={ui.filterCheck}>
        <input
          type="checkbox"
          checked={sort.desc}
          onChange={(e) => onChange({ by: current, desc: e.target.checked })}
        />
        Descending
      </label>
    </>
  );
}
