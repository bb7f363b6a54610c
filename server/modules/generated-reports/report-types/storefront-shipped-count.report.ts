/**
 * Storefront Shipments Count (StorefrontShippedCount): storefront orders shipped per day of the
 * requester's calendar and per storefront, with their units, over the period. The same orders the
 * shipped report (/reports/shipped) counts: shipped, in the orders list's own tenant scope, archived
 * ones included (archiving does not undo shipping). One grouped read: a row per storefront and day.
 */
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../../src/domain/order.lifecycle';
import type { DatesOnlyFilters } from '../../../../src/domain/resources/generated-report.schema';
import { scopeCondition } from '../../../auth/policy';
import { orders, projects } from '../../../db/schema';
import { orderResource } from '../../../resources/declarations/orders';
import { defineReportProducer, inBatches, localDay } from '../report-producer.queries';

export const storefrontShippedCountReport = defineReportProducer<DatesOnlyFilters>({
  columns: () => [
    { key: 'day', label: 'Ship date', kind: 'date' },
    { key: 'storefrontCode', label: 'Storefront code' },
    { key: 'storefront', label: 'Storefront' },
    { key: 'shipments', label: 'Shipments', kind: 'number' },
    { key: 'units', label: 'Units', kind: 'number' },
  ],

  async produce({ db, user, projectId, start, end, period }) {
    const day = localDay(orders.shipDate, period.timezoneOffset);
    const inPeriod = and(
      eq(orders.orderStatus, ORDER_STATUS.shipped),
      gte(orders.shipDate, start),
      lt(orders.shipDate, end),
      scopeCondition(orderResource, user),
      projectId ? eq(orders.projectId, projectId) : undefined,
    );
    const rows = await db
      .select({
        day,
        code: projects.clientCode,
        name: projects.name,
        shipments: sql<number>`count(*)::int`,
        units: sql<number>`coalesce(sum(${orders.itemCount}), 0)::int`,
      })
      .from(orders)
      .innerJoin(projects, eq(projects.id, orders.projectId))
      .where(inPeriod)
      .groupBy(day, projects.clientCode, projects.name)
      .orderBy(asc(day), asc(projects.clientCode));
    const [last] = await db
      .select({ at: sql<Date | string | null>`max(${orders.shipDate})` })
      .from(orders)
      .where(inPeriod);
    return {
      asOf: last?.at ? new Date(last.at) : null,
      rows: inBatches(rows.map((r) => [r.day, r.code, r.name, r.shipments, r.units])),
    };
  },
});
