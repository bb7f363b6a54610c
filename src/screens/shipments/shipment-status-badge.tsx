import { badge } from 'styled-system/recipes';
import {
  shipmentStatusLabels,
  shipmentStatusTones,
  type ShipmentStatus,
} from '../../domain/warehouse-shipment.lifecycle';

/** A shipment's status, toned by how far along it is (cancelled in red, received in green). */
export function ShipmentStatusBadge({ status }: { status: string }) {
  const known = status in shipmentStatusLabels ? (status as ShipmentStatus) : null;
  return (
    <span className={badge({ tone: known ? shipmentStatusTones[known] : 'neutral' })}>
      {known ? shipmentStatusLabels[known] : status}
    </span>
  );
}
