/**
 * Password reset by e-mailed link: /resetPassword/{userId}/{token}. The token is stored hashed,
 * lasts an hour and works once. Asking never tells whether an account exists.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  ForgotPasswordInput,
  ResetLinkInput,
  ResetPasswordRequestInput,
} from '../../src/domain/auth.schema';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { passwordResets, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { isUuid } from '../../src/domain/ids';
import { hashPassword } from './passwords';
import { revokeUserSessions } from './session.service';
import { clearThrottle, countInWindow, emailKey } from './throttle';
import { hashToken, randomToken } from './tokens';
import { logUserChange } from './user-audit';

const RESET_TTL_MS = 3600_000;
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that e-mail, we sent a link to reset the password.';
export const PASSWORD_RESET_MESSAGE = 'Your password was changed. Sign in with the new password.';

const invalidLink = () =>
  new HttpError(
    400,
    'invalid_link',
    'This password reset link is invalid or has expired. Ask for a new one.',
  );

/** Reset e-mails one account may receive per hour, whatever addresses ask: more are not sent. */
const RESETS_PER_ACCOUNT_PER_HOUR = 5;
/** Stands in for the user of an unknown e-mail, so both answers run the same statements. */
const NOBODY = '00000000-0000-4000-8000-000000000000';

/**
 * Issues a reset link to an active user; for anyone else it writes nothing (the caller answers the
 * same). Both paths run the same statements, so the answer's time tells nothing: count the request
 * against the account, retire the older links (only the newest link works) and insert the new one
 * (a no-op for an unknown e-mail). An account over its hourly limit gets no further e-mail.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  input: ForgotPasswordInput,
  now: Date,
  log: FastifyBaseLogger,
) {
  const { db } = deps.database;
  const [found] = await db.select().from(users).where(eq(users.email, input.email));
  const user = found?.status === 'active' ? found : null;
  const token = randomToken();
  const issued = await db.transaction(async (tx) => {
    const requests = await countInWindow(tx, `reset:${input.email.trim().toLowerCase()}`, now, 3600_000);
    if ((requests ?? 0) > RESETS_PER_ACCOUNT_PER_HOUR) return false;
    const userId = user?.id ?? NOBODY;
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    // Inserts only when the user exists: the unknown e-mail runs the same statement to no effect.
    const expiresAt = new Date(now.getTime() + RESET_TTL_MS).toISOString();
    const { rows } = (await tx.execute(sql`
      insert into ${passwordResets} (user_id, token_hash, expires_at)
      select ${users.id}, ${hashToken(token)}, ${expiresAt}::timestamptz from ${users} where ${users.id} = ${userId}
      returning id`)) as unknown as { rows: unknown[] };
    return rows.length > 0;
  });
  if (!issued || !user) return;
  const link = `${deps.config.publicUrl}/resetPassword/${user.id}/${token}`;
  // Not awaited: a slow SMTP server would otherwise tell who has an account by the answer's delay.
  void deps.mailer
    .send({
      to: user.email,
      subject: 'Reset your Dockhand password',
      text:
        `Hello ${user.firstName},\n\nto choose a new password, open this link within an hour:\n${link}\n\n` +
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    })
    .catch((err: unknown) =>
      log.error({ err: err instanceof Error ? err.message : String(err) }, 'reset e-mail failed'),
    );
}

/** The reset row behind a link that is still usable: its token, its user, unused and unexpired. */
const usableLink = (input: ResetLinkInput, now: Date) =>
  and(
    eq(passwordResets.tokenHash, hashToken(input.token)),
    eq(passwordResets.userId, input.userId),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

/** The e-mail of the account a reset link is for, while the link is usable; else invalid_link. */
export async function checkResetLink(
  db: Db,
  input: ResetLinkInput,
  now: Date,
): Promise<{ valid: true; email: string }> {
  if (!isUuid(input.userId)) throw invalidLink();
  const [row] = await db
    .select({ email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(usableLink(input, now), eq(users.status, 'active')));
  if (!row) throw invalidLink();
  return { valid: true, email: row.email };
}

/**
 * Sets a new password from a reset link. The link is consumed atomically (single use); every other
 * open link of the user dies with it, the sign-in lock of the account is lifted and every session
 * ends, since whoever knew the old password may hold one. Answers the user's id.
 */
export async function resetPassword(db: Db, input: ResetPasswordRequestInput, now: Date): Promise<string> {
  if (!isUuid(input.userId)) throw invalidLink();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(usableLink(input, now))
      .returning({ userId: passwordResets.userId });
    if (!reset) throw invalidLink();
    const [before] = await tx.select().from(users).where(eq(users.id, reset.userId)).for('update');
    if (!before || before.status !== 'active') throw invalidLink();
    const [after] = await tx
      .update(users)
      .set({ passwordHash, version: sql`${users.version} + 1`, updatedAt: now })
      .where(eq(users.id, before.id))
      .returning();
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, before.id), isNull(passwordResets.usedAt)));
    await clearThrottle(tx, emailKey(before.email));
    await revokeUserSessions(tx, before.id, 'password reset', now);
    await logUserChange(tx, { actorId: before.id, action: 'reset-password', before, after: after! });
    return before.id;
  });
}
