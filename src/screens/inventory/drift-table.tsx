/** The drifting balances of the integrity check: where, how far off, why, and the repair each allows. */
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { driftProblemLabels, type StockDriftView } from '../../domain/inventory-views';
import { useRefNames, warehousesRef } from '../../components/crud/crud-refs';
import { BucketBadge, ItemCell } from './inventory-cells';
import { ui } from '../../components/ui/styles';

const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  '& th': {
    textAlign: 'start',
    color: 'fg.muted',
    fontSize: '12px',
    fontWeight: 'semibold',
    pb: '2',
    pr: '3',
  },
  '& td': { py: '3', pr: '3', borderTopWidth: '1px', borderColor: 'border', verticalAlign: 'top' },
});
const numbers = css({ whiteSpace: 'nowrap', '& b': { fontWeight: 'semibold' } });

export function DriftTable({
  drifts,
  onRepair,
}: {
  drifts: StockDriftView[];
  onRepair: (d: StockDriftView) => void;
}) {
  const refs = useRefNames([warehousesRef]);
  return (
    <div className={ui.scrollX}>
      <table className={table} aria-label="Drifting balances">
        <thead>
          <tr>
            <th>Item</th>
            <th>Place</th>
            <th>On hand</th>
            <th>Allocated</th>
            <th>Problems</th>
            <th>
              <span className={ui.srOnly}>Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {drifts.map((d) => (
            <tr key={d.balanceId}>
              <td>
                <ItemCell sku={d.sku} name={d.item} />
              </td>
              <td>
                <div>{refs.label(warehousesRef, d.warehouseId) ?? `#${d.warehouseId}`}</div>
                <div
                  className={css({
                    display: 'flex',
                    gap: '2',
                    alignItems: 'center',
                    mt: '1',
                    color: 'fg.muted',
                  })}
                >
                  <BucketBadge bucket={d.bucket} />
                  {d.location || 'no location'}
                  {d.lotNumber && ` · lot ${d.lotNumber}`}
                </div>
              </td>
              <td className={numbers}>
                <b>{d.quantity}</b> <span className={ui.muted}>ledger {d.ledgerQuantity}</span>
              </td>
              <td className={numbers}>
                <b>{d.quantityAllocated}</b>{' '}
                <span className={ui.muted}>
                  ledger {d.ledgerAllocated} · open {d.openAllocated}
                </span>
              </td>
              <td>
                <ul className={ui.stack1}>
                  {d.problems.map((p) => (
                    <li key={p}>
                      <span className={badge({ tone: p === 'negative' ? 'danger' : 'warning' })}>{p}</span>{' '}
                      <span className={ui.small}>{driftProblemLabels[p]}</span>
                    </li>
                  ))}
                </ul>
              </td>
              <td className={css({ textAlign: 'end', whiteSpace: 'nowrap' })}>
                {d.repairable ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Repair ${d.sku} at ${d.location || 'no location'}`}
                    onClick={() => onRepair(d)}
                  >
                    Repair
                  </Button>
                ) : (
                  <span className={ui.dangerSmall}>Needs a count</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
