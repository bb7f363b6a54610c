/**
 * The API call log and the system log. API calls are buffered and written in batches (one insert per
 * second or per 200 calls), so logging never adds a write to the request it describes; errors are
 * written at once. Neither may fail a request: a failed write is reported to the process log only.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { apiLog, systemLog } from '../db/schema';
import { redactUrl } from '../http/redact';

type ApiLogRow = typeof apiLog.$inferInsert;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The storefront API key that authenticated the call (the public intake sets it once the key is
     * verified), so its API log row names the key.
     */
    apiKeyId: number | null;
  }
}

const FLUSH_EVERY_MS = 1000;
const FLUSH_AT_ROWS = 200;
/** Probes of the server's own health: never logged. */
const UNLOGGED = new Set(['/api/health', '/api/version']);
/**
 * What the app itself polls in every open tab (unread counts, hub tickets, token refresh): hundreds of
 * rows an hour that tell nobody anything. Logged only when they fail, which does mean something.
 */
const POLLED = new Set(['/api/communications/unread-counts', '/api/hub/ticket', '/api/auth/refresh-token']);

export function registerRequestLog(app: FastifyInstance, db: Db): { flush: () => Promise<void> } {
  let buffer: ApiLogRow[] = [];
  let pending: Promise<void> = Promise.resolve();
  app.decorateRequest('apiKeyId', null);

  const flush = () => {
    if (buffer.length === 0) return pending;
    const rows = buffer;
    buffer = [];
    pending = pending.then(() =>
      db
        .insert(apiLog)
        .values(rows)
        .then(() => undefined)
        .catch((err: unknown) => app.log.error({ err }, 'API log rows could not be written')),
    );
    return pending;
  };
  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
  timer.unref();

  app.addHook('onResponse', async (request, reply) => {
    const path = redactUrl(request.url).split('?')[0]!;
    if (!path.startsWith('/api/') || UNLOGGED.has(path)) return;
    if (POLLED.has(path) && reply.statusCode < 400) return;
    buffer.push({
      method: request.method,
      path: redactUrl(request.url),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime),
      userId: request.user?.id ?? null,
      apiKeyId: request.apiKeyId,
      requestId: request.id,
    });
    if (buffer.length >= FLUSH_AT_ROWS) void flush();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
  return { flush };
}

export interface SystemEvent {
  level: 'error' | 'warn' | 'info';
  source: string;
  message: string;
  context?: Record<string, unknown>;
  projectId?: number | null;
}

/** Records a server error or a job run; never throws. */
export async function recordSystemEvent(db: Db, event: SystemEvent, onFailure: (err: unknown) => void) {
  try {
    await db
      .insert(systemLog)
      .values({ ...event, context: event.context ?? null, projectId: event.projectId ?? null });
  } catch (err) {
    onFailure(err);
  }
}
