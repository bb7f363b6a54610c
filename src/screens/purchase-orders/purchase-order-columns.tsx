import { badge } from 'styled-system/recipes';
import { Link } from 'wouter';
import type { DataColumn } from '../../components/data-table/data-table';
import { statusLabel } from '../../domain/purchase-order.lifecycle';
import { formatMinor } from '../../domain/money';
import { orderTotalsMinor } from '../../domain/purchase-order.totals';
import { vendorsRef, warehousesRef, type RefNames } from '../../components/crud/crud-refs';
import { formatCount, formatDay } from '../../components/format';
import { PO_PATH, statusTone, typeLabels, type PurchaseOrder } from '../../api/purchase-orders.api';
import { ui } from '../../components/ui/styles';

export function PurchaseOrderStatusBadge({ status }: { status: number }) {
  return <span className={badge({ tone: statusTone[status] ?? 'neutral' })}>{statusLabel(status)}</span>;
}

const muted = ui.mutedNowrap;

/** The first SKU with its quantity: 'NWG-MUG × 600 +1 more' (a narrow column breaks between the parts). */
function LinesSummary({ order }: { order: PurchaseOrder }) {
  const [first] = order.items;
  if (!first) return <span className={ui.muted}>No lines</span>;
  return (
    <span>
      <span className={ui.nowrap}>{first.sku}</span>{' '}
      <span className={ui.nowrap}>× {formatCount(first.quantity)}</span>
      {order.items.length > 1 && <span className={muted}> +{order.items.length - 1} more</span>}
    </span>
  );
}

/** The list's columns; vendor and warehouse read their names from `refs` ('#id' until loaded). */
export function purchaseOrderColumns(refs: RefNames): DataColumn<PurchaseOrder>[] {
  return [
    {
      id: 'orderNumber',
      header: 'Order number',
      sortKey: 'orderNumber',
      minWidth: 90,
      cell: (o) => (
        <Link href={`${PO_PATH}/view/${o.id}`} className={ui.strongLinkNowrap}>
          {o.orderNumber}
        </Link>
      ),
    },
    {
      id: 'vendorId',
      header: 'Vendor',
      minWidth: 90,
      cell: (o) => refs.label(vendorsRef, o.vendorId) ?? `#${o.vendorId}`,
    },
    {
      id: 'warehouseId',
      header: 'Warehouse',
      minWidth: 120,
      cell: (o) => refs.label(warehousesRef, o.warehouseId) ?? `#${o.warehouseId}`,
    },
    {
      id: 'orderStatus',
      header: 'Status',
      sortKey: 'orderStatus',
      cell: (o) => <PurchaseOrderStatusBadge status={o.orderStatus} />,
    },
    {
      id: 'type',
      header: 'Type',
      sortKey: 'type',
      hiddenByDefault: true,
      cell: (o) => typeLabels[String(o.type)] ?? o.type,
    },
    {
      id: 'expectedDate',
      header: 'Expected',
      sortKey: 'expectedDate',
      cell: (o) => <span className={muted}>{formatDay(o.expectedDate)}</span>,
    },
    { id: 'items', header: 'Lines', minWidth: 120, cell: (o) => <LinesSummary order={o} /> },
    {
      id: 'total',
      header: 'Total',
      align: 'end',
      cell: (o) => formatMinor(orderTotalsMinor(o).total),
    },
    {
      id: 'createdAt',
      header: 'Created',
      sortKey: 'createdAt',
      hiddenByDefault: true,
      cell: (o) => <span className={muted}>{formatDay(o.createdAt)}</span>,
    },
  ];
}
