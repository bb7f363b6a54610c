/** The receiving flow's panels other than counting: a failed load, the choice, the draft, the review, done. */
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { Notice } from '../../components/notice';
import type { ReceivableShipment } from '../../machines/receiving/receiving.types';
import type { ReceivingFlow } from '../../machines/receiving/use-receiving';
import { ReceivingSummary } from './receiving-summary';
import { row, stack } from '../../components/flow-styles';
import { documentLink } from './receiving-styles';
import { ui } from '../../components/ui/styles';
import { formatDay, plural } from '../../components/format';
import { shipmentStatusLabel } from '../../domain/warehouse-shipment.lifecycle';

export function FailedPanel({ flow }: { flow: ReceivingFlow }) {
  return (
    <Notice tone="danger" role="alert" title="The shipment could not be loaded">
      <p>{flow.error}</p>
      <Button size="sm" variant="secondary" className={ui.mt3} onClick={flow.retry}>
        Try again
      </Button>
    </Notice>
  );
}

export function ChoosePanel({ flow }: { flow: ReceivingFlow }) {
  return (
    <Card title="Which shipment arrived?">
      {flow.choices.length === 0 ? (
        <p className={ui.muted}>
          Nothing of this purchase order is waiting to be received. Schedule a batch or ship items first.
        </p>
      ) : (
        <ul className={ui.stack2}>
          {flow.choices.map((c) => (
            <li
              key={c.id}
              className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}
            >
              <span>
                <strong>{c.orderNumber}</strong> · {shipmentStatusLabel(c.orderStatus)} ·{' '}
                {plural(c.items.length, 'line')}
                {c.expectedDate ? ` · expected ${formatDay(c.expectedDate)}` : ''}
                {c.receiptInProgress ? ' · your receipt in progress' : ''}
              </span>
              <Button size="sm" onClick={() => flow.chooseShipment(c.id, c.receiptInProgress === true)}>
                {c.receiptInProgress ? 'Resume receiving' : 'Receive'} {c.orderNumber}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export function ResumePrompt({ flow }: { flow: ReceivingFlow }) {
  const { draft } = flow;
  return (
    <Notice tone="info" title="You have a receipt in progress for this shipment">
      <p>
        {plural(draft?.entries.length ?? 0, 'line')} counted
        {draft?.closeShort.length ? `, ${draft.closeShort.length} closed short` : ''}. Go on where you left
        off, or start over.
      </p>
      <div className={`${row} ${ui.mt3}`}>
        <Button size="sm" onClick={flow.resumeDraft}>
          Resume
        </Button>
        <Button size="sm" variant="secondary" onClick={flow.discardDraft}>
          Start over
        </Button>
      </div>
    </Notice>
  );
}

export function ReviewPanel({ flow, shipment }: { flow: ReceivingFlow; shipment: ReceivableShipment }) {
  const over = flow.overReceipts;
  return (
    <div className={stack}>
      {flow.error && (
        <Notice tone="danger" role="alert" title="Not received">
          {flow.error}
        </Notice>
      )}
      <Card title="Summary">
        <ReceivingSummary
          shipment={shipment}
          entries={flow.entries}
          closeShort={flow.closeShort}
          over={over}
        />
      </Card>
      {flow.step === 'confirmingOverReceipt' ? (
        <Notice tone="danger" role="alert" title="More than expected">
          <p>
            {over.map((o) => `${o.sku}: ${o.total} of ${o.expected}`).join('; ')}.{' '}
            {flow.isOverReceiptBlocked
              ? `This goes beyond the vendor's tolerance of ${flow.tolerancePercent}%; someone with the override permission must receive it.`
              : 'Receive it anyway?'}
          </p>
          <div className={`${row} ${ui.mt3}`}>
            {flow.canConfirmOverReceipt && (
              <Button size="sm" onClick={flow.confirmOverReceipt}>
                Confirm and receive
              </Button>
            )}
            <Button size="sm" variant="secondary" onClick={flow.back}>
              Back
            </Button>
          </div>
        </Notice>
      ) : (
        <div className={row}>
          <Button loading={flow.isCommitting} onClick={flow.submit}>
            Commit receipt
          </Button>
          <Button variant="secondary" disabled={!flow.canGoBack} onClick={flow.back}>
            Back to scanning
          </Button>
        </div>
      )}
    </div>
  );
}

export function DonePanel({ flow, result }: { flow: ReceivingFlow; result: ReceivableShipment }) {
  return (
    <Notice tone="success" role="status" title="Received">
      <p>
        {result.orderNumber} is {flow.isFullyReceived ? 'fully received' : 'partly received'}. Good units are
        available now; damaged and quarantined units are held back.
      </p>
      <div className={`${row} ${ui.mt3}`}>
        {flow.canReceiveMore && (
          <Button size="sm" onClick={flow.receiveMore}>
            Receive more
          </Button>
        )}
        <Link href={documentLink(result)} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          Back to the document
        </Link>
      </div>
    </Notice>
  );
}
