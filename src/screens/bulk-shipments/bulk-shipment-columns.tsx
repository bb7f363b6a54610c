/** The bulk shipments list's columns and its Action column (the user's next step on each row). */
import { Link } from 'wouter';
import { buttonClass } from '../../components/button';
import { vendorsRef, warehousesRef, type RefNames } from '../../components/crud/crud-refs';
import { DateTimeText } from '../../components/data-table/date-time-text';
import type { DataColumn } from '../../components/data-table/data-table';
import { formatCount, formatDay, formatInstantZoned, formatListInstant } from '../../components/format';
import { ui } from '../../components/ui/styles';
import type { ManualShipmentRow } from '../../api/manual-shipments.api';
import { bulkShipmentPaths } from '../../domain/contracts/bulk-shipments';
import { shipmentNumberOf } from '../../domain/outbound-documents';
import { BulkStatusBadge } from './bulk-status-badge';
import { nextAction, type UserCan } from './bulk-steps';

const none = <span className={ui.subtle}>—</span>;
const refName = (refs: RefNames, source: typeof vendorsRef, id: number | null) =>
  id === null ? null : (refs.label(source, id) ?? `#${id}`);

function Instant({ value }: { value: string | null }) {
  const text = formatListInstant(value);
  return text ? (
    <time dateTime={value!} title={formatInstantZoned(value)}>
      <DateTimeText text={text} />
    </time>
  ) : (
    none
  );
}

/** 'Northwind Pop-up, Dallas TX': who and where, one line. */
function shipTo(s: ManualShipmentRow) {
  const a = s.shipmentAddress ?? {};
  const who = a.company || a.name;
  const where = [a.city, a.state].filter(Boolean).join(' ');
  return [who, where].filter(Boolean).join(', ') || null;
}

function lines(items: ManualShipmentRow['items']) {
  const [first] = items;
  if (!first) return <span className={ui.muted}>No items</span>;
  return (
    <span className={ui.nowrap}>
      {first.sku} × {formatCount(first.quantity)}
      {items.length > 1 && <span className={ui.muted}> +{items.length - 1} more</span>}
    </span>
  );
}

/** The list's columns; a user of one vendor has no vendor column. */
export function bulkColumns(refs: RefNames, oneVendor: boolean): DataColumn<ManualShipmentRow>[] {
  const columns: DataColumn<ManualShipmentRow>[] = [
    {
      id: 'orderNumber',
      header: 'Number',
      sortKey: 'orderNumber',
      width: 90,
      cell: (s) => (
        <Link href={bulkShipmentPaths.view(s.id)} className={ui.accentStrong}>
          {shipmentNumberOf(s)}
        </Link>
      ),
    },
    {
      id: 'customReferenceNumber',
      header: 'Reference',
      width: 120,
      cell: (s) => s.customReferenceNumber ?? none,
    },
    {
      id: 'orderStatus',
      header: 'Status',
      sortKey: 'orderStatus',
      cell: (s) => (
        <span className={ui.stack2}>
          <BulkStatusBadge status={s.orderStatus} />
          {/* A request nobody accepted yet: what a brand watches for. */}
          {s.orderStatus === 'Open' && s.confirmedAt === null && (
            <span className={ui.mutedSmall}>To be confirmed</span>
          )}
        </span>
      ),
    },
    {
      id: 'vendorId',
      header: 'Vendor',
      minWidth: 120,
      maxWidth: 180,
      cell: (s) => refName(refs, vendorsRef, s.vendorId),
    },
    {
      id: 'warehouseId',
      header: 'Warehouse',
      minWidth: 120,
      maxWidth: 200,
      cell: (s) =>
        refName(refs, warehousesRef, s.warehouseId) ?? <span className={ui.muted}>Not chosen yet</span>,
    },
    { id: 'shipTo', header: 'Ship to', minWidth: 160, maxWidth: 240, cell: (s) => shipTo(s) ?? none },
    { id: 'items', header: 'Items', width: 190, cell: (s) => lines(s.items) },
    {
      id: 'units',
      header: 'Units',
      hiddenByDefault: true,
      align: 'end',
      cell: (s) => formatCount(s.items.reduce((n, l) => n + l.quantity, 0)),
    },
    {
      id: 'wantedShipDate',
      header: 'Wanted',
      cell: (s) =>
        s.wantedShipDate ? <span className={ui.nowrap}>{formatDay(s.wantedShipDate)}</span> : none,
    },
    {
      id: 'shipDate',
      header: 'Shipped',
      sortKey: 'shipDate',
      hiddenByDefault: true,
      cell: (s) => <Instant value={s.shipDate} />,
    },
    {
      id: 'createdAt',
      header: 'Created',
      sortKey: 'createdAt',
      hiddenByDefault: true,
      cell: (s) => <Instant value={s.createdAt} />,
    },
  ];
  return oneVendor ? columns.filter((c) => c.id !== 'vendorId') : columns;
}

/** The Action column: the user's next step as a button, or what the shipment waits for. */
export function NextStepCell({
  shipment,
  can,
  permissions,
}: {
  shipment: ManualShipmentRow;
  can: UserCan;
  permissions: readonly string[];
}) {
  const action = nextAction(shipment, can, permissions);
  const number = shipmentNumberOf(shipment);
  if (action.kind === 'step')
    return (
      <Link
        href={action.href}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
        aria-label={`${action.label} ${number}`}
      >
        {action.label}
      </Link>
    );
  return (
    <Link
      href={bulkShipmentPaths.view(shipment.id)}
      className={buttonClass({ variant: 'ghost', size: 'sm' })}
      aria-label={`View ${number}`}
      title={action.kind === 'waiting' ? action.text : undefined}
    >
      View
    </Link>
  );
}
