/**
 * The lifecycle actions of a purchase order (DESIGN.md §5, §6: `POST /api/po/{id}/{action}`): confirm,
 * cancel, reopen, complete and archive. Each is one transaction on the locked order that checks the
 * version the user acted on and the transition (src/domain/purchase-order.lifecycle.ts), writes its
 * action-log row and answers the order as it now is. Receiving (statuses 2 and 3) is not here.
 *
 * What the actions do to quantities:
 * - cancel is refused once anything arrived (received or rejected on any batch): goods in the
 *   warehouse belong to an order that goes on; complete it to close the rest short instead. Otherwise
 *   the order's open batches are cancelled with it.
 * - complete (and archive, which ends an order for good) closes short what has not arrived: on every
 *   open batch (the batch is Received when anything came on it, otherwise Cancelled) and on the order's
 *   lines (cancelledQuantity = ordered − arrived).
 * - reopen clears the order's closed-short quantities, so what never came can be scheduled again; the
 *   batches closed before stay closed.
 */
import { eq, sql } from 'drizzle-orm';
import {
  confirmedStatus,
  PO_CANCELLED,
  purchaseOrderTransitions,
  refusalOf,
  type PurchaseOrderAction,
} from '../../../src/domain/purchase-order.lifecycle';
import { statusWhenClosedShort } from '../../../src/domain/warehouse-shipment.lifecycle';
import {
  arrivalOf,
  arrivedOf,
  closedBatchStatuses,
  closeShort,
  purchaseOrderProgress,
  type BatchLine,
  type LineProgress,
  type OrderLine,
} from '../../../src/domain/purchase-order.progress';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import { systemClock, type Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { purchaseOrders, warehouseShipments } from '../../db/schema';
import { poResource } from '../../resources/declarations/inbound';
import {
  batchesOf,
  checkVersion,
  findOrder,
  illegalTransition,
  inOrderTransaction,
  lockOrder,
  type Batch,
  type PurchaseOrder,
} from './purchase-order-access.repository';

/** Actions that change the order's batches lock them before the order (see purchase-order-access.ts). */
const touchesBatches: readonly PurchaseOrderAction[] = ['cancel', 'complete', 'archive'];

/** Closes every open batch short: Received when anything came on it, otherwise Cancelled. */
async function closeOpenBatches(tx: Tx, user: AuthUser, batches: readonly Batch[], action: string, at: Date) {
  for (const batch of batches) {
    if (closedBatchStatuses.includes(batch.orderStatus)) continue;
    const lines = (batch.items as BatchLine[]).map(closeShort);
    const arrived = lines.some((l) => (l.receivedQuantity ?? 0) + (l.rejectedQuantity ?? 0) > 0);
    const [after] = await tx
      .update(warehouseShipments)
      .set({
        items: lines,
        orderStatus: statusWhenClosedShort(arrived),
        version: sql`${warehouseShipments.version} + 1`,
        updatedAt: at,
      })
      .where(eq(warehouseShipments.id, batch.id))
      .returning();
    await recordAction(tx, {
      actorId: user.id,
      resource: 'warehouseShipments',
      resourceId: batch.id,
      action: `${action}-order`,
      before: batch,
      after,
      projectId: batch.projectId,
      at,
    });
  }
}

/** The order's lines with what has not arrived closed short. */
const closeOrderLines = (lines: readonly OrderLine[], progress: readonly LineProgress[]) =>
  lines.map((line, i) => ({
    ...line,
    cancelledQuantity: Math.max(0, line.quantity - arrivedOf(progress[i]!)),
  }));

/** The order's lines without closed-short quantities. */
const reopenLines = (lines: readonly OrderLine[]) =>
  lines.map(({ cancelledQuantity: _closed, ...line }) => line);

/** The new status and lines of an allowed action. */
async function apply(
  tx: Tx,
  user: AuthUser,
  action: PurchaseOrderAction,
  order: PurchaseOrder,
  batches: readonly Batch[],
  at: Date,
): Promise<{ orderStatus: number; items: OrderLine[] }> {
  const lines = order.items as OrderLine[];
  const progress = purchaseOrderProgress(lines, batches);
  const to = purchaseOrderTransitions[action].to;
  switch (action) {
    case 'confirm':
      return { orderStatus: confirmedStatus(arrivalOf(progress)), items: lines };
    case 'reopen':
      return { orderStatus: to, items: reopenLines(lines) };
    case 'cancel': {
      const arrived = progress.filter((p) => arrivedOf(p) > 0);
      if (arrived.length)
        throw illegalTransition(
          `Goods arrived on this order already (${arrived
            .map((p) => `${p.sku}: ${arrivedOf(p).toLocaleString('en-US')}`)
            .join(', ')}), so it cannot be cancelled. Complete it to close the rest short instead.`,
        );
      await closeOpenBatches(tx, user, batches, action, at);
      return { orderStatus: PO_CANCELLED, items: closeOrderLines(lines, progress) };
    }
    case 'complete':
    case 'archive':
      await closeOpenBatches(tx, user, batches, action, at);
      return { orderStatus: to, items: closeOrderLines(lines, progress) };
  }
}

/** Runs `action` on the order; answers the order as it now is. */
export function runPurchaseOrderAction(
  db: Db,
  user: AuthUser,
  id: number,
  action: PurchaseOrderAction,
  version: unknown,
  clock: Clock = systemClock,
): Promise<PurchaseOrder> {
  return inOrderTransaction(db, async (tx) => {
    const at = clock.now();
    await findOrder(tx, poResource, user, id);
    const lockBatches = touchesBatches.includes(action);
    if (lockBatches) await batchesOf(tx, id, true);
    const before = await lockOrder(tx, id);
    checkVersion(before, version);
    const refusal = refusalOf(action, before.orderStatus);
    if (refusal) throw illegalTransition(refusal);
    // Read again under the order's lock: a batch scheduled meanwhile is seen (and locked) too.
    const batches = await batchesOf(tx, id, lockBatches);
    const change = await apply(tx, user, action, before, batches, at);
    const [after] = await tx
      .update(purchaseOrders)
      .set({ ...change, version: sql`${purchaseOrders.version} + 1`, updatedAt: at })
      .where(eq(purchaseOrders.id, id))
      .returning();
    await recordAction(tx, {
      actorId: user.id,
      resource: poResource.name,
      resourceId: id,
      action,
      before,
      after,
      projectId: before.projectId,
      at,
    });
    return after!;
  });
}
