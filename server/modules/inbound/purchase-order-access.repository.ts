/**
 * Reading and locking a purchase order and its batches for the order's actions. Lock order, shared
 * with receiving (receiving.service.ts locks the shipment, then its order): an action that changes
 * batches locks them first, then the order, so a receipt and an action on one order never wait on
 * each other in opposite orders.
 */
import { and, asc, eq } from 'drizzle-orm';
import { PURCHASE_ORDER_BATCH } from '../../../src/domain/resources/warehouse-shipment.schema';
import type { AuthUser } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import { purchaseOrders, warehouseShipments } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { staleVersion } from '../../resources/engine';
import type { ResourceDecl } from '../../resources/resource';
import { scopeCondition } from '../../auth/policy';

export type PurchaseOrder = typeof purchaseOrders.$inferSelect;
export type Batch = typeof warehouseShipments.$inferSelect;

/**
 * The order when the user may see it through `decl` (the /api/po declaration; passed in so this module
 * stays free of the declarations, whose write hooks import it): 404 otherwise, as for a missing one.
 */
export async function findOrder(
  tx: Tx,
  decl: ResourceDecl,
  user: AuthUser,
  id: number,
): Promise<PurchaseOrder> {
  const [row] = await tx
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), scopeCondition(decl, user)));
  if (!row) throw notFound('Purchase order');
  return row;
}

/** The order, locked until the transaction ends. */
export async function lockOrder(tx: Tx, id: number): Promise<PurchaseOrder> {
  const [row] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).for('update');
  if (!row) throw notFound('Purchase order');
  return row;
}

/** The order's batches (warehouse shipments of type 2), oldest first; locked when asked. */
export async function batchesOf(tx: Tx, orderId: number, lock = false): Promise<Batch[]> {
  const query = tx
    .select()
    .from(warehouseShipments)
    .where(
      and(eq(warehouseShipments.purchaseOrderId, orderId), eq(warehouseShipments.type, PURCHASE_ORDER_BATCH)),
    )
    .orderBy(asc(warehouseShipments.id));
  return lock ? query.for('update') : query;
}

/** The version the user acted on must be the stored one. */
export function checkVersion(order: PurchaseOrder, version: unknown): void {
  const sent = Number(version);
  if (version === undefined || version === null || version === '' || !Number.isInteger(sent))
    throw badRequest('Some fields are not valid.', { version: 'Version is required' });
  if (sent !== order.version) throw staleVersion();
}

export const illegalTransition = (message: string) => new HttpError(409, 'illegal_transition', message);

/**
 * Runs an order's transaction. Should PostgreSQL still find two transactions waiting on each other
 * (a batch created between an action's two lock steps and received at once), it aborts one: that
 * caller gets a 409 to try again, and nothing of it was written.
 */
export async function inOrderTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    const e = err as { code?: unknown; cause?: { code?: unknown } };
    const code = e.code ?? e.cause?.code;
    if (code === '40P01' || code === '40001')
      throw conflict('Someone else changed this purchase order at the same moment. Try again.');
    throw err;
  }
}
