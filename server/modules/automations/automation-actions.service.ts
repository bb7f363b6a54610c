/**
 * The automation calls beyond the generic CRUD (issue 19): recent events to dry-run with, the dry run
 * (what would be sent, computed exactly as the dispatch does, writing and sending nothing), the
 * webhook secret (shown on demand, rotated), and the retry of a failed run. Every record is read in
 * the user's scope: one outside it answers 404, as a missing one.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import * as yup from 'yup';
import { automationEventLabel } from '../../../src/domain/automation-events';
import type { AutomationEventOption, DryRunAnswer } from '../../../src/domain/automation-runs';
import {
  automationEvents as eventTypes,
  automationSchema,
} from '../../../src/domain/resources/automation.schema';
import type { AuthUser } from '../../auth/guard';
import { scopeCondition } from '../../auth/policy';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { automationContents, automationEvents, automations } from '../../db/schema';
import { badRequest, conflict, notFound, validateBody } from '../../http/errors';
import { enqueueJob } from '../../jobs/job-queue';
import { automationContentResource, automationResource } from '../../resources/declarations/automation';
import { automationDeliveryJobSpec, deliveryKey } from './automation-delivery.job';
import {
  prepareRun,
  skipReasonOf,
  type AutomationEventRow,
  type AutomationRow,
} from './automation-runs.service';
import { newWebhookSecret, webhookHeaders } from './automation-webhook.service';

export interface AutomationCtx {
  db: Db;
  clock: Clock;
  user: AuthUser;
}

const eventScope = {
  scope: {
    vendor: automationEvents.vendorId,
    warehouse: automationEvents.warehouseId,
    warehouseOptional: true,
    project: automationEvents.projectId,
    projectOptional: true,
  },
};

const optionOf = (e: AutomationEventRow): AutomationEventOption => ({
  id: e.id,
  type: e.type,
  label: automationEventLabel(e.type),
  subjectRef: e.subjectRef,
  occurredAt: e.occurredAt.toISOString(),
  vendorId: e.vendorId,
  projectId: e.projectId,
  warehouseId: e.warehouseId,
  marker: e.marker,
});

export async function findAutomation(db: Db, user: AuthUser, id: number): Promise<AutomationRow> {
  const [row] = await db
    .select()
    .from(automations)
    .where(and(eq(automations.id, id), scopeCondition(automationResource, user)));
  if (!row) throw notFound('Automation');
  return row;
}

const eventsQuery = yup.object({
  type: yup
    .string()
    .oneOf([...eventTypes], 'Choose an event from the list')
    .nullable()
    .default(null),
  limit: yup
    .number()
    .typeError('Limit must be a number')
    .integer('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(20),
});

/** GET /api/automations/events: the newest events (of a type), those the user may see. */
export async function recentEvents(
  ctx: AutomationCtx,
  query: unknown,
): Promise<{ items: AutomationEventOption[] }> {
  const { type, limit } = await validateBody(eventsQuery, query ?? {});
  const rows = await ctx.db
    .select()
    .from(automationEvents)
    .where(and(type ? eq(automationEvents.type, type) : undefined, scopeCondition(eventScope, ctx.user)))
    .orderBy(desc(automationEvents.occurredAt), desc(automationEvents.id))
    .limit(limit);
  return { items: rows.map(optionOf) };
}

const dryRunBody = yup.object({
  eventId: yup
    .number()
    .typeError('Choose an event')
    .integer('Choose an event')
    .positive('Choose an event')
    .nullable()
    .default(null),
  // The form's values not saved yet: the dry run shows what they would send.
  draft: yup
    .mixed<Record<string, unknown>>()
    .test(
      'object',
      'The draft must be an object',
      (v) => v == null || (typeof v === 'object' && !Array.isArray(v)),
    )
    .nullable()
    .default(null),
});

/** The events an automation's conditions accept: the picker's default is the newest. */
function acceptedBy(a: AutomationRow): SQL {
  const cond = <T>(column: Parameters<typeof eq>[0], value: T | null) =>
    value == null ? undefined : eq(column, value);
  return and(
    eq(automationEvents.type, a.onEvent),
    cond(automationEvents.vendorId, a.vendorId),
    cond(automationEvents.projectId, a.projectId),
    cond(automationEvents.warehouseId, a.warehouseId),
    cond(automationEvents.marker, a.marker),
  )!;
}

/** POST /api/automations/{id}/dry-run: who would receive what; nothing is written or sent. */
export async function dryRun(ctx: AutomationCtx, id: number, body: unknown): Promise<DryRunAnswer> {
  const { db, user } = ctx;
  const input = await validateBody(dryRunBody, body ?? {});
  let automation = await findAutomation(db, user, id);
  if (input.draft) {
    const draft = await validateBody(automationSchema, input.draft);
    automation = { ...automation, ...draft, marker: draft.marker ?? null };
  }
  const scoped = scopeCondition(eventScope, user);
  let event: AutomationEventRow | undefined;
  if (input.eventId != null) {
    [event] = await db
      .select()
      .from(automationEvents)
      .where(and(eq(automationEvents.id, input.eventId), scoped));
    if (!event) throw badRequest('Some fields are not valid.', { eventId: 'Choose an event from the list' });
    if (event.type !== automation.onEvent)
      throw badRequest('Some fields are not valid.', {
        eventId: `Choose an event of the kind “${automationEventLabel(automation.onEvent)}”`,
      });
  } else {
    [event] = await db
      .select()
      .from(automationEvents)
      .where(and(acceptedBy(automation), scoped))
      .orderBy(desc(automationEvents.occurredAt), desc(automationEvents.id))
      .limit(1);
  }
  const answer: DryRunAnswer = {
    automation: {
      id: automation.id,
      name: automation.name,
      type: automation.type,
      enabled: automation.enabled,
    },
    event: event ? optionOf(event) : null,
    wouldRun: false,
    reason: null,
    email: null,
    webhook: null,
  };
  if (!event) {
    answer.reason = `No “${automationEventLabel(automation.onEvent)}” event that meets the conditions has happened yet.`;
    return answer;
  }
  answer.reason = await skipReasonOf(db, automation, event);
  const run = await prepareRun(db, automation, event);
  if (run.type === 'Webhook') {
    answer.webhook = {
      method: 'POST',
      url: automation.webhookUrl ?? '',
      // Never the secret, nor a signature an eavesdropper could replay.
      headers: webhookHeaders({
        body: run.content,
        secret: null,
        automationId: automation.id,
        eventType: event.type,
        deliveryId: null,
        at: ctx.clock.now(),
      }),
      body: run.content,
    };
  } else {
    answer.email = {
      to: run.recipients,
      subject: run.subject ?? '',
      html: run.content,
      text: run.text ?? '',
    };
  }
  answer.reason = answer.reason ?? run.error;
  answer.wouldRun = answer.reason == null;
  return answer;
}

/** GET /api/automations/{id}/webhook-secret */
export async function revealSecret(ctx: AutomationCtx, id: number): Promise<{ webhookSecret: string }> {
  const a = await findAutomation(ctx.db, ctx.user, id);
  if (a.type !== 'Webhook' || !a.webhookSecret) throw conflict('This automation is not a webhook.');
  return { webhookSecret: a.webhookSecret };
}

/** POST /api/automations/{id}/rotate-secret: the old secret stops working at once. */
export async function rotateSecret(ctx: AutomationCtx, id: number): Promise<{ webhookSecret: string }> {
  const a = await findAutomation(ctx.db, ctx.user, id);
  if (a.type !== 'Webhook') throw conflict('This automation is not a webhook.');
  const webhookSecret = newWebhookSecret();
  await ctx.db
    .update(automations)
    .set({ webhookSecret, updatedAt: ctx.clock.now() })
    .where(eq(automations.id, id));
  return { webhookSecret };
}

/**
 * POST /api/automations/content/{id}/retry: a Failed run is computed again from its event (a fixed
 * template or address applies) and queued for delivery; refused unless Failed.
 */
export async function retryRun(ctx: AutomationCtx, contentId: number) {
  const { db, clock, user } = ctx;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(automationContents)
      .where(and(eq(automationContents.id, contentId), scopeCondition(automationContentResource, user)))
      .for('update');
    if (!row) throw notFound('Automation run');
    if (row.status !== 'Failed')
      throw conflict(`Only a failed run can be retried; this one is ${row.status}.`);
    const [automation] =
      row.automationId == null
        ? []
        : await tx.select().from(automations).where(eq(automations.id, row.automationId));
    const [event] =
      row.eventId == null
        ? []
        : await tx.select().from(automationEvents).where(eq(automationEvents.id, row.eventId));
    const values: Partial<typeof automationContents.$inferInsert> = { status: 'Queued', error: null };
    if (automation && event) {
      const run = await prepareRun(tx, automation, event);
      if (run.error) throw conflict(`It would fail again: ${run.error}`);
      Object.assign(values, {
        recipient: run.recipients.join(', '),
        subject: run.subject,
        content: run.content,
        contentTemplateId: run.contentTemplateId,
      });
    } else if (!automation && row.type === 'Webhook') {
      throw conflict('The automation of this run no longer exists.');
    }
    const [queued] = await tx
      .update(automationContents)
      .set(values)
      .where(eq(automationContents.id, contentId))
      .returning();
    await enqueueJob(
      { db: tx, clock },
      automationDeliveryJobSpec,
      { contentId },
      { key: deliveryKey(contentId, clock.now().getTime()), createdBy: user.id },
    );
    return queued!;
  });
}
