/** /manufacturing/billOfMaterials: bills of materials with their finished product, components and revision. */
import { useCallback, useMemo } from 'react';
import { Link } from 'wouter';
import { describeApiError } from '../../api/api-error';
import { loadItemsById, type VendorItem } from '../../api/inventory.api';
import { buttonClass } from '../../components/button';
import { useRefNames, vendorsRef, warehousesRef, type RefNames } from '../../components/crud/crud-refs';
import { DataTable, type DataColumn } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../../components/data-table/filter-bar';
import { formatDay, plural } from '../../components/format';
import { PageHeader } from '../../components/page-header';
import { ui } from '../../components/ui/styles';
import { billOfMaterialsContract } from '../../domain/contracts/bill-of-materials';
import { billOfMaterialsTypeLabel, billOfMaterialsTypeLabels } from '../../domain/manufacturing-labels';
import { useLoad } from '../../machines/load/use-load';
import { useResourceList } from '../../machines/list/use-resource-list';
import { useApi, usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import {
  BOM_PATH,
  bomPath,
  useBillsOfMaterialsClient,
  type BillOfMaterialsRow,
} from '../../api/manufacturing.api';

const typeOptions = Object.entries(billOfMaterialsTypeLabels).map(([value, label]) => ({ value, label }));

function describeFailure(error: unknown) {
  const failure = describeApiError(error);
  return failure.status === 403
    ? { message: 'You do not have permission to see bills of materials.', retry: false }
    : { message: failure.message, retry: true };
}

function columns(
  refs: RefNames,
  products: ReadonlyMap<number, VendorItem>,
): DataColumn<BillOfMaterialsRow>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      minWidth: 160,
      maxWidth: 300,
      cell: (b) => (
        <Link href={bomPath(b.id)} className={ui.strongLink}>
          {b.name}
        </Link>
      ),
    },
    { id: 'type', header: 'Type', cell: (b) => billOfMaterialsTypeLabel(b.type) },
    {
      id: 'warehouseProductId',
      header: 'Finished product',
      minWidth: 140,
      cell: (b) => {
        if (b.warehouseProductId == null) return <span className={ui.muted}>Not set</span>;
        const item = products.get(b.warehouseProductId);
        return item ? <span className={ui.code}>{item.sku}</span> : `#${b.warehouseProductId}`;
      },
    },
    {
      id: 'items',
      header: 'Components',
      minWidth: 160,
      cell: (b) => {
        const [first] = b.items;
        if (!first) return <span className={ui.muted}>None</span>;
        return (
          <span>
            <span className={ui.code}>{first.sku}</span>
            {b.items.length > 1 && (
              <span className={ui.mutedNowrap}> +{plural(b.items.length - 1, 'more', 'more')}</span>
            )}
          </span>
        );
      },
    },
    { id: 'revision', header: 'Revision', align: 'end', cell: (b) => b.revision },
    {
      id: 'vendorId',
      header: 'Vendor',
      minWidth: 90,
      cell: (b) => refs.label(vendorsRef, b.vendorId) ?? `#${b.vendorId}`,
    },
    {
      id: 'warehouseId',
      header: 'Warehouse',
      minWidth: 110,
      cell: (b) =>
        b.warehouseId == null ? (
          <span className={ui.muted}>Any</span>
        ) : (
          (refs.label(warehousesRef, b.warehouseId) ?? `#${b.warehouseId}`)
        ),
    },
    {
      id: 'createdAt',
      header: 'Created',
      sortKey: 'createdAt',
      hiddenByDefault: true,
      cell: (b) => <span className={ui.mutedNowrap}>{formatDay(b.createdAt)}</span>,
    },
  ];
}

export default function BomListScreen(_props: Partial<ScreenProps>) {
  const api = useApi();
  const list = useResourceList(useBillsOfMaterialsClient());
  const { allows } = usePermissions();
  const refs = useRefNames([vendorsRef, warehousesRef]);
  // The finished products' SKUs of the page shown: one call per page, not per row.
  const ids = [...new Set(list.items.map((b) => b.warehouseProductId).filter((v): v is number => v != null))];
  const products = useLoad((signal) => loadItemsById(api, ids, signal), [api, ids.join(',')]);
  const byId = useMemo(
    () => new Map((products.status === 'loaded' ? products.data : []).map((i) => [i.id, i])),
    [products],
  );
  const cols = useMemo(() => columns(refs, byId), [refs, byId]);
  const forbidden = list.isFailed && describeApiError(list.error).status === 403;
  const canEdit = allows(billOfMaterialsContract.permissions.edit);
  const actions = useCallback(
    (b: BillOfMaterialsRow) => (
      <Link
        href={bomPath(b.id)}
        className={buttonClass({ variant: 'ghost', size: 'sm' })}
        aria-label={`${canEdit ? 'Edit' : 'Open'} ${b.name}`}
      >
        {canEdit ? 'Edit' : 'Open'}
      </Link>
    ),
    [canEdit],
  );
  return (
    <>
      <PageHeader
        title="Bills of materials"
        description="What one finished unit is made of: components with their units, conversions and waste, several levels deep."
        actions={
          allows(billOfMaterialsContract.permissions.create) && (
            <Link href={`${BOM_PATH}/create`} className={buttonClass()}>
              New bill of materials
            </Link>
          )
        }
      />
      <DataTable
        tableId="billOfMaterials"
        label="Bills of materials"
        columns={cols}
        list={list}
        actions={actions}
        describeFailure={describeFailure}
        emptyTitle="No bills of materials match"
        emptyText="Change or reset the filters to see more."
        filters={
          !forbidden && (
            <FilterBar list={list}>
              <FilterText list={list} name="search" label="Search" placeholder="Name" />
              <FilterSelect list={list} name="type" label="Type" options={typeOptions} />
              <FilterSelect list={list} name="vendorId" label="Vendor" options={refs.options(vendorsRef)} />
              <FilterSelect
                list={list}
                name="warehouseId"
                label="Warehouse"
                options={refs.options(warehousesRef)}
              />
            </FilterBar>
          )
        }
      />
    </>
  );
}
