/** One line's counts and place while entering: Enter in any field saves the line. */
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { Notice } from '../../components/notice';
import type {
  EntryField,
  ReceiptEntry,
  ReceivableShipment,
  SentLot,
} from '../../machines/receiving/receiving.types';
import { row } from '../../components/flow-styles';
import { ui } from '../../components/ui/styles';
import { formatDay } from '../../components/format';

type Field = EntryField;

const fields: { name: Field; label: string; type: 'number' | 'text' | 'date' }[] = [
  { name: 'received', label: 'Received (good)', type: 'number' },
  { name: 'damaged', label: 'Damaged', type: 'number' },
  { name: 'quarantine', label: 'To quarantine', type: 'number' },
  { name: 'location', label: 'Location', type: 'text' },
  { name: 'lotNumber', label: 'Lot', type: 'text' },
  { name: 'expirationDate', label: 'Expiry', type: 'date' },
  { name: 'lpn', label: 'LPN', type: 'text' },
];

interface EntryFormProps {
  shipment: ReceivableShipment;
  /** A transfer's sent lots of this line's item: one click fills lot and expiry. */
  lots: readonly SentLot[];
  entry: ReceiptEntry;
  notice: string | null;
  /** Focus the first count: the line was picked to be typed. After a scan the scan field keeps it. */
  focusCounts?: boolean;
  onEdit: (field: Field, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

export function ReceivingEntryForm({
  shipment,
  lots,
  entry,
  notice,
  focusCounts = true,
  onEdit,
  onSave,
  onCancel,
}: EntryFormProps) {
  const line = shipment.items[entry.lineIndex];
  const sent = lots.filter((l) => l.vendorProductId === line?.vendorProductId);
  return (
    <form
      aria-label={`Receive ${line?.sku}`}
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
      className={ui.stack3}
    >
      <p className={ui.semibold}>
        {line?.sku} {line?.name ? `— ${line.name}` : ''}
      </p>
      {sent.length > 0 && (
        <div className={row}>
          <span className={ui.help}>Sent:</span>
          {sent.map((l) => (
            <Button
              key={`${l.lotNumber}-${l.expirationDate}`}
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => {
                onEdit('lotNumber', l.lotNumber ?? '');
                onEdit('expirationDate', l.expirationDate ?? '');
              }}
            >
              {l.lotNumber ?? 'no lot'}
              {l.expirationDate ? ` (exp. ${formatDay(l.expirationDate)})` : ''} × {l.quantity}
            </Button>
          ))}
        </div>
      )}
      {notice && (
        <Notice tone="danger" role="alert">
          {notice}
        </Notice>
      )}
      <div className={ui.fourColumns}>
        {fields.map((f, i) => (
          <label
            key={f.name}
            className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm' })}
          >
            {f.label}
            <input
              className={input()}
              type={f.type}
              min={f.type === 'number' ? 0 : undefined}
              inputMode={f.type === 'number' ? 'numeric' : undefined}
              autoFocus={focusCounts && i === 0}
              value={entry[f.name] === 0 && f.type === 'number' ? '' : String(entry[f.name])}
              onChange={(e) => onEdit(f.name, e.target.value)}
            />
          </label>
        ))}
      </div>
      <div className={row}>
        <Button type="submit">Save line</Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
