/**
 * Who may take a step of a work order, and whether it offers it now (the lifecycle table,
 * src/domain/work-order.lifecycle.ts), applied to the locked work order by every step. The answers,
 * in order: 404 outside the user's scope (vendor, warehouse, work-order-access.policy.ts), 404 when
 * the warehouse the stock moves at is not the user's, 403 without the step's permission, 409 for a
 * stale version, 409 with the lifecycle's reason when the step is not offered.
 */
import { and, eq } from 'drizzle-orm';
import {
  stepRefusal,
  workOrderStepPermissions,
  type WorkOrderState,
  type WorkOrderStep,
} from '../../../src/domain/work-order.lifecycle';
import type { AuthUser } from '../../auth/guard';
import { requireAny, requireStockOut, scopeCondition } from '../../auth/policy';
import type { Db, Tx } from '../../db/client';
import { workOrders } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { staleVersion } from '../../resources/engine';
import { workOrderResource } from '../../resources/declarations/manufacturing';

export type WorkOrder = typeof workOrders.$inferSelect;

/** The work order as the user may read it, locked until the transaction ends (`lock`); 404 otherwise. */
export async function findWorkOrder(
  reader: Db | Tx,
  user: AuthUser,
  id: number,
  lock = false,
): Promise<WorkOrder> {
  const query = reader
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.id, id), scopeCondition(workOrderResource, user)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('Work order');
  return row;
}

export const stateOf = (w: WorkOrder): WorkOrderState => ({
  status: w.status,
  quantity: w.quantity,
  completedQuantity: w.completedQuantity,
  billOfMaterialsId: w.billOfMaterialsId,
});

/** The user may take `step` of this work order: its warehouse in scope (404), the step's permission (403). */
export function requireStepRights(user: AuthUser, workOrder: WorkOrder, step: WorkOrderStep): void {
  requireStockOut(user, workOrder.warehouseId);
  requireAny(user, workOrderStepPermissions[step]);
}

/** When the client names the version it acted on, it must still be the stored one. */
export function checkVersion(workOrder: WorkOrder, version: unknown): void {
  if (version === undefined || version === null || version === '') return;
  const sent = Number(version);
  if (!Number.isInteger(sent))
    throw badRequest('Some fields are not valid.', { version: 'Version must be a whole number' });
  if (sent !== workOrder.version) throw staleVersion();
}

/** The work order offers `step` now; 409 with the lifecycle's reason otherwise. */
export function requireStepOffered(workOrder: WorkOrder, step: WorkOrderStep): void {
  const refusal = stepRefusal(stateOf(workOrder), step);
  if (refusal) throw conflict(refusal);
}
