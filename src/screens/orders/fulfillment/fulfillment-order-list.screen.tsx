/**
 * /fulfillment-orders: what the warehouses ship for orders sent to fulfilment, 25 a page. The same
 * list as the orders' without the vendor column (spec §2); a row opens the fulfilment order.
 */
import { useCallback, useMemo } from 'react';
import { Link } from 'wouter';
import { describeApiError } from '../../../api/api-error';
import { buttonClass } from '../../../components/button';
import { DataTable } from '../../../components/data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../../../components/data-table/filter-bar';
import { PageHeader } from '../../../components/page-header';
import { FULFILLMENT_ORDERS_PAGE_SIZE } from '../../../domain/constants';
import { useLiveRefresh } from '../../../machines/hub/use-hub';
import { useResourceList } from '../../../machines/list/use-resource-list';
import type { ScreenProps } from '../../../routes.types';
import { useRefNames, warehousesRef } from '../../../components/crud/crud-refs';
import { FilterDay } from '../../../components/data-table/filter-day';
import { fulfillmentOrderColumns } from './fulfillment-order-columns';
import {
  FULFILLMENT_STATUSES,
  fulfillmentOrderPath,
  useFulfillmentOrdersClient,
  type FulfillmentOrder,
} from '../../../api/fulfillment-orders.api';

const statusOptions = FULFILLMENT_STATUSES.map((s) => ({ value: s, label: s }));

function describeFailure(error: unknown) {
  const failure = describeApiError(error);
  return failure.status === 403
    ? { message: 'You do not have permission to see fulfilment orders.', retry: false }
    : { message: failure.message, retry: true };
}

export default function FulfillmentOrderListScreen(_props: Partial<ScreenProps>) {
  const list = useResourceList(useFulfillmentOrdersClient(), { perPage: FULFILLMENT_ORDERS_PAGE_SIZE });
  const refs = useRefNames([warehousesRef]);
  const columns = useMemo(() => fulfillmentOrderColumns(refs), [refs]);
  const forbidden = list.isFailed && describeApiError(list.error).status === 403;
  // Sending, shipping or cancelling an order changes its fulfilment order.
  useLiveRefresh(['OrderUpdated'], list.reload);

  const actions = useCallback(
    (f: FulfillmentOrder) => (
      <Link
        href={fulfillmentOrderPath(f.id)}
        className={buttonClass({ variant: 'ghost', size: 'sm' })}
        aria-label={`View fulfilment order ${f.orderNumber}`}
      >
        View
      </Link>
    ),
    [],
  );

  return (
    <>
      <PageHeader
        title="Fulfillment Orders"
        description="What each warehouse picks, packs and ships for the orders sent to fulfilment."
      />
      <DataTable
        tableId="fulfillmentOrders"
        label="Fulfilment orders"
        density="compact"
        sortDescFirst
        columns={columns}
        list={list}
        actions={actions}
        describeFailure={describeFailure}
        emptyTitle={
          Object.keys(list.filters).length ? 'No fulfilment orders match' : 'No fulfilment orders yet'
        }
        emptyText="An order sent to fulfilment makes one for its warehouse."
        filters={
          !forbidden && (
            <FilterBar list={list}>
              <FilterText list={list} name="orderNumber" label="Order number" />
              <FilterSelect list={list} name="orderStatus" label="Status" options={statusOptions} />
              <FilterSelect
                list={list}
                name="warehouseId"
                label="Warehouse"
                options={refs.options(warehousesRef)}
              />
              <FilterText list={list} name="trackingNumber" label="Tracking number" />
              <FilterText list={list} name="shipToName" label="Ship-to name" />
              <FilterDay list={list} name="startOrderDate" label="Ordered from" />
              <FilterDay list={list} name="endOrderDate" label="Ordered to" />
            </FilterBar>
          )
        }
      />
    </>
  );
}
