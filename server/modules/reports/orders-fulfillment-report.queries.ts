/**
 * The orders fulfilment report (/reports/orders-fulfillment, GET
 * /api/common/reports/orders-fulfillment): storefront orders received (order date) and shipped (ship
 * date) per day of the user's calendar, the median and 90th percentile time from order to ship of the
 * orders shipped in the range, and late orders: due (ship-by date) in the range and shipped after it,
 * or still open past it. Limited by the orders list's own tenant scope, like the shipped report.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type {
  OrdersFulfillmentReport,
  OrdersFulfillmentReportQuery,
} from '../../../src/domain/contracts/operations-reports';
import { countsPerDay, OPEN_ORDER_STATUSES } from '../../../src/domain/dashboard';
import { ORDER_STATUS } from '../../../src/domain/order.lifecycle';
import { effectiveTimezoneOffset } from '../../../src/domain/timezone';
import type { AuthUser } from '../../auth/guard';
import { scopeCondition } from '../../auth/policy';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { orderResource } from '../../resources/declarations/orders';
import { countAll, countWhere, epochHour } from '../dashboard/counts.queries';
import { reportWindow } from './shipped-report.queries';

/** Hours from an order's order date to its ship date (null until it has a ship date). */
export const hoursToShip = sql`extract(epoch from (${orders.shipDate} - ${orders.orderDate})) / 3600`;

/** Late and shipped: shipped after its ship-by date. */
export const shippedLate = and(
  eq(orders.orderStatus, ORDER_STATUS.shipped),
  sql`${orders.shipDate} > ${orders.shipByDate}`,
);

/** Late and still open at `now`: neither shipped nor cancelled (nor archived), past its ship-by date. */
export const openPastDue = (now: Date) =>
  and(
    inArray(orders.orderStatus, [...OPEN_ORDER_STATUSES]),
    eq(orders.isArchived, false),
    lt(orders.shipByDate, now),
  );
const percentile = (p: number) =>
  sql<number | null>`percentile_cont(${sql.raw(String(p))}) within group (order by ${hoursToShip})`.mapWith(
    (v: unknown) => (v === null ? null : Math.round(Number(v) * 10) / 10),
  );

export async function ordersFulfillmentReport(
  db: Db,
  user: AuthUser,
  query: OrdersFulfillmentReportQuery,
  now: Date,
): Promise<OrdersFulfillmentReport> {
  const offset = effectiveTimezoneOffset(user.timezone, now);
  const window = reportWindow(query, offset, now);
  const where = and(
    scopeCondition(orderResource, user),
    query.projectId ? eq(orders.projectId, query.projectId) : undefined,
    query.warehouseId ? eq(orders.warehouseId, query.warehouseId) : undefined,
  );
  const shippedInRange = and(
    where,
    eq(orders.orderStatus, ORDER_STATUS.shipped),
    gte(orders.shipDate, window.from),
    lt(orders.shipDate, window.to),
  );
  const [received, shipped, times, late] = await Promise.all([
    db
      .select({ hour: epochHour(orders.orderDate), count: countAll() })
      .from(orders)
      .where(and(where, gte(orders.orderDate, window.from), lt(orders.orderDate, window.to)))
      .groupBy(epochHour(orders.orderDate)),
    db
      .select({ hour: epochHour(orders.shipDate), count: countAll() })
      .from(orders)
      .where(shippedInRange)
      .groupBy(epochHour(orders.shipDate)),
    db
      .select({ median: percentile(0.5), p90: percentile(0.9) })
      .from(orders)
      .where(shippedInRange),
    db
      .select({
        lateShipped: countWhere(shippedLate),
        lateOpen: countWhere(openPastDue(now)),
      })
      .from(orders)
      .where(and(where, gte(orders.shipByDate, window.from), lt(orders.shipByDate, window.to))),
  ]);
  const receivedDays = countsPerDay(received, window, offset);
  const shippedDays = countsPerDay(shipped, window, offset);
  return {
    from: window.days[0]!,
    to: window.days.at(-1)!,
    timezoneOffset: offset,
    days: receivedDays.map((d, i) => ({ day: d.day, received: d.count, shipped: shippedDays[i]!.count })),
    received: receivedDays.reduce((n, d) => n + d.count, 0),
    shipped: shippedDays.reduce((n, d) => n + d.count, 0),
    medianHoursToShip: times[0]?.median ?? null,
    p90HoursToShip: times[0]?.p90 ?? null,
    lateShipped: late[0]?.lateShipped ?? 0,
    lateOpen: late[0]?.lateOpen ?? 0,
  };
}
