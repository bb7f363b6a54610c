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
import { hashPassword } from './passwords';
import { revokeUserSessions } from './session.service';
import { clearThrottle, emailKey } from './throttle';
import { hashToken, randomToken } from './tokens';
import { logUserChange } from './user-audit';

export const RESET_TTL_MS = 3600_000;
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that e-mail, we sent a link to reset the password.';
export const PASSWORD_RESET_MESSAGE = 'Your password was changed. Sign in with the new password.';

export const invalidLink = () =>
  new HttpError(
    400,
    'invalid_link',
    'This password reset link is invalid or has expired. Ask for a new one.',
  );

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Issues a reset link to an active user; for anyone else it does nothing (the caller answers the same). */
export async function requestPasswordReset(
  deps: AppDeps,
  input: ForgotPasswordInput,
  now: Date,
  log: FastifyBaseLogger,
) {
  const { db } = deps.database;
  const [user] = await db.select().from(users).where(eq(users.email, input.email));
  if (!user || user.status !== 'active') return;
  const token = randomToken();
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    });
  });
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
  if (!UUID.test(input.userId)) throw invalidLink();
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
 * ends, since whoever knew the old password may hold one.
 */
export async function resetPassword(db: Db, input: ResetPasswordRequestInput, now: Date): Promise<void> {
  if (!UUID.test(input.userId)) throw invalidLink();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
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
  });
}
