/**
 * /warehouses/manual-shipments/edit/:id: one small parcel — its next step (or what blocks it), Cancel,
 * its documents, and its form while it is a Draft or Open and the user may create shipments (its
 * details once it is allocated, or for those who only view); its lines, the stock it holds or shipped,
 * and its timeline. Live: another user's change reloads what the page shows; a form being edited
 * keeps what was typed and says that the shipment changed.
 */
import { useState } from 'react';
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import {
  MANUAL_SHIPMENTS_PATH,
  useManualShipmentCalls,
  type ManualShipmentRow,
} from '../../api/manual-shipments.api';
import { Button, buttonClass } from '../../components/button';
import { FormError } from '../../components/form-error';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { ui } from '../../components/ui/styles';
import { bulkShipmentPaths } from '../../domain/contracts/bulk-shipments';
import { isAboutRecord, LiveEvent } from '../../domain/live-events';
import { shipmentOrderTypeLabel } from '../../domain/manual-shipment-labels';
import { isBulkShipment, isEditableShipment, kindPermissions } from '../../domain/manual-shipment.lifecycle';
import { useLiveRefresh } from '../../machines/hub/use-hub';
import { useLoad } from '../../machines/load/use-load';
import { usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { ShipmentDetails, ShipmentLines, ShipmentStock, ShipmentTimeline } from './manual-shipment-details';
import { ManualShipmentForm } from './manual-shipment-form';
import { ManualShipmentStatusBadge } from './manual-shipment-status-badge';
import { ManualShipmentSteps, type Shortage } from './manual-shipment-steps';

export default function ManualShipmentEditScreen({ params }: Partial<ScreenProps>) {
  const id = params?.id ?? '';
  const calls = useManualShipmentCalls();
  const load = useLoad((signal) => calls.overview(id, signal), [calls, id]);
  useLiveRefresh([LiveEvent.manualShipmentUpdated], load.refresh, isAboutRecord(id));
  const { can } = usePermissions();
  // The record the form was opened on: kept while others change the shipment, so typing is not lost.
  const [formRow, setFormRow] = useState<ManualShipmentRow | null>(null);
  const [shortage, setShortage] = useState<Shortage | null>(null);

  if (load.status === 'loading') return <PageLoading />;
  if (load.status === 'failed')
    return (
      <FormError
        title="The shipment could not be loaded"
        message={
          load.failure.status === 404 ? 'No such shipment, or it is not yours to see.' : load.failure.message
        }
      />
    );
  const { progress, allocations, timeline } = load.data;
  // Our own step answers before the page has read the shipment again: the newer record counts.
  const shipment =
    formRow && formRow.id === load.data.shipment.id && formRow.version > load.data.shipment.version
      ? formRow
      : load.data.shipment;
  if (isBulkShipment(shipment.orderType))
    return (
      <Notice tone="info" title={`Shipment ${shipment.orderNumber} is a bulk shipment`}>
        <Link href={bulkShipmentPaths.view(shipment.id)}>Open it with the bulk shipments</Link>
      </Notice>
    );

  const shown = formRow && formRow.id === shipment.id ? formRow : shipment;
  const editable = isEditableShipment(shipment.orderStatus) && kindPermissions.parcel.create.some(can);
  const changedElsewhere = editable && shown.version < shipment.version;
  // Our own step or save answered the new record: show it at once, then read the rest again.
  const changed = (updated: ManualShipmentRow) => {
    setFormRow(updated);
    load.refresh();
  };
  const reload = () => {
    setFormRow(null);
    load.refresh();
  };

  return (
    <div className={ui.maxW1100}>
      <PageHeader
        title={
          <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '3' })}>
            Shipment {shipment.orderNumber}
            <ManualShipmentStatusBadge status={shipment.orderStatus} />
          </span>
        }
        description={`Small parcel · ${shipmentOrderTypeLabel(shipment.orderType)}`}
        actions={
          <Link href={MANUAL_SHIPMENTS_PATH} className={buttonClass({ variant: 'ghost' })}>
            All shipments
          </Link>
        }
      />
      <div className={ui.stack}>
        <ManualShipmentSteps
          shipment={shipment}
          cartons={progress.cartons}
          onChanged={changed}
          onReload={reload}
          onShortage={setShortage}
        />
        {/* While editable the form shows the lines; a refused allocation shows what is short. */}
        {(!editable || shortage) && <ShipmentLines shipment={shipment} shortage={shortage} />}
        <ShipmentStock allocations={allocations} />
        {changedElsewhere && (
          <Notice tone="warning" title="Changed by someone else">
            <p>This shipment was changed after you opened it. Reload it to edit what it is now.</p>
            <Button variant="secondary" size="sm" className={ui.mt3} onClick={() => setFormRow(shipment)}>
              Reload the form
            </Button>
          </Notice>
        )}
        {editable ? (
          <ManualShipmentForm
            key={`${shown.id}:${shown.version}`}
            stored={shown}
            onSaved={changed}
            onReload={reload}
          />
        ) : (
          <ShipmentDetails shipment={shipment} />
        )}
        <ShipmentTimeline timeline={timeline} />
      </div>
    </div>
  );
}
