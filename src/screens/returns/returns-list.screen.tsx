/** /orders/returns: returns in the user's scope, newest first, searchable by order or RMA number. */
import { useCallback, useMemo } from 'react';
import { Link } from 'wouter';
import { describeApiError } from '../../api/api-error';
import { buttonClass } from '../../components/button';
import { DataTable } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../../components/data-table/filter-bar';
import { PageHeader } from '../../components/page-header';
import { confirmationLabels, type OrderReturnRow } from '../../domain/order-return';
import { returnConfirmations } from '../../domain/resources/order-return.schema';
import { useResourceList } from '../../machines/list/use-resource-list';
import { usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { returnColumns } from './return-columns';
import { RETURNS_PATH, returnConfirmPath, useReturnsClient } from '../../api/returns.api';

const confirmationOptions = returnConfirmations.map((c) => ({ value: c, label: confirmationLabels[c] }));

function describeFailure(error: unknown) {
  const failure = describeApiError(error);
  return failure.status === 403
    ? { message: 'You do not have permission to see returns.', retry: false }
    : { message: failure.message, retry: true };
}

export default function ReturnsListScreen(_props: Partial<ScreenProps>) {
  const list = useResourceList(useReturnsClient());
  const { can } = usePermissions();
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const columns = useMemo(() => returnColumns(refs), [refs]);
  const canConfirm = can('orders.returns.confirm');
  const forbidden = list.isFailed && describeApiError(list.error).status === 403;

  // The return number links to its page; the row's one action receives what is still expected.
  const actions = useCallback(
    (row: OrderReturnRow) =>
      row.confirmation === 'full' ? null : (
        <Link
          href={returnConfirmPath(row)}
          className={buttonClass({ variant: 'ghost', size: 'sm' })}
          aria-label={`Receive return ${row.trackingNumber ?? row.id}`}
        >
          Receive
        </Link>
      ),
    [],
  );

  return (
    <>
      <PageHeader
        title="Returns"
        description="Parcels customers send back: their labels, and what arrived restocked or damaged."
        actions={
          <>
            {canConfirm && (
              <Link href={`${RETURNS_PATH}/confirm`} className={buttonClass({ variant: 'secondary' })}>
                Receive a return
              </Link>
            )}
            {can('orders.returns.createLabel') && (
              <Link href={`${RETURNS_PATH}/createLabel`} className={buttonClass()}>
                Create return label
              </Link>
            )}
          </>
        }
      />
      <DataTable
        tableId="orderReturns"
        label="Returns"
        columns={columns}
        list={list}
        actions={canConfirm ? actions : undefined}
        describeFailure={describeFailure}
        emptyTitle="No returns match"
        emptyText="Change or reset the filters, or create a return label for a shipped order."
        filters={
          !forbidden && (
            <FilterBar list={list}>
              <FilterText
                list={list}
                name="search"
                label="Order or RMA number"
                placeholder="NWG-10420, RMA…"
              />
              <FilterSelect
                list={list}
                name="confirmation"
                label="Confirmation"
                options={confirmationOptions}
              />
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
