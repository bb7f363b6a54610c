/** The work-order list's columns; names of vendors, warehouses and BOMs come from `refs`. */
import { Link } from 'wouter';
import type { DataColumn } from '../../components/data-table/data-table';
import { formatCount, formatDay } from '../../components/format';
import { vendorsRef, warehousesRef, type RefNames } from '../../components/crud/crud-refs';
import { refTo } from '../../components/crud/crud-config';
import { ui } from '../../components/ui/styles';
import { billOfMaterialsContract } from '../../domain/contracts/bill-of-materials';
import { assembleTypeLabel, workOrderTypeLabel } from '../../domain/manufacturing-labels';
import { workOrderPath, type WorkOrderRow } from '../../api/manufacturing.api';
import { isLate, WorkOrderStatusBadge } from './work-order-badge';

/** The BOMs' names (the first 200 the user may read). */
export const bomsRef = refTo(billOfMaterialsContract);

export function workOrderColumns(refs: RefNames): DataColumn<WorkOrderRow>[] {
  return [
    {
      id: 'orderNumber',
      header: 'Order number',
      sortKey: 'orderNumber',
      minWidth: 100,
      cell: (w) => (
        <Link href={workOrderPath(w.id)} className={ui.strongLinkNowrap}>
          {w.orderNumber}
        </Link>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (w) => <WorkOrderStatusBadge status={w.status} />,
    },
    {
      id: 'billOfMaterialsId',
      header: 'Bill of materials',
      minWidth: 140,
      maxWidth: 200,
      cell: (w) =>
        w.billOfMaterialsId == null ? (
          <span className={ui.muted}>None yet</span>
        ) : (
          (refs.label(bomsRef, w.billOfMaterialsId) ?? `#${w.billOfMaterialsId}`)
        ),
    },
    {
      id: 'assembleType',
      header: 'Direction',
      hiddenByDefault: true,
      cell: (w) => assembleTypeLabel(w.assembleType),
    },
    {
      id: 'quantity',
      header: 'Progress',
      align: 'end',
      cell: (w) => (
        <span className={ui.nowrap}>
          {formatCount(w.completedQuantity ?? 0)} / {formatCount(w.quantity)} {w.measurementUnit}
        </span>
      ),
    },
    {
      id: 'type',
      header: 'Made',
      hiddenByDefault: true,
      cell: (w) => workOrderTypeLabel(w.type),
    },
    {
      id: 'dueDate',
      header: 'Due',
      sortKey: 'dueDate',
      cell: (w) => (
        <span className={isLate(w) ? ui.danger : ui.mutedNowrap}>
          {formatDay(w.dueDate)}
          {isLate(w) && ' · late'}
        </span>
      ),
    },
    {
      id: 'vendorId',
      header: 'Vendor',
      minWidth: 90,
      cell: (w) => refs.label(vendorsRef, w.vendorId) ?? `#${w.vendorId}`,
    },
    {
      id: 'warehouseId',
      header: 'Warehouse',
      minWidth: 110,
      cell: (w) => refs.label(warehousesRef, w.warehouseId) ?? `#${w.warehouseId}`,
    },
    {
      id: 'createdAt',
      header: 'Created',
      sortKey: 'createdAt',
      hiddenByDefault: true,
      cell: (w) => <span className={ui.mutedNowrap}>{formatDay(w.createdAt)}</span>,
    },
  ];
}
