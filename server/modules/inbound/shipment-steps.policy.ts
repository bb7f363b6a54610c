/**
 * Who may take a step of a warehouse shipment, and whether the shipment offers it now: the
 * lifecycle's tables (src/domain/warehouse-shipment.lifecycle.ts) and the policy's two-warehouse rule
 * (server/auth/policy.ts), applied to the locked shipment by every stock-moving service.
 */
import { and, eq } from 'drizzle-orm';
import {
  stepPermissions,
  stepRefusal,
  type ShipmentLine,
  type ShipmentStep,
} from '../../../src/domain/warehouse-shipment.lifecycle';
import type { AuthUser } from '../../auth/guard';
import { requireAny, requireStockIn, requireStockOut, scopeCondition } from '../../auth/policy';
import type { Tx } from '../../db/client';
import { warehouseShipments } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { warehouseShipmentResource } from '../../resources/declarations/inbound';

export type Shipment = typeof warehouseShipments.$inferSelect;

/** The shipment as the user may read it (either end in scope), locked for this transaction; 404 otherwise. */
export async function lockShipment(tx: Tx, user: AuthUser, id: number): Promise<Shipment> {
  const [row] = await tx
    .select()
    .from(warehouseShipments)
    .where(and(eq(warehouseShipments.id, id), scopeCondition(warehouseShipmentResource, user)))
    .for('update');
  if (!row) throw notFound('Shipment');
  return row;
}

/**
 * The user may take `step` of this shipment: receiving needs the destination in scope, allocating
 * and sending need the source (404 otherwise, as if it did not exist), then the step's permission (403).
 */
export function requireStepRights(user: AuthUser, shipment: Shipment, step: ShipmentStep): void {
  if (step === 'receive') requireStockIn(user, shipment.toWarehouseId);
  else requireStockOut(user, shipment.fromWarehouseId);
  requireAny(user, stepPermissions(shipment.type, step));
}

/** The shipment offers `step` in its current status and progress; 409 with the reason otherwise. */
export function requireStepOffered(shipment: Shipment, step: ShipmentStep): void {
  const items = shipment.items as readonly ShipmentLine[];
  const refusal = stepRefusal({ type: shipment.type, orderStatus: shipment.orderStatus, items }, step);
  if (refusal) throw conflict(refusal);
}
