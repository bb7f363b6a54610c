/**
 * Schedule a Batch and Ship Items (`POST /api/po/{id}/batches`): an inbound shipment (type 2) for part
 * of a Confirmed or Partially received order's lines, from the order's vendor to its warehouse.
 *
 * Two batches can never overbook a line: the order row is locked (SELECT … FOR UPDATE) before its
 * batches are read, so batch requests for one order queue, and each sees the batches the previous
 * one committed before it checks what is left to schedule.
 */
import { batchRefusalOf } from '../../../src/domain/purchase-order.lifecycle';
import { statusOfNewBatch } from '../../../src/domain/warehouse-shipment.lifecycle';
import {
  batchLineErrors,
  batchLinesOf,
  nextBatchNumber,
  purchaseOrderProgress,
  type OrderLine,
} from '../../../src/domain/purchase-order.progress';
import type { PurchaseOrderBatchInput } from '../../../src/domain/resources/purchase-order-batch.schema';
import { PURCHASE_ORDER_BATCH } from '../../../src/domain/resources/warehouse-shipment.schema';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import { systemClock, type Clock } from '../../clock';
import type { Db } from '../../db/client';
import { warehouseShipments } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { withIdempotency } from '../../http/idempotency';
import { poResource } from '../../resources/declarations/inbound';
import {
  batchesOf,
  checkVersion,
  findOrder,
  illegalTransition,
  inOrderTransaction,
  lockOrder,
  type Batch,
} from './purchase-order-access.repository';

/** Creates the batch once per idempotency key; answers the new shipment. */
export function schedulePurchaseOrderBatch(
  db: Db,
  user: AuthUser,
  id: number,
  input: PurchaseOrderBatchInput,
  idempotencyKey?: string,
  clock: Clock = systemClock,
): Promise<Batch> {
  return inOrderTransaction(db, async (tx) => {
    const at = clock.now();
    const { result } = await withIdempotency(
      tx,
      idempotencyKey,
      `POST /api/po/${id}/batches`,
      user.id,
      async () => {
        await findOrder(tx, poResource, user, id);
        const order = await lockOrder(tx, id);
        checkVersion(order, input.version);
        const refusal = batchRefusalOf(order.orderStatus);
        if (refusal) throw illegalTransition(refusal);

        const lines = order.items as OrderLine[];
        const batches = await batchesOf(tx, id);
        const errors = batchLineErrors(purchaseOrderProgress(lines, batches), input.lines);
        if (Object.keys(errors).length) throw badRequest('Some lines cannot be scheduled.', errors);

        const shipping =
          input.carrier || input.trackingNumber
            ? [{ carrier: input.carrier, trackingNumber: input.trackingNumber, shipDate: input.shipDate }]
            : [];
        const [created] = await tx
          .insert(warehouseShipments)
          .values({
            type: PURCHASE_ORDER_BATCH,
            orderNumber: nextBatchNumber(order.orderNumber, batches),
            orderStatus: statusOfNewBatch(input.shipped),
            vendorId: order.vendorId,
            projectId: order.projectId,
            purchaseOrderId: order.id,
            toWarehouseId: order.warehouseId,
            expectedDate: input.expectedDate ?? order.expectedDate,
            userNote: input.userNote,
            shippings: shipping,
            items: batchLinesOf(lines, input.lines),
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        await recordAction(tx, {
          actorId: user.id,
          resource: 'warehouseShipments',
          resourceId: created!.id,
          action: input.shipped ? 'ship-items' : 'schedule-batch',
          before: null,
          after: created,
          projectId: order.projectId,
          at,
        });
        return created!;
      },
    );
    return result;
  });
}
