/**
 * The bulk shipments list's filters: the manual shipment filters of spec §3 that apply to one type
 * (order number, reference, ship-to address text, vendor, warehouse, status).
 */
import {
  FilterBar,
  FilterSelect,
  FilterText,
  type FilterSource,
} from '../../components/data-table/filter-bar';
import { vendorsRef, warehousesRef, type RefNames } from '../../components/crud/crud-refs';
import { manualShipmentStatusLabel } from '../../domain/manual-shipment.lifecycle';
import { shipmentStatuses } from '../../domain/resources/manual-shipment.schema';

const statusOptions = shipmentStatuses.map((s) => ({ value: s, label: manualShipmentStatusLabel(s) }));

export function BulkShipmentFilters({ list, refs }: { list: FilterSource; refs: RefNames }) {
  const vendors = refs.options(vendorsRef);
  return (
    <FilterBar list={list}>
      <FilterText list={list} name="orderNumber" label="Number" />
      <FilterText list={list} name="customReferenceNumber" label="Reference" />
      <FilterText list={list} name="addr" label="Ship-to address" placeholder="Name, street, city…" />
      {/* A brand user sees their own vendor only: no choice to make. */}
      {vendors.length > 1 && <FilterSelect list={list} name="vendorId" label="Vendor" options={vendors} />}
      <FilterSelect list={list} name="warehouseId" label="Warehouse" options={refs.options(warehousesRef)} />
      <FilterSelect list={list} name="orderStatus" label="Status" options={statusOptions} />
    </FilterBar>
  );
}
