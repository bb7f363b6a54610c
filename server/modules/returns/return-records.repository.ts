/**
 * Reading and locking one return for the returns services, its lines as stored, and the order lines
 * it refers to with the vendor item each was mapped to.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { normalizeReturnLine, type ReturnLine, type ReturnOrderLine } from '../../../src/domain/order-return';
import type { AuthUser } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import { orderReturns, vendorProducts } from '../../db/schema';
import { notFound } from '../../http/errors';
import { orderReturnResource } from '../../resources/declarations/outbound';
import { scopeCondition } from '../../auth/policy';

export type OrderReturn = typeof orderReturns.$inferSelect;

/** The return when the user may see it (vendor and warehouse scope), locked until the transaction ends. */
export async function lockReturn(tx: Tx, user: AuthUser, id: number): Promise<OrderReturn> {
  const [row] = await tx
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.id, id), scopeCondition(orderReturnResource, user)))
    .for('update');
  if (!row) throw notFound('Return');
  return row;
}

/** The return when the user may see it; 404 otherwise, as for a missing one. */
export async function findReturn(db: Db | Tx, user: AuthUser, id: number): Promise<OrderReturn> {
  const [row] = await db
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.id, id), scopeCondition(orderReturnResource, user)));
  if (!row) throw notFound('Return');
  return row;
}

export const returnLinesOf = (row: Pick<OrderReturn, 'items'>, orderLines: readonly ReturnOrderLine[] = []) =>
  (row.items as Record<string, unknown>[]).map((raw) => normalizeReturnLine(raw, orderLines));

/** The stored form of the lines (items keeps the LineItem shape: sku, name, quantity first). */
export const storedLines = (lines: readonly ReturnLine[]) => lines.map((l) => ({ ...l }));

/**
 * The order's lines with the vendor item each ships as. Intake stores vendorProductId; lines that
 * only carry the vendor SKU (orders written before mapping stored the id) find it by SKU.
 */
export async function mappedOrderLines(
  tx: Db | Tx,
  order: { vendorId: number; items: unknown },
): Promise<ReturnOrderLine[]> {
  const lines = (order.items as ReturnOrderLine[]).map((l) => ({ ...l }));
  const missing = [
    ...new Set(lines.filter((l) => l.vendorProductId == null && l.wmsSku).map((l) => l.wmsSku!)),
  ];
  if (missing.length > 0) {
    const found = await tx
      .select({ id: vendorProducts.id, sku: vendorProducts.sku })
      .from(vendorProducts)
      .where(and(eq(vendorProducts.vendorId, order.vendorId), inArray(vendorProducts.sku, missing)));
    const bySku = new Map(found.map((p) => [p.sku, p.id]));
    for (const line of lines)
      if (line.vendorProductId == null && line.wmsSku) line.vendorProductId = bySku.get(line.wmsSku) ?? null;
  }
  return lines;
}
