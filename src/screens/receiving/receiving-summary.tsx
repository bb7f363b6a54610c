/** The summary before commit: per line what was there, what this receipt adds, and what is closed short. */
import { css } from 'styled-system/css';
import { receivedSoFar } from '../../domain/receiving';
import type { OverReceipt } from '../../domain/receiving';
import type { ReceiptEntry, ReceivableShipment } from '../../machines/receiving/receiving.types';
import { table } from '../../components/flow-styles';
import { ui } from '../../components/ui/styles';

interface SummaryProps {
  shipment: ReceivableShipment;
  entries: readonly ReceiptEntry[];
  closeShort: readonly number[];
  over: readonly OverReceipt[];
}

const sum = (entries: readonly ReceiptEntry[], index: number, key: 'received' | 'damaged' | 'quarantine') =>
  entries.filter((e) => e.lineIndex === index).reduce((n, e) => n + e[key], 0);

export function ReceivingSummary({ shipment, entries, closeShort, over }: SummaryProps) {
  const touched = shipment.items
    .map((line, index) => ({ line, index }))
    .filter(({ index }) => entries.some((e) => e.lineIndex === index) || closeShort.includes(index));
  return (
    <table className={table} aria-label="Receipt summary">
      <thead>
        <tr>
          <th>SKU</th>
          <th className="num">Expected</th>
          <th className="num">Before</th>
          <th className="num">Good</th>
          <th className="num">Damaged</th>
          <th className="num">Quarantine</th>
          <th className="num">After</th>
          <th>Note</th>
        </tr>
      </thead>
      <tbody>
        {touched.map(({ line, index }) => {
          const good = sum(entries, index, 'received');
          const damaged = sum(entries, index, 'damaged');
          const quarantine = sum(entries, index, 'quarantine');
          const after = receivedSoFar(line) + good + damaged + quarantine;
          const isOver = over.find((o) => o.lineIndex === index);
          return (
            <tr key={index}>
              <td className={ui.mono}>{line.sku}</td>
              <td className="num">{line.quantity}</td>
              <td className="num">{receivedSoFar(line)}</td>
              <td className="num">{good}</td>
              <td className="num">{damaged}</td>
              <td className="num">{quarantine}</td>
              <td className="num">{after}</td>
              <td className={css({ color: isOver ? 'danger' : 'fg.muted' })}>
                {isOver
                  ? `${after - line.quantity} more than expected${isOver.beyondTolerance ? ', beyond tolerance' : ''}`
                  : closeShort.includes(index)
                    ? `Closed short: ${Math.max(0, line.quantity - after)} will not come`
                    : after < line.quantity
                      ? `${line.quantity - after} still to come`
                      : 'Complete'}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
