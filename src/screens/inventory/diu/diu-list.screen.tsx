/** /warehouses/inventory/diu: the direct inventory updates, newest first, with their filters. */
import { useMemo } from 'react';
import { badge } from 'styled-system/recipes';
import { Link } from 'wouter';
import { resourceClient } from '../../../api/resource-client';
import { buttonClass } from '../../../components/button';
import { DataTable, type DataColumn } from '../../../components/data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../../../components/data-table/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { useResourceList } from '../../../machines/list/use-resource-list';
import { useApi, usePermissions } from '../../../machines/use-app';
import { useRefNames, vendorsRef, warehousesRef } from '../../../components/crud/crud-refs';
import { FilterDay } from '../../../components/data-table/filter-day';
import { formatInstant } from '../../../components/format';
import { DateTimeText } from '../../../components/data-table/date-time-text';
import { ItemCell } from '../inventory-cells';
import { DIU_BASE, type DirectUpdate } from '../../../api/inventory.api';
import { useItemNames } from '../use-item-names';
import { DIU_PATH, diuTypeLabels, diuTypeShort, diuTypeTones, unitLabel } from './diu';
import { ui } from '../../../components/ui/styles';

const typeOptions = Object.entries(diuTypeLabels).map(([value, label]) => ({ value, label }));
const count = new Intl.NumberFormat('en-US');

export default function DiuListScreen() {
  const api = useApi();
  const { can } = usePermissions();
  const client = useMemo(() => resourceClient<DirectUpdate>(api, DIU_BASE), [api]);
  const list = useResourceList(client);
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const itemOf = useItemNames(list.items.map((u) => u.warehouseProductId));

  const columns = useMemo<DataColumn<DirectUpdate>[]>(
    () => [
      {
        id: 'createdAt',
        header: 'Recorded',
        sortKey: 'createdAt',
        minWidth: 90,
        cell: (u) => <DateTimeText text={formatInstant(u.createdAt)} />,
      },
      {
        id: 'type',
        header: 'Type',
        cell: (u) => <span className={badge({ tone: diuTypeTones[u.type] })}>{diuTypeShort[u.type]}</span>,
      },
      {
        id: 'item',
        header: 'Item',
        cell: (u) => {
          const item = itemOf(u.warehouseProductId);
          return <ItemCell id={u.warehouseProductId} sku={item?.sku} name={item?.item} />;
        },
      },
      {
        id: 'quantity',
        header: 'Quantity',
        align: 'end',
        // The unit's code ('E', 'LB'), named on hover.
        cell: (u) => (
          <span className={ui.nowrap}>
            {count.format(u.quantity)} <abbr title={unitLabel(u.measurementUnit)}>{u.measurementUnit}</abbr>
          </span>
        ),
      },
      {
        id: 'warehouse',
        header: 'Warehouse',
        minWidth: 100,
        cell: (u) => refs.label(warehousesRef, u.warehouseId) ?? `#${u.warehouseId}`,
      },
      { id: 'location', header: 'Location', cell: (u) => u.location ?? '—' },
      {
        id: 'reference',
        header: 'Reference',
        sortKey: 'referenceNumber',
        cell: (u) => u.referenceNumber ?? '—',
      },
      {
        id: 'note',
        header: 'Reason',
        minWidth: 140,
        maxWidth: 320,
        cell: (u) => u.note ?? '—',
      },
      {
        id: 'vendor',
        header: 'Vendor',
        hiddenByDefault: true,
        cell: (u) => refs.label(vendorsRef, u.vendorId) ?? `#${u.vendorId}`,
      },
      { id: 'lot', header: 'Lot', hiddenByDefault: true, cell: (u) => u.lotNumber ?? '—' },
      { id: 'lpn', header: 'LPN', hiddenByDefault: true, cell: (u) => u.lpn ?? '—' },
    ],
    [refs, itemOf],
  );

  return (
    <>
      <PageHeader
        title="Direct inventory updates"
        description="Stock added, removed or counted by hand, each a ledger entry with its reference and reason."
        actions={
          can('inventory.diu.create') && (
            <Link href={`${DIU_PATH}/create`} className={buttonClass()}>
              New update
            </Link>
          )
        }
      />
      <DataTable
        tableId="direct-inventory-updates"
        label="Direct inventory updates"
        columns={columns}
        list={list}
        actions={(u) => (
          <Link
            href={`${DIU_PATH}/view/${u.id}`}
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            aria-label={`View update ${u.id}`}
          >
            View
          </Link>
        )}
        emptyTitle="No direct inventory updates match"
        emptyText="Change or reset the filters to see more."
        filters={
          <FilterBar list={list}>
            <FilterText list={list} name="search" label="Search" placeholder="Reference, lot, LPN, reason" />
            <FilterSelect list={list} name="type" label="Type" options={typeOptions} />
            <FilterSelect list={list} name="vendorId" label="Vendor" options={refs.options(vendorsRef)} />
            <FilterSelect
              list={list}
              name="warehouseId"
              label="Warehouse"
              options={refs.options(warehousesRef)}
            />
            <FilterDay list={list} name="startDate" label="From" />
            <FilterDay list={list} name="endDate" label="Until" />
          </FilterBar>
        }
      />
    </>
  );
}
