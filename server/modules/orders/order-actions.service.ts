/**
 * The order commands that do not move stock: hold, remove hold (one, all, or Has Inventory's
 * inventory holds only), move to awaiting shipment (payment recorded), split, reship, edit, tags and
 * archiving. Each is an OrderCommand for the runner (order-command.service.ts), which locks the order, checks
 * its version, refuses what the lifecycle refuses (409, nothing written), records the action log and
 * publishes OrderUpdated for every order it changed after commit; the service functions below run one.
 */
import { and, eq, like } from 'drizzle-orm';
import { fromAmount, max, multiply, subtract, sum, toAmount } from '../../../src/domain/money';
import { customerLines, expandKitMoves } from '../../../src/domain/order-kits';
import {
  archiveRefusal,
  INVENTORY_HOLD_TYPES,
  isOrderMarker,
  ORDER_STATUS,
  statusWithoutHolds,
} from '../../../src/domain/order.lifecycle';
import type { OrderEditInput } from '../../../src/domain/resources/order.schema';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { mapLines, problemsOf, projectOf } from './order-checks.logic';
import {
  runOrderCommand,
  type Changed,
  type OrderCommand,
  type OrderContext,
  type OrderTarget,
} from './order-command.service';
import { openHolds, placeHolds, releaseHolds, type Hold, type NewHold } from './order-holds.service';
import {
  illegalTransition,
  linesOf,
  recordOrderEvent,
  retag,
  saveOrder,
  type Order,
  type OrderLine,
} from './order-records.repository';
import { prefixPattern } from '../../db/like-patterns';

export const holdCommand = (hold: NewHold): OrderCommand => ({
  action: 'hold',
  step: 'hold',
  work: async ({ tx, userId, at }, order) => ({ order: await placeHolds(tx, order, [hold], userId, at) }),
});

export function holdOrder(ctx: OrderContext, input: OrderTarget & { hold: NewHold }): Promise<Order> {
  return runOrderCommand(ctx, input, holdCommand(input.hold)).then((r) => r.order);
}

/** Removes one hold (holdId) or every hold. */
export const unholdCommand = (holdId: number | undefined): OrderCommand => ({
  action: 'unhold',
  step: 'unhold',
  work: async ({ tx, userId, at }, order) => {
    const { order: after, released } = await releaseHolds(
      tx,
      order,
      holdId === undefined ? {} : { ids: [holdId] },
      userId,
      holdId === undefined ? 'Every hold removed' : 'Hold removed',
      at,
    );
    if (holdId !== undefined && released.length === 0) throw notFound('Open hold');
    return { order: after };
  },
});

export function unholdOrder(ctx: OrderContext, input: OrderTarget & { holdId?: number }): Promise<Order> {
  return runOrderCommand(ctx, input, unholdCommand(input.holdId)).then((r) => r.order);
}

/**
 * Has Inventory's release: only the inventory holds (stock arrived for them) are removed; any other
 * hold (an operator's, a client's, …) stays, and so does on_hold while one remains.
 */
export const releaseInventoryHoldsCommand: OrderCommand<Changed & { released: Hold[] }> = {
  action: 'release-inventory-holds',
  step: 'unhold',
  work: ({ tx, userId, at }, order) =>
    releaseHolds(
      tx,
      order,
      { types: INVENTORY_HOLD_TYPES },
      userId,
      'Stock is available: inventory hold removed',
      at,
    ),
};

/** One order from Has Inventory: 409 when it holds no inventory hold to release. */
export async function releaseInventoryHolds(ctx: OrderContext, target: OrderTarget): Promise<Order> {
  const { order, released } = await runOrderCommand(ctx, target, releaseInventoryHoldsCommand);
  if (released.length === 0) throw conflict('This order has no open inventory hold to remove.');
  return order;
}

/** Payment recorded: awaiting_payment → awaiting_shipment. */
export const moveToAwaitingShipmentCommand: OrderCommand = {
  action: 'move-to-awaiting-shipment',
  step: 'move-to-awaiting-shipment',
  work: async ({ tx, userId, at }, order) => ({
    order: await saveOrder(
      tx,
      order,
      {
        orderStatus: ORDER_STATUS.awaitingShipment,
        paymentDate: order.paymentDate ?? at,
        amountPaid: Math.max(order.amountPaid, order.orderTotal),
      },
      { kind: 'action', action: 'move-to-awaiting-shipment', userId, message: 'Payment recorded', at },
    ),
  }),
};

export function moveToAwaitingShipment(ctx: OrderContext, target: OrderTarget): Promise<Order> {
  return runOrderCommand(ctx, target, moveToAwaitingShipmentCommand).then((r) => r.order);
}

const lineValue = (lines: readonly OrderLine[]) =>
  toAmount(sum(lines.map((l) => multiply(fromAmount(l.unitPrice), l.quantity))));

/** The next free number `{base}{separator}{n}` of a storefront and store. */
async function nextNumber(tx: Tx, order: Order, separator: string): Promise<string> {
  const prefix = `${order.orderNumber}${separator}`;
  const taken = await tx
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.projectId, order.projectId), like(orders.orderNumber, prefixPattern(prefix))));
  let n = 1;
  while (taken.some((t) => t.orderNumber === `${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

/** Runs intake's checks on an order made by an action (a split's child, a reship) and holds it. */
async function checkNew(tx: Tx, order: Order, userId: string | null, at: Date): Promise<Order> {
  const project = await projectOf(tx, order.projectId);
  if (!project) return order;
  const { lines, forcedHold } = await mapLines(tx, project, linesOf(order));
  const problems = await problemsOf(tx, project, { ...order, lines, forcedHold });
  return placeHolds(tx, order, problems, userId, at);
}

/** A new order copied from `from`, for a split or a reship. */
async function insertCopy(
  tx: Tx,
  from: Order,
  change: Partial<typeof orders.$inferInsert>,
  userId: string | null,
  message: string,
  at: Date,
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
      modifyDate: at,
      createdAt: at,
      updatedAt: at,
      ...change,
    })
    .returning();
  await recordOrderEvent(tx, created!.id, { kind: 'action', action: 'created', message, userId, at });
  return checkNew(tx, created!, userId, at);
}

/** Split: the chosen units move to a new order `{number}-n`; at least one unit stays. */
const splitCommand = (moves: readonly { lineIndex: number; quantity: number }[]): OrderCommand => ({
  action: 'split',
  step: 'split',
  work: async ({ tx, userId, at }, order) => {
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
    // A kit splits whole: its components move with its kit line.
    const expanded = expandKitMoves(
      lines,
      [...moving].map(([lineIndex, quantity]) => ({ lineIndex, quantity })),
    );
    if ('fields' in expanded) throw badRequest('Some fields are not valid.', expanded.fields);
    for (const m of expanded.moves) moving.set(m.lineIndex, m.quantity);
    // A fractional per-kit share may move no unit of a component: no empty line then.
    const moved = lines.flatMap((l, i) => (moving.get(i) ? [{ ...l, quantity: moving.get(i)! }] : []));
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
        itemCount: customerLines(moved).reduce((n, l) => n + l.quantity, 0),
        orderTotal: value,
        amountPaid: paidShare,
        shippingAmount: 0,
        taxAmount: 0,
      },
      userId,
      `Split from order ${order.orderNumber}`,
      at,
    );
    const after = await saveOrder(
      tx,
      order,
      {
        items: kept,
        itemCount: customerLines(kept).reduce((n, l) => n + l.quantity, 0),
        orderTotal: toAmount(max(0, subtract(fromAmount(order.orderTotal), fromAmount(value)))),
        amountPaid: toAmount(max(0, subtract(fromAmount(order.amountPaid), fromAmount(paidShare)))),
      },
      {
        kind: 'action',
        action: 'split',
        userId,
        message: `Split: ${moved.map((l) => `${l.quantity} × ${l.sku}`).join(', ')} moved to order ${number}`,
        details: { childOrderId: child.id },
        at,
      },
    );
    return { order: after, created: child };
  },
});

/** Answers `{ order, child }`: the order as it stays and the new order. */
export async function splitOrder(
  ctx: OrderContext,
  input: OrderTarget & { lines: readonly { lineIndex: number; quantity: number }[] },
): Promise<{ order: Order; child: Order }> {
  const { order, created } = await runOrderCommand(ctx, input, splitCommand(input.lines));
  return { order, child: created! };
}

/** Reship: a shipped order is copied into a new order flagged as a reship, at no charge. */
const reshipCommand = (reason: string | null | undefined): OrderCommand => ({
  action: 'reship',
  step: 'reship',
  work: async ({ tx, userId, at }, order) => {
    const number = await nextNumber(tx, order, '-R');
    const child = await insertCopy(
      tx,
      order,
      {
        orderNumber: number,
        isReship: true,
        reshipOfOrderId: order.id,
        parentOrderId: null,
        orderDate: at,
        paymentDate: at,
        orderTotal: 0,
        amountPaid: 0,
        shippingAmount: 0,
        taxAmount: 0,
        shipByDate: null,
        orderStatus: ORDER_STATUS.awaitingShipment,
      },
      userId,
      reason ? `Reship of order ${order.orderNumber}: ${reason}` : `Reship of order ${order.orderNumber}`,
      at,
    );
    const after = await saveOrder(
      tx,
      order,
      {},
      {
        kind: 'action',
        action: 'reship',
        userId,
        message: `Reshipped as order ${number}${reason ? `: ${reason}` : ''}`,
        details: { reshipOrderId: child.id },
        at,
      },
    );
    return { order: after, created: child };
  },
});

/** Answers the new order. */
export async function reshipOrder(
  ctx: OrderContext,
  input: OrderTarget & { reason?: string | null },
): Promise<Order> {
  return (await runOrderCommand(ctx, input, reshipCommand(input.reason))).created!;
}

const RECHECKED = [
  'NO_ORDER_ITEMS',
  'CONFIG_ERROR',
  'MISSING_SKU',
  'SKU_FORCED_HOLD',
  'NOT_ENOUGH_INVENTORY',
  'MISSING_ADDRESS',
];

/**
 * Edit before fulfilment: only the fields sent change. Lines are mapped again, and the checks that
 * depend on content run again: a problem fixed by the edit releases its hold, a new one holds.
 */
export const editCommand = (sent: ReadonlySet<string>, input: OrderEditInput): OrderCommand => ({
  action: 'edit',
  step: 'edit',
  work: async ({ tx, userId, at }, order) => ({ order: await edit(tx, userId, at, order, sent, input) }),
});

async function edit(
  tx: Tx,
  userId: string | null,
  at: Date,
  order: Order,
  sent: ReadonlySet<string>,
  input: OrderEditInput,
): Promise<Order> {
  const change: Partial<typeof orders.$inferInsert> = { modifyDate: at };
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
    change.itemCount = customerLines(lines).reduce((n, l) => n + l.quantity, 0);
  }
  let after = await saveOrder(tx, order, change, {
    kind: 'action',
    action: 'edit',
    userId,
    message: `Edited: ${[...sent].filter((k) => k !== 'id' && k !== 'version').join(', ') || 'nothing'}`,
    at,
  });
  if (!project) return after;
  if (!sent.has('items')) ({ forcedHold } = await mapLines(tx, project, lines));
  const held = await openHolds(tx, order.id);
  // An order held for its ship-to has it checked again: a corrected address releases the hold.
  const checkShipTo = held.some((h) => h.type === 'MISSING_ADDRESS');
  const problems = await problemsOf(tx, project, { ...after, lines, forcedHold }, { checkShipTo });
  const fixed = held.filter((h) => RECHECKED.includes(h.type) && !problems.some((p) => p.type === h.type));
  if (fixed.length)
    after = (await releaseHolds(tx, after, { ids: fixed.map((h) => h.id) }, userId, 'Fixed by the edit', at))
      .order;
  return placeHolds(tx, after, problems, userId, at);
}

export function editOrder(
  ctx: OrderContext,
  input: OrderTarget & { sent: ReadonlySet<string>; edit: OrderEditInput },
): Promise<Order> {
  return runOrderCommand(ctx, input, editCommand(input.sent, input.edit)).then((r) => r.order);
}

/** Tags people apply (markers are the system's). */
export const tagCommand = (tag: string, add: boolean): OrderCommand => ({
  action: add ? 'add-tag' : 'remove-tag',
  step: null,
  work: async ({ tx, userId, at }, order) => ({
    order: await saveOrder(
      tx,
      order,
      { tags: retag(order.tags, add ? { add: [tag] } : { remove: [tag] }) },
      {
        kind: 'action',
        action: add ? 'add-tag' : 'remove-tag',
        userId,
        message: `${add ? 'Tag added' : 'Tag removed'}: ${tag}`,
        at,
      },
    ),
  }),
});

/** Archiving hides a finished order from the lists; only shipped and cancelled orders are finished. */
export const archiveCommand = (archive: boolean): OrderCommand => ({
  action: archive ? 'archive' : 'unarchive',
  step: null,
  archivedToo: true,
  work: async ({ tx, userId, at }, order) => {
    const refusal = archive ? archiveRefusal(order.orderStatus) : null;
    if (refusal) throw illegalTransition(refusal);
    if (order.isArchived === archive) return { order };
    return {
      order: await saveOrder(
        tx,
        order,
        { isArchived: archive },
        {
          kind: 'action',
          action: archive ? 'archive' : 'unarchive',
          userId,
          message: archive ? 'Archived' : 'Unarchived',
          at,
        },
      ),
    };
  },
});
