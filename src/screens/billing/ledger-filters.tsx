/**
 * The Billing Ledger's filters: client (staff only), warehouse, period, charge type, invoiced or not,
 * source, questioned, and a search over the description, reference and source document. Apply (or
 * Enter) shows them; the totals and the export follow the applied ones.
 */
import type { CrudOption } from '../../components/crud/crud-config';
import {
  FilterBar,
  FilterSelect,
  FilterText,
  type FilterSource,
} from '../../components/data-table/filter-bar';
import { FilterDay } from '../../components/data-table/filter-day';
import { chargeTypeOptions, disputedOptions, invoicedOptions, sourceOptions } from './ledger-labels';

interface Props {
  filters: FilterSource;
  /** Null for a client's own ledger (its vendor is the only one). */
  vendors: readonly CrudOption[] | null;
  warehouses: readonly CrudOption[];
}

export function LedgerFilters({ filters, vendors, warehouses }: Props) {
  return (
    <FilterBar list={filters}>
      {vendors && (
        <FilterSelect
          list={filters}
          name="vendorId"
          label="Vendor"
          options={vendors}
          allLabel="Every vendor"
        />
      )}
      <FilterSelect
        list={filters}
        name="warehouseId"
        label="Warehouse"
        options={warehouses}
        allLabel="Every warehouse"
      />
      <FilterDay list={filters} name="startDate" label="From" />
      <FilterDay list={filters} name="endDate" label="To" />
      <FilterSelect
        list={filters}
        name="chargeType"
        label="Charge type"
        options={chargeTypeOptions}
        allLabel="Every charge type"
      />
      <FilterSelect
        list={filters}
        name="invoiced"
        label="Invoiced"
        options={invoicedOptions}
        allLabel="All"
      />
      <FilterSelect
        list={filters}
        name="sourceType"
        label="Source"
        options={sourceOptions}
        allLabel="Every source"
      />
      <FilterSelect
        list={filters}
        name="disputed"
        label="Questions"
        options={disputedOptions}
        allLabel="All"
      />
      <FilterText
        list={filters}
        name="search"
        label="Search"
        placeholder="Description, reference, document"
      />
    </FilterBar>
  );
}
