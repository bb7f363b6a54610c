/**
 * /warehouses/itemsWithOffset (Inventory Tracking Off): the items whose stock is not tracked — orders
 * ship them without allocating — and, for users who may update items, a way to track them again.
 */
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { badge } from 'styled-system/recipes';
import { describeApiError } from '../../api/api-error';
import { Button } from '../../components/button';
import { DataTable, type DataColumn } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../../components/data-table/filter-bar';
import { PageHeader } from '../../components/page-header';
import { useResourceList } from '../../machines/list/use-resource-list';
import { useApi, usePermissions } from '../../machines/use-app';
import { useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { ItemCell } from './inventory-cells';
import { warehouseItemStatusLabel } from '../../domain/resources/reference';
import { editVendorItem, vendorItemsClient, withFilters, type VendorItem } from '../../api/inventory.api';

export default function TrackingOffScreen() {
  const api = useApi();
  const { can } = usePermissions();
  const client = useMemo(() => withFilters(vendorItemsClient(api), { trackInventory: false }), [api]);
  const list = useResourceList(client);
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const [busy, setBusy] = useState<number | null>(null);

  const trackAgain = async (row: VendorItem) => {
    setBusy(row.id);
    try {
      await editVendorItem(api, row.id, row.version, { trackInventory: true });
      toast.success(`${row.sku} is tracked again.`);
      list.reload();
    } catch (error) {
      const failure = describeApiError(error);
      toast.error(
        failure.status === 409
          ? `${row.sku} was changed by someone else; the list is reloaded.`
          : failure.message,
      );
      if (failure.status === 409) list.reload();
    } finally {
      setBusy(null);
    }
  };

  const columns = useMemo<DataColumn<VendorItem>[]>(
    () => [
      { id: 'item', header: 'Item', sortKey: 'sku', cell: (r) => <ItemCell sku={r.sku} name={r.item} /> },
      { id: 'vendor', header: 'Vendor', cell: (r) => refs.label(vendorsRef, r.vendorId) ?? `#${r.vendorId}` },
      {
        id: 'warehouse',
        header: 'Warehouse',
        cell: (r) =>
          r.warehouseId ? (refs.label(warehousesRef, r.warehouseId) ?? `#${r.warehouseId}`) : '—',
      },
      {
        id: 'status',
        header: 'Status',
        sortKey: 'status',
        cell: (r) => (
          <span className={badge({ tone: r.status === 'active' ? 'success' : 'neutral' })}>
            {warehouseItemStatusLabel(r.status)}
          </span>
        ),
      },
      { id: 'type', header: 'Type', cell: (r) => String(r.type ?? '') },
      { id: 'unit', header: 'Unit', cell: (r) => r.itemUnit, hiddenByDefault: true },
    ],
    [refs],
  );

  const canUpdate = can('items.update');
  return (
    <>
      <PageHeader
        title="Inventory tracking off"
        description="Items whose stock is not tracked: orders ship them without allocating stock, and no stock level is kept for them."
      />
      <DataTable
        tableId="items-tracking-off"
        label="Items with inventory tracking off"
        columns={columns}
        list={list}
        actions={
          canUpdate
            ? (row) => (
                <Button
                  variant="secondary"
                  size="sm"
                  loading={busy === row.id}
                  disabled={busy !== null && busy !== row.id}
                  aria-label={`Track inventory of ${row.sku}`}
                  onClick={() => void trackAgain(row)}
                >
                  Track inventory
                </Button>
              )
            : undefined
        }
        emptyTitle="Every item is tracked"
        emptyText="Items whose inventory tracking is switched off appear here."
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
