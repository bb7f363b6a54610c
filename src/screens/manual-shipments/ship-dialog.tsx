/**
 * Ship a small parcel (the parcel-ship flow): carrier, service, tracking number, packages and weight;
 * a WillCall/Pickup instead names who picked it up, with no carrier. The allocated stock leaves the
 * warehouse when the server accepts it.
 */
import { useEffect } from 'react';
import { css } from 'styled-system/css';
import type { ManualShipmentRow } from '../../api/manual-shipments.api';
import { Button } from '../../components/button';
import { FieldFrame } from '../../components/form-field';
import { FormError } from '../../components/form-error';
import { Dialog, Field } from '../../components/ui';
import { ui } from '../../components/ui/styles';
import { isPickup } from '../../domain/manual-shipment.lifecycle';
import { shipFields } from '../../machines/parcel-ship/parcel-ship.logic';
import type { ShipValues } from '../../machines/parcel-ship/parcel-ship.types';
import { useParcelShip, type ParcelShipFlow } from '../../machines/parcel-ship/use-parcel-ship';

const labels: Record<keyof ShipValues, string> = {
  carrierCode: 'Carrier',
  serviceCode: 'Service',
  trackingNumber: 'Tracking number',
  packageCount: 'Packages',
  weight: 'Weight (lb)',
  pickedUpBy: 'Picked up by',
};
const hints: Partial<Record<keyof ShipValues, string>> = {
  carrierCode: 'e.g. ups, usps, fedex',
  serviceCode: 'e.g. ups_ground',
  pickedUpBy: 'The name of who collected it.',
};
const numeric: Partial<Record<keyof ShipValues, 'numeric' | 'decimal'>> = {
  packageCount: 'numeric',
  weight: 'decimal',
};

function ShipField({ flow, field }: { flow: ParcelShipFlow; field: keyof ShipValues }) {
  const error = flow.context.problems[field];
  return (
    <FieldFrame label={labels[field]} helpText={hints[field]} error={error}>
      {(a11y) => (
        <Field.Input
          {...a11y}
          name={field}
          value={flow.context.values[field]}
          inputMode={numeric[field]}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          disabled={flow.step === 'submitting'}
          onChange={(e) => flow.setField(field, e.target.value)}
        />
      )}
    </FieldFrame>
  );
}

function ShipForm({
  shipment,
  onClose,
  onShipped,
}: {
  shipment: ManualShipmentRow;
  onClose: () => void;
  onShipped: (shipped: ManualShipmentRow) => void;
}) {
  const flow = useParcelShip(shipment);
  const { shipped } = flow.context;
  useEffect(() => {
    if (flow.step === 'done' && shipped) onShipped(shipped);
    // Once, when the flow is done.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow.step]);
  const fields = shipFields(shipment.orderType);
  const [first, second, third, ...rest] = fields;
  const pickup = isPickup(shipment.orderType);
  return (
    <form
      noValidate
      className={ui.dialogBody}
      onSubmit={(e) => {
        e.preventDefault();
        flow.submit();
      }}
    >
      <FormError message={flow.context.error} title="Not shipped" />
      {pickup ? (
        <>
          <ShipField flow={flow} field="pickedUpBy" />
          <div className={ui.twoColumns}>
            <ShipField flow={flow} field="packageCount" />
            <ShipField flow={flow} field="weight" />
          </div>
        </>
      ) : (
        <>
          <div className={ui.twoColumns}>
            <ShipField flow={flow} field={first!} />
            <ShipField flow={flow} field={second!} />
          </div>
          <ShipField flow={flow} field={third!} />
          <div className={ui.twoColumns}>
            {rest.map((field) => (
              <ShipField key={field} flow={flow} field={field} />
            ))}
          </div>
        </>
      )}
      <div className={ui.dialogFooter}>
        <Button variant="secondary" onClick={onClose} disabled={flow.step === 'submitting'}>
          Back
        </Button>
        {flow.step === 'failed' ? (
          <Button onClick={flow.retry}>Try again</Button>
        ) : (
          <Button type="submit" loading={flow.step === 'submitting'}>
            {pickup ? 'Mark picked up' : 'Ship'}
          </Button>
        )}
      </div>
    </form>
  );
}

export function ShipDialog({
  shipment,
  open,
  onClose,
  onShipped,
}: {
  shipment: ManualShipmentRow;
  open: boolean;
  onClose: () => void;
  onShipped: (shipped: ManualShipmentRow) => void;
}) {
  const pickup = isPickup(shipment.orderType);
  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && onClose()} lazyMount unmountOnExit>
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={css({ maxW: 'min(560px, calc(100vw - 32px))' })}>
            <Dialog.Title>
              {pickup ? `Hand over ${shipment.orderNumber}` : `Ship ${shipment.orderNumber}`}
            </Dialog.Title>
            <Dialog.Description>
              {pickup
                ? 'The customer collects it at the warehouse: no carrier. The allocated stock leaves the warehouse.'
                : 'The allocated stock leaves the warehouse; the 4×6 label carries the tracking number.'}
            </Dialog.Description>
            <ShipForm shipment={shipment} onClose={onClose} onShipped={onShipped} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
