/**
 * Holds: typed reasons an order may not ship (DESIGN.md §5). An order is on hold while any hold is
 * open; a problem-marker hold also shows as that marker among the order's tags. Placing the first
 * hold moves the order to on_hold; releasing the last one moves it back to awaiting_shipment (or
 * awaiting_payment when it was never paid).
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  holdTypeLabel,
  ORDER_STATUS,
  PROBLEM_MARKERS,
  statusWithHold,
  statusWithoutHolds,
  type HoldType,
} from '../../../src/domain/order.lifecycle';
import { fixedClock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { orderHolds } from '../../db/schema';
import { recordOrderAutomation } from '../automations/automation-event-inputs.service';
import { resolveExceptionTickets } from '../support/exception-tickets.service';
import { retag, saveOrder, type Order } from './order-records.repository';

export type Hold = typeof orderHolds.$inferSelect;

export interface NewHold {
  type: HoldType;
  reason: string;
  holdUntil?: Date | null;
}

const isMarker = (type: string) => (PROBLEM_MARKERS as readonly string[]).includes(type);

/** An order's open holds, oldest first; `lock` (inside a transaction) locks them for a change. */
export async function openHolds(reader: Db | Tx, orderId: number, lock = false): Promise<Hold[]> {
  const query = reader
    .select()
    .from(orderHolds)
    .where(and(eq(orderHolds.orderId, orderId), isNull(orderHolds.releasedAt)))
    .orderBy(asc(orderHolds.id));
  return lock ? query.for('update') : query;
}

/** Closes every open hold of a locked order without touching the order (it is being cancelled). */
export async function closeOpenHolds(
  tx: Tx,
  orderId: number,
  userId: string | null,
  at: Date,
): Promise<void> {
  const holds = await openHolds(tx, orderId, true);
  if (holds.length === 0) return;
  await tx
    .update(orderHolds)
    .set({ releasedAt: at, releasedBy: userId })
    .where(
      inArray(
        orderHolds.id,
        holds.map((h) => h.id),
      ),
    );
  await resolveExceptionTickets(
    tx,
    fixedClock(at),
    holds.map((h) => h.id),
    at,
    'the order was cancelled',
  );
}

/**
 * Places holds on a locked order at `at` (the command's time). A problem marker already open is not
 * placed twice (intake's checks run again after edits); people's holds always are, each with its own
 * reason.
 */
export async function placeHolds(
  tx: Tx,
  order: Order,
  holds: readonly NewHold[],
  userId: string | null,
  at: Date,
  action = 'hold',
): Promise<Order> {
  if (holds.length === 0) return order;
  const open = await openHolds(tx, order.id, true);
  const fresh = holds.filter((h) => !isMarker(h.type) || !open.some((o) => o.type === h.type));
  if (fresh.length === 0) return order;
  await tx.insert(orderHolds).values(
    fresh.map((h) => ({
      orderId: order.id,
      type: h.type,
      reason: h.reason,
      holdUntil: h.holdUntil ?? null,
      // A marker is the system's finding, whoever's action ran the checks.
      createdBy: isMarker(h.type) ? null : userId,
      createdAt: at,
    })),
  );
  const held = await saveOrder(
    tx,
    order,
    {
      orderStatus: statusWithHold(order.orderStatus),
      tags: retag(order.tags, { add: fresh.map((h) => h.type).filter(isMarker) }),
    },
    {
      kind: 'action',
      action,
      userId,
      message: fresh.map((h) => `${holdTypeLabel(h.type)}: ${h.reason}`).join('; '),
      details: {
        holds: fresh.map((h) => ({ type: h.type, reason: h.reason, holdUntil: h.holdUntil ?? null })),
      },
      at,
    },
  );
  // Automations answer each hold placed, its type as the marker (issue 19).
  for (const h of fresh)
    await recordOrderAutomation(tx, at, 'OrderHeld', held, { userId, marker: h.type, reason: h.reason });
  return held;
}

/**
 * Releases open holds of a locked order (those named, or all), with the markers they raised; the
 * order leaves on_hold when none remain. Answers the order and what was released.
 */
export async function releaseHolds(
  tx: Tx,
  order: Order,
  which: { ids?: readonly number[]; types?: readonly string[] },
  userId: string | null,
  message: string,
  at: Date,
): Promise<{ order: Order; released: Hold[] }> {
  const open = await openHolds(tx, order.id, true);
  const released = open.filter(
    (h) => (!which.ids || which.ids.includes(h.id)) && (!which.types || which.types.includes(h.type)),
  );
  if (released.length === 0) return { order, released };
  await tx
    .update(orderHolds)
    .set({ releasedAt: at, releasedBy: userId })
    .where(
      inArray(
        orderHolds.id,
        released.map((h) => h.id),
      ),
    );
  // The tickets these holds opened (issue 19) resolve themselves with them.
  await resolveExceptionTickets(
    tx,
    fixedClock(at),
    released.map((h) => h.id),
    at,
    'the order’s hold was released',
  );
  const remaining = open.filter((h) => !released.includes(h));
  const clearedMarkers = released
    .map((h) => h.type)
    .filter((t) => isMarker(t) && !remaining.some((r) => r.type === t));
  const status =
    order.orderStatus === ORDER_STATUS.onHold && remaining.length === 0
      ? statusWithoutHolds(order)
      : order.orderStatus;
  const after = await saveOrder(
    tx,
    order,
    { orderStatus: status, tags: retag(order.tags, { remove: clearedMarkers }) },
    {
      kind: 'action',
      action: 'unhold',
      userId,
      message,
      details: { released: released.map((h) => ({ id: h.id, type: h.type })) },
      at,
    },
  );
  return { order: after, released };
}
