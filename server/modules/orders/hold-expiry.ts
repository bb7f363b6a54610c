/**
 * Holds with a hold-until date release themselves (DESIGN.md §5): a timer in every server process
 * releases the holds whose date has passed. Each order is released in its own transaction on the
 * locked order, so two processes doing it at once release it once (the second finds it released).
 */
import { and, isNotNull, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import type { Db } from '../../db/client';
import { orderHolds } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { releaseHolds } from './order-holds';
import { lockOrder, orderUpdated } from './order-records';

/** Releases every hold due by `now`; answers how many orders changed. */
export async function releaseExpiredHolds(db: Db, events: DomainEvents, now = new Date()): Promise<number> {
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
    const { order, released } = await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, null, orderId);
      return releaseHolds(tx, locked, { ids }, null, 'Hold released: its hold-until date passed');
    });
    if (released.length) {
      changed++;
      events.publish(orderUpdated(order));
    }
  }
  return changed;
}

/** Checks every HOLD_EXPIRY_SECONDS (default 60; 0 turns it off) while the app runs. */
export function registerHoldExpiry(app: FastifyInstance, { database: { db }, events }: AppDeps) {
  const seconds = Number(process.env.HOLD_EXPIRY_SECONDS ?? 60);
  if (!(seconds > 0)) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = releaseExpiredHolds(db, events)
        .catch((err: unknown) => app.log.error({ err }, 'releasing expired order holds failed'))
        .finally(() => (running = null));
    }, seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
