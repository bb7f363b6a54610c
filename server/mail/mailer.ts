/**
 * Outgoing e-mail through nodemailer. Every message is recorded in the outbox table; with SMTP
 * settings it is also sent. Without them it stays in the outbox, readable by developers at
 * GET /api/admin/outbox, and the log says only that a message is waiting: message bodies hold reset
 * links and invites, which never go to a log.
 */
import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { SmtpConfig } from '../config';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(db: Db, log: FastifyBaseLogger, smtp?: SmtpConfig): Mailer {
  const transport: Transporter | null = smtp
    ? nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        auth: smtp.user ? { user: smtp.user, pass: smtp.pass } : undefined,
      })
    : null;
  const from = smtp?.from ?? 'Dockhand <no-reply@dockhand.local>';

  return {
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html })
        .returning({ id: outbox.id });
      const outboxId = row!.id;
      if (!transport) {
        log.info({ outboxId, subject: message.subject }, 'e-mail kept in the outbox (no SMTP configured)');
        return;
      }
      try {
        await transport.sendMail({ from, ...message });
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, outboxId));
      } catch (err) {
        // The request that caused the e-mail still succeeds; the failure is kept for a retry by hand.
        const reason = err instanceof Error ? err.message : String(err);
        await db.update(outbox).set({ error: reason }).where(eq(outbox.id, outboxId));
        log.error({ outboxId, reason }, 'e-mail could not be sent');
      }
    },
  };
}
