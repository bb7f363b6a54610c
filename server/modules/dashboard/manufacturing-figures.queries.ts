/**
 * The manufacturing manager's figures (issue 15): work orders per status, the late ones, the
 * components short for the draft work orders (and those no incoming document covers), and the
 * finished units produced per day. For a user who may view work orders, limited by the same scope as
 * the work-order list (vendor, warehouse, and "work orders under purchase orders" for PO-only users).
 * Completed and Cancelled count the last SHIPPED_CHART_DAYS days; open statuses count all.
 */
import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { ManufacturingSummary } from '../../../src/domain/contracts/manufacturing-answers';
import { countsPerDay, type DayWindow } from '../../../src/domain/dashboard';
import {
  openWorkOrderStatuses,
  WORK_ORDER_STATUS,
  type WorkOrderStatus,
} from '../../../src/domain/work-order.lifecycle';
import { workOrderStatuses } from '../../../src/domain/resources/work-order.schema';
import type { AuthUser } from '../../auth/guard';
import { allows, scopeCondition } from '../../auth/policy';
import type { Db } from '../../db/client';
import { workOrderCompletions, workOrders } from '../../db/schema';
import { workOrderResource } from '../../resources/declarations/manufacturing';
import { shortagePlan } from '../manufacturing/shortage-plan.queries';
import { countAll, epochHour } from './counts.queries';

/** How many late work orders the dashboard lists (the rest are a click away). */
export const LATE_WORK_ORDERS_LIMIT = 8;

const VIEW = [
  'manufacturing.workOrders.view',
  'manufacturing.workOrders.update',
  'warehouses.po.workOrders.view',
  'warehouses.po.workOrders.create',
];

export async function manufacturingFigures(
  db: Db,
  user: AuthUser,
  days: { today: string; window: DayWindow; offset: number; now: Date },
): Promise<ManufacturingSummary | null> {
  if (!allows(user, VIEW)) return null;
  const scope = scopeCondition(workOrderResource, user);
  const open = inArray(workOrders.status, [...openWorkOrderStatuses]);
  const lateWhere = and(scope, open, isNotNull(workOrders.dueDate), lt(workOrders.dueDate, days.today));
  const [openCounts, closedCounts, late, lateOrders, produced, plan] = await Promise.all([
    db
      .select({ status: workOrders.status, count: countAll() })
      .from(workOrders)
      .where(and(scope, open))
      .groupBy(workOrders.status),
    db
      .select({ status: workOrders.status, count: countAll() })
      .from(workOrders)
      .where(
        and(
          scope,
          inArray(workOrders.status, [WORK_ORDER_STATUS.Completed, WORK_ORDER_STATUS.Cancelled]),
          gte(workOrders.updatedAt, days.window.from),
        ),
      )
      .groupBy(workOrders.status),
    db.select({ count: countAll() }).from(workOrders).where(lateWhere),
    db
      .select({
        id: workOrders.id,
        orderNumber: workOrders.orderNumber,
        status: workOrders.status,
        dueDate: workOrders.dueDate,
        quantity: workOrders.quantity,
        completedQuantity: workOrders.completedQuantity,
      })
      .from(workOrders)
      .where(lateWhere)
      .orderBy(asc(workOrders.dueDate), asc(workOrders.id))
      .limit(LATE_WORK_ORDERS_LIMIT),
    db
      .select({
        hour: epochHour(workOrderCompletions.createdAt),
        count: sql<number>`coalesce(sum(${workOrderCompletions.quantity}), 0)`.mapWith(Number),
      })
      .from(workOrderCompletions)
      .innerJoin(workOrders, eq(workOrders.id, workOrderCompletions.workOrderId))
      .where(
        and(
          scope,
          eq(workOrders.assembleType, 'Assemble'),
          gte(workOrderCompletions.createdAt, days.window.from),
          lt(workOrderCompletions.createdAt, days.window.to),
        ),
      )
      .groupBy(epochHour(workOrderCompletions.createdAt)),
    shortagePlan(db, user, days.now),
  ]);
  const byStatus = Object.fromEntries(workOrderStatuses.map((s) => [s, 0])) as Record<
    WorkOrderStatus,
    number
  >;
  for (const row of [...openCounts, ...closedCounts]) byStatus[row.status as WorkOrderStatus] = row.count;
  const short = plan.lines.filter((l) => l.short > 0);
  return {
    byStatus,
    late: late[0]?.count ?? 0,
    lateOrders: lateOrders.map((w) => ({ ...w, status: w.status as WorkOrderStatus, dueDate: w.dueDate! })),
    shortComponents: short.length,
    uncoveredComponents: short.filter((l) => l.coveredBy === null).length,
    producedPerDay: countsPerDay(produced, days.window, days.offset),
  };
}
