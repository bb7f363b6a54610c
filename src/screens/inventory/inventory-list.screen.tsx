/**
 * /warehouses/inventory: stock per item and warehouse — on hand, allocated, available, in transit,
 * quarantine and damaged — summed over every location and lot, filtered, sorted and paged on the
 * server, limited to the user's vendors and warehouses.
 */
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { DataTable, type DataColumn } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../../components/data-table/filter-bar';
import { PageHeader } from '../../components/page-header';
import type { StockLevel } from '../../domain/inventory-views';
import { LiveEvent, liveRecordOf } from '../../domain/live-events';
import { useLiveRefresh } from '../../machines/hub/use-hub';
import { useResourceList } from '../../machines/list/use-resource-list';
import { useApi, usePermissions } from '../../machines/use-app';
import { useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { ItemCell, QuantityCell } from './inventory-cells';
import { stockLevelsClient } from '../../api/inventory.api';
import { ui } from '../../components/ui/styles';

const measures: [keyof StockLevel, string][] = [
  ['onHand', 'On hand'],
  ['allocated', 'Allocated'],
  ['available', 'Available'],
  ['inTransit', 'In transit'],
  ['quarantine', 'Quarantine'],
  ['damaged', 'Damaged'],
];

export default function InventoryListScreen() {
  const api = useApi();
  const { can } = usePermissions();
  const client = useMemo(() => stockLevelsClient(api), [api]);
  const list = useResourceList(client);
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const canSeeDetails = can('items.details');
  // A stock change of an item and warehouse on this page refreshes it; filters and page stay.
  useLiveRefresh([LiveEvent.warehouseProductUpdated], list.refresh, (payload) => {
    const changed = liveRecordOf(payload);
    return list.items.some(
      (row) => row.vendorProductId === changed?.id && row.warehouseId === changed.warehouseId,
    );
  });

  const columns = useMemo<DataColumn<StockLevel>[]>(
    () => [
      {
        id: 'item',
        header: 'Item',
        sortKey: 'sku',
        cell: (row) =>
          canSeeDetails ? (
            <Link
              href={`/warehouses/items/${row.vendorProductId}`}
              className={css({ _hover: { textDecoration: 'underline' } })}
            >
              <ItemCell sku={row.sku} name={row.item} />
            </Link>
          ) : (
            <ItemCell sku={row.sku} name={row.item} />
          ),
      },
      {
        id: 'where',
        header: 'Vendor / warehouse',
        cell: (row) => {
          const warehouse = refs.label(warehousesRef, row.warehouseId) ?? `#${row.warehouseId}`;
          return (
            <span className={ui.column}>
              <span>{refs.label(vendorsRef, row.vendorId) ?? `#${row.vendorId}`}</span>
              {/* The warehouse leads to where the item lies in it. */}
              <Link
                href={`/warehouses/itemsByLocation?item=${encodeURIComponent(row.sku)}&warehouseId=${row.warehouseId}`}
                className={css({
                  color: 'fg.muted',
                  fontSize: '13px',
                  _hover: { color: 'accent', textDecoration: 'underline' },
                })}
                title={`Locations of ${row.sku} in ${warehouse}`}
              >
                {warehouse}
              </Link>
            </span>
          );
        },
      },
      ...measures.map(([key, header]) => ({
        id: key,
        header,
        sortKey: key,
        align: 'end' as const,
        cell: (row: StockLevel) => <QuantityCell value={row[key] as number} />,
      })),
      { id: 'unit', header: 'Unit', cell: (row) => row.itemUnit, hiddenByDefault: true },
    ],
    [refs, canSeeDetails],
  );

  return (
    <>
      <PageHeader
        title="Inventory"
        description="Stock per item and warehouse. On hand counts every unit in the building, quarantined and damaged ones included; available is what orders can still take."
      />
      <DataTable
        tableId="inventory"
        label="Inventory"
        columns={columns}
        list={list}
        emptyTitle="No stock matches"
        emptyText="Change or reset the filters to see more."
        filters={
          <FilterBar list={list}>
            <FilterText list={list} name="search" label="Search" placeholder="SKU or item" />
            <FilterSelect list={list} name="vendorId" label="Vendor" options={refs.options(vendorsRef)} />
            <FilterSelect
              list={list}
              name="warehouseId"
              label="Warehouse"
              options={refs.options(warehousesRef)}
            />
          </FilterBar>
        }
      />
    </>
  );
}
