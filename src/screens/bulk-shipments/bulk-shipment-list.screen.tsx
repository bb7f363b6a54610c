/**
 * /warehouses/bulkShipments: bulk (B2B, wholesale) shipments, filtered, sorted and paged on the
 * server, live. A brand sees its own requests and what each waits for; staff see the step each row
 * needs next in the Action column.
 */
import { useCallback, useMemo } from 'react';
import { Link } from 'wouter';
import { describeApiError } from '../../api/api-error';
import { useBulkShipmentsClient } from '../../api/bulk-shipments.api';
import type { ManualShipmentRow } from '../../api/manual-shipments.api';
import { buttonClass } from '../../components/button';
import { useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { DataTable } from '../../components/data-table/data-table';
import { PageHeader } from '../../components/page-header';
import { bulkShipmentPaths, bulkShipmentScreenContract } from '../../domain/contracts/bulk-shipments';
import { isBulkShipment, isRequestOnly } from '../../domain/manual-shipment.lifecycle';
import { liveRecordOf, LiveEvent } from '../../domain/live-events';
import { useLiveRefresh } from '../../machines/hub/use-hub';
import { useResourceList } from '../../machines/list/use-resource-list';
import { usePermissions, useSession } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { bulkColumns, NextStepCell } from './bulk-shipment-columns';
import { BulkShipmentFilters } from './bulk-shipment-filters';

const isAboutBulk = (payload: unknown) =>
  liveRecordOf(payload) !== null && isBulkShipment(String((payload as { orderType?: unknown }).orderType));

export default function BulkShipmentListScreen(_props: Partial<ScreenProps>) {
  const list = useResourceList(useBulkShipmentsClient());
  const { can, allows } = usePermissions();
  const { user } = useSession();
  const permissions = user?.permissions ?? [];
  const requestOnly = isRequestOnly(permissions);
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const oneVendor = user?.accessVendorIds?.length === 1;
  const columns = useMemo(() => bulkColumns(refs, oneVendor), [refs, oneVendor]);
  useLiveRefresh([LiveEvent.manualShipmentUpdated], list.refresh, isAboutBulk);

  const forbidden = list.isFailed && describeApiError(list.error).status === 403;
  const describeFailure = useCallback((error: unknown) => {
    const failure = describeApiError(error);
    return failure.status === 403
      ? { message: 'You do not have permission to see bulk shipments.', retry: false }
      : { message: failure.message, retry: true };
  }, []);
  const actions = useCallback(
    (s: ManualShipmentRow) => <NextStepCell shipment={s} can={can} permissions={permissions} />,
    // can reads the same user as permissions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [permissions],
  );

  return (
    <>
      <PageHeader
        title="Bulk Shipments"
        description={
          requestOnly
            ? 'Your requests for the warehouse to ship stock in bulk (to a retailer, a distribution centre, an event), and where each stands.'
            : 'Wholesale and B2B freight: confirm requests, allocate, pack into cartons and pallets, print the dock documents and ship.'
        }
        actions={
          allows(bulkShipmentScreenContract.permissions.create) && (
            <Link href={bulkShipmentPaths.create} className={buttonClass()}>
              {requestOnly ? 'Request a bulk shipment' : 'New bulk shipment'}
            </Link>
          )
        }
      />
      <DataTable
        tableId="bulkShipments"
        label="Bulk shipments"
        columns={columns}
        list={list}
        actions={actions}
        sortDescFirst
        describeFailure={describeFailure}
        emptyTitle="No bulk shipments match"
        emptyText="Change or reset the filters to see more."
        filters={!forbidden && <BulkShipmentFilters list={list} refs={refs} />}
      />
    </>
  );
}
