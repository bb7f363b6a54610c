/**
 * The receiving flow's screen, a thin view over the receiving machine: /warehouses/shipments/:id/create
 * (a purchase order's shipments: choose one first), /warehouses/advancedShipNotices/:shipmentId/confirm
 * and /warehouses/warehouseTransfers/:shipmentId/receive. A barcode scanner that types the SKU and
 * presses Enter works in the scan field like typing does.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { WAREHOUSE_TRANSFER, ADVANCED_SHIP_NOTICE } from '../../domain/resources/warehouse-shipment.schema';
import { inspectFor } from '../../machines/registry';
import { pendingOverReceipts } from '../../machines/receiving/receiving.machine';
import { createReceivingMachine } from '../../machines/receiving/receiving.implementations';
import { useApi, usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes';
import { ReceiptEntries, ReceivingLines } from './receiving-lines';
import { ReceivingEntryForm } from './receiving-entry-form';
import { ReceivingSummary } from './receiving-summary';
import { row, stack } from './receiving-styles';

const steps = ['Choose shipment', 'Scan and count', 'Review', 'Done'] as const;
const stepOf: Record<string, number> = {
  loadingChoices: 0,
  choosing: 0,
  loadingShipment: 1,
  resumePrompt: 1,
  scanning: 1,
  entering: 1,
  reviewing: 2,
  confirmingOverReceipt: 2,
  committing: 2,
  done: 3,
};

function documentLink(shipment: { id: number; type: number; purchaseOrderId: number | null }) {
  if (shipment.type === WAREHOUSE_TRANSFER) return `/warehouses/warehouseTransfers/view/${shipment.id}`;
  if (shipment.type === ADVANCED_SHIP_NOTICE) return `/warehouses/advancedShipNotice/view/${shipment.id}`;
  return `/warehouses/purchaseOrders/view/${shipment.purchaseOrderId}`;
}

function Steps({ current, withChoice }: { current: number; withChoice: boolean }) {
  return (
    <ol
      aria-label="Steps"
      className={css({ display: 'flex', gap: '4', fontSize: 'sm', mb: '4', listStyle: 'none' })}
    >
      {steps.map((step, i) =>
        i === 0 && !withChoice ? null : (
          <li
            key={step}
            aria-current={i === current ? 'step' : undefined}
            className={css({
              color: i === current ? 'accent' : i < current ? 'fg' : 'fg.muted',
              fontWeight: i === current ? 'semibold' : 'normal',
            })}
          >
            {step}
          </li>
        ),
      )}
    </ol>
  );
}

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

export default function ReceivingScreen({ params }: Partial<ScreenProps>) {
  const api = useApi();
  const { can } = usePermissions();
  const shipmentParam = params?.shipmentId;
  const purchaseOrderParam = shipmentParam ? undefined : params?.id;
  const machine = useMemo(() => createReceivingMachine(api), [api]);
  const actor = useActorRef(machine, {
    input: {
      shipmentId: shipmentParam ? Number(shipmentParam) : undefined,
      purchaseOrderId: purchaseOrderParam ? Number(purchaseOrderParam) : undefined,
      canOverReceive: can('warehouses.overReceive'),
      idempotencyKey: crypto.randomUUID(),
    },
    inspect: inspectFor('receiving'),
  });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const state = String(snapshot.value);
  const shipment = context.shipment;
  const over = pendingOverReceipts(context);
  const blocked = over.some((o) => o.beyondTolerance) && !context.canOverReceive;

  return (
    <div className={css({ maxW: '1100px' })}>
      <PageHeader
        title={shipment ? `Receive ${shipment.orderNumber}` : 'Receive a shipment'}
        description={
          shipment
            ? 'Scan or type each SKU, count what arrived, then review and commit the receipt.'
            : 'Choose which of the purchase order’s shipments arrived.'
        }
        actions={
          shipment && (
            <Link href={documentLink(shipment)} className={buttonClass({ variant: 'secondary' })}>
              Back to the document
            </Link>
          )
        }
      />
      <Steps current={stepOf[state] ?? 1} withChoice={context.purchaseOrderId !== undefined} />

      {(state === 'loadingChoices' || state === 'loadingShipment' || state === 'starting') && <PageLoading />}

      {state === 'failed' && (
        <Notice tone="danger" role="alert" title="The shipment could not be loaded">
          <p>{context.error}</p>
          <Button
            size="sm"
            variant="secondary"
            className={css({ mt: '3' })}
            onClick={() => actor.send({ type: 'retry' })}
          >
            Try again
          </Button>
        </Notice>
      )}

      {state === 'choosing' && (
        <Card title="Which shipment arrived?">
          {context.choices.length === 0 ? (
            <p className={css({ color: 'fg.muted' })}>
              Nothing of this purchase order is waiting to be received. Schedule a batch or ship items first.
            </p>
          ) : (
            <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              {context.choices.map((c) => (
                <li
                  key={c.id}
                  className={css({
                    ...{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
                  })}
                >
                  <span>
                    <strong>{c.orderNumber}</strong> · {c.orderStatus} · {c.items.length} lines
                    {c.expectedDate ? ` · expected ${c.expectedDate}` : ''}
                  </span>
                  <Button size="sm" onClick={() => actor.send({ type: 'choose', shipmentId: c.id })}>
                    Receive {c.orderNumber}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}

      {state === 'resumePrompt' && (
        <Notice tone="info" title="You have a receipt in progress for this shipment">
          <p>
            {context.draft?.entries.length ?? 0} lines counted
            {context.draft?.closeShort.length ? `, ${context.draft.closeShort.length} closed short` : ''}. Go
            on where you left off, or start over.
          </p>
          <div className={`${row} ${css({ mt: '3' })}`}>
            <Button size="sm" onClick={() => actor.send({ type: 'resume' })}>
              Resume
            </Button>
            <Button size="sm" variant="secondary" onClick={() => actor.send({ type: 'discard' })}>
              Start over
            </Button>
          </div>
        </Notice>
      )}

      {shipment && (state === 'scanning' || state === 'entering') && (
        <div className={stack}>
          <Card>
            {state === 'scanning' ? (
              <div className={stack}>
                <ScanField onScan={(code) => actor.send({ type: 'scan', code })} />
                {context.notice && (
                  <Notice tone="danger" role="alert">
                    {context.notice}
                  </Notice>
                )}
              </div>
            ) : (
              <ReceivingEntryForm
                shipment={shipment}
                lots={context.sentLots}
                entry={context.current!}
                notice={context.notice}
                onEdit={(field, value) => actor.send({ type: 'edit', field, value })}
                onSave={() => actor.send({ type: 'save' })}
                onCancel={() => actor.send({ type: 'cancel' })}
              />
            )}
          </Card>
          <Card title="Lines">
            <ReceivingLines
              shipment={shipment}
              entries={context.entries}
              closeShort={context.closeShort}
              onPick={(lineIndex) => actor.send({ type: 'pick', lineIndex })}
              onToggleCloseShort={(lineIndex) => actor.send({ type: 'toggleCloseShort', lineIndex })}
            />
          </Card>
          {context.entries.length > 0 && (
            <Card title="This receipt">
              <ReceiptEntries
                shipment={shipment}
                entries={context.entries}
                onRemove={(index) => actor.send({ type: 'removeEntry', index })}
              />
            </Card>
          )}
          <div className={row}>
            <Button
              disabled={
                state !== 'scanning' || (context.entries.length === 0 && context.closeShort.length === 0)
              }
              onClick={() => actor.send({ type: 'review' })}
            >
              Review receipt
            </Button>
            <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
              Your progress is saved as you go.
            </span>
          </div>
        </div>
      )}

      {shipment && (state === 'reviewing' || state === 'confirmingOverReceipt' || state === 'committing') && (
        <div className={stack}>
          {context.error && (
            <Notice tone="danger" role="alert" title="Not received">
              {context.error}
            </Notice>
          )}
          <Card title="Summary">
            <ReceivingSummary
              shipment={shipment}
              entries={context.entries}
              closeShort={context.closeShort}
              over={over}
            />
          </Card>
          {state === 'confirmingOverReceipt' ? (
            <Notice tone="danger" role="alert" title="More than expected">
              <p>
                {over.map((o) => `${o.sku}: ${o.total} of ${o.expected}`).join('; ')}.{' '}
                {blocked
                  ? `This goes beyond the vendor's tolerance of ${context.tolerancePercent}%; someone with the override permission must receive it.`
                  : 'Receive it anyway?'}
              </p>
              <div className={`${row} ${css({ mt: '3' })}`}>
                {!blocked && (
                  <Button size="sm" onClick={() => actor.send({ type: 'confirm' })}>
                    Confirm and receive
                  </Button>
                )}
                <Button size="sm" variant="secondary" onClick={() => actor.send({ type: 'back' })}>
                  Back
                </Button>
              </div>
            </Notice>
          ) : (
            <div className={row}>
              <Button loading={state === 'committing'} onClick={() => actor.send({ type: 'commit' })}>
                Commit receipt
              </Button>
              <Button
                variant="secondary"
                disabled={state === 'committing'}
                onClick={() => actor.send({ type: 'back' })}
              >
                Back to scanning
              </Button>
            </div>
          )}
        </div>
      )}

      {state === 'done' && context.result && (
        <Notice tone="success" role="status" title="Received">
          <p>
            {context.result.orderNumber} is{' '}
            {context.result.orderStatus === 'Received' ? 'fully received' : 'partly received'}. Good units are
            available now; damaged and quarantined units are held back.
          </p>
          <div className={`${row} ${css({ mt: '3' })}`}>
            {context.result.orderStatus !== 'Received' || context.purchaseOrderId !== undefined ? (
              <Button size="sm" onClick={() => actor.send({ type: 'again' })}>
                Receive more
              </Button>
            ) : null}
            <Link
              href={documentLink(context.result)}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              Back to the document
            </Link>
          </div>
        </Notice>
      )}
    </div>
  );
}
