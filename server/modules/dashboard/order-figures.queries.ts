/**
 * The storefront version's figures: open orders per status, held orders per hold type, orders to ship
 * today and late, and shipped per day. Three grouped queries, each limited by the same tenant scope as
 * the orders list (scopeCondition of the orders resource), so every number matches what the list it
 * links to shows the same user.
 *
 * They stay bounded on a million orders: they read only open orders (not shipped or cancelled, not
 * archived: the day's work, not the history), held orders' tags and open holds, and a 30-day
 * ship-date range. Their cost grows with the open orders, not with the shipped history.
 */
import { and, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  countsPerDay,
  OPEN_ORDER_STATUSES,
  type DayWindow,
  type OpenOrderStatus,
  type OrderSummary,
} from '../../../src/domain/dashboard';
import {
  MANUAL_HOLD_TYPES,
  ORDER_STATUS,
  PROBLEM_MARKERS,
  type HoldType,
} from '../../../src/domain/order.lifecycle';
import { paidNotShippedStatuses } from '../../../src/domain/resources/order.schema';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { orderHolds, orders } from '../../db/schema';
import { orderResource } from '../../resources/declarations/orders';
import { countAll, countDistinct, countWhere, epochHour, textArray } from './counts.queries';
import { scopeCondition } from '../../auth/policy';

export interface OrderFigureDates {
  /** Where the user's today begins and ends. */
  todayStart: Date;
  tomorrowStart: Date;
  /** The chart's days. */
  window: DayWindow;
  offset: number;
}

/**
 * Held orders per problem marker, from their tags (what the list's tag filter reads). Only held orders
 * are unnested: a filter per marker over every open order costs more than the status counts themselves.
 */
async function markerCounts(db: Db, scope: SQL | undefined): Promise<{ type: string; count: number }[]> {
  const { rows } = (await db.execute(sql`
    select m.tag as "type", count(*)::int as "count"
    from ${orders} cross join lateral unnest(${orders.tags}) as m(tag)
    where ${and(eq(orders.orderStatus, ORDER_STATUS.onHold), eq(orders.isArchived, false), scope)}
      and m.tag = any(${textArray(PROBLEM_MARKERS)})
    group by m.tag`)) as unknown as { rows: { type: string; count: number }[] };
  return rows.map((r) => ({ type: r.type, count: Number(r.count) }));
}

/** The storefront order figures for one user. */
export async function orderFigures(db: Db, user: AuthUser, dates: OrderFigureDates): Promise<OrderSummary> {
  const scope = scopeCondition(orderResource, user);
  const [open, markers, manualHolds, shipped] = await Promise.all([
    db
      .select({
        status: orders.orderStatus,
        count: countAll(),
        // A ship-by date earlier today is still today's work; before today it is late.
        shipToday: countWhere(
          and(gte(orders.shipByDate, dates.todayStart), lt(orders.shipByDate, dates.tomorrowStart)),
        ),
        late: countWhere(lt(orders.shipByDate, dates.todayStart)),
      })
      .from(orders)
      .where(and(eq(orders.isArchived, false), inArray(orders.orderStatus, [...OPEN_ORDER_STATUSES]), scope))
      .groupBy(orders.orderStatus),
    markerCounts(db, scope),
    // People's holds are rows of order_holds (markers are also tags, counted above).
    db
      .select({ type: orderHolds.type, count: countDistinct(orderHolds.orderId) })
      .from(orderHolds)
      .innerJoin(orders, eq(orders.id, orderHolds.orderId))
      .where(
        and(
          isNull(orderHolds.releasedAt),
          inArray(orderHolds.type, [...MANUAL_HOLD_TYPES]),
          eq(orders.orderStatus, ORDER_STATUS.onHold),
          eq(orders.isArchived, false),
          scope,
        ),
      )
      .groupBy(orderHolds.type),
    // Archived orders count here: archiving files an order away, it does not undo the day's shipping.
    db
      .select({ hour: epochHour(orders.shipDate), count: countAll() })
      .from(orders)
      .where(
        and(
          eq(orders.orderStatus, ORDER_STATUS.shipped),
          gte(orders.shipDate, dates.window.from),
          lt(orders.shipDate, dates.window.to),
          scope,
        ),
      )
      .groupBy(epochHour(orders.shipDate)),
  ]);

  const byStatus = Object.fromEntries(OPEN_ORDER_STATUSES.map((s) => [s, 0])) as Record<
    OpenOrderStatus,
    number
  >;
  let shipToday = 0;
  let late = 0;
  for (const row of open) {
    byStatus[row.status as OpenOrderStatus] = row.count;
    // Unpaid orders cannot ship yet: to-ship and late are the list's paid-but-not-shipped orders.
    if (paidNotShippedStatuses.includes(row.status as OpenOrderStatus)) {
      shipToday += row.shipToday;
      late += row.late;
    }
  }
  return {
    byStatus,
    holdsByType: [...markers, ...manualHolds]
      .map((h) => ({ type: h.type as HoldType, count: h.count }))
      .sort((a, b) => b.count - a.count || a.type.localeCompare(b.type)),
    shipToday,
    late,
    shippedPerDay: countsPerDay(shipped, dates.window, dates.offset),
  };
}
