/**
 * The webhook action: a POST of `{event, occurredAt, subject, data}` signed with the endpoint's own
 * secret. The receiver recomputes `X-Dockhand-Signature: sha256=<hex HMAC-SHA256 of the raw body>`
 * and may refuse old deliveries by `X-Dockhand-Timestamp`; `X-Dockhand-Automation` names the
 * automation, and a call back to the API that carries it marks what it causes (the loop guard).
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { automationEvents } from '../../db/schema';

type EventRow = typeof automationEvents.$inferSelect;

/** How long an endpoint may take to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('hex')}`;

export const signatureOf = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;

/** The body, exactly as it is signed and sent. */
export const webhookBodyOf = (event: EventRow): string =>
  JSON.stringify({
    event: event.type,
    occurredAt: event.occurredAt.toISOString(),
    subject: { type: event.subjectType, id: event.subjectId, ref: event.subjectRef },
    data: event.payload,
  });

/** The headers of a delivery; the signature only when the secret is given (a dry run shows none). */
export function webhookHeaders(input: {
  body: string;
  secret: string | null;
  automationId: number;
  eventType: string;
  deliveryId: number | null;
  at: Date;
}): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'Dockhand-Automations/1',
    'x-dockhand-event': input.eventType,
    'x-dockhand-automation': String(input.automationId),
    ...(input.deliveryId != null ? { 'x-dockhand-delivery': String(input.deliveryId) } : {}),
    'x-dockhand-timestamp': String(Math.floor(input.at.getTime() / 1000)),
    'x-dockhand-signature': input.secret ? signatureOf(input.body, input.secret) : 'sha256=…',
  };
}

export interface WebhookAnswer {
  ok: boolean;
  status: number | null;
  error: string | null;
}

/** Posts once; a non-2xx answer, a redirect, a timeout or a refused connection is a failure. */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<WebhookAnswer> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      body,
      headers,
      redirect: 'manual',
      signal: AbortSignal.any([signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
    });
    // The answer's body is not read beyond draining it: only the status counts.
    await res.arrayBuffer().catch(() => undefined);
    if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status, error: null };
    return { ok: false, status: res.status, error: `The endpoint answered HTTP ${res.status}` };
  } catch (err) {
    const reason =
      err instanceof Error && err.name === 'TimeoutError'
        ? `The endpoint did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`
        : `The endpoint could not be reached: ${err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err)}`;
    return { ok: false, status: null, error: reason };
  }
}
