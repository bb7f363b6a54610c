/**
 * /warehouses/itemsByLocation: every balance — an item at a location, in a status bucket, with lot,
 * LPN and expiry — with the location filters of spec §3, from the warehouseProductLocations base.
 */
import { useMemo } from 'react';
import { resourceClient } from '../../api/resource-client';
import { DataTable, type DataColumn } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../../components/data-table/filter-bar';
import { PageHeader } from '../../components/page-header';
import { useResourceList } from '../../machines/list/use-resource-list';
import { useApi } from '../../machines/use-app';
import { useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { FilterDay } from '../../components/data-table/filter-day';
import { formatDay } from '../../components/format';
import { BucketBadge, ItemCell, QuantityCell } from './inventory-cells';
import { useItemNames } from './use-item-names';
import { ui } from '../../components/ui/styles';

interface Balance {
  id: number;
  warehouseId: number;
  vendorId: number;
  vendorProductId: number;
  bucket: string;
  location: string;
  lotNumber: string | null;
  lpn: string | null;
  expirationDate: string | null;
  quantity: number;
  quantityAllocated: number;
  updatedAt: string;
}

const muted = (text: string | null) => (text ? text : <span className={ui.muted}>—</span>);

export default function ItemsByLocationScreen() {
  const api = useApi();
  const client = useMemo(() => resourceClient<Balance>(api, '/api/common/warehouseProductLocations'), [api]);
  const list = useResourceList(client);
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const itemOf = useItemNames(list.items.map((b) => b.vendorProductId));

  const columns = useMemo<DataColumn<Balance>[]>(
    () => [
      {
        id: 'item',
        header: 'Item',
        cell: (b) => {
          const item = itemOf(b.vendorProductId);
          return <ItemCell id={b.vendorProductId} sku={item?.sku} name={item?.item} />;
        },
      },
      {
        id: 'warehouse',
        header: 'Warehouse',
        cell: (b) => refs.label(warehousesRef, b.warehouseId) ?? `#${b.warehouseId}`,
      },
      { id: 'location', header: 'Location', sortKey: 'location', cell: (b) => muted(b.location) },
      { id: 'bucket', header: 'Status', cell: (b) => <BucketBadge bucket={b.bucket} /> },
      { id: 'lot', header: 'Lot', sortKey: 'lotNumber', cell: (b) => muted(b.lotNumber) },
      { id: 'lpn', header: 'LPN', cell: (b) => muted(b.lpn) },
      {
        id: 'expiry',
        header: 'Expires',
        sortKey: 'expirationDate',
        cell: (b) => <span className={ui.nowrap}>{formatDay(b.expirationDate)}</span>,
      },
      {
        id: 'onHand',
        header: 'On hand',
        sortKey: 'quantity',
        align: 'end',
        cell: (b) => <QuantityCell value={b.quantity} />,
      },
      {
        id: 'allocated',
        header: 'Allocated',
        align: 'end',
        cell: (b) => <QuantityCell value={b.quantityAllocated} />,
      },
      {
        id: 'available',
        header: 'Available',
        align: 'end',
        cell: (b) => <QuantityCell value={b.bucket === 'available' ? b.quantity - b.quantityAllocated : 0} />,
      },
      {
        id: 'vendor',
        header: 'Vendor',
        hiddenByDefault: true,
        cell: (b) => refs.label(vendorsRef, b.vendorId) ?? `#${b.vendorId}`,
      },
    ],
    [refs, itemOf],
  );

  return (
    <>
      <PageHeader
        title="Inventory by location"
        description="Every place an item lies: location, status, lot, LPN and expiry, with what is on hand and allocated there."
      />
      <DataTable
        tableId="items-by-location"
        label="Inventory by location"
        columns={columns}
        list={list}
        emptyTitle="No stock matches"
        emptyText="Change or reset the filters to see more."
        filters={
          <FilterBar list={list}>
            <FilterText list={list} name="item" label="Item" placeholder="SKU or name" />
            <FilterText list={list} name="description" label="Description" />
            <FilterSelect
              list={list}
              name="warehouseId"
              label="Warehouse"
              options={refs.options(warehousesRef)}
            />
            <FilterSelect list={list} name="vendorId" label="Vendor" options={refs.options(vendorsRef)} />
            <FilterText list={list} name="location" label="Location" />
            <FilterText list={list} name="lotNumber" label="Lot" />
            <FilterText list={list} name="lpn" label="LPN" />
            <FilterDay list={list} name="expirationDateStart" label="Expires from" />
            <FilterDay list={list} name="expirationDateEnd" label="Expires until" />
          </FilterBar>
        }
      />
    </>
  );
}
