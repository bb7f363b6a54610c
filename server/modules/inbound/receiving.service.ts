/**
 * Receiving an inbound shipment (a purchase-order batch, an ASN, or a transfer at its destination):
 * one transaction that locks the shipment (so two receivers of one shipment queue), checks each line
 * against what may still arrive and the vendor's tolerance, moves the stock through the ledger
 * (good units to available, damaged and quarantined units to their buckets; a transfer's units come
 * out of the destination's in-transit stock), records inbound_receipts rows, updates the lines and
 * the shipment's status, and lets the purchase order's status follow. Nothing is written when any
 * line is refused.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  isLineDone,
  outstanding,
  OVER_RECEIVE_PERMISSION,
  overReceiptQuestion,
  overReceiptRefusal,
  shipmentOverReceipts,
  type InboundLine,
  type Receipt,
} from '../../../src/domain/receiving';
import { PO_RECEIVED, statusAfterReceipt } from '../../../src/domain/purchase-order.lifecycle';
import { receivableInbound, statusAfterStep } from '../../../src/domain/warehouse-shipment.lifecycle';
import {
  PURCHASE_ORDER_BATCH,
  WAREHOUSE_TRANSFER,
} from '../../../src/domain/resources/warehouse-shipment.schema';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import { systemClock, type Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import {
  inboundReceipts,
  purchaseOrders,
  receivingDrafts,
  vendorProducts,
  vendors,
  warehouseShipments,
} from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { badRequest, forbidden, HttpError } from '../../http/errors';
import { withIdempotency } from '../../http/idempotency';
import { warehouseShipmentResource } from '../../resources/declarations/inbound';
import { lockShipment, requireStepOffered, requireStepRights, type Shipment } from './shipment-steps.policy';
import { changeStock } from '../inventory/stock-changes.service';
import type { StockLedger } from '../inventory/stock-ledger.service';
import { scopeCondition } from '../../auth/policy';
import { receiptsInProgress } from './receiving-drafts.service';
import { recordReceiptAutomation } from '../automations/automation-event-inputs.service';

const lineError = (index: number, message: string) =>
  badRequest('Some lines are not valid.', { [`lines[${index}]`]: message });

/** The vendor item of a line: its vendorProductId, or the vendor's item with the line's SKU. */
async function itemOf(tx: Tx, shipment: Shipment, line: InboundLine, index: number): Promise<number> {
  const [item] = await tx
    .select({ id: vendorProducts.id })
    .from(vendorProducts)
    .where(
      and(
        eq(vendorProducts.vendorId, shipment.vendorId),
        line.vendorProductId ? eq(vendorProducts.id, line.vendorProductId) : eq(vendorProducts.sku, line.sku),
      ),
    );
  if (!item) throw lineError(index, `${line.sku} is not an item of this vendor`);
  return item.id;
}

/** A purchase order's status follows its batches: Partially received, then Received. */
async function updatePurchaseOrder(tx: Tx, user: AuthUser, purchaseOrderId: number, at: Date) {
  const [order] = await tx
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, purchaseOrderId))
    .for('update');
  if (!order) return;
  const batches = await tx
    .select({ items: warehouseShipments.items, status: warehouseShipments.orderStatus })
    .from(warehouseShipments)
    .where(
      and(
        eq(warehouseShipments.purchaseOrderId, purchaseOrderId),
        eq(warehouseShipments.type, PURCHASE_ORDER_BATCH),
      ),
    );
  const arrived = new Map<number, number>();
  for (const batch of batches) {
    for (const line of batch.items as InboundLine[]) {
      if (line.poLineIndex === undefined) continue;
      const got = (line.receivedQuantity ?? 0) + (line.rejectedQuantity ?? 0);
      arrived.set(line.poLineIndex, (arrived.get(line.poLineIndex) ?? 0) + got);
    }
  }
  const lines = order.items as InboundLine[];
  const anything = [...arrived.values()].some((n) => n > 0);
  const everything = lines.every((l, i) => (arrived.get(i) ?? 0) + (l.cancelledQuantity ?? 0) >= l.quantity);
  const status = statusAfterReceipt(order.orderStatus, { anything, everything });
  if (status === order.orderStatus) return;
  const [after] = await tx
    .update(purchaseOrders)
    .set({ orderStatus: status, version: sql`${purchaseOrders.version} + 1`, updatedAt: at })
    .where(eq(purchaseOrders.id, purchaseOrderId))
    .returning();
  await recordAction(tx, {
    actorId: user.id,
    resource: 'purchaseOrders',
    resourceId: purchaseOrderId,
    action: status === PO_RECEIVED ? 'received' : 'partially-received',
    before: order,
    after,
    projectId: order.projectId,
    at,
  });
}

async function receiveInTx(tx: Tx, ledger: StockLedger, user: AuthUser, id: number, receipt: Receipt) {
  const at = ledger.clock.now();
  const shipment = await lockShipment(tx, user, id);
  requireStepRights(user, shipment, 'receive');
  requireStepOffered(shipment, 'receive');
  const isTransfer = shipment.type === WAREHOUSE_TRANSFER;
  const lines = (shipment.items as InboundLine[]).map((l) => ({ ...l }));
  if (receipt.lines.length === 0 && receipt.closeShort.length === 0) {
    throw badRequest('Receive at least one unit, or close a line short.');
  }

  const [vendor] = await tx
    .select({ tolerance: vendors.receivingTolerancePercent })
    .from(vendors)
    .where(eq(vendors.id, shipment.vendorId));
  const tolerance = vendor?.tolerance ?? 0;
  const over = shipmentOverReceipts({ type: shipment.type, items: lines }, receipt, tolerance);
  if (over.length > 0 && !receipt.confirmOverReceipt) {
    throw new HttpError(409, 'over_receipt', overReceiptQuestion(over));
  }
  const beyond = overReceiptRefusal(over, tolerance, user.permissions.includes(OVER_RECEIVE_PERMISSION));
  if (beyond) throw forbidden(beyond);

  const source = { type: 'warehouse_shipment', id: shipment.id };
  for (const [i, r] of receipt.lines.entries()) {
    const line = lines[r.lineIndex];
    if (!line) throw lineError(i, `The shipment has no line ${r.lineIndex + 1}`);
    const total = r.received + r.damaged + r.quarantine;
    if (total === 0) continue;
    if (isTransfer && total > outstanding(line, true)) {
      throw lineError(
        i,
        `${line.sku}: ${total} received, but only ${outstanding(line, true)} are on their way`,
      );
    }
    const vendorProductId = await itemOf(tx, shipment, line, i);
    const place = {
      warehouseId: shipment.toWarehouseId,
      vendorProductId,
      location: r.location ?? '',
      lotNumber: r.lotNumber,
      lpn: r.lpn,
      expirationDate: r.expirationDate,
    };
    const reason = `Received on ${shipment.orderNumber}`;
    const parts = [
      ['available', r.received],
      ['damaged', r.damaged],
      ['quarantine', r.quarantine],
    ] as const;
    for (const [bucket, quantity] of parts) {
      if (quantity === 0) continue;
      if (isTransfer) {
        await ledger.transferIn(
          { lotNumber: r.lotNumber, expirationDate: r.expirationDate },
          { ...place, bucket },
          quantity,
          source,
          reason,
        );
      } else {
        await ledger.add({ ...place, bucket }, quantity, { kind: 'receipt', reason, source });
      }
    }
    await tx.insert(inboundReceipts).values({
      shipmentId: shipment.id,
      purchaseOrderId: shipment.purchaseOrderId,
      warehouseId: shipment.toWarehouseId,
      vendorId: shipment.vendorId,
      vendorProductId,
      lineIndex: r.lineIndex,
      sku: line.sku,
      receivedQuantity: r.received,
      damagedQuantity: r.damaged,
      quarantineQuantity: r.quarantine,
      location: r.location ?? '',
      lotNumber: r.lotNumber,
      lpn: r.lpn,
      expirationDate: r.expirationDate,
      overReceiptConfirmed: over.some((o) => o.lineIndex === r.lineIndex),
      receivedBy: user.id,
      createdAt: at,
    });
    line.vendorProductId = vendorProductId;
    line.receivedQuantity = (line.receivedQuantity ?? 0) + r.received;
    line.rejectedQuantity = (line.rejectedQuantity ?? 0) + r.damaged + r.quarantine;
  }
  for (const index of new Set(receipt.closeShort)) {
    const line = lines[index];
    if (!line)
      throw badRequest('Some lines are not valid.', { closeShort: `The shipment has no line ${index + 1}` });
    const missing = outstanding(line, isTransfer);
    // Sent but never arrived: the discrepancy leaves the in-transit stock with its own ledger row.
    if (isTransfer && missing > 0) {
      await ledger.writeOffInTransit(
        shipment.toWarehouseId,
        await itemOf(tx, shipment, line, index),
        missing,
        {
          kind: 'transfer_discrepancy',
          reason: `Not received on transfer ${shipment.orderNumber} (closed short)`,
          source,
        },
      );
    }
    line.cancelledQuantity = (line.cancelledQuantity ?? 0) + missing;
  }

  const done = lines.every((l) => isLineDone(l, isTransfer));
  const [after] = await tx
    .update(warehouseShipments)
    .set({
      items: lines,
      orderStatus: statusAfterStep('receive', done),
      receivedDate: shipment.receivedDate ?? at,
      version: sql`${warehouseShipments.version} + 1`,
      updatedAt: at,
    })
    .where(eq(warehouseShipments.id, shipment.id))
    .returning();
  await recordAction(tx, {
    actorId: user.id,
    resource: 'warehouseShipments',
    resourceId: shipment.id,
    action: 'receive',
    before: shipment,
    after,
    projectId: shipment.projectId,
    at,
  });
  if (shipment.purchaseOrderId) await updatePurchaseOrder(tx, user, shipment.purchaseOrderId, at);
  await recordReceiptAutomation(tx, at, after!, user.id);
  await tx
    .delete(receivingDrafts)
    .where(and(eq(receivingDrafts.shipmentId, shipment.id), eq(receivingDrafts.userId, user.id)));
  return after!;
}

/** Receives into a shipment once per idempotency key; answers the updated shipment. */
export function receiveShipment(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  id: number,
  receipt: Receipt,
  idempotencyKey: string | undefined,
  clock: Clock = systemClock,
) {
  return changeStock(
    db,
    events,
    user.id,
    async (ledger, tx) => {
      const { result } = await withIdempotency(tx, idempotencyKey, `receive shipment ${id}`, user.id, () =>
        receiveInTx(tx, ledger, user, id, receipt),
      );
      return result;
    },
    clock,
  );
}

/**
 * The shipments of a purchase order that can take receipts (the flow's "choose the shipment"), each
 * saying whether the user has its receipt in progress (a saved draft with work).
 */
export async function receivableBatches(db: Db, user: AuthUser, purchaseOrderId: number) {
  const batches = await db
    .select()
    .from(warehouseShipments)
    .where(
      and(
        eq(warehouseShipments.purchaseOrderId, purchaseOrderId),
        eq(warehouseShipments.type, PURCHASE_ORDER_BATCH),
        inArray(warehouseShipments.orderStatus, [...receivableInbound]),
        scopeCondition(warehouseShipmentResource, user),
      ),
    )
    .orderBy(warehouseShipments.id);
  // The purchase order's page offers to resume a receipt the user has in progress, in one click.
  const inProgress = await receiptsInProgress(
    db,
    user,
    batches.map((b) => b.id),
  );
  return batches.map((b) => ({ ...b, receiptInProgress: inProgress.has(b.id) }));
}
