/**
 * Scanning and counting: the scan field (a barcode scanner types the SKU or the item's barcode and
 * presses Enter, like typing does; each scan counts one unit) above the entry form of the line being
 * counted, the shipment's lines, this receipt's entries, and review. A code of no line flashes the
 * field red with its message: a visual cue, no sound.
 */
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Notice } from '../../components/notice';
import type { ReceivableShipment } from '../../machines/receiving/receiving.types';
import type { ReceivingFlow } from '../../machines/receiving/use-receiving';
import { ReceivingEntryForm } from './receiving-entry-form';
import { ReceiptEntries, ReceivingLines } from './receiving-lines';
import { row, stack } from '../../components/flow-styles';
import { ui } from '../../components/ui/styles';

const flashStyle = css({
  borderColor: 'danger!',
  bg: 'danger.subtle!',
  outline: '2px solid',
  outlineColor: 'danger',
});

/** True for a moment after `misses` counts up. */
function useFlash(misses: number) {
  const [flashing, setFlashing] = useState(false);
  useEffect(() => {
    if (misses === 0) return;
    setFlashing(true);
    const timer = setTimeout(() => setFlashing(false), 900);
    return () => clearTimeout(timer);
  }, [misses]);
  return flashing;
}

function ScanField({ onScan, misses }: { onScan: (code: string) => void; misses: number }) {
  const [code, setCode] = useState('');
  const flashing = useFlash(misses);
  return (
    <form
      aria-label="Scan"
      className={row}
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) onScan(code);
        setCode('');
      }}
    >
      <label htmlFor="scan" className={ui.medium}>
        Scan or type a SKU or barcode
      </label>
      <input
        id="scan"
        className={`${input()} ${ui.maxW320} ${flashing ? flashStyle : ''}`}
        data-flash={flashing ? 'refused' : undefined}
        aria-invalid={flashing ? true : undefined}
        autoFocus
        autoComplete="off"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" variant="secondary">
        Count
      </Button>
      <span className={ui.help}>Each scan counts one unit.</span>
    </form>
  );
}

export function CountingPanel({ flow, shipment }: { flow: ReceivingFlow; shipment: ReceivableShipment }) {
  return (
    <div className={stack}>
      <Card>
        <div className={stack}>
          <ScanField onScan={flow.scan} misses={flow.scanMisses} />
          {flow.step === 'entering' && flow.current ? (
            <ReceivingEntryForm
              shipment={shipment}
              lots={flow.sentLots}
              entry={flow.current}
              notice={flow.notice}
              focusCounts={flow.current.received === 0}
              onEdit={flow.editEntry}
              onSave={flow.saveEntry}
              onCancel={flow.cancelEntry}
            />
          ) : (
            flow.notice && (
              <Notice tone="danger" role="alert">
                {flow.notice}
              </Notice>
            )
          )}
        </div>
      </Card>
      <Card title="Lines">
        <ReceivingLines
          shipment={shipment}
          entries={flow.entries}
          closeShort={flow.closeShort}
          onPick={flow.pickLine}
          onToggleCloseShort={flow.toggleCloseShort}
        />
      </Card>
      {flow.entries.length > 0 && (
        <Card title="This receipt">
          <ReceiptEntries shipment={shipment} entries={flow.entries} onRemove={flow.removeEntry} />
        </Card>
      )}
      <div className={row}>
        <Button disabled={!flow.canReview} onClick={flow.review}>
          Review receipt
        </Button>
        <span className={ui.help}>Your progress is saved as you go.</span>
      </div>
    </div>
  );
}
