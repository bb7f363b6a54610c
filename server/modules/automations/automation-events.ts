/**
 * Records a domain event automations answer, in the caller's transaction: the event exists exactly
 * when the change that caused it commits, and a crash between the two loses neither.
 */
import type { AutomationEventInput } from '../../../src/domain/automation-events';
import type { Clock } from '../../clock';
import type { Tx } from '../../db/client';
import { automationEvents } from '../../db/schema';

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
      causedByAutomationId: input.causedByAutomationId ?? null,
      createdBy: input.createdBy ?? null,
    })
    .returning({ id: automationEvents.id });
  return row!.id;
}
