/**
 * The shipment's lines while scanning: expected, received before, in this receipt, still to come;
 * each line can be entered by hand or closed short, and this receipt's entries can be removed.
 */
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { outstanding, receivedSoFar } from '../../domain/receiving';
import { enteredFor, isTransfer } from '../../machines/receiving/receiving.logic';
import type { ReceiptEntry, ReceivableShipment } from '../../machines/receiving/receiving.types';
import { table } from '../../components/flow-styles';
import { ui } from '../../components/ui/styles';
import { formatDay } from '../../components/format';

interface ReceivingLinesProps {
  shipment: ReceivableShipment;
  entries: readonly ReceiptEntry[];
  closeShort: readonly number[];
  onPick: (lineIndex: number) => void;
  onToggleCloseShort: (lineIndex: number) => void;
}

export function ReceivingLines({
  shipment,
  entries,
  closeShort,
  onPick,
  onToggleCloseShort,
}: ReceivingLinesProps) {
  const transfer = isTransfer(shipment);
  return (
    <table className={table} aria-label="Shipment lines">
      <thead>
        <tr>
          <th>SKU</th>
          <th>Item</th>
          <th className="num">{transfer ? 'Sent' : 'Expected'}</th>
          <th className="num">Received before</th>
          <th className="num">This receipt</th>
          <th className="num">Still to come</th>
          <th>Close short</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {shipment.items.map((line, index) => {
          const now = enteredFor(entries, index);
          const left = Math.max(0, outstanding(line, transfer) - now);
          const done = outstanding(line, transfer) === 0;
          return (
            <tr key={index} className={css({ opacity: done ? 0.55 : 1 })}>
              <td>
                <span className={ui.mono}>{line.sku}</span>
                {line.barcode && (
                  <span className={ui.captionLine}>
                    Barcode <span className={ui.mono}>{line.barcode}</span>
                  </span>
                )}
              </td>
              <td>{line.name ?? ''}</td>
              <td className="num">{transfer ? (line.sentQuantity ?? 0) : line.quantity}</td>
              <td className="num">{receivedSoFar(line)}</td>
              <td className="num">{now || ''}</td>
              <td className="num">{closeShort.includes(index) ? 'closed' : left}</td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Close ${line.sku} short`}
                  disabled={done}
                  checked={closeShort.includes(index)}
                  onChange={() => onToggleCloseShort(index)}
                />
              </td>
              <td>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={done}
                  onClick={() => onPick(index)}
                  aria-label={`Enter ${line.sku}`}
                >
                  Enter
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** This receipt's entries so far. */
export function ReceiptEntries({
  shipment,
  entries,
  onRemove,
}: {
  shipment: ReceivableShipment;
  entries: readonly ReceiptEntry[];
  onRemove: (index: number) => void;
}) {
  if (entries.length === 0) return null;
  return (
    <table className={table} aria-label="This receipt">
      <thead>
        <tr>
          <th>SKU</th>
          <th className="num">Received</th>
          <th className="num">Damaged</th>
          <th className="num">Quarantine</th>
          <th>Location</th>
          <th>Lot</th>
          <th>Expiry</th>
          <th>LPN</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {entries.map((e, i) => (
          <tr key={i}>
            <td className={ui.mono}>{shipment.items[e.lineIndex]?.sku}</td>
            <td className="num">{e.received}</td>
            <td className="num">{e.damaged}</td>
            <td className="num">{e.quarantine}</td>
            <td>{e.location}</td>
            <td>{e.lotNumber}</td>
            <td>{e.expirationDate ? formatDay(e.expirationDate) : ''}</td>
            <td>{e.lpn}</td>
            <td>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onRemove(i)}
                aria-label={`Remove entry ${i + 1}`}
              >
                Remove
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
