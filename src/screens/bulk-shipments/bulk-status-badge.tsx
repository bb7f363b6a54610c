import { badge } from 'styled-system/recipes';
import { manualShipmentStatusTones } from '../../domain/manual-shipment-labels';
import { manualShipmentStatusLabel, type ManualShipmentStatus } from '../../domain/manual-shipment.lifecycle';

/** A bulk shipment's status by its label, toned by how far along it is (shipped green, cancelled red). */
export function BulkStatusBadge({ status }: { status: string }) {
  const tone = manualShipmentStatusTones[status as ManualShipmentStatus] ?? 'neutral';
  return <span className={badge({ tone })}>{manualShipmentStatusLabel(status)}</span>;
}
