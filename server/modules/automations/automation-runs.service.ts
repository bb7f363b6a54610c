/**
 * What one automation does with one event, computed without sending anything: whether it answers it
 * (conditions, the loop guard), who receives it and what they receive (the rendered subject and body,
 * or the webhook body). The dispatch writes it to the log, the dry run shows it, a retry recomputes it.
 */
import { and, arrayOverlaps, eq, gte, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  recipientAddresses,
  type AutomationRecipientKind,
} from '../../../src/domain/resources/automation.schema';
import type { Db, Tx } from '../../db/client';
import {
  automationContents,
  automationEvents,
  automations,
  contentTemplates,
  users,
  vendors,
} from '../../db/schema';
import {
  htmlToText,
  renderBody,
  renderSubject,
  TemplateError,
  type TemplateData,
} from './template-renderer.logic';
import { webhookBodyOf } from './automation-webhook.service';

export type AutomationRow = typeof automations.$inferSelect;
export type AutomationEventRow = typeof automationEvents.$inferSelect;

/** Runs of one automation on one subject within the window, beyond which it stops answering it. */
export const BURST_LIMIT = 5;
export const BURST_WINDOW_MS = 10 * 60_000;

export interface PreparedRun {
  type: 'Email' | 'Webhook';
  /** E-mail addresses, or the webhook's URL. */
  recipients: string[];
  subject: string | null;
  /** The HTML body, or the webhook's JSON body. */
  content: string;
  /** The e-mail's text part. */
  text: string | null;
  contentTemplateId: number | null;
  /** Why nothing can be sent (no template, no address, a template error). */
  error: string | null;
}

/** The automations of an event's type whose conditions hold (null matches any), enabled only unless told. */
export function conditionsOf(event: AutomationEventRow): SQL {
  const either = <T>(column: Parameters<typeof eq>[0], value: T | null) =>
    value == null ? isNull(column) : or(isNull(column), eq(column, value));
  return and(
    eq(automations.onEvent, event.type),
    either(automations.vendorId, event.vendorId),
    either(automations.projectId, event.projectId),
    either(automations.warehouseId, event.warehouseId),
    either(automations.marker, event.marker),
  )!;
}

export function conditionsHold(a: AutomationRow, e: AutomationEventRow): boolean {
  const ok = <T>(condition: T | null, value: T | null) => condition == null || condition === value;
  return (
    a.onEvent === e.type &&
    ok(a.vendorId, e.vendorId) &&
    ok(a.projectId, e.projectId) &&
    ok(a.warehouseId, e.warehouseId) &&
    ok(a.marker, e.marker)
  );
}

/** Why the automation does not answer the event (null: it does). */
export async function skipReasonOf(
  db: Db | Tx,
  a: AutomationRow,
  e: AutomationEventRow,
): Promise<string | null> {
  if (!conditionsHold(a, e)) return 'The event does not meet the automation’s conditions.';
  if (e.causedByAutomationId === a.id)
    return 'Loop guard: the automation itself caused this event, so it does not answer it.';
  const since = new Date(e.occurredAt.getTime() - BURST_WINDOW_MS);
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(automationContents)
    .innerJoin(automationEvents, eq(automationEvents.id, automationContents.eventId))
    .where(
      and(
        eq(automationContents.automationId, a.id),
        eq(automationEvents.subjectType, e.subjectType),
        eq(automationEvents.subjectId, e.subjectId),
        gte(automationEvents.occurredAt, since),
        sql`${automationEvents.id} <> ${e.id}`,
      ),
    );
  if ((recent?.n ?? 0) >= BURST_LIMIT)
    return `Loop guard: the automation already answered ${e.subjectRef} ${BURST_LIMIT} times within ${BURST_WINDOW_MS / 60_000} minutes.`;
  return null;
}

/** The address an event carries (fromEvent): the customer's, or the requester's. */
export function eventAddress(e: AutomationEventRow): string | null {
  const p = e.payload;
  const value = p.customerEmail ?? p.requestedByEmail ?? p.email;
  return typeof value === 'string' && value.includes('@') ? value : null;
}

/** Active users who may see the vendor: a vendor's contacts are its own users. */
async function vendorContacts(db: Db | Tx, vendorId: number | null): Promise<string[]> {
  if (vendorId == null) return [];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.status, 'active'), arrayOverlaps(users.accessVendorIds, [vendorId])))
    .orderBy(users.email);
  return rows.map((r) => r.email);
}

async function namedUsers(db: Db | Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.status, 'active')))
    .orderBy(users.email);
  return rows.map((r) => r.email);
}

/** Who the e-mail goes to: the event's address, or the vendor's contacts, named users or addresses. */
export async function recipientsOf(db: Db | Tx, a: AutomationRow, e: AutomationEventRow): Promise<string[]> {
  if (a.fromEvent) {
    const address = eventAddress(e);
    return address ? [address] : [];
  }
  const kind = a.recipientKind as AutomationRecipientKind;
  const list =
    kind === 'VendorContacts'
      ? await vendorContacts(db, e.vendorId ?? a.vendorId)
      : kind === 'Users'
        ? await namedUsers(db, a.recipientUserIds)
        : recipientAddresses(a.recipients);
  return [...new Set(list.map((x) => x.toLowerCase()))];
}

export async function templateDataOf(
  db: Db | Tx,
  a: Pick<AutomationRow, 'id' | 'name'>,
  e: AutomationEventRow,
): Promise<TemplateData> {
  const [vendor] =
    e.vendorId == null
      ? []
      : await db
          .select({ id: vendors.id, name: vendors.name, code: vendors.code })
          .from(vendors)
          .where(eq(vendors.id, e.vendorId));
  return {
    event: e.payload,
    automation: { id: a.id ?? null, name: a.name },
    vendor: vendor ?? { id: e.vendorId, name: null, code: null },
    subject: { type: e.subjectType, id: e.subjectId, ref: e.subjectRef },
    occurredAt: e.occurredAt.toISOString(),
  };
}

/** What the automation would send for the event: recipients and rendered content, or why it cannot. */
export async function prepareRun(db: Db | Tx, a: AutomationRow, e: AutomationEventRow): Promise<PreparedRun> {
  if (a.type === 'Webhook') {
    return {
      type: 'Webhook',
      recipients: a.webhookUrl ? [a.webhookUrl] : [],
      subject: null,
      content: webhookBodyOf(e),
      text: null,
      contentTemplateId: a.contentTemplateId,
      error: a.webhookUrl ? null : 'The automation has no webhook URL.',
    };
  }
  const run: PreparedRun = {
    type: 'Email',
    recipients: await recipientsOf(db, a, e),
    subject: null,
    content: '',
    text: null,
    contentTemplateId: a.contentTemplateId,
    error: null,
  };
  const [template] =
    a.contentTemplateId == null
      ? []
      : await db.select().from(contentTemplates).where(eq(contentTemplates.id, a.contentTemplateId));
  if (!template) return { ...run, error: 'The automation has no content template.' };
  try {
    const data = await templateDataOf(db, a, e);
    run.subject = await renderSubject(template.subject ?? template.name, data);
    run.content = await renderBody(template.content, data);
    run.text = htmlToText(run.content);
  } catch (err) {
    if (!(err instanceof TemplateError)) throw err;
    return { ...run, error: err.message };
  }
  if (run.recipients.length === 0)
    run.error = a.fromEvent
      ? 'The event carries no e-mail address to send to.'
      : 'The automation’s recipients resolve to no e-mail address.';
  return run;
}
