/**
 * A work order's tables: what it takes from stock (required, allocated, consumed per item), the lots
 * held for it, its completions (lot, quantity, unit cost, what each consumed) and the ledger rows it
 * caused. Instants read in the user's timezone.
 */
import { badge } from 'styled-system/recipes';
import { DateTimeText } from '../../components/data-table/date-time-text';
import { formatCount, formatDay, formatInstant, formatInstantZoned } from '../../components/format';
import { ui } from '../../components/ui/styles';
import type {
  WorkOrderAllocatedLot,
  WorkOrderCompletionRow,
  WorkOrderLedgerRow,
  WorkOrderRequirement,
} from '../../domain/contracts/manufacturing-answers';
import { ledgerKindLabel } from '../../domain/item-stock';
import { formatAmount } from '../../domain/money';
import { mfg } from './manufacturing-styles';

const Qty = ({ n }: { n: number }) => (
  <span className={n === 0 ? ui.muted : undefined}>{formatCount(n)}</span>
);
const signed = (n: number) => (n > 0 ? `+${formatCount(n)}` : formatCount(n));

function When({ at }: { at: string }) {
  return (
    <span title={formatInstantZoned(at)}>
      <DateTimeText text={formatInstant(at)} />
    </span>
  );
}

export function RequirementsTable({
  rows,
  disassembly,
  hasBom,
}: {
  rows: readonly WorkOrderRequirement[];
  disassembly: boolean;
  hasBom: boolean;
}) {
  if (rows.length === 0)
    return (
      <p className={ui.muted}>
        {hasBom
          ? 'No components are recorded for this work order.'
          : 'Nothing to take from stock yet: choose a bill of materials.'}
      </p>
    );
  return (
    <div className={ui.scrollX}>
      <table className={mfg.table} aria-label={disassembly ? 'Finished good to take apart' : 'Components'}>
        <thead>
          <tr>
            <th>SKU</th>
            <th>Item</th>
            <th className={mfg.num}>Required</th>
            <th className={mfg.num}>Allocated</th>
            <th className={mfg.num}>Consumed</th>
            <th>Unit</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.vendorProductId}>
              <td className={mfg.sku}>{r.sku}</td>
              <td>{r.name ?? '—'}</td>
              <td className={mfg.num}>
                <Qty n={r.required} />
              </td>
              <td className={mfg.num}>
                <Qty n={r.allocated} />
              </td>
              <td className={mfg.num}>
                <Qty n={r.consumed} />
              </td>
              <td className={ui.muted}>{r.itemUnit}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AllocatedLotsTable({ lots }: { lots: readonly WorkOrderAllocatedLot[] }) {
  if (lots.length === 0) return <p className={ui.muted}>Nothing is held for this work order.</p>;
  return (
    <div className={ui.scrollX}>
      <table className={mfg.table} aria-label="Allocated lots">
        <thead>
          <tr>
            <th>SKU</th>
            <th>Location</th>
            <th>Lot</th>
            <th>Expiry</th>
            <th className={mfg.num}>Held</th>
          </tr>
        </thead>
        <tbody>
          {lots.map((l) => (
            <tr key={`${l.vendorProductId} ${l.location} ${l.lotNumber ?? ''}`}>
              <td className={mfg.sku}>{l.sku}</td>
              <td>{l.location || '—'}</td>
              <td className={mfg.sku}>{l.lotNumber ?? '—'}</td>
              <td>{formatDay(l.expirationDate)}</td>
              <td className={mfg.num}>{formatCount(l.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function CompletionsTable({
  completions,
  disassembly,
}: {
  completions: readonly WorkOrderCompletionRow[];
  disassembly: boolean;
}) {
  if (completions.length === 0) return <p className={ui.muted}>Nothing produced yet.</p>;
  return (
    <div className={ui.scrollX}>
      <table className={mfg.table} aria-label="Completions">
        <thead>
          <tr>
            <th>When</th>
            <th className={mfg.num}>{disassembly ? 'Taken apart' : 'Produced'}</th>
            <th>Lot</th>
            <th>Expiry</th>
            <th className={mfg.num}>Unit cost</th>
            <th>{disassembly ? 'Returned' : 'Consumed'}</th>
            <th>By</th>
          </tr>
        </thead>
        <tbody>
          {completions.map((c) => (
            <tr key={c.id}>
              <td>
                <When at={c.createdAt} />
              </td>
              <td className={mfg.num}>{formatCount(c.quantity)}</td>
              <td className={mfg.sku}>{c.lot ?? '—'}</td>
              <td>{formatDay(c.expiry)}</td>
              <td className={mfg.num}>{c.unitCost == null ? '—' : formatAmount(c.unitCost)}</td>
              <td>
                <ul className={ui.stack1}>
                  {c.components.map((p, i) => (
                    <li key={i} className={ui.small}>
                      <span className={mfg.sku}>{p.sku}</span> × {formatCount(p.quantity)}
                      {p.lot && <span className={ui.muted}> · lot {p.lot}</span>}
                    </li>
                  ))}
                </ul>
              </td>
              <td className={ui.muted}>{c.createdBy ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function WorkOrderLedgerTable({ rows }: { rows: readonly WorkOrderLedgerRow[] }) {
  if (rows.length === 0) return <p className={ui.muted}>No stock has moved for this work order yet.</p>;
  return (
    <div className={ui.scrollX}>
      <table className={mfg.table} aria-label="Stock movements">
        <thead>
          <tr>
            <th>When</th>
            <th>Kind</th>
            <th>SKU</th>
            <th>Location</th>
            <th>Lot</th>
            <th className={mfg.num}>On hand</th>
            <th className={mfg.num}>Allocated</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>
                <When at={r.createdAt} />
              </td>
              <td>
                <span className={badge({ tone: 'neutral' })}>{ledgerKindLabel(r.kind)}</span>
              </td>
              <td className={mfg.sku}>{r.sku}</td>
              <td>{r.location || '—'}</td>
              <td className={mfg.sku}>{r.lotNumber ?? '—'}</td>
              <td className={mfg.num}>{r.quantityDelta === 0 ? '—' : signed(r.quantityDelta)}</td>
              <td className={mfg.num}>{r.allocatedDelta === 0 ? '—' : signed(r.allocatedDelta)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
