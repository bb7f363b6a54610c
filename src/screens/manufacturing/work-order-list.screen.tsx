/** /manufacturing/work-orders: work orders with their status, progress and due date, filtered by the URL. */
import { useCallback, useMemo } from 'react';
import { Link } from 'wouter';
import { describeApiError } from '../../api/api-error';
import { buttonClass } from '../../components/button';
import { useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { DataTable } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../../components/data-table/filter-bar';
import { PageHeader } from '../../components/page-header';
import { workOrdersContract } from '../../domain/contracts/work-orders';
import { assembleTypeLabels, workOrderTypeLabels } from '../../domain/manufacturing-labels';
import { workOrderStatuses } from '../../domain/resources/work-order.schema';
import { offersStep, workOrderStatusLabel } from '../../domain/work-order.lifecycle';
import { LiveEvent } from '../../domain/live-events';
import { useLiveRefresh } from '../../machines/hub/use-hub';
import { useResourceList } from '../../machines/list/use-resource-list';
import { usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import {
  SHORTAGE_PLAN_PATH,
  useWorkOrdersClient,
  WORK_ORDERS_PATH,
  workOrderCompletePath,
  workOrderPath,
  type WorkOrderRow,
} from '../../api/manufacturing.api';
import { bomsRef, workOrderColumns } from './work-order-columns';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
const statusOptions = workOrderStatuses.map((s) => ({ value: s, label: workOrderStatusLabel(s) }));

function describeFailure(error: unknown) {
  const failure = describeApiError(error);
  return failure.status === 403
    ? { message: 'You do not have permission to see work orders.', retry: false }
    : { message: failure.message, retry: true };
}

export default function WorkOrderListScreen(_props: Partial<ScreenProps>) {
  const list = useResourceList(useWorkOrdersClient());
  const { can, allows } = usePermissions();
  const refs = useRefNames([vendorsRef, warehousesRef, bomsRef]);
  const columns = useMemo(() => workOrderColumns(refs), [refs]);
  const canCreate = allows(workOrdersContract.permissions.create);
  const canComplete = can('manufacturing.workOrders.update');
  const forbidden = list.isFailed && describeApiError(list.error).status === 403;
  // A step taken elsewhere moves a row: the page refreshes in place.
  useLiveRefresh([LiveEvent.workOrderUpdated], list.refresh);

  // One button a row: the completion flow when the order offers it, else its page.
  const actions = useCallback(
    (w: WorkOrderRow) =>
      canComplete && offersStep(w, 'complete') ? (
        <Link
          href={workOrderCompletePath(w.id)}
          className={buttonClass({ variant: 'ghost', size: 'sm' })}
          aria-label={`Complete ${w.orderNumber}`}
        >
          Complete
        </Link>
      ) : (
        <Link
          href={workOrderPath(w.id)}
          className={buttonClass({ variant: 'ghost', size: 'sm' })}
          aria-label={`Open ${w.orderNumber}`}
        >
          Open
        </Link>
      ),
    [canComplete],
  );

  return (
    <>
      <PageHeader
        title="Work orders"
        description="Finished goods assembled from components (or taken apart again), in-house or at a manufacturer, through the stock ledger."
        actions={
          <>
            <Link href={SHORTAGE_PLAN_PATH} className={buttonClass({ variant: 'secondary' })}>
              Shortage plan
            </Link>
            {canCreate && (
              <Link href={`${WORK_ORDERS_PATH}/create`} className={buttonClass()}>
                New work order
              </Link>
            )}
          </>
        }
      />
      <DataTable
        tableId="workOrders"
        label="Work orders"
        columns={columns}
        list={list}
        actions={actions}
        describeFailure={describeFailure}
        emptyTitle="No work orders match"
        emptyText="Change or reset the filters to see more."
        filters={
          !forbidden && (
            <FilterBar list={list}>
              <FilterText list={list} name="orderNumber" label="Order number" placeholder="WO-…" />
              <FilterSelect list={list} name="status" label="Status" options={statusOptions} />
              <FilterSelect
                list={list}
                name="assembleType"
                label="Direction"
                options={options(assembleTypeLabels)}
              />
              <FilterSelect list={list} name="type" label="Made" options={options(workOrderTypeLabels)} />
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
