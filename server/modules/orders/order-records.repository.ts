/**
 * Reading, locking and writing one storefront order for its services: every change goes through
 * `saveOrder`, which bumps the version, writes the timeline row and hands back the OrderUpdated event
 * to publish after commit, so no action can forget either.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { OrderEventKind } from '../../../src/domain/contracts/order-answers';
import type { KitComponentRef, KitRef } from '../../../src/domain/order-kits';
import type { AuthUser } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';
import type { DomainEvent } from '../../events/domain-events';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { orderResource } from '../../resources/declarations/orders';
import { staleVersion } from '../../resources/engine';
import { scopeCondition } from '../../auth/policy';

export type Order = typeof orders.$inferSelect;

/** A stored order line: what the storefront sent plus what intake mapped it to. */
export interface OrderLine {
  sku: string;
  name?: string | null;
  quantity: number;
  unitPrice?: number | null;
  /** The vendor item's SKU, once mapped. */
  wmsSku?: string | null;
  vendorProductId?: number | null;
  storefrontProductId?: number | null;
  /** The storefront product is onFulfillmentIgnore: kept on the order, never fulfilled. */
  ignored?: boolean;
  /** A kit line (ships through its components) or a kit's component line: src/domain/order-kits.ts. */
  kit?: KitRef | null;
  kitComponent?: KitComponentRef | null;
  [key: string]: unknown;
}

export const linesOf = (order: Pick<Order, 'items'>) => order.items as OrderLine[];

/** Lines the warehouse ships: not ignored, mapped. */
export const fulfillableLines = (lines: readonly OrderLine[]) =>
  lines.filter((l) => !l.ignored && l.vendorProductId != null);

/** What the lines that ship want of stock, for stock.queries and the ledger. */
export const stockNeedsOf = (lines: readonly OrderLine[]) =>
  fulfillableLines(lines).map((l) => ({ vendorProductId: l.vendorProductId!, quantity: l.quantity }));

export const illegalTransition = (message: string) => new HttpError(409, 'illegal_transition', message);

/** The order when the user may see it (vendor and warehouse scope): 404 otherwise, as for a missing one. */
export async function findOrder(db: Db | Tx, user: AuthUser, id: number): Promise<Order> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), scopeCondition(orderResource, user)));
  if (!row) throw notFound('Order');
  return row;
}

/** The order locked until the transaction ends, after checking the user may see it. */
export async function lockOrder(tx: Tx, user: AuthUser | null, id: number): Promise<Order> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), user ? scopeCondition(orderResource, user) : undefined))
    .for('update');
  if (!row) throw notFound('Order');
  return row;
}

/** When the client names the version it acted on, it must still be the stored one. */
export function checkVersion(order: Order, version: unknown): void {
  if (version === undefined || version === null || version === '') return;
  const sent = Number(version);
  if (!Number.isInteger(sent))
    throw badRequest('Some fields are not valid.', { version: 'Version must be a whole number' });
  if (sent !== order.version) throw staleVersion();
}

export const orderUpdated = (order: Pick<Order, 'id' | 'vendorId' | 'warehouseId'>): DomainEvent => ({
  type: 'OrderUpdated',
  orderId: order.id,
  vendorId: order.vendorId,
  warehouseId: order.warehouseId,
});

export interface OrderEventEntry {
  kind: OrderEventKind;
  action: string;
  message: string;
  userId: string | null;
  details?: Record<string, unknown>;
  fromStatus?: string | null;
  toStatus?: string | null;
  /** When it happened: the command's time, by the context's clock. */
  at: Date;
}

export async function recordOrderEvent(tx: Tx, orderId: number, entry: OrderEventEntry): Promise<void> {
  const { at, ...rest } = entry;
  await tx.insert(orderEvents).values({ orderId, ...rest, createdAt: at });
}

/**
 * Writes a change to a locked order with its timeline row (kind 'status' when the status moved,
 * otherwise the entry's own kind); answers the order as it now is.
 */
export async function saveOrder(
  tx: Tx,
  before: Order,
  change: Partial<typeof orders.$inferInsert>,
  entry: OrderEventEntry,
): Promise<Order> {
  const [after] = await tx
    .update(orders)
    .set({ ...change, version: sql`${orders.version} + 1`, updatedAt: entry.at })
    .where(eq(orders.id, before.id))
    .returning();
  const moved = after!.orderStatus !== before.orderStatus;
  await recordOrderEvent(tx, before.id, {
    ...entry,
    kind: moved ? 'status' : entry.kind,
    fromStatus: moved ? before.orderStatus : null,
    toStatus: moved ? after!.orderStatus : null,
  });
  return after!;
}

/** Adds and removes tags, keeping the order of the rest and never doubling one. */
export function retag(
  tags: readonly string[],
  change: { add?: readonly string[]; remove?: readonly string[] },
) {
  const removed = new Set(change.remove ?? []);
  const kept = tags.filter((t) => !removed.has(t));
  for (const tag of change.add ?? []) if (!kept.includes(tag)) kept.push(tag);
  return kept;
}
