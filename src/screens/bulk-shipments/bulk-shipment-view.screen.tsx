/**
 * /warehouses/bulkShipments/:id: one bulk shipment — what blocks its next step, its lines (requested,
 * allocated, packed), the allocation by lot and location, the cartons and pallets, the documents and
 * the timeline — and its steps: Confirm, Ship and Cancel in a dialog, Allocate on its own screen,
 * Pack in the packing panel. `?step=` opens one (the list's Action column links there). Live: the
 * page reloads when the shipment changes.
 */
import { useRef } from 'react';
import { css } from 'styled-system/css';
import { Link, useLocation, useSearch } from 'wouter';
import {
  useManualShipmentCalls,
  type ShipmentOverview,
  type ShipmentPacking,
} from '../../api/manual-shipments.api';
import { Button, buttonClass } from '../../components/button';
import { useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { ui } from '../../components/ui/styles';
import { bulkShipmentPaths } from '../../domain/contracts/bulk-shipments';
import { isAboutRecord, LiveEvent } from '../../domain/live-events';
import { forwardStep, isBulkShipment, type ManualShipmentStep } from '../../domain/manual-shipment.lifecycle';
import { manualShipmentStepLabels } from '../../domain/manual-shipment-labels';
import { shipmentNumberOf } from '../../domain/outbound-documents';
import { useLiveRefresh } from '../../machines/hub/use-hub';
import { useLoad } from '../../machines/load/use-load';
import type { ScreenProps } from '../../routes.types';
import { BulkAllocationCard } from './bulk-allocation-card';
import { BulkContainers } from './bulk-containers';
import { BulkDetails, BulkLines } from './bulk-details';
import { BulkDocuments } from './bulk-documents';
import { BulkNextStep } from './bulk-next-step';
import { BulkPackingPanel } from './bulk-packing-panel';
import { BulkStatusBadge } from './bulk-status-badge';
import { ConfirmDialog, ShipDialog, SimpleStepDialog } from './bulk-step-dialogs';
import { stepLabel } from './bulk-steps';
import { BulkTimeline } from './bulk-timeline';

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', xl: 'minmax(0, 1fr) 380px' },
  gap: '5',
  alignItems: 'start',
});

function BulkShipmentView({
  overview,
  packing,
  reload,
}: {
  overview: ShipmentOverview;
  packing: ShipmentPacking | null;
  reload: () => void;
}) {
  const { shipment } = overview;
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const open = params.get('step') as ManualShipmentStep | null;
  const view = bulkShipmentPaths.view(shipment.id);
  // The server says which steps this user may take now (their permissions, a brand's own request).
  const may = (step: ManualShipmentStep) => overview.steps.includes(step);
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const number = shipmentNumberOf(shipment);
  const go = (step: ManualShipmentStep) =>
    step === 'allocate'
      ? navigate(bulkShipmentPaths.allocate(shipment.id))
      : navigate(`${view}?step=${step}`, { replace: true });
  const close = () => navigate(view, { replace: true });
  const main = forwardStep(shipment).step;
  // The packing panel is open: its own buttons take over.
  const packingOpen = open === 'pack' && may('pack') ? 'pack' : null;
  const dialog = { shipment, onClose: close, onChanged: reload };

  return (
    <>
      <PageHeader
        title={
          <span className={ui.rowCenter}>
            {number}
            <BulkStatusBadge status={shipment.orderStatus} />
          </span>
        }
        description={`Bulk shipment${shipment.customReferenceNumber ? ` · ${shipment.customReferenceNumber}` : ''} for ${
          refs.label(vendorsRef, shipment.vendorId) ?? 'the vendor'
        }`}
        actions={
          <>
            <Link href={bulkShipmentPaths.list} className={buttonClass({ variant: 'ghost' })}>
              All bulk shipments
            </Link>
            {may('cancel') && (
              <Button variant="secondary" onClick={() => go('cancel')}>
                {manualShipmentStepLabels.cancel}
              </Button>
            )}
            {/* Going back a step: allocating again (nothing packed yet), changing the packing. */}
            {(['allocate', 'pack'] as const)
              .filter((step) => step !== main && step !== packingOpen && may(step))
              .map((step) => (
                <Button key={step} variant="secondary" onClick={() => go(step)}>
                  {stepLabel(shipment, step)}
                </Button>
              ))}
            {main && main !== packingOpen && may(main) && (
              <Button onClick={() => go(main)}>{stepLabel(shipment, main)}</Button>
            )}
          </>
        }
      />
      <div className={layout}>
        <div className={ui.stack5}>
          {packingOpen ? (
            <BulkPackingPanel
              shipmentId={shipment.id}
              vendorId={shipment.vendorId}
              onSaved={() => (close(), reload())}
              onClose={close}
            />
          ) : (
            <BulkNextStep overview={overview} mayTake={may} onStep={go} />
          )}
          <BulkLines shipment={shipment} />
          <BulkAllocationCard allocations={overview.allocations} />
          {packing && (packing.cartons.length > 0 || open !== 'pack') && <BulkContainers packing={packing} />}
        </div>
        <div className={ui.stack5}>
          <BulkDetails shipment={shipment} refs={refs} />
          <BulkDocuments shipment={shipment} cartons={overview.progress.cartons} />
          <BulkTimeline entries={overview.timeline} />
        </div>
      </div>
      {open === 'confirm' && may('confirm') && <ConfirmDialog {...dialog} />}
      {open === 'ship' && may('ship') && <ShipDialog {...dialog} />}
      {(open === 'cancel' || open === 'submit') && may(open) && <SimpleStepDialog {...dialog} step={open} />}
    </>
  );
}

export default function BulkShipmentViewScreen({ params }: Partial<ScreenProps>) {
  const id = Number(params?.id);
  const calls = useManualShipmentCalls();
  const overview = useLoad((signal) => calls.overview(id, signal), [id, calls]);
  const packing = useLoad((signal) => calls.packing(id, signal), [id, calls]);
  const reload = () => {
    overview.refresh();
    packing.refresh();
  };
  useLiveRefresh([LiveEvent.manualShipmentUpdated], reload, isAboutRecord(id));
  // A refresh keeps the page on screen until the new answer arrives.
  const last = useRef<ShipmentOverview | null>(null);
  if (overview.status === 'loaded') last.current = overview.data;
  const shown = overview.status === 'loaded' ? overview.data : last.current;

  if (!Number.isInteger(id) || id < 1)
    return <FormError title="No bulk shipment" message="Open a bulk shipment from the list." />;
  if (shown && !isBulkShipment(shown.shipment.orderType))
    return (
      <FormError
        title={`${shipmentNumberOf(shown.shipment)} is not a bulk shipment`}
        message="Open it from Small Parcel Shipments."
      />
    );
  return (
    <div className={ui.recordPage}>
      {shown ? (
        <BulkShipmentView
          overview={shown}
          packing={packing.status === 'loaded' ? packing.data : null}
          reload={reload}
        />
      ) : overview.status === 'failed' ? (
        <FormError
          title="The bulk shipment could not be loaded"
          message={
            overview.failure.status === 404
              ? 'No such bulk shipment, or it is not yours to see.'
              : overview.failure.message
          }
        />
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
