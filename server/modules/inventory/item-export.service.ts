/**
 * Vendor Items export: every item of the list as filtered on screen (the base's own filters, sort and
 * scope, all pages), with its vendor's and warehouse's codes and, in the detailed view, its stock.
 * The browser writes the CSV or XLSX file from the answer (src/domain/vendor-product-file.ts), so the
 * file reads exactly like an import template.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { effectiveTimezoneOffset } from '../../../src/domain/timezone';
import { asBoolean, buildFilters } from '../../resources/filters';
import {
  ITEM_EXPORT_MAX_ROWS,
  type ItemExportRow,
  type StockFigures,
} from '../../../src/domain/vendor-product-file';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { vendorProducts, vendors, warehouses } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { vendorProductResource as decl } from '../../resources/declarations/inventory';
import { stockTotalsOf } from './item-stock.service';
import { scopeCondition } from '../../auth/policy';

const tooMany = (total: number) =>
  new HttpError(
    422,
    'too_many_rows',
    `This list has ${total.toLocaleString('en-US')} items; an export holds at most ${ITEM_EXPORT_MAX_ROWS.toLocaleString('en-US')}. Narrow the filters and export again.`,
  );

/** The ids of a page of stock totals at a time: the totals query reads by item id. */
const STOCK_BATCH = 1000;

export async function exportItems(
  db: Db,
  user: AuthUser,
  body: unknown,
): Promise<{ total: number; items: ItemExportRow[] }> {
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body)))
    throw badRequest('The request body must be a JSON object.');
  const request = (body ?? {}) as Record<string, unknown>;
  const filters = buildFilters(decl.filters, request, {
    timezoneOffset: effectiveTimezoneOffset(user.timezone),
  });
  const requested = request.sortBy ? String(request.sortBy) : decl.defaultSort.by;
  const sortBy = Object.keys(decl.sortable).find((k) => k.toLowerCase() === requested.toLowerCase());
  const fields = { ...filters.errors };
  if (!sortBy) fields.sortBy = `Must be one of: ${Object.keys(decl.sortable).join(', ')}`;
  if (Object.keys(fields).length) throw badRequest('Some filters are not valid.', fields);

  const where = and(scopeCondition(decl, user), filters.where);
  const [counted] = await db.select({ total: count() }).from(vendorProducts).where(where);
  const total = counted?.total ?? 0;
  if (total > ITEM_EXPORT_MAX_ROWS) throw tooMany(total);

  const desc = request.sortDesc === true || request.sortDesc === 'true';
  const direction = (column: (typeof decl.sortable)[string]) =>
    desc ? sql`${column} desc nulls last` : asc(column);
  const rows = await db
    .select({
      id: vendorProducts.id,
      vendorId: vendorProducts.vendorId,
      vendorCode: vendors.code,
      vendorName: vendors.name,
      warehouseId: vendorProducts.warehouseId,
      warehouseCode: warehouses.code,
      warehouseName: warehouses.fullName,
      sku: vendorProducts.sku,
      item: vendorProducts.item,
      description: vendorProducts.description,
      type: vendorProducts.type,
      itemUnit: vendorProducts.itemUnit,
      status: vendorProducts.status,
      wholesalePrice: vendorProducts.wholesalePrice,
      factoringPercentage: vendorProducts.factoringPercentage,
      weight: vendorProducts.weight,
      unitsPerBox: vendorProducts.unitsPerBox,
      unitsPerPallet: vendorProducts.unitsPerPallet,
      trackInventory: vendorProducts.trackInventory,
      inventoryStatus: vendorProducts.inventoryStatus,
    })
    .from(vendorProducts)
    .innerJoin(vendors, eq(vendors.id, vendorProducts.vendorId))
    .leftJoin(warehouses, eq(warehouses.id, vendorProducts.warehouseId))
    .where(where)
    .orderBy(direction(decl.sortable[sortBy!]!), direction(vendorProducts.id))
    .limit(ITEM_EXPORT_MAX_ROWS);

  if (asBoolean(request.showDetailedView) !== true) return { total: rows.length, items: rows };
  const stock = new Map<number, StockFigures>();
  for (let i = 0; i < rows.length; i += STOCK_BATCH) {
    const ids = rows.slice(i, i + STOCK_BATCH).map((r) => r.id);
    for (const { vendorProductId, ...figures } of await stockTotalsOf(db, user, ids))
      stock.set(vendorProductId, figures);
  }
  return { total: rows.length, items: rows.map((r) => ({ ...r, stock: stock.get(r.id) })) };
}
