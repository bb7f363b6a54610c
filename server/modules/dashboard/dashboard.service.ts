/**
 * GET /api/dashboard: today's work at a glance for the signed-in user, in the version asked for (or
 * the user's default, src/domain/dashboard.ts). Every figure is limited to the user's vendors and
 * warehouses exactly as the lists are, and a section the user may not view is null, never zero.
 */
import {
  addDays,
  dashboardViewNames,
  dashboardViews,
  dayAt,
  dayStartsAt,
  defaultDashboardView,
  isDashboardView,
  lastDays,
  SHIPPED_CHART_DAYS,
  weekEndOf,
  type DashboardAnswer,
  type DashboardView,
} from '../../../src/domain/dashboard';
import { effectiveTimezoneOffset } from '../../../src/domain/timezone';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { badRequest, forbidden } from '../../http/errors';
import { inboundFigures } from './inbound-figures.queries';
import { manufacturingFigures } from './manufacturing-figures.queries';
import { orderFigures } from './order-figures.queries';
import { outboundFigures } from './outbound-figures.queries';

/** The `view` query parameter: absent means the user's default; one they may not open answers 403. */
export function parseDashboardView(query: unknown, user: AuthUser): DashboardView | null {
  const raw = (query as Record<string, unknown> | undefined)?.view;
  if (raw === undefined || raw === '') return defaultDashboardView(user.permissions);
  if (!isDashboardView(raw))
    throw badRequest('Some parameters are not valid.', {
      view: `Must be one of: ${dashboardViewNames.join(', ')}`,
    });
  if (!dashboardViews(user.permissions).includes(raw)) throw forbidden();
  return raw;
}

/** The dashboard's figures for one user at `now`. */
export async function dashboardFor(
  db: Db,
  user: AuthUser,
  view: DashboardView | null,
  now = new Date(),
): Promise<DashboardAnswer> {
  const offset = effectiveTimezoneOffset(user.timezone, now);
  const today = dayAt(now, offset);
  const weekEnd = weekEndOf(today);
  const days = {
    todayStart: dayStartsAt(today, offset),
    tomorrowStart: dayStartsAt(addDays(today, 1), offset),
    window: lastDays(now, offset, SHIPPED_CHART_DAYS),
    offset,
  };
  const [orders, outbound, inbound, manufacturing] = await Promise.all([
    view === 'orders' ? orderFigures(db, user, days) : null,
    view === 'warehouse' ? outboundFigures(db, user, days) : null,
    inboundFigures(db, user, { today, weekEnd }),
    // In either version (or none), for whoever may view work orders.
    manufacturingFigures(db, user, { today, window: days.window, offset, now }),
  ]);
  return {
    view,
    views: dashboardViews(user.permissions),
    today,
    weekEnd,
    timezoneOffset: offset,
    generatedAt: now.toISOString(),
    orders,
    outbound,
    inbound,
    manufacturing,
  };
}
