/**
 * Every night: domain events older than AUTOMATION_EVENTS_KEPT_DAYS are deleted, so the table holds
 * what a dry run may pick and what the loop guard counts, not every order the business ever shipped.
 * The log rows those events produced stay (their event link becomes null). Deleted a batch at a time,
 * so a first run after months never holds one huge transaction.
 */
import { lt, sql } from 'drizzle-orm';
import { automationEvents } from '../../db/schema';
import { defineJob } from '../../jobs/job-registry';
import type { ScheduledPayload } from '../../jobs/job-schedules';

export const AUTOMATION_EVENTS_KEPT_DAYS = 90;
const BATCH = 5_000;
const DAY_MS = 86_400_000;

export const automationEventExpiryJob = defineJob<ScheduledPayload, { deleted: number }>({
  name: 'automation-event-expiry',
  label: 'Delete old automation events',
  maxAttempts: 1,
  async run({ db, clock, signal }) {
    const before = new Date(clock.now().getTime() - AUTOMATION_EVENTS_KEPT_DAYS * DAY_MS);
    let deleted = 0;
    for (;;) {
      signal.throwIfAborted();
      const batch = await db
        .delete(automationEvents)
        .where(
          sql`${automationEvents.id} in (select id from automation_events where ${lt(automationEvents.occurredAt, before)} limit ${BATCH})`,
        )
        .returning({ id: automationEvents.id });
      deleted += batch.length;
      if (batch.length < BATCH) return { deleted };
    }
  },
});
