/** /warehouses/purchaseOrders: purchase orders, Non-Archived unless the status filter says otherwise (spec §3). */
import { useCallback, useMemo } from 'react';
import { Link } from 'wouter';
import { describeApiError } from '../../api/api-error';
import { buttonClass } from '../../components/button';
import { DataTable } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../../components/data-table/filter-bar';
import { PageHeader } from '../../components/page-header';
import { FILTER_ALL } from '../../domain/constants';
import { isEditable, PO_EDIT_PERMISSIONS } from '../../domain/purchase-order.lifecycle';
import { purchaseOrderStatuses, purchaseOrderTypes } from '../../domain/resources/purchase-order.schema';
import { useResourceList } from '../../machines/list/use-resource-list';
import { usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { purchaseOrderColumns } from './purchase-order-columns';
import { PO_PATH, usePurchaseOrdersClient, type PurchaseOrder } from '../../api/purchase-orders.api';
import { ui } from '../../components/ui/styles';

const statusOptions = [
  { value: String(FILTER_ALL), label: 'All statuses' },
  ...purchaseOrderStatuses.map((s) => ({ value: String(s.value), label: s.label })),
];
const typeOptions = purchaseOrderTypes.map((t) => ({ value: String(t.value), label: t.label }));
const dueOptions = [{ value: 'true', label: 'Due (expected by today)' }];

function describeFailure(error: unknown) {
  const failure = describeApiError(error);
  return failure.status === 403
    ? { message: 'You do not have permission to see purchase orders.', retry: false }
    : { message: failure.message, retry: true };
}

export default function PurchaseOrderListScreen(_props: Partial<ScreenProps>) {
  const list = useResourceList(usePurchaseOrdersClient());
  const { can } = usePermissions();
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const columns = useMemo(() => purchaseOrderColumns(refs), [refs]);
  const canCreate = can('warehouses.po.create');
  const canEdit = PO_EDIT_PERMISSIONS.some((p) => can(p));
  const forbidden = list.isFailed && describeApiError(list.error).status === 403;

  const actions = useCallback(
    (order: PurchaseOrder) => (
      <div className={ui.cellActions}>
        <Link
          href={`${PO_PATH}/view/${order.id}`}
          className={buttonClass({ variant: 'ghost', size: 'sm' })}
          aria-label={`View ${order.orderNumber}`}
        >
          View
        </Link>
        {canEdit && isEditable(order.orderStatus) && (
          <Link
            href={`${PO_PATH}/edit/${order.id}`}
            className={buttonClass({ variant: 'ghost', size: 'sm' })}
            aria-label={`Edit ${order.orderNumber}`}
          >
            Edit
          </Link>
        )}
      </div>
    ),
    [canEdit],
  );

  return (
    <>
      <PageHeader
        title="Purchase Orders"
        description="What we ordered from vendors for our warehouses, its batches, and what has arrived."
        actions={
          canCreate && (
            <Link href={`${PO_PATH}/create`} className={buttonClass()}>
              New purchase order
            </Link>
          )
        }
      />
      <DataTable
        tableId="purchaseOrders"
        label="Purchase orders"
        columns={columns}
        list={list}
        actions={actions}
        describeFailure={describeFailure}
        emptyTitle="No purchase orders match"
        emptyText="Change or reset the filters to see more."
        filters={
          !forbidden && (
            <FilterBar list={list}>
              <FilterText list={list} name="orderNumber" label="Order number" placeholder="PO-…" />
              <FilterText list={list} name="itemSKU" label="Item SKU" />
              <FilterSelect list={list} name="vendorId" label="Vendor" options={refs.options(vendorsRef)} />
              <FilterSelect
                list={list}
                name="orderStatus"
                label="Status"
                options={statusOptions}
                allLabel="Non-Archived"
              />
              <FilterSelect list={list} name="isDue" label="Due" options={dueOptions} />
              <FilterSelect list={list} name="type" label="Type" options={typeOptions} />
            </FilterBar>
          )
        }
      />
    </>
  );
}
