/**
 * The steps of a small parcel on its page (manual-shipment.lifecycle.ts): the step that moves it
 * forward, for those who may take it, or what blocks it; Cancel while it has not shipped; and its
 * documents. Submit and Allocate are one click each (allocation takes first expiry first out; short
 * stock is refused with the shortage per line, shown on the lines); Ship opens the ship dialog;
 * Cancel asks first. Every step sends the version it acted on.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { describeApiError } from '../../api/api-error';
import { useManualShipmentCalls, type ManualShipmentRow } from '../../api/manual-shipments.api';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { formatInstant } from '../../components/format';
import { Notice } from '../../components/notice';
import { Dialog } from '../../components/ui';
import { ui } from '../../components/ui/styles';
import { manualShipmentStepLabels } from '../../domain/manual-shipment-labels';
import {
  forwardStep,
  isPickup,
  MANUAL_SHIPMENT_STATUS,
  offersStep,
  permissionsForStep,
  type ManualShipmentStep,
} from '../../domain/manual-shipment.lifecycle';
import {
  documentRefusal,
  documentsOf,
  outboundDocumentLabels,
  type OutboundDocument,
} from '../../domain/outbound-documents';
import { usePermissions } from '../../machines/use-app';
import { ShipDialog } from './ship-dialog';

/** A refused allocation's shortage per line (the server names lines `items[i]`). */
export type Shortage = Record<number, string>;
const shortageOf = (fields: Record<string, string>): Shortage | null => {
  const entries = Object.entries(fields)
    .map(([field, message]) => [/^items\[(\d+)\]/.exec(field)?.[1], message] as const)
    .filter((e): e is readonly [string, string] => e[0] !== undefined);
  return entries.length ? Object.fromEntries(entries.map(([i, m]) => [Number(i), m])) : null;
};

const stepLabel = (shipment: ManualShipmentRow, step: ManualShipmentStep) =>
  step === 'ship' && isPickup(shipment.orderType) ? 'Mark picked up' : manualShipmentStepLabels[step];

const stepHelp: Partial<Record<ManualShipmentStep, string>> = {
  submit: 'Send it to the warehouse: it becomes Open and can be allocated.',
  allocate: 'Reserve its stock in the warehouse it ships from, first expiry first out.',
  ship: 'Record how it left; the allocated stock leaves the warehouse.',
};

function CancelDialog({
  shipment,
  open,
  busy,
  onClose,
  onConfirm,
}: {
  shipment: ManualShipmentRow;
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const holds = shipment.orderStatus === MANUAL_SHIPMENT_STATUS.AwaitingShipment;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => !next && onClose()}
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Cancel shipment {shipment.orderNumber}?</Dialog.Title>
            <Dialog.Description>
              {holds
                ? 'Its allocated stock is released back to the warehouse. A cancelled shipment cannot be reopened.'
                : 'A cancelled shipment cannot be reopened.'}
            </Dialog.Description>
            <div className={ui.dialogFooter}>
              <Button variant="secondary" onClick={onClose} disabled={busy}>
                Keep it
              </Button>
              <Button variant="danger" loading={busy} onClick={onConfirm}>
                Cancel shipment
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The shipment's PDFs: a button each, or why it cannot be printed yet. */
function Documents({ shipment, cartons }: { shipment: ManualShipmentRow; cartons: number }) {
  const calls = useManualShipmentCalls();
  const [busy, setBusy] = useState<OutboundDocument | null>(null);
  const download = async (document: OutboundDocument) => {
    setBusy(document);
    try {
      await calls.download(shipment, document);
    } catch (error) {
      toast.error(
        `The ${outboundDocumentLabels[document].toLowerCase()} could not be made: ${describeApiError(error).message}`,
      );
    } finally {
      setBusy(null);
    }
  };
  const state = { ...shipment, cartons };
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} aria-label="Documents">
      {documentsOf(shipment.orderType).map((document) => {
        const refusal = documentRefusal(state, document);
        const label = document === 'label' ? 'Shipping label (4×6)' : outboundDocumentLabels[document];
        return (
          <li key={document} className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
            <Button
              variant="secondary"
              size="sm"
              disabled={refusal !== null}
              loading={busy === document}
              aria-label={`Download ${label}`}
              onClick={() => void download(document)}
            >
              {label} PDF
            </Button>
            {refusal && <span className={ui.mutedSmall}>{refusal}</span>}
          </li>
        );
      })}
    </ul>
  );
}

export function ManualShipmentSteps({
  shipment,
  cartons,
  onChanged,
  onReload,
  onShortage,
}: {
  shipment: ManualShipmentRow;
  cartons: number;
  /** A step answered the updated record. */
  onChanged: (updated: ManualShipmentRow) => void;
  /** The shipment changed elsewhere (409): load it again. */
  onReload: () => void;
  /** A refused allocation's shortage per line, or null again after any other answer. */
  onShortage: (shortage: Shortage | null) => void;
}) {
  const calls = useManualShipmentCalls();
  const { can } = usePermissions();
  const may = (step: ManualShipmentStep) => permissionsForStep(shipment.orderType, step).some(can);
  const [busy, setBusy] = useState<ManualShipmentStep | null>(null);
  const [dialog, setDialog] = useState<'ship' | 'cancel' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { step, blocker } = forwardStep(shipment);
  const canCancel = offersStep(shipment, 'cancel') && may('cancel');
  // Held stock can be taken again (first expiry first out anew) until it ships.
  const canReallocate = step !== 'allocate' && offersStep(shipment, 'allocate') && may('allocate');

  const run = async (taken: ManualShipmentStep, call: () => Promise<ManualShipmentRow>, done: string) => {
    setBusy(taken);
    setRefusal(null);
    try {
      const updated = await call();
      onShortage(null);
      toast.success(done.replace('{n}', updated.orderNumber));
      setDialog(null);
      onChanged(updated);
    } catch (error) {
      const failure = describeApiError(error);
      const shortage = taken === 'allocate' ? shortageOf(failure.fields) : null;
      onShortage(shortage);
      setRefusal(failure.message);
      setDialog(null);
      // Changed by someone else meanwhile: what the page shows is stale.
      if (failure.status === 409 && !shortage) onReload();
    } finally {
      setBusy(null);
    }
  };
  const version = { version: shipment.version };
  const take = (taken: ManualShipmentStep) => {
    if (taken === 'ship') return setDialog('ship');
    if (taken === 'submit')
      return void run('submit', () => calls.submit(shipment.id, version), 'Shipment {n} submitted.');
    if (taken === 'allocate')
      return void run(
        'allocate',
        () => calls.allocate(shipment.id, {}, version),
        'Stock allocated for shipment {n}.',
      );
  };

  const done = shipment.orderStatus === MANUAL_SHIPMENT_STATUS.Shipped;
  const cancelled = shipment.orderStatus === MANUAL_SHIPMENT_STATUS.Cancelled;
  return (
    <Card title="Next step">
      <div
        className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' }, gap: '6' })}
      >
        <div className={ui.stack}>
          {refusal && (
            <Notice tone="danger" role="alert" title="Not done">
              {refusal}
            </Notice>
          )}
          {done && (
            <Notice tone="success" title={isPickup(shipment.orderType) ? 'Picked up' : 'Shipped'}>
              {isPickup(shipment.orderType)
                ? `Collected by ${shipment.pickedUpBy ?? 'the customer'} on ${formatInstant(shipment.shipDate)}.`
                : `Left on ${formatInstant(shipment.shipDate)} with ${[shipment.carrierCode, shipment.serviceCode].filter(Boolean).join(' · ')}, tracking ${shipment.trackingNumber ?? '—'}.`}
            </Notice>
          )}
          {cancelled && (
            <Notice tone="info" title="Cancelled">
              This shipment is cancelled; anything it held went back to stock.
            </Notice>
          )}
          {step && may(step) && (
            <div className={ui.rowWrap}>
              <Button loading={busy === step} disabled={busy !== null} onClick={() => take(step)}>
                {stepLabel(shipment, step)}
              </Button>
              <span className={ui.muted}>{stepHelp[step]}</span>
            </div>
          )}
          {step && !may(step) && (
            <p className={ui.muted}>
              Next: {stepLabel(shipment, step).toLowerCase()}, by someone who may create small parcel
              shipments.
            </p>
          )}
          {!step && blocker && (
            <Notice tone="warning" title="What blocks the next step">
              {blocker}
            </Notice>
          )}
          {(canReallocate || canCancel) && (
            <div className={ui.row}>
              {canReallocate && (
                <Button
                  variant="secondary"
                  loading={busy === 'allocate'}
                  disabled={busy !== null}
                  onClick={() => take('allocate')}
                >
                  Allocate again
                </Button>
              )}
              {canCancel && (
                <Button variant="ghost" disabled={busy !== null} onClick={() => setDialog('cancel')}>
                  Cancel shipment
                </Button>
              )}
            </div>
          )}
        </div>
        <div>
          <h3 className={css({ fontWeight: 'semibold', mb: '3' })}>Documents</h3>
          <Documents shipment={shipment} cartons={cartons} />
        </div>
      </div>
      <ShipDialog
        shipment={shipment}
        open={dialog === 'ship'}
        onClose={() => setDialog(null)}
        onShipped={(shipped) => {
          toast.success(
            isPickup(shipped.orderType)
              ? `Shipment ${shipped.orderNumber} picked up.`
              : `Shipment ${shipped.orderNumber} shipped.`,
          );
          setDialog(null);
          setRefusal(null);
          onChanged(shipped);
        }}
      />
      <CancelDialog
        shipment={shipment}
        open={dialog === 'cancel'}
        busy={busy === 'cancel'}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          void run('cancel', () => calls.cancel(shipment.id, version), 'Shipment {n} cancelled.')
        }
      />
    </Card>
  );
}
