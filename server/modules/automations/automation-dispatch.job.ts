/**
 * Answers one recorded event with every enabled automation listening for it (queued by
 * recordAutomationEvent, keyed by the event, in the transaction that caused it). For each automation
 * whose conditions hold and whom the loop guard lets through, one log row (automation_contents, unique
 * per automation and event: a retry or a second process inserts nothing) and one delivery job.
 */
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { automationContents, automationEvents, automations } from '../../db/schema';
import { enqueueJob } from '../../jobs/job-queue';
import { defineJob } from '../../jobs/job-registry';
import { automationDeliveryJobSpec, deliveryKey } from './automation-delivery.job';
import { conditionsOf, prepareRun, skipReasonOf } from './automation-runs.service';

export const dispatchKey = (eventId: number) => `automation-dispatch:${eventId}`;

export interface DispatchOutcome {
  runs: number;
  skipped: { automationId: number; reason: string }[];
}

/** Writes the event's runs (once each) and queues their deliveries. */
export async function dispatchEvent(
  deps: { db: Db; clock: Clock },
  eventId: number,
): Promise<DispatchOutcome> {
  const { db, clock } = deps;
  const outcome: DispatchOutcome = { runs: 0, skipped: [] };
  const [event] = await db.select().from(automationEvents).where(eq(automationEvents.id, eventId));
  if (!event) return outcome;
  const listening = await db
    .select()
    .from(automations)
    .where(and(conditionsOf(event), eq(automations.enabled, true)))
    .orderBy(automations.id);
  for (const automation of listening) {
    await db.transaction(async (tx) => {
      const reason = await skipReasonOf(tx, automation, event);
      if (reason) {
        outcome.skipped.push({ automationId: automation.id, reason });
        return;
      }
      const run = await prepareRun(tx, automation, event);
      const [row] = await tx
        .insert(automationContents)
        .values({
          automationId: automation.id,
          contentTemplateId: run.contentTemplateId,
          projectId: event.projectId ?? automation.projectId,
          eventId: event.id,
          eventType: event.type,
          type: run.type,
          recipient: run.recipients.join(', '),
          subject: run.subject,
          content: run.content,
          status: run.error ? 'Failed' : 'Queued',
          error: run.error,
          createdAt: clock.now(),
        })
        .onConflictDoNothing({ target: [automationContents.automationId, automationContents.eventId] })
        .returning({ id: automationContents.id, status: automationContents.status });
      if (!row) return;
      outcome.runs += 1;
      if (row.status === 'Queued')
        await enqueueJob(
          { db: tx, clock },
          automationDeliveryJobSpec,
          { contentId: row.id },
          { key: deliveryKey(row.id), vendorId: event.vendorId },
        );
    });
  }
  return outcome;
}

export const automationDispatchJob = defineJob<{ eventId: number }, DispatchOutcome>({
  name: 'automation-dispatch',
  label: 'Answer an event with its automations',
  maxAttempts: 5,
  backoff: { baseMs: 5_000, maxMs: 5 * 60_000 },
  run: ({ payload, db, clock }) => dispatchEvent({ db, clock }, payload.eventId),
});
