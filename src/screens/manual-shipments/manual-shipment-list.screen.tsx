/**
 * /warehouses/manual-shipments: small-parcel shipments, filtered, sorted and paged on the server (10 a
 * page), kept live through the hub. Bulk shipments and team gifts are left out unless the filter says
 * otherwise (spec §3 excludeTypes). Each row's Action is its next step, for those who may take it.
 */
import { useCallback, useMemo } from 'react';
import { Link } from 'wouter';
import { describeApiError } from '../../api/api-error';
import {
  EXCLUDE_NOTHING,
  manualShipmentCreatePath,
  manualShipmentEditPath,
  useManualShipmentsClient,
  type ManualShipmentRow,
} from '../../api/manual-shipments.api';
import { buttonClass } from '../../components/button';
import { useRefNames, vendorsRef, warehousesRef, type RefNames } from '../../components/crud/crud-refs';
import { DataTable, type DataColumn } from '../../components/data-table/data-table';
import { DateTimeText } from '../../components/data-table/date-time-text';
import {
  FilterBar,
  FilterSelect,
  FilterText,
  type FilterSource,
} from '../../components/data-table/filter-bar';
import { formatListInstant } from '../../components/format';
import { PageHeader } from '../../components/page-header';
import { ui } from '../../components/ui/styles';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants';
import { LiveEvent } from '../../domain/live-events';
import { shipmentOrderTypeLabel, manualShipmentStepLabels } from '../../domain/manual-shipment-labels';
import {
  forwardStep,
  isPickup,
  kindPermissions,
  manualShipmentStatusLabel,
  permissionsForStep,
} from '../../domain/manual-shipment.lifecycle';
import {
  manualShipmentExcludedTypes,
  manualShipmentOrderTypes,
  shipmentStatuses,
} from '../../domain/resources/manual-shipment.schema';
import { useLiveRefresh } from '../../machines/hub/use-hub';
import { useResourceList } from '../../machines/list/use-resource-list';
import { usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { ManualShipmentStatusBadge } from './manual-shipment-status-badge';

const count = new Intl.NumberFormat('en-US');
const dash = <span className={ui.muted}>—</span>;

const statusOptions = shipmentStatuses.map((s) => ({ value: s, label: manualShipmentStatusLabel(s) }));
const typeOptions = manualShipmentOrderTypes.map((t) => ({ value: t, label: shipmentOrderTypeLabel(t) }));
const [bulk, teamGift] = manualShipmentExcludedTypes;
/** The excludeTypes filter: the default (empty: both left out), one of them, or nothing left out. */
const excludeOptions = [
  { value: teamGift, label: `${shipmentOrderTypeLabel(teamGift)}s only` },
  { value: bulk, label: `${shipmentOrderTypeLabel(bulk)}s only` },
  { value: EXCLUDE_NOTHING, label: 'Nothing (every type)' },
];

function Filters({ list, refs }: { list: FilterSource; refs: RefNames }) {
  return (
    <FilterBar list={list}>
      <FilterText list={list} name="orderNumber" label="Order number" />
      <FilterText list={list} name="customReferenceNumber" label="Reference number" />
      <FilterText list={list} name="addr" label="Ship-to address" placeholder="Name, street, city, ZIP" />
      <FilterSelect list={list} name="vendorId" label="Vendor" options={refs.options(vendorsRef)} />
      <FilterSelect list={list} name="warehouseId" label="Warehouse" options={refs.options(warehousesRef)} />
      <FilterSelect list={list} name="orderStatus" label="Status" options={statusOptions} />
      <FilterSelect list={list} name="orderType" label="Type" options={typeOptions} />
      <FilterSelect
        list={list}
        name="excludeTypes"
        label="Leave out"
        options={excludeOptions}
        allLabel="Bulk shipments and team gifts"
      />
    </FilterBar>
  );
}

const refName = (refs: RefNames, source: typeof vendorsRef, id: number | null) =>
  id == null ? dash : (refs.label(source, id) ?? `#${id}`);

function Items({ items }: { items: ManualShipmentRow['items'] }) {
  const [first] = items;
  if (!first) return <span className={ui.muted}>No items</span>;
  return (
    <span className={ui.nowrap}>
      {first.sku} × {count.format(first.quantity)}
      {items.length > 1 && <span className={ui.muted}> +{items.length - 1} more</span>}
    </span>
  );
}

function ShipTo({ address }: { address: ManualShipmentRow['shipmentAddress'] }) {
  const who = address.name || address.company;
  const where = [address.city, address.state].filter(Boolean).join(', ');
  if (!who && !where) return dash;
  return (
    <span>
      {who}
      {where && <span className={ui.muted}> · {where}</span>}
    </span>
  );
}

/** When it left, and how: the tracking number (carrier on hover), or who picked it up. */
function Shipped({ row }: { row: ManualShipmentRow }) {
  const when = formatListInstant(row.shipDate);
  const how =
    isPickup(row.orderType) && row.pickedUpBy ? (
      <span className={ui.mutedSmall}>Picked up by {row.pickedUpBy}</span>
    ) : row.trackingNumber ? (
      <span className={ui.code} title={[row.carrierCode, row.serviceCode].filter(Boolean).join(' · ')}>
        {row.trackingNumber}
      </span>
    ) : null;
  if (!when && !how) return dash;
  return (
    <div>
      {when && (
        <div>
          <DateTimeText text={when} />
        </div>
      )}
      {how && <div>{how}</div>}
    </div>
  );
}

function When({ value }: { value: string | null }) {
  const text = formatListInstant(value);
  return text ? <DateTimeText text={text} /> : dash;
}

function columnsOf(refs: RefNames): DataColumn<ManualShipmentRow>[] {
  return [
    {
      id: 'orderNumber',
      header: 'Order number',
      sortKey: 'orderNumber',
      width: 120,
      cell: (s) => (
        <Link href={manualShipmentEditPath(s.id)} className={ui.medium}>
          {s.orderNumber}
        </Link>
      ),
    },
    {
      id: 'customReferenceNumber',
      header: 'Reference',
      width: 110,
      // A storefront's number: searched by the filter, shown from the column picker.
      hiddenByDefault: true,
      cell: (s) => s.customReferenceNumber ?? dash,
    },
    {
      id: 'orderType',
      header: 'Type',
      sortKey: 'orderType',
      minWidth: 95,
      maxWidth: 120,
      cell: (s) => shipmentOrderTypeLabel(s.orderType),
    },
    {
      id: 'orderStatus',
      header: 'Status',
      sortKey: 'orderStatus',
      cell: (s) => <ManualShipmentStatusBadge status={s.orderStatus} />,
    },
    {
      id: 'vendorId',
      header: 'Vendor',
      minWidth: 90,
      maxWidth: 140,
      cell: (s) => refName(refs, vendorsRef, s.vendorId),
    },
    {
      id: 'warehouseId',
      header: 'Warehouse',
      minWidth: 100,
      maxWidth: 150,
      cell: (s) => refName(refs, warehousesRef, s.warehouseId),
    },
    {
      id: 'shipmentAddress',
      header: 'Ship to',
      minWidth: 110,
      maxWidth: 180,
      cell: (s) => <ShipTo address={s.shipmentAddress} />,
    },
    { id: 'items', header: 'Items', cell: (s) => <Items items={s.items} /> },
    {
      id: 'shipDate',
      header: 'Shipped',
      sortKey: 'shipDate',
      cell: (s) => <Shipped row={s} />,
    },
    {
      id: 'createdAt',
      header: 'Created',
      sortKey: 'createdAt',
      hiddenByDefault: true,
      cell: (s) => <When value={s.createdAt} />,
    },
  ];
}

export default function ManualShipmentListScreen(_props: Partial<ScreenProps>) {
  const list = useResourceList(useManualShipmentsClient(), { perPage: DEFAULT_PAGE_SIZE });
  useLiveRefresh([LiveEvent.manualShipmentUpdated], list.refresh);
  const { can } = usePermissions();
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const columns = useMemo(() => columnsOf(refs), [refs]);
  const forbidden = list.isFailed && describeApiError(list.error).status === 403;
  const describeFailure = useCallback((error: unknown) => {
    const failure = describeApiError(error);
    return failure.status === 403
      ? { message: 'You do not have permission to see small parcel shipments.', retry: false }
      : { message: failure.message, retry: true };
  }, []);

  // The next step when the user may take it, else the way to the shipment.
  const actions = useCallback(
    (s: ManualShipmentRow) => {
      const { step } = forwardStep(s);
      const label =
        step && permissionsForStep(s.orderType, step).some(can) ? manualShipmentStepLabels[step] : null;
      return (
        <Link
          href={manualShipmentEditPath(s.id)}
          className={buttonClass({ variant: label ? 'secondary' : 'ghost', size: 'sm' })}
          aria-label={`${label ?? 'Open'} ${s.orderNumber}`}
        >
          {label ?? 'Open'}
        </Link>
      );
    },
    [can],
  );

  return (
    <>
      <PageHeader
        title="Small Parcel Shipments"
        description="Parcels sent by hand from a warehouse: submitted, allocated first expiry first out, then shipped with a carrier or picked up."
        actions={
          kindPermissions.parcel.create.some(can) && (
            <Link href={manualShipmentCreatePath} className={buttonClass()}>
              New shipment
            </Link>
          )
        }
      />
      <DataTable
        tableId="manual-shipments"
        label="Small parcel shipments"
        columns={columns}
        list={list}
        actions={actions}
        describeFailure={describeFailure}
        density="compact"
        sortDescFirst
        emptyTitle="No shipments match"
        emptyText="Change or reset the filters to see more."
        filters={!forbidden && <Filters list={list} refs={refs} />}
      />
    </>
  );
}
