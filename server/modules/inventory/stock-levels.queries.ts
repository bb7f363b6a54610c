/**
 * Read-only views of stock for the inventory screens: stock per item and warehouse (the balances
 * grouped over locations, lots and buckets), and the ledger rows a document wrote. Both are limited
 * to the user's vendors and warehouses, exactly like the balances themselves.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { stockLevelSorts, type LedgerRow, type StockLevel } from '../../../src/domain/inventory-views';
import { DEFAULT_PAGE_SIZE } from '../../../src/domain/constants';
import { effectiveTimezoneOffset } from '../../../src/domain/timezone';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { stockLedger, users, vendorProducts, warehouseProductLocations as b } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { buildFilters, intEquals, text } from '../../resources/filters';
import { MAX_PER_PAGE } from '../../resources/resource';
import { warehouseProductLocationResource } from '../../resources/declarations/inventory';
import { scopeCondition } from '../../auth/policy';
import { stockFigures } from './stock.queries';

/** The stock-level figures, as every stock read counts them (stock.queries). */
const measures = stockFigures;

const sortColumns: Record<(typeof stockLevelSorts)[number], SQL | AnyPgColumn> = {
  sku: vendorProducts.sku,
  item: vendorProducts.item,
  ...measures,
};

const stockLevelFilters = {
  vendorId: intEquals(b.vendorId),
  warehouseId: intEquals(b.warehouseId),
  vendorProductId: intEquals(b.vendorProductId),
  search: text(vendorProducts.sku, vendorProducts.item),
};

function paging(body: Record<string, unknown>) {
  const fields: Record<string, string> = {};
  const page = body.page === undefined ? 1 : Number(body.page);
  const perPage = body.perPage === undefined ? DEFAULT_PAGE_SIZE : Number(body.perPage);
  if (!Number.isInteger(page) || page < 1) fields.page = 'Must be a whole number from 1';
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
    fields.perPage = `Must be a whole number from 1 to ${MAX_PER_PAGE}`;
  const requested = body.sortBy === undefined || body.sortBy === '' ? 'sku' : String(body.sortBy);
  const sortBy = stockLevelSorts.find((s) => s.toLowerCase() === requested.toLowerCase());
  if (!sortBy) fields.sortBy = `Must be one of: ${stockLevelSorts.join(', ')}`;
  const sortDesc = body.sortDesc === true || body.sortDesc === 'true';
  return { page, perPage, sortBy: sortBy ?? 'sku', sortDesc, fields };
}

/** Stock per item and warehouse, filtered, sorted and paged: `{ total, items }` like any list. */
export async function listStockLevels(
  db: Db,
  user: AuthUser,
  body: Record<string, unknown>,
): Promise<{ total: number; items: StockLevel[] }> {
  const p = paging(body);
  const filters = buildFilters(stockLevelFilters, body, {
    timezoneOffset: effectiveTimezoneOffset(user.timezone),
  });
  const fields = { ...p.fields, ...filters.errors };
  if (Object.keys(fields).length) throw badRequest('Some filters are not valid.', fields);

  const where = and(scopeCondition(warehouseProductLocationResource, user), filters.where);
  const groupBy = [b.warehouseId, b.vendorProductId, b.vendorId, vendorProducts.sku, vendorProducts.item];
  const sort = sortColumns[p.sortBy];
  const direction = (column: SQL | AnyPgColumn) =>
    p.sortDesc ? sql`${column} desc nulls last` : asc(column);
  const grouped = db
    .select({
      warehouseId: b.warehouseId,
      vendorId: b.vendorId,
      vendorProductId: b.vendorProductId,
      sku: vendorProducts.sku,
      item: vendorProducts.item,
      itemUnit: vendorProducts.itemUnit,
      ...measures,
    })
    .from(b)
    .innerJoin(vendorProducts, eq(vendorProducts.id, b.vendorProductId))
    .where(where)
    .groupBy(...groupBy, vendorProducts.itemUnit);
  const [rows, counted] = await Promise.all([
    grouped
      .orderBy(direction(sort), asc(vendorProducts.sku), asc(b.warehouseId))
      .limit(p.perPage)
      .offset((p.page - 1) * p.perPage),
    db
      .select({ total: sql<number>`count(distinct (${b.warehouseId}, ${b.vendorProductId}))::int` })
      .from(b)
      .innerJoin(vendorProducts, eq(vendorProducts.id, b.vendorProductId))
      .where(where),
  ]);
  return {
    total: counted[0]?.total ?? 0,
    items: rows.map((r) => ({ id: `${r.warehouseId}:${r.vendorProductId}`, ...r })),
  };
}

/** The ledger rows a document wrote (a direct update's), oldest first, with who wrote them. */
export async function ledgerOfSource(db: Db, sourceType: string, sourceId: string): Promise<LedgerRow[]> {
  const rows = await db
    .select({
      id: stockLedger.id,
      createdAt: stockLedger.createdAt,
      kind: stockLedger.kind,
      bucket: stockLedger.bucket,
      location: stockLedger.location,
      lotNumber: stockLedger.lotNumber,
      lpn: stockLedger.lpn,
      expirationDate: stockLedger.expirationDate,
      quantityDelta: stockLedger.quantityDelta,
      allocatedDelta: stockLedger.allocatedDelta,
      countedQuantity: stockLedger.countedQuantity,
      variance: stockLedger.variance,
      reason: stockLedger.reason,
      userId: stockLedger.userId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(stockLedger)
    .leftJoin(users, eq(users.id, stockLedger.userId))
    .where(and(eq(stockLedger.sourceType, sourceType), eq(stockLedger.sourceId, sourceId)))
    .orderBy(asc(stockLedger.id));
  return rows.map(({ firstName, lastName, createdAt, ...r }) => ({
    ...r,
    createdAt: createdAt.toISOString(),
    userName: firstName || lastName ? `${firstName ?? ''} ${lastName ?? ''}`.trim() : null,
  }));
}
