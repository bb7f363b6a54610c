/** The list of one kind of warehouse shipment (ASNs or transfers), filtered, sorted and paged on the server. */
import { useCallback, useMemo } from 'react';
import { Link } from 'wouter';
import { describeApiError } from '../../api/api-error';
import { buttonClass } from '../../components/button';
import { DataTable, type DataColumn } from '../../components/data-table/data-table';
import { PageHeader } from '../../components/page-header';
import { useResourceList } from '../../machines/list/use-resource-list';
import { usePermissions } from '../../machines/use-app';
import { formatCell } from '../../components/crud/crud-cells';
import { useRefNames, vendorsRef, warehousesRef, type RefNames } from '../../components/crud/crud-refs';
import type { CrudColumn } from '../../components/crud/crud-config';
import { ShipmentFilters } from './shipment-filters';
import { ShipmentStatusBadge } from './shipment-status-badge';
import { useShipmentClient, viewPath, type Shipment, type ShipmentKind } from '../../api/shipments.api';
import { ui } from '../../components/ui/styles';

const cell = (format: CrudColumn['format']) => (value: unknown) =>
  formatCell({ key: '', header: '', format }, value);
const date = cell('date');
const count = new Intl.NumberFormat('en-US');
/** The first line and how many more: the lists stay narrow enough for their dates. */
function lines(items: Shipment['items']) {
  const [first] = items;
  if (!first) return <span className={ui.muted}>No items</span>;
  return (
    <span className={ui.nowrap}>
      {first.sku} × {count.format(first.quantity)}
      {items.length > 1 && <span className={ui.muted}> +{items.length - 1} more</span>}
    </span>
  );
}
const refName = (refs: RefNames, source: typeof vendorsRef, id: unknown) =>
  id == null ? '—' : (refs.label(source, id) ?? `#${String(id)}`);

function columnsOf(kind: ShipmentKind, refs: RefNames): DataColumn<Shipment>[] {
  const transfer = kind.isTransfer;
  return [
    {
      id: 'orderNumber',
      header: 'Order number',
      sortKey: 'orderNumber',
      cell: (s) => (
        <Link href={viewPath(kind, s.id)} className={ui.medium}>
          {s.orderNumber}
        </Link>
      ),
    },
    {
      id: 'customReferenceNumber',
      header: 'Reference',
      // A transfer's ends say more than its reference; the column picker brings it back.
      hiddenByDefault: transfer,
      cell: (s) => s.customReferenceNumber ?? '—',
    },
    {
      id: 'orderStatus',
      header: 'Status',
      sortKey: 'orderStatus',
      cell: (s) => <ShipmentStatusBadge status={s.orderStatus} />,
    },
    { id: 'vendorId', header: 'Vendor', cell: (s) => refName(refs, vendorsRef, s.vendorId) },
    ...(transfer
      ? [
          {
            id: 'fromWarehouseId',
            header: 'From',
            cell: (s: Shipment) => refName(refs, warehousesRef, s.fromWarehouseId),
          },
        ]
      : []),
    {
      id: 'toWarehouseId',
      header: transfer ? 'To' : 'Warehouse',
      cell: (s) => refName(refs, warehousesRef, s.toWarehouseId),
    },
    { id: 'items', header: 'Items', cell: (s) => lines(s.items) },
    { id: 'expectedDate', header: 'Expected', sortKey: 'expectedDate', cell: (s) => date(s.expectedDate) },
    { id: 'receivedDate', header: 'Received', sortKey: 'receivedDate', cell: (s) => date(s.receivedDate) },
    {
      id: 'customerRequested',
      header: 'Customer requested',
      hiddenByDefault: true,
      cell: (s) => (s.customerRequested ? 'Yes' : 'No'),
    },
    {
      id: 'createdAt',
      header: 'Created',
      sortKey: 'createdAt',
      hiddenByDefault: true,
      cell: (s) => date(s.createdAt),
    },
  ];
}

export function ShipmentList({ kind, description }: { kind: ShipmentKind; description: string }) {
  const list = useResourceList(useShipmentClient(kind.type));
  const { can } = usePermissions();
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const columns = useMemo(() => columnsOf(kind, refs), [kind, refs]);
  const plural = kind.title.toLowerCase();
  const forbidden = list.isFailed && describeApiError(list.error).status === 403;
  const describeFailure = useCallback(
    (error: unknown) => {
      const failure = describeApiError(error);
      return failure.status === 403
        ? { message: `You do not have permission to see ${plural}.`, retry: false }
        : { message: failure.message, retry: true };
    },
    [plural],
  );
  const actions = useCallback(
    (s: Shipment) => (
      <Link
        href={viewPath(kind, s.id)}
        className={buttonClass({ variant: 'ghost', size: 'sm' })}
        aria-label={`View ${s.orderNumber}`}
      >
        View
      </Link>
    ),
    [kind],
  );

  return (
    <>
      <PageHeader
        title={kind.title}
        description={description}
        actions={
          can(`${kind.permissionPrefix}.create`) && (
            <Link href={`${kind.path}/create`} className={buttonClass()}>
              New {kind.noun}
            </Link>
          )
        }
      />
      <DataTable
        tableId={`shipments:${kind.type}`}
        label={kind.title}
        columns={columns}
        list={list}
        actions={actions}
        describeFailure={describeFailure}
        emptyTitle={`No ${plural} match`}
        emptyText="Change or reset the filters to see more."
        filters={!forbidden && <ShipmentFilters list={list} refs={refs} transfer={kind.isTransfer} />}
      />
    </>
  );
}
