/**
 * Receiving a return: one transaction that locks the return (two receivers of one parcel queue, and
 * the second sees what the first took), checks each line against what is still expected, puts the
 * restocked units into available stock and the damaged ones into the damaged bucket at the return's
 * warehouse through the ledger, and records the lines, the confirmation and the receive date. Once
 * per Idempotency-Key; nothing is written when any line is refused.
 */
import { eq, sql } from 'drizzle-orm';
import { confirmationOf, remainingOf, type ReturnLine } from '../../../src/domain/order-return';
import type { ReturnConfirmInput } from '../../../src/domain/resources/order-return.schema';
import { effectiveTimezoneOffset } from '../../../src/domain/timezone';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import { systemClock, type Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { orderReturns, orders } from '../../db/schema';
import type { DomainEvent, DomainEvents } from '../../events/domain-events';
import { badRequest, conflict } from '../../http/errors';
import { withIdempotency } from '../../http/idempotency';
import { changeStock } from '../inventory/stock-changes.service';
import type { StockLedger } from '../inventory/stock-ledger.service';
import { orderUpdated, recordOrderEvent } from '../orders/order-records.repository';
import {
  lockReturn,
  mappedOrderLines,
  returnLinesOf,
  storedLines,
  type OrderReturn,
} from './return-records.repository';
import { recordReturnAutomation } from '../automations/automation-event-inputs.service';

/** The receiving user's calendar day. */
const today = (user: AuthUser, now: Date) =>
  new Date(now.getTime() + effectiveTimezoneOffset(user.timezone, now) * 3600_000).toISOString().slice(0, 10);

/** The lines after this receipt, or 400 naming each line entry that does not fit. */
function applyReceipt(lines: readonly ReturnLine[], receipt: ReturnConfirmInput): ReturnLine[] {
  const next = lines.map((l) => ({ ...l }));
  const fields: Record<string, string> = {};
  const seen = new Set<number>();
  receipt.lines.forEach((entry, i) => {
    const line = next[entry.index];
    const total = entry.restock + entry.damaged;
    if (!line) fields[`lines[${i}].index`] = `The return has no line ${entry.index + 1}`;
    else if (seen.has(entry.index)) fields[`lines[${i}].index`] = `${line.sku} is listed twice`;
    else if (total > remainingOf(line))
      fields[`lines[${i}]`] =
        remainingOf(line) === 0
          ? `${line.sku} has already arrived in full`
          : `${line.sku}: ${total} received, but only ${remainingOf(line)} of ${line.quantity} are still expected`;
    else if (total > 0 && line.vendorProductId == null)
      fields[`lines[${i}]`] = `${line.sku} is not mapped to a warehouse item, so it cannot be put into stock`;
    else {
      line.restockedQuantity += entry.restock;
      line.damagedQuantity += entry.damaged;
    }
    seen.add(entry.index);
  });
  if (Object.keys(fields).length) throw badRequest('Some lines are not valid.', fields);
  if (receipt.lines.every((e) => e.restock + e.damaged === 0))
    throw badRequest('Some lines are not valid.', { lines: 'Enter at least one unit restocked or damaged' });
  return next;
}

async function confirmInTx(
  tx: Tx,
  ledger: StockLedger,
  user: AuthUser,
  id: number,
  receipt: ReturnConfirmInput,
): Promise<{ row: OrderReturn; event: DomainEvent | null }> {
  const at = ledger.clock.now();
  const before = await lockReturn(tx, user, id);
  if (before.confirmation === 'full') throw conflict('This return has already arrived in full.');
  const [order] = await tx.select().from(orders).where(eq(orders.id, before.orderId));
  const lines = applyReceipt(returnLinesOf(before, order ? await mappedOrderLines(tx, order) : []), receipt);

  const rma = before.trackingNumber ?? `#${before.id}`;
  const movement = {
    kind: 'return',
    reason: `Returned on ${rma}${before.orderNumber ? ` (order ${before.orderNumber})` : ''}`,
    source: { type: 'order_return', id: before.id },
  };
  for (const entry of receipt.lines) {
    const line = lines[entry.index]!;
    const place = {
      warehouseId: before.warehouseId,
      vendorProductId: line.vendorProductId!,
      location: entry.location ?? '',
    };
    if (entry.restock > 0) await ledger.add({ ...place, bucket: 'available' }, entry.restock, movement);
    if (entry.damaged > 0) await ledger.add({ ...place, bucket: 'damaged' }, entry.damaged, movement);
  }

  const [after] = await tx
    .update(orderReturns)
    .set({
      items: storedLines(lines),
      confirmation: confirmationOf(lines),
      receiveDate: today(user, at),
      version: sql`${orderReturns.version} + 1`,
      updatedAt: at,
    })
    .where(eq(orderReturns.id, id))
    .returning();
  await recordAction(tx, {
    actorId: user.id,
    resource: 'orderReturns',
    resourceId: id,
    action: 'confirm',
    before,
    after,
    projectId: order?.projectId ?? null,
    at,
  });
  const received = receipt.lines
    .filter((e) => e.restock + e.damaged > 0)
    .map((e) => {
      const sku = lines[e.index]!.sku;
      return [e.restock && `${e.restock} × ${sku} restocked`, e.damaged && `${e.damaged} × ${sku} damaged`]
        .filter(Boolean)
        .join(', ');
    })
    .join('; ');
  await recordOrderEvent(tx, before.orderId, {
    kind: 'action',
    action: 'return-received',
    message: `Return ${rma} ${after!.confirmation === 'full' ? 'received in full' : 'partly received'}: ${received}`,
    userId: user.id,
    details: { orderReturnId: id },
    at,
  });
  await recordReturnAutomation(tx, at, after!, order, user.id);
  return { row: after!, event: order ? orderUpdated(order) : null };
}

/** POST /api/common/orderReturns/{id}/confirm: answers the return as it now is. */
export async function confirmReturn(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  id: number,
  receipt: ReturnConfirmInput,
  idempotencyKey: string | undefined,
  clock: Clock = systemClock,
): Promise<OrderReturn> {
  const { row, event } = await changeStock(
    db,
    events,
    user.id,
    async (ledger, tx) => {
      const { result } = await withIdempotency(tx, idempotencyKey, `confirm return ${id}`, user.id, () =>
        confirmInTx(tx, ledger, user, id, receipt),
      );
      return result;
    },
    clock,
  );
  if (event) events.publish(event);
  return row;
}
