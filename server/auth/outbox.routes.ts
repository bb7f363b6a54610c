/**
 * GET /api/admin/outbox (permission developer.tools): the latest e-mails, newest first. It exists
 * only where no SMTP server is configured and outside production: there it is where a developer
 * reads reset and invitation links. A link sent to an account holding more access than the reader
 * is masked, so the outbox never hands out a way into a bigger account.
 */
import { desc, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../context';
import { outbox, users } from '../db/schema';
import { covers } from './grants';

const OUTBOX_PAGE = 50;
const LINK = /\bhttps?:\/\/\S+/g;
const MASKED_LINK = '[link hidden: the recipient holds more access than you]';

function outboxAvailable(config: AppDeps['config']): boolean {
  return !config.smtp && !config.production;
}

export async function outboxRoutes(app: FastifyInstance, { database: { db }, config }: AppDeps) {
  if (!outboxAvailable(config)) return;
  app.get('/admin/outbox', { config: { access: ['developer.tools'] } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const mails = await db
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
    const addresses = [...new Set(mails.map((m) => m.to.trim().toLowerCase()))];
    const recipients = addresses.length
      ? await db
          .select({
            email: users.email,
            roles: users.roles,
            permissions: users.permissions,
            accessVendorIds: users.accessVendorIds,
            accessWarehouseIds: users.accessWarehouseIds,
          })
          .from(users)
          .where(inArray(users.email, addresses))
      : [];
    const above = new Set(
      recipients.filter((r) => !covers(request.user!, r)).map((r) => r.email.toLowerCase()),
    );
    return mails.map((m) =>
      above.has(m.to.trim().toLowerCase()) ? { ...m, text: m.text.replace(LINK, MASKED_LINK) } : m,
    );
  });
}
