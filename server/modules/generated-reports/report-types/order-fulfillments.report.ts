/**
 * Order Fulfillments (OrderFulfillmentsReport): one row per storefront order received (order date) or
 * shipped (ship date) in the period, oldest order first: when it was ordered, due and shipped (on the
 * requester's calendar and clock), the hours from order to ship, how it went (carrier, service,
 * tracking) and whether it is late. The same orders and rules as the orders fulfilment report screen
 * (server/modules/reports/orders-fulfillment-report.queries.ts): its scope (the orders list's),
 * archived orders included, shipped meaning status shipped, and its late rule — shipped after the
 * ship-by date, or still open past it now. One row per order can mean millions: read in keyset pages
 * of (order date, id), so memory stays flat whatever the period.
 */
import { and, asc, count, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { ReportCell } from '../../../../src/domain/contracts/generated-reports';
import { ORDER_STATUS, orderStatusLabel } from '../../../../src/domain/order.lifecycle';
import type { DatesOnlyFilters } from '../../../../src/domain/resources/generated-report.schema';
import { scopeCondition } from '../../../auth/policy';
import { orders, projects } from '../../../db/schema';
import { orderResource } from '../../../resources/declarations/orders';
import { hoursToShip, openPastDue, shippedLate } from '../../reports/orders-fulfillment-report.queries';
import { defineReportProducer, keysetPages, localTime } from '../report-producer.queries';

/** Where a page starts: the last row's order date (as the database's exact text) and id. */
interface PageKey {
  at: string;
  id: number;
}

export const orderFulfillmentsReport = defineReportProducer<DatesOnlyFilters>({
  columns: () => [
    { key: 'orderNumber', label: 'Order number' },
    { key: 'storefront', label: 'Storefront' },
    { key: 'status', label: 'Status' },
    { key: 'orderDate', label: 'Order date' },
    { key: 'shipByDate', label: 'Ship-by date' },
    { key: 'shipDate', label: 'Ship date' },
    { key: 'hoursToShip', label: 'Hours to ship', kind: 'number' },
    { key: 'carrier', label: 'Carrier' },
    { key: 'service', label: 'Service' },
    { key: 'trackingNumber', label: 'Tracking number' },
    { key: 'late', label: 'Late' },
  ],

  async produce({ db, user, projectId, start, end, period, now, signal }, progress) {
    const offset = period.timezoneOffset;
    const received = and(gte(orders.orderDate, start), lt(orders.orderDate, end));
    const shipped = and(
      eq(orders.orderStatus, ORDER_STATUS.shipped),
      gte(orders.shipDate, start),
      lt(orders.shipDate, end),
    );
    const chosen = and(
      scopeCondition(orderResource, user),
      projectId ? eq(orders.projectId, projectId) : undefined,
      or(received, shipped),
    );
    const isShipped = eq(orders.orderStatus, ORDER_STATUS.shipped);
    const [totals] = await db
      .select({
        n: count(),
        last: sql<number | null>`(extract(epoch from max(greatest(
          case when ${received} then ${orders.orderDate} end,
          case when ${shipped} then ${orders.shipDate} end))) * 1000)::float8`,
      })
      .from(orders)
      .where(chosen);
    const total = Number(totals?.n ?? 0);

    const page = (after: PageKey | null, limit: number) =>
      db
        .select({
          id: orders.id,
          key: sql<string>`${orders.orderDate}::text`,
          orderNumber: orders.orderNumber,
          storefront: sql<string>`${projects.name} || ' (' || ${projects.clientCode} || ')'`,
          status: orders.orderStatus,
          orderDate: localTime(orders.orderDate, offset),
          shipByDate: localTime(orders.shipByDate, offset),
          shipDate: localTime(orders.shipDate, offset),
          hours: sql<string | null>`case when ${isShipped}
            then round((${hoursToShip})::numeric, 1) end`,
          carrier: orders.carrierCode,
          service: orders.serviceCode,
          tracking: orders.trackingNumber,
          late: sql<boolean>`coalesce(${or(shippedLate, openPastDue(now))}, false)`,
        })
        .from(orders)
        .innerJoin(projects, eq(projects.id, orders.projectId))
        .where(
          and(
            chosen,
            after
              ? sql`(${orders.orderDate}, ${orders.id}) > (${after.at}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(orders.orderDate), asc(orders.id))
        .limit(limit);

    async function* rows(): AsyncIterable<ReportCell[][]> {
      let done = 0;
      for await (const batch of keysetPages(page, (r) => ({ at: r.key, id: r.id }), signal)) {
        done += batch.length;
        await progress(total ? done / total : 1);
        yield batch.map((r) => [
          r.orderNumber,
          r.storefront,
          orderStatusLabel(r.status),
          r.orderDate,
          r.shipByDate,
          r.shipDate,
          r.hours === null ? null : Number(r.hours),
          r.carrier,
          r.service,
          r.tracking,
          r.late ? 'Yes' : 'No',
        ]);
      }
    }
    return { asOf: totals?.last != null ? new Date(Number(totals.last)) : null, rows: rows() };
  },
});
