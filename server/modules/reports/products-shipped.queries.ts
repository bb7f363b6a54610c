/**
 * Products shipped (spec §2, reports.orderedItems): units shipped in a period of the user's calendar,
 * by ship date, from the storefront orders shipped in it.
 * - view items (`/reports/products-shipped`): per vendor item, the lines the warehouse ships
 *   (fulfillableLines of server/modules/orders/order-records.repository.ts: mapped, not ignored), so a
 *   kit counts as its components;
 * - view storefront (`/reports/products-om-shipped`): per storefront product as the customers ordered
 *   it (customerLines of src/domain/order-kits.ts: every line but kit components), a kit as the kit.
 * The lines are the orders' JSON items, added up in SQL (the period may hold every storefront's
 * orders of a year); the two line filters below are those rules written for jsonb, and the suite
 * checks them against orders made through intake. Limited by the orders list's scope.
 */
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type {
  ProductsShippedAnswer,
  ProductsShippedQuery,
  ProductsShippedRow,
  ProductsShippedView,
} from '../../../src/domain/contracts/sales-reports';
import { addDays, dayAt, dayStartsAt } from '../../../src/domain/dashboard';
import { ORDER_STATUS } from '../../../src/domain/order.lifecycle';
import type { AuthUser } from '../../auth/guard';
import { scopeCondition } from '../../auth/policy';
import type { Db } from '../../db/client';
import { orders, storefrontProducts, vendorProducts } from '../../db/schema';
import { orderResource } from '../../resources/declarations/orders';
import { reportPeriod } from './storefront-product-stats.queries';

/** The line `l` is fulfilled (not onFulfillmentIgnore): kept on the order, never shipped otherwise. */
export const notIgnored = sql`coalesce(l->>'ignored', 'false') <> 'true'`;
/** The line `l` ships from the warehouse (fulfillableLines): mapped to an item and not ignored. */
export const shipsFromWarehouse = sql`(l->>'vendorProductId') is not null and ${notIgnored}`;
/** The line `l` is one the customer ordered (customerLines): not a kit's component. */
export const orderedByCustomer = sql`jsonb_typeof(l->'kitComponent') is distinct from 'object'`;

interface KeyRow {
  key: string;
  id: number | null;
  projectId: number | null;
  sku: string;
  name: string | null;
  isKit: boolean;
  units: number;
  orders: number;
}

export async function productsShipped(
  db: Db,
  user: AuthUser,
  query: ProductsShippedQuery,
  now = new Date(),
): Promise<ProductsShippedAnswer> {
  const view: ProductsShippedView = query.view;
  const period = reportPeriod(user, query, now);
  const { offset } = period;
  const start = dayStartsAt(period.from, offset);
  const end = dayStartsAt(addDays(period.to, 1), offset);
  const where = and(
    eq(orders.orderStatus, ORDER_STATUS.shipped),
    gte(orders.shipDate, start),
    lt(orders.shipDate, end),
    query.projectId ? eq(orders.projectId, query.projectId) : undefined,
    query.vendorId ? eq(orders.vendorId, query.vendorId) : undefined,
    query.warehouseId ? eq(orders.warehouseId, query.warehouseId) : undefined,
    scopeCondition(orderResource, user),
  ) as SQL;
  const line = view === 'items' ? shipsFromWarehouse : orderedByCustomer;
  const key =
    view === 'items'
      ? sql`(l->>'vendorProductId')`
      : sql`${orders.projectId}::text || ' ' || coalesce(l->>'storefrontProductId', 's ' || (l->>'sku'))`;
  const units = sql`sum((l->>'quantity')::int)::int`;
  const from = sql`${orders} cross join lateral jsonb_array_elements(${orders.items}) as l`;

  const [byKey, byHour, counted] = await Promise.all([
    db.execute(sql`
      select ${key} as "key",
        min(l->>'${sql.raw(view === 'items' ? 'vendorProductId' : 'storefrontProductId')}')::int as "id",
        min(${orders.projectId}) as "projectId",
        min(l->>'sku') as "sku", min(l->>'name') as "name",
        bool_or(jsonb_typeof(l->'kit') = 'object') as "isKit",
        ${units} as "units", count(distinct ${orders.id})::int as "orders"
      from ${from} where ${where} and ${line}
      group by 1`),
    db.execute(sql`
      select floor(extract(epoch from ${orders.shipDate}) / 3600)::int as "hour", ${units} as "units"
      from ${from} where ${where} and ${line}
      group by 1`),
    db.execute(sql`
      select count(distinct ${orders.id})::int as "orders" from ${from} where ${where} and ${line}`),
  ]);
  const keyRows = (byKey as { rows: KeyRow[] }).rows;
  const hourRows = (byHour as { rows: { hour: number; units: number }[] }).rows;
  const orderCount = Number((counted as { rows: { orders: number }[] }).rows[0]?.orders ?? 0);

  // Names and vendors from the items or the storefront products themselves (the lines keep what intake saw).
  const ids = [...new Set(keyRows.flatMap((r) => (r.id != null ? [Number(r.id)] : [])))];
  const known = new Map<number, { sku: string; name: string; vendorId: number | null }>();
  if (ids.length && view === 'items') {
    const items = await db
      .select({
        id: vendorProducts.id,
        sku: vendorProducts.sku,
        name: vendorProducts.item,
        vendorId: vendorProducts.vendorId,
      })
      .from(vendorProducts)
      .where(inArray(vendorProducts.id, ids));
    for (const i of items) known.set(i.id, i);
  } else if (ids.length) {
    const products = await db
      .select({ id: storefrontProducts.id, sku: storefrontProducts.sku, name: storefrontProducts.name })
      .from(storefrontProducts)
      .where(inArray(storefrontProducts.id, ids));
    for (const p of products) known.set(p.id, { ...p, vendorId: null });
  }

  const rows: ProductsShippedRow[] = keyRows.map((r) => {
    const id = r.id != null ? Number(r.id) : null;
    const found = id != null ? known.get(id) : undefined;
    return {
      id,
      sku: found?.sku ?? r.sku,
      name: found?.name ?? r.name ?? r.sku,
      vendorId: found?.vendorId ?? null,
      projectId: view === 'storefront' ? Number(r.projectId) : null,
      isKit: view === 'storefront' && Boolean(r.isKit),
      units: Number(r.units),
      orders: Number(r.orders),
    };
  });
  rows.sort((a, b) => b.units - a.units || a.name.localeCompare(b.name));

  const perDay = new Map<string, number>();
  for (let d = period.from; d <= period.to; d = addDays(d, 1)) perDay.set(d, 0);
  for (const h of hourRows) {
    const d = dayAt(new Date(Number(h.hour) * 3_600_000), offset);
    if (perDay.has(d)) perDay.set(d, perDay.get(d)! + Number(h.units));
  }

  return {
    view,
    from: period.from,
    to: period.to,
    timezoneOffset: offset,
    days: [...perDay].map(([d, n]) => ({ day: d, units: n })),
    rows,
    totals: { units: rows.reduce((n, r) => n + r.units, 0), orders: orderCount },
  };
}
