/**
 * Making a return with its label: for a shipped order in the user's scope, the chosen lines (each at
 * most what shipped minus what earlier returns cover), the carrier and service, and an RMA number for
 * the label. The order row is locked while the return is made, so two labels for one order cannot
 * both take the same units. A kit comes back as its components, each kept with its kit's name. Re-issuing a label changes carrier or service until anything arrives.
 */
import { eq, sql } from 'drizzle-orm';
import { rmaNumber, type ReturnableLine, type ReturnLine } from '../../../src/domain/order-return';
import type { ReturnLabelInput, ReturnRelabelInput } from '../../../src/domain/resources/order-return.schema';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import { systemClock, type Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { orderReturns, orders, warehouses } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { badRequest, conflict } from '../../http/errors';
import { withIdempotency } from '../../http/idempotency';
import { lockOrder, orderUpdated, recordOrderEvent } from '../orders/order-records.repository';
import { lockReturn, storedLines, type OrderReturn } from './return-records.repository';
import { assertReturnable, returnableOf } from './returnable.service';
import { canSeeWarehouse } from '../../auth/policy';

const invalid = (fields: Record<string, string>) => badRequest('Some fields are not valid.', fields);

/** The warehouse the parcel goes back to: named, or the order's; in the user's scope. */
async function returnWarehouse(tx: Tx, user: AuthUser, warehouseId: number | null): Promise<number> {
  if (warehouseId == null) throw invalid({ warehouseId: 'The order has no warehouse: choose one' });
  if (!canSeeWarehouse(user, warehouseId))
    throw invalid({ warehouseId: 'Choose a warehouse you have access to' });
  const [found] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(eq(warehouses.id, warehouseId));
  if (!found) throw invalid({ warehouseId: 'Choose a warehouse' });
  return warehouseId;
}

/** The return's lines from the chosen order lines, or 400 naming each line that cannot come back. */
function chooseLines(
  returnable: readonly ReturnableLine[],
  chosen: readonly { lineIndex: number; quantity: number }[],
): ReturnLine[] {
  const fields: Record<string, string> = {};
  const seen = new Set<number>();
  chosen.forEach((c, i) => {
    const line = returnable[c.lineIndex];
    if (!line) fields[`lines[${i}].lineIndex`] = `The order has no line ${c.lineIndex + 1}`;
    else if (seen.has(c.lineIndex)) fields[`lines[${i}].lineIndex`] = `${line.sku} is listed twice`;
    else if (line.isKit)
      fields[`lines[${i}].lineIndex`] =
        `${line.sku} is a kit: return the items that came in it (its components) instead`;
    else if (line.shipped === 0)
      fields[`lines[${i}].lineIndex`] = `${line.sku} did not ship from a warehouse, so it cannot be returned`;
    else if (c.quantity > line.returnable)
      fields[`lines[${i}].quantity`] =
        line.returnable === 0
          ? `All ${line.shipped} ${line.sku} shipped are already on returns`
          : `At most ${line.returnable} of ${line.sku} can be returned (${line.shipped} shipped, ${line.returned} already on returns)`;
    seen.add(c.lineIndex);
  });
  if (Object.keys(fields).length) throw badRequest('Some lines cannot be returned.', fields);
  return chosen.map((c) => {
    const line = returnable[c.lineIndex]!;
    return {
      lineIndex: c.lineIndex,
      sku: line.sku,
      name: line.name,
      wmsSku: line.wmsSku,
      vendorProductId: line.vendorProductId,
      quantity: c.quantity,
      restockedQuantity: 0,
      damagedQuantity: 0,
      ...(line.kitName ? { kitName: line.kitName } : {}),
    };
  });
}

const linesText = (lines: readonly ReturnLine[]) => lines.map((l) => `${l.quantity} × ${l.sku}`).join(', ');

/** POST /api/common/orderReturns: the return and its RMA number, once per Idempotency-Key. */
export async function createReturn(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  input: ReturnLabelInput,
  idempotencyKey: string | undefined,
  clock: Clock = systemClock,
): Promise<OrderReturn> {
  const { row, event } = await db.transaction(async (tx) => {
    const at = clock.now();
    const { result } = await withIdempotency(
      tx,
      idempotencyKey,
      'POST /api/common/orderReturns',
      user.id,
      async () => {
        const order = await lockOrder(tx, user, input.orderId);
        assertReturnable(order);
        const warehouseId = await returnWarehouse(tx, user, input.warehouseId ?? order.warehouseId);
        const lines = chooseLines(await returnableOf(tx, order), input.lines);
        const [created] = await tx
          .insert(orderReturns)
          .values({
            orderId: order.id,
            orderNumber: order.orderNumber,
            vendorId: order.vendorId,
            warehouseId,
            carrierCode: input.carrierCode,
            serviceCode: input.serviceCode,
            items: storedLines(lines),
            notes: input.notes,
            createdAt: at,
            updatedAt: at,
          })
          .returning();
        // The RMA number derives from the id, so it is known only once the row exists.
        const [saved] = await tx
          .update(orderReturns)
          .set({ trackingNumber: rmaNumber(created!.id) })
          .where(eq(orderReturns.id, created!.id))
          .returning();
        await recordAction(tx, {
          actorId: user.id,
          resource: 'orderReturns',
          resourceId: saved!.id,
          action: 'add',
          before: null,
          after: saved,
          projectId: order.projectId,
          at,
        });
        await recordOrderEvent(tx, order.id, {
          kind: 'action',
          action: 'return-label',
          message: `Return ${saved!.trackingNumber} created (${input.carrierCode} ${input.serviceCode}): ${linesText(lines)}`,
          userId: user.id,
          details: { orderReturnId: saved!.id },
          at,
        });
        return { row: saved!, event: orderUpdated(order) };
      },
    );
    return result;
  });
  events.publish(event);
  return row;
}

/** POST /api/common/orderReturns/{id}/label: the label again, with another carrier or service. */
export async function relabelReturn(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  id: number,
  input: ReturnRelabelInput,
  clock: Clock = systemClock,
): Promise<OrderReturn> {
  const { row, event } = await db.transaction(async (tx) => {
    const at = clock.now();
    const before = await lockReturn(tx, user, id);
    if (before.confirmation !== 'none')
      throw conflict('Items of this return have arrived, so its label can no longer change.');
    const [after] = await tx
      .update(orderReturns)
      .set({
        carrierCode: input.carrierCode,
        serviceCode: input.serviceCode,
        trackingNumber: before.trackingNumber ?? rmaNumber(before.id),
        version: sql`${orderReturns.version} + 1`,
        updatedAt: at,
      })
      .where(eq(orderReturns.id, id))
      .returning();
    const [order] = await tx.select().from(orders).where(eq(orders.id, before.orderId));
    await recordAction(tx, {
      actorId: user.id,
      resource: 'orderReturns',
      resourceId: id,
      action: 'label',
      before,
      after,
      projectId: order?.projectId ?? null,
      at,
    });
    await recordOrderEvent(tx, before.orderId, {
      kind: 'action',
      action: 'return-label',
      message: `Return ${after!.trackingNumber} label re-issued (${input.carrierCode} ${input.serviceCode})`,
      userId: user.id,
      details: { orderReturnId: id },
      at,
    });
    return { row: after!, event: order ? orderUpdated(order) : null };
  });
  if (event) events.publish(event);
  return row;
}
