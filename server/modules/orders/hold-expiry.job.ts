/**
 * Holds with a hold-until date release themselves (DESIGN.md §5): a scheduled job (server/jobs, every
 * HOLD_EXPIRY_SECONDS) releases the holds whose date has passed. Each due time runs in one process;
 * each order's release is an order command anyway (the runner: one transaction on the locked order,
 * timeline and action log, OrderUpdated after commit), so two releases at once release it once (the
 * second finds nothing left to release).
 */
import { and, isNotNull, isNull, lte } from 'drizzle-orm';
import { systemClock, type Clock } from '../../clock';
import type { Db } from '../../db/client';
import { orderHolds } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { defineJob } from '../../jobs/job-registry';
import type { ScheduledPayload } from '../../jobs/job-schedules';
import { runOrderCommand, type Changed, type OrderCommand } from './order-command.service';
import { releaseHolds, type Hold } from './order-holds.service';

/**
 * The system releases the due holds whatever else is true of the order: the date decides, so no
 * lifecycle step or archived flag stands in its way.
 */
const releaseDueCommand = (ids: readonly number[]): OrderCommand<Changed & { released: Hold[] }> => ({
  action: 'release-expired-holds',
  step: null,
  archivedToo: true,
  work: ({ tx, at }, order) =>
    releaseHolds(tx, order, { ids }, null, 'Hold released: its hold-until date passed', at),
});

/**
 * Releases every hold due by `now` (the clock's time unless given); the releases are stamped by
 * `clock`. Answers how many orders changed.
 */
export async function releaseExpiredHolds(
  db: Db,
  events: DomainEvents,
  now?: Date,
  clock: Clock = systemClock,
): Promise<number> {
  now ??= clock.now();
  const due = await db
    .select({ id: orderHolds.id, orderId: orderHolds.orderId })
    .from(orderHolds)
    .where(
      and(isNull(orderHolds.releasedAt), isNotNull(orderHolds.holdUntil), lte(orderHolds.holdUntil, now)),
    )
    .limit(500);
  const byOrder = new Map<number, number[]>();
  for (const h of due) byOrder.set(h.orderId, [...(byOrder.get(h.orderId) ?? []), h.id]);
  let changed = 0;
  for (const [orderId, ids] of byOrder) {
    const { released } = await runOrderCommand(
      { db, events, user: null, clock },
      { id: orderId },
      releaseDueCommand(ids),
    );
    if (released.length) changed++;
  }
  return changed;
}

/** The scheduled job: one release run per due time; the next due time is the retry. */
export const holdExpiryJob = defineJob<ScheduledPayload, { releasedOrders: number }>({
  name: 'order-hold-expiry',
  label: 'Release expired order holds',
  maxAttempts: 1,
  run: async ({ db, events, clock }) => ({
    releasedOrders: await releaseExpiredHolds(db, events, clock.now(), clock),
  }),
});
