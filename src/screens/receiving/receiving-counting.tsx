/**
 * Scanning and counting: the scan field (a barcode scanner types the SKU and presses Enter, like
 * typing does) or one line's entry form, the shipment's lines, this receipt's entries, and review.
 */
import { useState } from 'react';
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

function ScanField({ onScan }: { onScan: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <form
      className={row}
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) onScan(code);
        setCode('');
      }}
    >
      <label htmlFor="scan" className={css({ fontWeight: 'medium' })}>
        Scan or type a SKU
      </label>
      <input
        id="scan"
        className={`${input()} ${css({ maxW: '320px' })}`}
        autoFocus
        autoComplete="off"
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" variant="secondary">
        Find line
      </Button>
    </form>
  );
}

export function CountingPanel({ flow, shipment }: { flow: ReceivingFlow; shipment: ReceivableShipment }) {
  return (
    <div className={stack}>
      <Card>
        {flow.step === 'entering' && flow.current ? (
          <ReceivingEntryForm
            shipment={shipment}
            lots={flow.sentLots}
            entry={flow.current}
            notice={flow.notice}
            onEdit={flow.editEntry}
            onSave={flow.saveEntry}
            onCancel={flow.cancelEntry}
          />
        ) : (
          <div className={stack}>
            <ScanField onScan={flow.scan} />
            {flow.notice && (
              <Notice tone="danger" role="alert">
                {flow.notice}
              </Notice>
            )}
          </div>
        )}
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
        <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>Your progress is saved as you go.</span>
      </div>
    </div>
  );
}
