/**
 * GET /api/admin/outbox (permission developer.tools): the latest e-mails, newest first. Without SMTP
 * this is where a developer reads reset and invitation links; it is never exposed to anyone else.
 */
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../context';
import { outbox } from '../db/schema';

export const OUTBOX_PAGE = 50;

export async function outboxRoutes(app: FastifyInstance, { database: { db } }: AppDeps) {
  app.get('/admin/outbox', { config: { access: ['developer.tools'] } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return db
      .select({
        id: outbox.id,
        to: outbox.to,
        subject: outbox.subject,
        text: outbox.text,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
        error: outbox.error,
      })
      .from(outbox)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(OUTBOX_PAGE);
  });
}
