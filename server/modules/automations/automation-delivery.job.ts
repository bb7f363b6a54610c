/**
 * Sends one logged run (an automation_contents row): the e-mail through the mailer (the outbox
 * without SMTP), or the signed webhook POST. Retried with backoff on the job runner; each attempt is
 * counted on the row with its time, the endpoint's status and the error; the last failed attempt
 * leaves it Failed (a person may retry it from the log). The webhook is signed at sending time with
 * the endpoint's current secret, so a rotated secret applies to retries too.
 */
import { eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { automationContents, automations } from '../../db/schema';
import { defineJob, type JobDefinition, type JobEndedDeps } from '../../jobs/job-registry';
import type { Mailer } from '../../mail/mailer';
import { postWebhook, webhookHeaders } from './automation-webhook.service';
import { htmlToText } from './template-renderer.logic';

export interface DeliveryPayload {
  contentId: number;
}

type DeliveryOutcome = { status: string } | null;

const spec = {
  name: 'automation-delivery',
  label: 'Send an automation’s e-mail or webhook',
  maxAttempts: 5,
  // 30 s, 1 min, 2 min, 4 min between attempts.
  backoff: { baseMs: 30_000, maxMs: 30 * 60_000 },
  timeoutMs: 60_000,
};

export const deliveryKey = (contentId: number, retry?: number) =>
  retry == null ? `automation-delivery:${contentId}` : `automation-delivery:${contentId}:retry:${retry}`;

/** Marks a run Failed that is still waiting (its job ended without sending it). */
async function failWaiting(db: Db, contentId: number, reason: string): Promise<void> {
  await db
    .update(automationContents)
    .set({ status: 'Failed', error: sql`coalesce(${automationContents.error}, ${reason})` })
    .where(sql`${automationContents.id} = ${contentId} and ${automationContents.status} = 'Queued'`);
}

class DeliveryFailed extends Error {}

/** The delivery as the job queue knows it (enqueueing needs only its name and attempts). */
export const automationDeliveryJobSpec: JobDefinition<DeliveryPayload, DeliveryOutcome> = defineJob({
  ...spec,
  run: () => Promise.reject(new Error('automation-delivery runs only where a mailer is given')),
});

/** The runnable delivery job, with the mailer it sends through. */
export function automationDeliveryJob(mailer: Mailer): JobDefinition<DeliveryPayload, DeliveryOutcome> {
  return defineJob<DeliveryPayload, DeliveryOutcome>({
    ...spec,
    async run({ job, payload, db, clock, signal }) {
      return deliver({ db, clock, mailer }, payload.contentId, {
        signal,
        lastAttempt: job.attempts >= job.maxAttempts,
      });
    },
    async onEnded({ db }: JobEndedDeps, job) {
      const payload = job.payload as DeliveryPayload;
      await failWaiting(db, payload.contentId, job.lastError ?? 'The delivery stopped.');
    },
  });
}

export async function deliver(
  deps: { db: Db; clock: Clock; mailer: Mailer },
  contentId: number,
  options: { signal: AbortSignal; lastAttempt: boolean },
): Promise<DeliveryOutcome> {
  const { db, clock, mailer } = deps;
  const [row] = await db.select().from(automationContents).where(eq(automationContents.id, contentId));
  if (!row || row.status !== 'Queued') return null;
  const now = clock.now();
  await db
    .update(automationContents)
    .set({ attempts: sql`${automationContents.attempts} + 1`, lastAttemptAt: now })
    .where(eq(automationContents.id, contentId));

  let failure: { error: string; status: number | null } | null = null;
  let responseStatus: number | null = null;
  if (row.type === 'Webhook') {
    const [automation] =
      row.automationId == null
        ? []
        : await db.select().from(automations).where(eq(automations.id, row.automationId));
    if (!automation?.webhookSecret) {
      failure = { error: 'The automation or its webhook secret no longer exists.', status: null };
    } else {
      const headers = webhookHeaders({
        body: row.content,
        secret: automation.webhookSecret,
        automationId: automation.id,
        eventType: row.eventType ?? '',
        deliveryId: row.id,
        at: now,
      });
      const answer = await postWebhook(row.recipient, row.content, headers, options.signal);
      responseStatus = answer.status;
      if (!answer.ok)
        failure = { error: answer.error ?? 'The endpoint refused the delivery', status: answer.status };
    }
  } else {
    for (const to of row.recipient
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean)) {
      await mailer.send({ to, subject: row.subject ?? '', html: row.content, text: htmlToText(row.content) });
    }
  }

  if (!failure) {
    await db
      .update(automationContents)
      .set({ status: 'Sent', sentAt: clock.now(), error: null, responseStatus })
      .where(eq(automationContents.id, contentId));
    return { status: 'Sent' };
  }
  await db
    .update(automationContents)
    .set({
      status: options.lastAttempt ? 'Failed' : 'Queued',
      error: failure.error,
      responseStatus: failure.status,
    })
    .where(eq(automationContents.id, contentId));
  throw new DeliveryFailed(failure.error);
}
