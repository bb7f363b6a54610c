/**
 * The order actions that do not move stock: hold, remove hold, move to awaiting shipment (payment
 * recorded), split, reship, edit, tags and archiving. Each runs on the locked order in one
 * transaction, refuses what the lifecycle refuses (409, nothing written), and publishes OrderUpdated
 * for every order it changed after commit.
 */
import { and, eq, like } from 'drizzle-orm';
import {
  INVENTORY_HOLD_TYPES,
  isOrderMarker,
  orderRefusal,
  statusWithoutHolds,
  type OrderAction,
} from '../../../src/domain/order.lifecycle';
import type { OrderEditInput } from '../../../src/domain/resources/order.schema';
import type { AuthUser } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import { orders } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { badRequest, notFound } from '../../http/errors';
import { mapLines, problemsOf, projectOf } from './order-checks';
import { openHolds, placeHolds, releaseHolds, type NewHold } from './order-holds';
import {
  checkVersion,
  illegalTransition,
  linesOf,
  lockOrder,
  orderUpdated,
  recordOrderEvent,
  retag,
  saveOrder,
  type Order,
  type OrderLine,
} from './order-records';

/** Runs `work` on the locked order and publishes OrderUpdated for what it answers after commit. */
async function onOrder<T extends Order | { order: Order; child: Order }>(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  id: number,
  version: unknown,
  action: OrderAction | null,
  work: (tx: Tx, order: Order) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, user, id);
    checkVersion(order, version);
    if (order.isArchived) throw illegalTransition('An archived order cannot change. Unarchive it first.');
    if (action) {
      const refusal = orderRefusal(action, order.orderStatus);
      if (refusal) throw illegalTransition(refusal);
    }
    return work(tx, order);
  });
  const changed: Order[] = 'child' in result ? [result.order, result.child] : [result as Order];
  for (const order of changed) events.publish(orderUpdated(order));
  return result;
}

export function holdOrder(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  id: number,
  hold: NewHold,
  version?: unknown,
) {
  return onOrder(db, events, user, id, version, 'hold', (tx, order) =>
    placeHolds(tx, order, [hold], user.id),
  );
}

/** Removes one hold (holdId) or every hold. */
export function unholdOrder(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  id: number,
  holdId: number | undefined,
  version?: unknown,
) {
  return onOrder(db, events, user, id, version, 'unhold', async (tx, order) => {
    const { order: after, released } = await releaseHolds(
      tx,
      order,
      holdId === undefined ? {} : { ids: [holdId] },
      user.id,
      holdId === undefined ? 'Every hold removed' : 'Hold removed',
    );
    if (holdId !== undefined && released.length === 0) throw notFound('Open hold');
    return after;
  });
}

/** Removes the inventory holds of an order (Has Inventory's one-click release). */
export function releaseInventoryHolds(db: Db, events: DomainEvents, user: AuthUser, id: number) {
  return onOrder(db, events, user, id, undefined, 'unhold', async (tx, order) => {
    const { order: after } = await releaseHolds(
      tx,
      order,
      { types: INVENTORY_HOLD_TYPES },
      user.id,
      'Stock is available: inventory hold removed',
    );
    return after;
  });
}

/** Payment recorded: awaiting_payment → awaiting_shipment. */
export function moveToAwaitingShipment(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  id: number,
  version?: unknown,
) {
  return onOrder(db, events, user, id, version, 'move-to-awaiting-shipment', (tx, order) =>
    saveOrder(
      tx,
      order,
      {
        orderStatus: 'awaiting_shipment',
        paymentDate: order.paymentDate ?? new Date(),
        amountPaid: Math.max(order.amountPaid, order.orderTotal),
      },
      { kind: 'action', action: 'move-to-awaiting-shipment', userId: user.id, message: 'Payment recorded' },
    ),
  );
}

const lineValue = (lines: readonly OrderLine[]) =>
  Math.round(lines.reduce((sum, l) => sum + l.quantity * (l.unitPrice ?? 0), 0) * 100) / 100;

/** The next free number `{base}{separator}{n}` of a storefront and store. */
async function nextNumber(tx: Tx, order: Order, separator: string): Promise<string> {
  const prefix = `${order.orderNumber}${separator}`;
  const taken = await tx
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(
      and(
        eq(orders.projectId, order.projectId),
        like(orders.orderNumber, `${prefix.replace(/[%_\\]/g, '\\$&')}%`),
      ),
    );
  let n = 1;
  while (taken.some((t) => t.orderNumber === `${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

/** Runs intake's checks on an order made by an action (a split's child, a reship) and holds it. */
async function checkNew(tx: Tx, order: Order, userId: string): Promise<Order> {
  const project = await projectOf(tx, order.projectId);
  if (!project) return order;
  const { lines, forcedHold } = await mapLines(tx, project, linesOf(order));
  const problems = await problemsOf(tx, project, { ...order, lines, forcedHold });
  return placeHolds(tx, order, problems, userId);
}

/** A new order copied from `from`, for a split or a reship. */
async function insertCopy(
  tx: Tx,
  from: Order,
  change: Partial<typeof orders.$inferInsert>,
  userId: string,
  message: string,
) {
  const { id: _id, version: _v, createdAt: _c, updatedAt: _u, intakeHash: _h, ...copy } = from;
  const [created] = await tx
    .insert(orders)
    .values({
      ...copy,
      orderStatus: statusWithoutHolds(from),
      tags: from.tags.filter((t) => !isOrderMarker(t)),
      trackingNumber: null,
      shipDate: null,
      carrierCode: from.carrierCode,
      modifyDate: new Date(),
      ...change,
    })
    .returning();
  await recordOrderEvent(tx, created!.id, { kind: 'action', action: 'created', message, userId });
  return checkNew(tx, created!, userId);
}

/** Split: the chosen units move to a new order `{number}-n`; at least one unit stays. */
export function splitOrder(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  id: number,
  moves: readonly { lineIndex: number; quantity: number }[],
  version?: unknown,
) {
  return onOrder(db, events, user, id, version, 'split', async (tx, order) => {
    const lines = linesOf(order);
    const fields: Record<string, string> = {};
    const moving = new Map<number, number>();
    moves.forEach((m, i) => {
      const line = lines[m.lineIndex];
      if (!line) fields[`lines[${i}].lineIndex`] = 'The order has no such line';
      else if (moving.has(m.lineIndex)) fields[`lines[${i}].lineIndex`] = 'Each line may be named once';
      else if (m.quantity > line.quantity)
        fields[`lines[${i}].quantity`] = `At most ${line.quantity} (the line's quantity)`;
      else moving.set(m.lineIndex, m.quantity);
    });
    if (Object.keys(fields).length) throw badRequest('Some fields are not valid.', fields);
    const moved = lines.flatMap((l, i) => (moving.has(i) ? [{ ...l, quantity: moving.get(i)! }] : []));
    const kept = lines
      .map((l, i) => ({ ...l, quantity: l.quantity - (moving.get(i) ?? 0) }))
      .filter((l) => l.quantity > 0);
    if (kept.length === 0)
      throw badRequest('Some fields are not valid.', {
        lines: 'At least one unit must stay on the order: a split moves part of it',
      });
    const number = await nextNumber(tx, order, '-');
    const value = lineValue(moved);
    const paidShare = order.paymentDate ? value : 0;
    const child = await insertCopy(
      tx,
      order,
      {
        orderNumber: number,
        parentOrderId: order.id,
        items: moved,
        itemCount: moved.reduce((n, l) => n + l.quantity, 0),
        orderTotal: value,
        amountPaid: paidShare,
        shippingAmount: 0,
        taxAmount: 0,
      },
      user.id,
      `Split from order ${order.orderNumber}`,
    );
    const after = await saveOrder(
      tx,
      order,
      {
        items: kept,
        itemCount: kept.reduce((n, l) => n + l.quantity, 0),
        orderTotal: Math.max(0, Math.round((order.orderTotal - value) * 100) / 100),
        amountPaid: Math.max(0, Math.round((order.amountPaid - paidShare) * 100) / 100),
      },
      {
        kind: 'action',
        action: 'split',
        userId: user.id,
        message: `Split: ${moved.map((l) => `${l.quantity} × ${l.sku}`).join(', ')} moved to order ${number}`,
        details: { childOrderId: child.id },
      },
    );
    return { order: after, child };
  });
}

/** Reship: a shipped order is copied into a new order flagged as a reship, at no charge. */
export async function reshipOrder(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  id: number,
  reason: string | null | undefined,
  version?: unknown,
) {
  const result = await onOrder(db, events, user, id, version, 'reship', async (tx, order) => {
    const number = await nextNumber(tx, order, '-R');
    const child = await insertCopy(
      tx,
      order,
      {
        orderNumber: number,
        isReship: true,
        reshipOfOrderId: order.id,
        parentOrderId: null,
        orderDate: new Date(),
        paymentDate: new Date(),
        orderTotal: 0,
        amountPaid: 0,
        shippingAmount: 0,
        taxAmount: 0,
        shipByDate: null,
        orderStatus: 'awaiting_shipment',
      },
      user.id,
      reason ? `Reship of order ${order.orderNumber}: ${reason}` : `Reship of order ${order.orderNumber}`,
    );
    const after = await saveOrder(
      tx,
      order,
      {},
      {
        kind: 'action',
        action: 'reship',
        userId: user.id,
        message: `Reshipped as order ${number}${reason ? `: ${reason}` : ''}`,
        details: { reshipOrderId: child.id },
      },
    );
    return { order: after, child };
  });
  return result.child;
}

const RECHECKED = [
  'NO_ORDER_ITEMS',
  'CONFIG_ERROR',
  'MISSING_SKU',
  'SKU_FORCED_HOLD',
  'NOT_ENOUGH_INVENTORY',
];

/**
 * Edit before fulfilment: only the fields sent change. Lines are mapped again, and the checks that
 * depend on content run again: a problem fixed by the edit releases its hold, a new one holds.
 */
export function editOrder(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  id: number,
  sent: ReadonlySet<string>,
  input: OrderEditInput,
  version: unknown,
) {
  return onOrder(db, events, user, id, version, 'edit', async (tx, order) => {
    const change: Partial<typeof orders.$inferInsert> = { modifyDate: new Date() };
    for (const key of sent) {
      if (key === 'items') continue;
      if (key in input) (change as Record<string, unknown>)[key] = (input as Record<string, unknown>)[key];
    }
    // People edit their tags; the markers stay the system's.
    if (change.tags)
      change.tags = retag(
        change.tags.filter((t) => !isOrderMarker(t)),
        { add: order.tags.filter(isOrderMarker) },
      );
    const project = await projectOf(tx, order.projectId);
    let lines = linesOf(order);
    let forcedHold: string[] = [];
    if (sent.has('items') && project) {
      let weightTotal: number;
      ({ lines, forcedHold, weightTotal } = await mapLines(tx, project, input.items ?? []));
      change.items = lines;
      change.weightTotal = weightTotal;
      change.itemCount = lines.reduce((n, l) => n + l.quantity, 0);
    }
    let after = await saveOrder(tx, order, change, {
      kind: 'action',
      action: 'edit',
      userId: user.id,
      message: `Edited: ${[...sent].filter((k) => k !== 'id' && k !== 'version').join(', ') || 'nothing'}`,
    });
    if (!project) return after;
    if (!sent.has('items')) ({ forcedHold } = await mapLines(tx, project, lines));
    const problems = await problemsOf(tx, project, { ...after, lines, forcedHold });
    const fixed = (await openHolds(tx, id)).filter(
      (h) => RECHECKED.includes(h.type) && !problems.some((p) => p.type === h.type),
    );
    if (fixed.length)
      after = (await releaseHolds(tx, after, { ids: fixed.map((h) => h.id) }, user.id, 'Fixed by the edit'))
        .order;
    return placeHolds(tx, after, problems, user.id);
  });
}

/** Tags people apply (markers are the system's). */
export function tagOrder(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  id: number,
  tag: string,
  add: boolean,
) {
  return onOrder(db, events, user, id, undefined, null, (tx, order) =>
    saveOrder(
      tx,
      order,
      { tags: retag(order.tags, add ? { add: [tag] } : { remove: [tag] }) },
      {
        kind: 'action',
        action: add ? 'add-tag' : 'remove-tag',
        userId: user.id,
        message: `${add ? 'Tag added' : 'Tag removed'}: ${tag}`,
      },
    ),
  );
}

/** Archiving hides a finished order from the lists; only shipped and cancelled orders are finished. */
export async function archiveOrder(
  db: Db,
  events: DomainEvents,
  user: AuthUser,
  id: number,
  archive: boolean,
): Promise<Order> {
  const order = await db.transaction(async (tx) => {
    const before = await lockOrder(tx, user, id);
    if (archive && !['shipped', 'cancelled'].includes(before.orderStatus))
      throw illegalTransition('Only shipped or cancelled orders can be archived.');
    if (before.isArchived === archive) return before;
    return saveOrder(
      tx,
      before,
      { isArchived: archive },
      {
        kind: 'action',
        action: archive ? 'archive' : 'unarchive',
        userId: user.id,
        message: archive ? 'Archived' : 'Unarchived',
      },
    );
  });
  events.publish(orderUpdated(order));
  return order;
}
