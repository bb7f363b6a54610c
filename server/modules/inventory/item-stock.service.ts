/**
 * The item page's reads: one item's stock by warehouse and bucket and by place, its ledger history,
 * and the stock totals of a page of items (the Vendor Items detailed view). Read only: the balances
 * and the ledger are written by stock-ledger.service.ts alone.
 *
 * Every query starts from one item (or a page of ids) through an index that leads with the item:
 * warehouse_product_locations_product_idx (vendor_product_id, warehouse_id) for the balances and
 * stock_ledger_product_idx (vendor_product_id, id desc) for the ledger, whose newest-first page is
 * an index range read however long the history is.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE } from '../../../src/domain/constants';
import {
  ITEM_PLACES_LIMIT,
  type BucketStock,
  type ItemStock,
  type LedgerEntry,
  type PlaceStock,
} from '../../../src/domain/item-stock';
import type { StockBucket } from '../../../src/domain/stock';
import { emptyStockFigures, type StockFigures } from '../../../src/domain/vendor-product-file';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import {
  stockLedger,
  users,
  vendorProducts,
  warehouseProductLocations as b,
  warehouses,
} from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { vendorProductResource } from '../../resources/declarations/inventory';
import { MAX_PER_PAGE } from '../../resources/resource';
import { nameLedgerSources } from './ledger-sources.queries';
import { availableUnits, stockFigures, sumAvailable } from './stock.queries';
import { vendorScope, warehouseScope, scopeCondition } from '../../auth/policy';

export type VendorProductRow = typeof vendorProducts.$inferSelect;

/** The item, when the user may see it (the base's scope); 404 otherwise, as if it did not exist. */
async function findItemInScope(db: Db, user: AuthUser, id: unknown): Promise<VendorProductRow> {
  const itemId = Number(id);
  if (!Number.isSafeInteger(itemId) || itemId <= 0) throw notFound();
  const [item] = await db
    .select()
    .from(vendorProducts)
    .where(and(eq(vendorProducts.id, itemId), scopeCondition(vendorProductResource, user)));
  if (!item) throw notFound();
  return item;
}

/** Balances the user may see: their vendors' stock in their warehouses. */
const balancesInScope = (user: AuthUser) =>
  and(vendorScope(user, b.vendorId), warehouseScope(user, b.warehouseId));

const int = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::int`;

/** The figures of StockFigures over a set of balance rows (see src/domain/vendor-product-file.ts). */
const figures = stockFigures;

const bucketOrder = sql`array_position(array['available', 'quarantine', 'damaged', 'in_transit'], ${b.bucket})`;

/** The item's stock by warehouse and bucket, and by place, in the user's warehouses. */
export async function itemStock(db: Db, user: AuthUser, id: unknown): Promise<ItemStock> {
  const item = await findItemInScope(db, user, id);
  const where = and(eq(b.vendorProductId, item.id), balancesInScope(user));
  const held = sql`(${b.quantity} <> 0 or ${b.quantityAllocated} <> 0)`;
  const [bucketRows, placeRows] = await Promise.all([
    db
      .select({
        warehouseId: b.warehouseId,
        warehouseName: warehouses.fullName,
        bucket: b.bucket,
        onHand: int(sql`sum(${b.quantity})`),
        allocated: int(sql`sum(${b.quantityAllocated})`),
        available: sumAvailable,
      })
      .from(b)
      .innerJoin(warehouses, eq(warehouses.id, b.warehouseId))
      .where(where)
      .groupBy(b.warehouseId, warehouses.fullName, b.bucket)
      .orderBy(warehouses.fullName, bucketOrder),
    db
      .select({
        id: b.id,
        warehouseId: b.warehouseId,
        warehouseName: warehouses.fullName,
        bucket: b.bucket,
        location: b.location,
        lotNumber: b.lotNumber,
        lpn: b.lpn,
        expirationDate: b.expirationDate,
        onHand: b.quantity,
        allocated: b.quantityAllocated,
        available: availableUnits,
        updatedAt: b.updatedAt,
      })
      .from(b)
      .innerJoin(warehouses, eq(warehouses.id, b.warehouseId))
      .where(and(where, held))
      .orderBy(warehouses.fullName, bucketOrder, sql`${b.expirationDate} asc nulls last`, b.location, b.id)
      .limit(ITEM_PLACES_LIMIT + 1),
  ]);

  const buckets: BucketStock[] = bucketRows
    .filter((r) => r.onHand !== 0 || r.allocated !== 0)
    .map((r) => ({ ...r, bucket: r.bucket as StockBucket }));
  const totals = emptyStockFigures();
  for (const r of buckets) {
    if (r.bucket === 'in_transit') totals.inTransit += r.onHand;
    else totals.onHand += r.onHand;
    if (r.bucket === 'quarantine') totals.quarantine += r.onHand;
    if (r.bucket === 'damaged') totals.damaged += r.onHand;
    totals.allocated += r.allocated;
    totals.available += r.available;
  }
  const places: PlaceStock[] = placeRows.slice(0, ITEM_PLACES_LIMIT).map((r) => ({
    ...r,
    bucket: r.bucket as StockBucket,
    updatedAt: r.updatedAt.toISOString(),
  }));
  return { totals, buckets, places, placesTruncated: placeRows.length > ITEM_PLACES_LIMIT };
}

/** Stock totals over every warehouse the user may see, for a page of items (ids out of scope are left out). */
export async function stockTotalsOf(
  db: Db,
  user: AuthUser,
  ids: readonly number[],
): Promise<(StockFigures & { vendorProductId: number })[]> {
  if (ids.length === 0) return [];
  const visible = await db
    .select({ id: vendorProducts.id })
    .from(vendorProducts)
    .where(and(inArray(vendorProducts.id, [...ids]), scopeCondition(vendorProductResource, user)));
  if (visible.length === 0) return [];
  const rows = await db
    .select({ vendorProductId: b.vendorProductId, ...figures })
    .from(b)
    .where(
      and(
        inArray(
          b.vendorProductId,
          visible.map((v) => v.id),
        ),
        balancesInScope(user),
      ),
    )
    .groupBy(b.vendorProductId);
  const byId = new Map(rows.map((r) => [r.vendorProductId, r]));
  return visible.map((v) => byId.get(v.id) ?? { vendorProductId: v.id, ...emptyStockFigures() });
}

export interface LedgerQuery {
  page: number;
  perPage: number;
  warehouseId: number | null;
}

/** The ledger request's body (page, perPage, warehouseId); wrong values answer 400 per field. */
export function parseLedgerQuery(body: unknown): LedgerQuery {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body)))
    throw badRequest('The request body must be a JSON object.');
  const b = (body ?? {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  const page = b.page === undefined ? 1 : Number(b.page);
  const perPage = b.perPage === undefined ? DEFAULT_PAGE_SIZE : Number(b.perPage);
  if (!Number.isInteger(page) || page < 1) fields.page = 'Must be a whole number from 1';
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
    fields.perPage = `Must be a whole number from 1 to ${MAX_PER_PAGE}`;
  let warehouseId: number | null = null;
  if (b.warehouseId !== undefined && b.warehouseId !== null && b.warehouseId !== '') {
    const n = Number(b.warehouseId);
    if (!Number.isInteger(n) || n <= 0) fields.warehouseId = 'Must be a whole number';
    else warehouseId = n;
  }
  if (Object.keys(fields).length) throw badRequest('Some filters are not valid.', fields);
  return { page, perPage, warehouseId };
}

/** The item's ledger rows in the user's warehouses, newest first, paged: `{ total, items }`. */
export async function itemLedger(
  db: Db,
  user: AuthUser,
  id: unknown,
  query: LedgerQuery,
): Promise<{ total: number; items: LedgerEntry[] }> {
  const item = await findItemInScope(db, user, id);
  const where = and(
    eq(stockLedger.vendorProductId, item.id),
    // The ledger carries the same tenant columns as the balances.
    vendorScope(user, stockLedger.vendorId),
    warehouseScope(user, stockLedger.warehouseId),
    query.warehouseId === null ? undefined : eq(stockLedger.warehouseId, query.warehouseId),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: stockLedger.id,
        createdAt: stockLedger.createdAt,
        warehouseId: stockLedger.warehouseId,
        warehouseName: warehouses.fullName,
        bucket: stockLedger.bucket,
        location: stockLedger.location,
        lotNumber: stockLedger.lotNumber,
        lpn: stockLedger.lpn,
        expirationDate: stockLedger.expirationDate,
        kind: stockLedger.kind,
        quantityDelta: stockLedger.quantityDelta,
        allocatedDelta: stockLedger.allocatedDelta,
        countedQuantity: stockLedger.countedQuantity,
        variance: stockLedger.variance,
        reason: stockLedger.reason,
        sourceType: stockLedger.sourceType,
        sourceId: stockLedger.sourceId,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(stockLedger)
      .innerJoin(warehouses, eq(warehouses.id, stockLedger.warehouseId))
      .leftJoin(users, eq(users.id, stockLedger.userId))
      .where(where)
      .orderBy(desc(stockLedger.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(stockLedger).where(where),
  ]);
  const sources = await nameLedgerSources(db, rows);
  return {
    total: counted?.total ?? 0,
    items: rows.map(({ firstName, lastName, sourceType, sourceId, createdAt, ...r }) => ({
      ...r,
      bucket: r.bucket as StockBucket,
      createdAt: createdAt.toISOString(),
      userName: firstName || lastName ? `${firstName ?? ''} ${lastName ?? ''}`.trim() : null,
      source:
        sourceType && sourceId
          ? (sources.get(`${sourceType}:${sourceId}`) ?? {
              type: sourceType,
              id: sourceId,
              label: null,
            })
          : null,
    })),
  };
}
