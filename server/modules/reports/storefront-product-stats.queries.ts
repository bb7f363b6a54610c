/**
 * Storefront Product Statistics (spec §2): units ordered and shipped per storefront product over a
 * period of the user's calendar, per day or per week, for one storefront. Ordered counts the orders
 * placed in the period (not cancelled, not reships: a reship sends again what was already ordered);
 * shipped counts the orders shipped in the period, by their ship date. A kit counts as the kit the
 * customer ordered, never its components (src/domain/order-kits.ts customerLines); ignored lines
 * count too (the customer ordered them). The orders are limited by the orders list's own scope
 * (scopeCondition of the orders resource), so a warehouse user sees only their warehouses' orders.
 *
 * The lines live in the order's JSON items: the storefront's orders of the period are read (one
 * storefront, at most a year) and added up here with the domain's customerLines, not in SQL, so the
 * rule of what the customer ordered has one home.
 */
import { and, eq, gte, lt, ne, or, asc } from 'drizzle-orm';
import {
  type ProductStatsBucket,
  type ProductStatsRow,
  type ReportInterval,
  type StorefrontProductStatsAnswer,
  type StorefrontProductStatsQuery,
  DEFAULT_REPORT_DAYS,
} from '../../../src/domain/contracts/sales-reports';
import { addDays, dayAt, dayStartsAt } from '../../../src/domain/dashboard';
import { customerLines, isKitLine } from '../../../src/domain/order-kits';
import { ORDER_STATUS } from '../../../src/domain/order.lifecycle';
import { effectiveTimezoneOffset } from '../../../src/domain/timezone';
import type { AuthUser } from '../../auth/guard';
import { scopeCondition } from '../../auth/policy';
import type { Db } from '../../db/client';
import { orders, storefrontProducts } from '../../db/schema';
import { orderResource } from '../../resources/declarations/orders';
import type { OrderLine } from '../orders/order-records.repository';

/** A sales report's period in the user's calendar: the days asked for, or the last 30 days to today. */
export interface ReportPeriod {
  /** First and last day, both included. */
  from: string;
  to: string;
  /** The user's hour offset the days are read at. */
  offset: number;
}

export function reportPeriod(
  user: AuthUser,
  query: { from?: string | null; to?: string | null },
  now = new Date(),
): ReportPeriod {
  const offset = effectiveTimezoneOffset(user.timezone, now);
  const to = query.to ?? (query.from ? addDays(query.from, DEFAULT_REPORT_DAYS - 1) : dayAt(now, offset));
  const from = query.from ?? addDays(to, -(DEFAULT_REPORT_DAYS - 1));
  return { from, to, offset };
}

/** The period's buckets: every day, or weeks from its first day (the last one cut at its end). */
export function periodBuckets(period: ReportPeriod, interval: ReportInterval): ProductStatsBucket[] {
  const step = interval === 'week' ? 7 : 1;
  const buckets: ProductStatsBucket[] = [];
  for (let start = period.from; start <= period.to; start = addDays(start, step)) {
    const end = addDays(start, step - 1);
    buckets.push({ start, end: end > period.to ? period.to : end, ordered: 0, shipped: 0 });
  }
  return buckets;
}

/** The product a line counts under: its storefront product, or its SKU when it was never mapped. */
const productKey = (line: OrderLine) =>
  line.storefrontProductId != null ? `p${line.storefrontProductId}` : `s${line.sku}`;

export async function storefrontProductStats(
  db: Db,
  user: AuthUser,
  query: StorefrontProductStatsQuery,
  now = new Date(),
): Promise<StorefrontProductStatsAnswer> {
  const period = reportPeriod(user, query, now);
  const interval = query.interval;
  const { offset } = period;
  const start = dayStartsAt(period.from, offset);
  const end = dayStartsAt(addDays(period.to, 1), offset);
  const inPeriod = (column: typeof orders.orderDate | typeof orders.shipDate) =>
    and(gte(column, start), lt(column, end));

  const [rows, products] = await Promise.all([
    db
      .select({
        orderDate: orders.orderDate,
        shipDate: orders.shipDate,
        orderStatus: orders.orderStatus,
        isReship: orders.isReship,
        items: orders.items,
      })
      .from(orders)
      .where(
        and(
          eq(orders.projectId, query.projectId),
          or(
            and(
              inPeriod(orders.orderDate),
              ne(orders.orderStatus, ORDER_STATUS.cancelled),
              eq(orders.isReship, false),
            ),
            and(eq(orders.orderStatus, ORDER_STATUS.shipped), inPeriod(orders.shipDate)),
          ),
          scopeCondition(orderResource, user),
        ),
      ),
    db
      .select({ id: storefrontProducts.id, sku: storefrontProducts.sku, name: storefrontProducts.name })
      .from(storefrontProducts)
      .where(eq(storefrontProducts.projectId, query.projectId))
      .orderBy(asc(storefrontProducts.id)),
  ]);

  const buckets = periodBuckets(period, interval);
  const step = interval === 'week' ? 7 : 1;
  const bucketOf = (at: Date) => {
    const dayOf = dayAt(at, offset);
    const index = Math.floor(
      (Date.parse(`${dayOf}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / (step * 86_400_000),
    );
    return buckets[index];
  };
  const productById = new Map(products.map((p) => [p.id, p]));
  const byProduct = new Map<string, ProductStatsRow>();
  const rowOf = (line: OrderLine) => {
    const key = productKey(line);
    let row = byProduct.get(key);
    if (!row) {
      const product =
        line.storefrontProductId != null ? productById.get(line.storefrontProductId) : undefined;
      row = {
        storefrontProductId: product?.id ?? null,
        sku: product?.sku ?? line.sku,
        name: product?.name ?? line.name ?? line.sku,
        isKit: isKitLine(line),
        ordered: 0,
        shipped: 0,
      };
      byProduct.set(key, row);
    }
    return row;
  };

  const totals = { ordered: 0, shipped: 0, orders: 0, shippedOrders: 0 };
  for (const order of rows) {
    const lines = customerLines(order.items as OrderLine[]);
    const units = lines.reduce((n, l) => n + l.quantity, 0);
    const ordered =
      order.orderStatus !== ORDER_STATUS.cancelled &&
      !order.isReship &&
      order.orderDate >= start &&
      order.orderDate < end;
    const shipped =
      order.orderStatus === ORDER_STATUS.shipped &&
      order.shipDate != null &&
      order.shipDate >= start &&
      order.shipDate < end;
    if (ordered) {
      const bucket = bucketOf(order.orderDate);
      if (bucket) bucket.ordered += units;
      totals.ordered += units;
      totals.orders += 1;
      for (const line of lines) rowOf(line).ordered += line.quantity;
    }
    if (shipped) {
      const bucket = bucketOf(order.shipDate!);
      if (bucket) bucket.shipped += units;
      totals.shipped += units;
      totals.shippedOrders += 1;
      for (const line of lines) rowOf(line).shipped += line.quantity;
    }
  }

  return {
    projectId: query.projectId,
    from: period.from,
    to: period.to,
    interval,
    timezoneOffset: offset,
    buckets,
    products: [...byProduct.values()].sort(
      (a, b) => b.ordered - a.ordered || b.shipped - a.shipped || a.name.localeCompare(b.name),
    ),
    totals,
  };
}
