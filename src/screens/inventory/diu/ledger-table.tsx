/** The ledger rows of a stock document: each movement with its place, change, count and reason. */
import { css } from 'styled-system/css';
import type { LedgerRow } from '../../../domain/inventory-views';
import { formatInstant } from '../../../components/format';
import { ledgerKindLabel } from '../../../domain/item-stock';
import { BucketBadge, QuantityCell } from '../inventory-cells';
import { ui } from '../../../components/ui/styles';

const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  '& th': { textAlign: 'start', color: 'fg.muted', fontSize: '12px', fontWeight: 'semibold', pb: '2' },
  '& td': { py: '2', pr: '3', borderTopWidth: '1px', borderColor: 'border', verticalAlign: 'top' },
  '& td.place': { whiteSpace: 'nowrap' },
  '& th:not(:last-child)': { pr: '3' },
});

export function LedgerTable({ rows }: { rows: LedgerRow[] }) {
  if (rows.length === 0) return <p className={ui.muted}>This update wrote no ledger rows.</p>;
  return (
    <div className={ui.scrollX}>
      <table className={table} aria-label="Ledger rows">
        <thead>
          <tr>
            <th>When</th>
            <th>Movement</th>
            <th>Status</th>
            <th>Location</th>
            <th>Lot / LPN</th>
            <th className={ui.endCell}>Change</th>
            <th className={ui.endCell}>Counted</th>
            <th className={ui.endCell}>Variance</th>
            <th>Reason</th>
            <th>By</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td className={ui.nowrap}>{formatInstant(r.createdAt)}</td>
              <td>{ledgerKindLabel(r.kind)}</td>
              <td>
                <BucketBadge bucket={r.bucket} />
              </td>
              <td className="place">{r.location || '—'}</td>
              <td className="place">{[r.lotNumber, r.lpn].filter(Boolean).join(' / ') || '—'}</td>
              <td className={ui.end}>
                <QuantityCell value={r.quantityDelta} signed />
              </td>
              <td className={ui.end}>
                <QuantityCell value={r.countedQuantity} />
              </td>
              <td className={ui.end}>
                <QuantityCell value={r.variance} signed />
              </td>
              <td>{r.reason}</td>
              <td>{r.userName ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
