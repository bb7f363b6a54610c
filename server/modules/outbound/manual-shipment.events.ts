/**
 * The live side of manual and bulk shipments, sent after the change committed: ManualShipmentUpdated
 * to everyone who may read the shipment (the hub's audience applies manual-shipment-access.policy.ts),
 * so lists and detail pages reload it; and, when a requested bulk shipment ships, a Notify to the
 * brand user who requested it (spec §7 Notify: a short text and where it leads).
 */
import { outboundShipmentPath } from '../../../src/domain/contracts/bulk-shipments';
import type { DomainEvent } from '../../events/domain-events';
import type { Hub } from '../../hub/hub';

interface ShipmentFacts {
  id: number;
  orderType: string;
  orderStatus: string;
  orderNumber: string;
  vendorId: number;
  warehouseId: number | null;
  requestedBy?: string | null;
  trackingNumber?: string | null;
  proNumber?: string | null;
  pickedUpBy?: string | null;
}

export const manualShipmentUpdated = (row: ShipmentFacts): DomainEvent => ({
  type: 'ManualShipmentUpdated',
  shipmentId: row.id,
  orderType: row.orderType,
  orderStatus: row.orderStatus,
  vendorId: row.vendorId,
  warehouseId: row.warehouseId ?? null,
});

/** Tells the requester that their bulk shipment left, with its tracking or PRO number. */
export function notifyRequesterShipped(hub: Pick<Hub, 'sendToUsers'>, row: ShipmentFacts): void {
  if (!row.requestedBy) return;
  const reference = row.proNumber
    ? `PRO ${row.proNumber}`
    : row.trackingNumber
      ? `tracking ${row.trackingNumber}`
      : row.pickedUpBy
        ? `picked up by ${row.pickedUpBy}`
        : null;
  hub.sendToUsers([row.requestedBy], 'Notify', [
    {
      kind: 'shipment',
      message: `Bulk shipment ${row.orderNumber} has shipped${reference ? ` (${reference})` : ''}.`,
      link: outboundShipmentPath(row),
    },
  ]);
}
