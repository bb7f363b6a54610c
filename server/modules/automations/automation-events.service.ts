/**
 * Records a domain event automations answer, in the caller's transaction: the event exists exactly
 * when the change that caused it commits, and a crash between the two loses neither. When an enabled
 * automation listens for its type, the dispatch job is queued in the same transaction, keyed by the
 * event, so the event is answered once however many processes run jobs. An event caused by a request
 * that carried an automation's webhook header is marked as that automation's (automation-cause.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { AutomationEventInput } from '../../../src/domain/automation-events';
import type { Clock } from '../../clock';
import type { Tx } from '../../db/client';
import { automationEvents, automations } from '../../db/schema';
import { enqueueJob } from '../../jobs/job-queue';
import { currentAutomationCause } from './automation-cause.http';
import { automationDispatchJob, dispatchKey } from './automation-dispatch.job';

export async function recordAutomationEvent(
  tx: Tx,
  clock: Clock,
  input: AutomationEventInput,
): Promise<number> {
  const [row] = await tx
    .insert(automationEvents)
    .values({
      type: input.type,
      occurredAt: clock.now(),
      vendorId: input.vendorId ?? null,
      warehouseId: input.warehouseId ?? null,
      projectId: input.projectId ?? null,
      marker: input.marker ?? null,
      subjectType: input.subject.type,
      subjectId: String(input.subject.id),
      subjectRef: input.subject.ref,
      payload: input.payload,
      causedByAutomationId: input.causedByAutomationId ?? currentAutomationCause(),
      createdBy: input.createdBy ?? null,
    })
    .returning({ id: automationEvents.id });
  const eventId = row!.id;
  const [listener] = await tx
    .select({ id: automations.id })
    .from(automations)
    .where(and(eq(automations.onEvent, input.type), eq(automations.enabled, true)))
    .limit(1);
  if (listener)
    await enqueueJob({ db: tx, clock }, automationDispatchJob, { eventId }, { key: dispatchKey(eventId) });
  return eventId;
}

/** A clock that answers a command's time (services that carry `at` rather than a clock). */
export const clockAt = (at: Date): Clock => ({ now: () => at });
