/**
 * The shipped report (/reports/shipped, GET /api/common/reports/shipped): storefront orders shipped
 * per day of the user's calendar, by carrier and service, over a range of days. One grouped scan of
 * the shipped orders in the range (the dashboard's shipped-per-day index: status, ship date, vendor,
 * warehouse), limited by the orders list's own tenant scope, so a brand counts only its own orders and
 * a warehouse user only its warehouses'. Archived orders count: archiving does not undo shipping.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import {
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_DAYS,
  type ShippedReport,
  type ShippedReportQuery,
} from '../../../src/domain/contracts/operations-reports';
import { addDays, countsPerDay, dayAt, dayStartsAt, type DayWindow } from '../../../src/domain/dashboard';
import { ORDER_STATUS } from '../../../src/domain/order.lifecycle';
import { effectiveTimezoneOffset } from '../../../src/domain/timezone';
import type { AuthUser } from '../../auth/guard';
import { scopeCondition } from '../../auth/policy';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { orderResource } from '../../resources/declarations/orders';
import { countAll, epochHour } from '../dashboard/counts.queries';

/** The carrier and service as recorded ('' when none: an order marked shipped by hand). */
const carrierOf = sql<string>`coalesce(${orders.carrierCode}, '')`;
const serviceOf = sql<string>`coalesce(${orders.serviceCode}, '')`;

/** A report's range of days: the one asked for, or the last 30 days of the user's calendar. */
export function reportWindow(
  range: { from: string | null; to: string | null },
  offset: number,
  now: Date,
): DayWindow {
  const to = range.to ?? (range.from && range.from > dayAt(now, offset) ? range.from : dayAt(now, offset));
  const from = range.from ?? addDays(to, 1 - REPORT_DEFAULT_DAYS);
  if (Date.parse(to) - Date.parse(from) >= REPORT_MAX_DAYS * 86_400_000)
    throw badRequest('Some parameters are not valid.', {
      from: `The range may cover at most ${REPORT_MAX_DAYS} days`,
    });
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return { days, from: dayStartsAt(from, offset), to: dayStartsAt(addDays(to, 1), offset) };
}

export async function shippedReport(
  db: Db,
  user: AuthUser,
  query: ShippedReportQuery,
  now: Date,
): Promise<ShippedReport> {
  const offset = effectiveTimezoneOffset(user.timezone, now);
  const window = reportWindow(query, offset, now);
  const inRange = and(
    eq(orders.orderStatus, ORDER_STATUS.shipped),
    gte(orders.shipDate, window.from),
    lt(orders.shipDate, window.to),
    scopeCondition(orderResource, user),
    query.projectId ? eq(orders.projectId, query.projectId) : undefined,
    query.warehouseId ? eq(orders.warehouseId, query.warehouseId) : undefined,
  );
  const rows = await db
    .select({
      hour: epochHour(orders.shipDate),
      carrier: carrierOf,
      service: serviceOf,
      count: countAll(),
    })
    .from(orders)
    .where(inRange)
    .groupBy(epochHour(orders.shipDate), carrierOf, serviceOf);

  const carriers = [...new Set(rows.map((r) => r.carrier))].filter(Boolean).sort();
  const chosen = rows.filter((r) => query.carrier === null || r.carrier === query.carrier);
  const byService = new Map<string, { carrier: string; service: string; count: number }>();
  for (const r of chosen) {
    const key = `${r.carrier}\u0000${r.service}`;
    const entry = byService.get(key) ?? { carrier: r.carrier, service: r.service, count: 0 };
    entry.count += r.count;
    byService.set(key, entry);
  }
  const days = countsPerDay(chosen, window, offset);
  return {
    from: window.days[0]!,
    to: window.days.at(-1)!,
    timezoneOffset: offset,
    days,
    services: [...byService.values()].sort(
      (a, b) => b.count - a.count || a.carrier.localeCompare(b.carrier) || a.service.localeCompare(b.service),
    ),
    carriers,
    total: days.reduce((n, d) => n + d.count, 0),
  };
}
