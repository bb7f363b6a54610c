/**
 * The warehouse shipment filters of spec §3 for the ASN and transfer lists: order number (or reference),
 * SKU, vendor, warehouse (transfers: source and destination too), status, customer requested and the
 * received date range (whole days of the user's timezone, on the server).
 */
import {
  FilterBar,
  FilterSelect,
  FilterText,
  type FilterSource,
} from '../../components/data-table/filter-bar';
import { FilterDay } from '../../components/data-table/filter-day';
import { warehouseShipmentStatuses } from '../../domain/resources/warehouse-shipment.schema';
import { shipmentStatusLabels } from '../../domain/warehouse-shipment.lifecycle';
import { vendorsRef, warehousesRef, type RefNames } from '../../components/crud/crud-refs';

const statusOptions = warehouseShipmentStatuses.map((s) => ({ value: s, label: shipmentStatusLabels[s] }));
const yesNo = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

export function ShipmentFilters({
  list,
  refs,
  transfer,
}: {
  list: FilterSource;
  refs: RefNames;
  transfer: boolean;
}) {
  const warehouses = refs.options(warehousesRef);
  return (
    <FilterBar list={list}>
      <FilterText list={list} name="orderNumber" label="Order number" placeholder="Number or reference" />
      <FilterText list={list} name="itemSKU" label="SKU" />
      <FilterSelect list={list} name="vendorId" label="Vendor" options={refs.options(vendorsRef)} />
      <FilterSelect list={list} name="warehouseId" label="Warehouse" options={warehouses} />
      {transfer && (
        <>
          <FilterSelect list={list} name="fromWarehouseId" label="From warehouse" options={warehouses} />
          <FilterSelect list={list} name="toWarehouseId" label="To warehouse" options={warehouses} />
        </>
      )}
      <FilterSelect list={list} name="orderStatus" label="Status" options={statusOptions} />
      <FilterSelect list={list} name="customerRequested" label="Customer requested" options={yesNo} />
      <FilterDay list={list} name="startReceivedDate" label="Received from" />
      <FilterDay list={list} name="endReceivedDate" label="Received to" />
    </FilterBar>
  );
}
