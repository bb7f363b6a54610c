/** The stock drift list's columns: where, what, both counts, the signed difference, when, status. */
import { cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { DateTimeText } from '../../components/data-table/date-time-text';
import type { DataColumn } from '../../components/data-table/data-table';
import { formatCount, formatInstantZoned, formatListInstant } from '../../components/format';
import { ui } from '../../components/ui/styles';
import { driftStatusLabels, type DriftRow, type DriftStatus } from '../../domain/contracts/wms-connections';
import { signed } from '../../machines/drift-review/drift-review.logic';

const statusTones: Record<DriftStatus, 'warning' | 'success' | 'neutral' | 'accent'> = {
  open: 'warning',
  applied: 'success',
  dismissed: 'neutral',
  resolved: 'accent',
};

/** The WMS holds more (+, green) or less (−, red) than Dockhand. */
export function DifferenceText({ difference }: { difference: number }) {
  return (
    <span className={cx(ui.semibold, difference > 0 ? ui.success : difference < 0 ? ui.danger : ui.muted)}>
      {signed(difference)}
    </span>
  );
}

export function DriftStatusBadge({ status }: { status: DriftStatus }) {
  return (
    <span className={badge({ tone: statusTones[status] ?? 'neutral' })}>
      {driftStatusLabels[status] ?? status}
    </span>
  );
}

export const driftColumns: DataColumn<DriftRow>[] = [
  { id: 'warehouse', header: 'Warehouse', minWidth: 110, maxWidth: 170, cell: (r) => r.warehouseName },
  { id: 'vendor', header: 'Vendor', minWidth: 100, maxWidth: 160, cell: (r) => r.vendorName },
  { id: 'sku', header: 'SKU', width: 120, cell: (r) => <span className={ui.code}>{r.sku}</span> },
  {
    id: 'lot',
    header: 'Lot',
    width: 84,
    cell: (r) =>
      r.lotNumber ? <span className={ui.code}>{r.lotNumber}</span> : <span className={ui.muted}>No lot</span>,
  },
  {
    id: 'dockhandOnHand',
    header: 'Dockhand on hand',
    width: 76,
    align: 'end',
    cell: (r) => formatCount(r.dockhandOnHand),
  },
  { id: 'wmsOnHand', header: 'WMS on hand', width: 76, align: 'end', cell: (r) => formatCount(r.wmsOnHand) },
  {
    id: 'difference',
    header: 'Difference',
    width: 76,
    align: 'end',
    cell: (r) => <DifferenceText difference={r.difference} />,
  },
  {
    id: 'detectedAt',
    header: 'Detected',
    minWidth: 84,
    maxWidth: 110,
    cell: (r) => (
      <span title={formatInstantZoned(r.detectedAt)}>
        <DateTimeText text={formatListInstant(r.detectedAt) ?? '—'} />
      </span>
    ),
  },
  { id: 'status', header: 'Status', width: 80, cell: (r) => <DriftStatusBadge status={r.status} /> },
];
