/**
 * Who may take a step of a manual or bulk shipment, and whether the shipment offers it now: the
 * lifecycle's tables (src/domain/manual-shipment.lifecycle.ts) and the policy's warehouse rule
 * (server/auth/policy.ts), applied to the locked shipment by every step. The answers, in order: 404
 * outside the user's scope (vendor, warehouse, the kind's view), 403 without the step's permission,
 * 409 for a stale version, 409 with the lifecycle's reason when the step is not offered.
 */
import { and, eq } from 'drizzle-orm';
import {
  isRequestOnly,
  permissionsForStep,
  requesterRefusal,
  stepRefusal,
  type ManualShipmentStep,
  type OutboundShipmentState,
} from '../../../src/domain/manual-shipment.lifecycle';
import type { AuthUser } from '../../auth/guard';
import { requireAny, requireStockOut, scopeCondition } from '../../auth/policy';
import type { Db, Tx } from '../../db/client';
import { manualShipments } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { staleVersion } from '../../resources/engine';
import { manualShipmentResource } from '../../resources/declarations/outbound';

export type ManualShipment = typeof manualShipments.$inferSelect;

/** The lifecycle's view of a stored shipment. */
export const stateOf = (shipment: ManualShipment): OutboundShipmentState => ({
  orderType: shipment.orderType,
  orderStatus: shipment.orderStatus,
  warehouseId: shipment.warehouseId,
  confirmedAt: shipment.confirmedAt,
  items: shipment.items,
});

/** The shipment as the user may read it, locked until the transaction ends (`lock`); 404 otherwise. */
export async function findShipment(
  reader: Db | Tx,
  user: AuthUser,
  id: number,
  lock = false,
): Promise<ManualShipment> {
  const query = reader
    .select()
    .from(manualShipments)
    .where(and(eq(manualShipments.id, id), scopeCondition(manualShipmentResource, user)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('Shipment');
  return row;
}

/**
 * The user may take `step` of this shipment: stock leaves (or is reserved in) its warehouse, so the
 * warehouse must be in scope (404 otherwise, as if it did not exist; a request not yet placed has
 * none to check); then the step's permission by the shipment's kind (403); a brand that only
 * requests may withdraw its request only until the warehouse confirms it (409).
 */
export function requireStepRights(user: AuthUser, shipment: ManualShipment, step: ManualShipmentStep): void {
  if (shipment.warehouseId !== null) requireStockOut(user, shipment.warehouseId);
  // A step the kind does not have at all (confirming a small parcel) is the lifecycle's 409, not a 403.
  const permissions = permissionsForStep(shipment.orderType, step);
  if (permissions.length) requireAny(user, permissions);
  if (isRequestOnly(user.permissions)) {
    const refusal = requesterRefusal(stateOf(shipment), step);
    if (refusal) throw conflict(refusal);
  }
}

/** When the client names the version it acted on, it must still be the stored one. */
export function checkVersion(shipment: ManualShipment, version: unknown): void {
  if (version === undefined || version === null || version === '') return;
  const sent = Number(version);
  if (!Number.isInteger(sent))
    throw badRequest('Some fields are not valid.', { version: 'Version must be a whole number' });
  if (sent !== shipment.version) throw staleVersion();
}

/** The shipment offers `step` in its status and progress; 409 with the lifecycle's reason otherwise. */
export function requireStepOffered(shipment: ManualShipment, step: ManualShipmentStep): void {
  const refusal = stepRefusal(stateOf(shipment), step);
  if (refusal) throw conflict(refusal);
}
