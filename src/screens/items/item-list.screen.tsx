import { useCallback, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { describeApiError } from '../../api/api-error';
import { Button, buttonClass } from '../../components/button';
import { DataTable } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../../components/data-table/filter-bar';
import { PageHeader } from '../../components/page-header';
import { productTypes } from '../../domain/resources/reference';
import { inventoryStatuses } from '../../domain/resources/vendor-product.schema';
import { LiveEvent, liveRecordOf } from '../../domain/live-events';
import { useLiveRefresh } from '../../machines/hub/use-hub';
import { useResourceList } from '../../machines/list/use-resource-list';
import { usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { projectsRef, useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { itemColumns } from './item-columns';
import { ItemExportMenu } from './item-export-menu';
import { ItemImportDialog } from './item-import-dialog';
import { isDetailed, ITEMS_PATH, useVendorItemsClient, type VendorItem } from '../../api/items.api';
import { ui } from '../../components/ui/styles';

const typeOptions = productTypes.map((t) => ({ value: t, label: t }));
const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];
const stockOptions = inventoryStatuses.map((s) => ({ value: String(s.value), label: s.label }));

function describeFailure(error: unknown) {
  const failure = describeApiError(error);
  return failure.status === 403
    ? { message: 'You do not have permission to see vendor items.', retry: false }
    : { message: failure.message, retry: true };
}

/** /warehouses/items: the vendors' items, filtered on the server, with a detailed view of their stock. */
export default function ItemListScreen(_props: Partial<ScreenProps>) {
  const list = useResourceList(useVendorItemsClient());
  const { can } = usePermissions();
  const [importOpen, setImportOpen] = useState(false);
  const refs = useRefNames([vendorsRef, warehousesRef, projectsRef]);
  const detailed = isDetailed(list.filters);
  const canOpen = can('items.details') || can('items.view');
  const canEdit = can('items.update');
  const columns = useMemo(() => itemColumns(refs, detailed, canOpen), [refs, detailed, canOpen]);
  const forbidden = list.isFailed && describeApiError(list.error).status === 403;
  // Stock changes of the items on this page (their stock level, the detailed view's figures).
  useLiveRefresh([LiveEvent.warehouseProductUpdated], list.refresh, (payload) =>
    list.items.some((item) => item.id === liveRecordOf(payload)?.id),
  );

  const toggleDetailed = (on: boolean) => {
    list.setFormFilter('showDetailedView', on ? 'true' : '');
    list.applyFilters();
  };
  const actions = useCallback(
    (row: VendorItem) => (
      <Link
        href={`${ITEMS_PATH}/edit/${row.id}`}
        className={buttonClass({ variant: 'ghost', size: 'sm' })}
        aria-label={`Edit ${row.sku}`}
      >
        Edit
      </Link>
    ),
    [],
  );

  return (
    <>
      <PageHeader
        title="Vendor Items"
        description="Every item the warehouses keep for the vendors: its SKU, type, unit, price and stock level."
        actions={
          !forbidden && (
            <>
              {can('items.import') && (
                <Button variant="secondary" onClick={() => setImportOpen(true)}>
                  Import
                </Button>
              )}
              <ItemExportMenu filters={list.filters} sort={list.sort} />
              {can('items.create') && (
                <Link href={`${ITEMS_PATH}/create`} className={buttonClass()}>
                  New item
                </Link>
              )}
            </>
          )
        }
      />
      <DataTable
        tableId={detailed ? 'vendorItems:detailed' : 'vendorItems'}
        label="Vendor items"
        columns={columns}
        list={list}
        actions={canEdit ? actions : undefined}
        describeFailure={describeFailure}
        emptyTitle="No items match"
        emptyText="Change or reset the filters to see more items."
        filters={
          !forbidden && (
            <FilterBar list={list}>
              <FilterText list={list} name="search" label="Search" placeholder="SKU, item or barcode" />
              <FilterSelect list={list} name="vendorId" label="Vendor" options={refs.options(vendorsRef)} />
              <FilterSelect
                list={list}
                name="warehouseId"
                label="Warehouse"
                options={refs.options(warehousesRef)}
              />
              <FilterSelect
                list={list}
                name="projectId"
                label="Project"
                options={refs.options(projectsRef)}
              />
              <FilterSelect list={list} name="type" label="Type" options={typeOptions} />
              <FilterSelect list={list} name="status" label="Status" options={statusOptions} />
              <FilterSelect
                list={list}
                name="inventoryStatus"
                label="Inventory status"
                options={stockOptions}
              />
              <label className={ui.filterCheck}>
                <input
                  type="checkbox"
                  checked={detailed}
                  onChange={(e) => toggleDetailed(e.target.checked)}
                />
                Detailed view
              </label>
            </FilterBar>
          )
        }
      />
      {can('items.import') && (
        <ItemImportDialog open={importOpen} onClose={() => setImportOpen(false)} onImported={list.reload} />
      )}
    </>
  );
}
