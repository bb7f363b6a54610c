/** The signed-in user's own account: names, timezone and password (spec §2 /my-account). */
import { eq, sql } from 'drizzle-orm';
import type { ChangePasswordInput, MyAccountInput } from '../../src/domain/auth.schema';
import type { SessionUser } from '../../src/domain/user';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { badRequest, conflict, unauthorized } from '../http/errors';
import type { AuthUser } from './guard';
import { sessionUserOf } from './login-response';
import { hashPassword, verifyPassword } from './passwords';
import { revokeUserSessions } from './session.service';
import { logUserChange } from './user-audit';

export const PASSWORD_CHANGED_MESSAGE = 'Your password was changed. Other sessions were signed out.';

/** The user fields of the signed-in user, read fresh. */
export async function getMyAccount(db: Db, user: AuthUser): Promise<SessionUser> {
  const [row] = await db.select().from(users).where(eq(users.id, user.id));
  if (!row) throw unauthorized();
  return sessionUserOf(row);
}

/** Updates names and timezone, bumping the version; logged with before and after. */
export async function updateMyAccount(
  db: Db,
  user: AuthUser,
  input: MyAccountInput,
  now: Date,
): Promise<SessionUser> {
  const after = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!before) throw unauthorized();
    const [updated] = await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        timezone: input.timezone ?? null,
        version: sql`${users.version} + 1`,
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
      .returning();
    await logUserChange(tx, { actorId: user.id, action: 'update-account', before, after: updated! });
    return updated!;
  });
  return sessionUserOf(after);
}

/**
 * Changes the password after checking the current one. Every other session ends (whoever learnt the
 * old password may hold one); the caller's own session goes on.
 */
export async function changeMyPassword(
  db: Db,
  user: AuthUser,
  input: ChangePasswordInput,
  now: Date,
): Promise<void> {
  const [current] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  const ok = current?.passwordHash
    ? await verifyPassword(current.passwordHash, input.currentPassword)
    : false;
  if (!ok)
    throw badRequest('Some fields are not valid.', { currentPassword: 'Current password is incorrect' });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!before) throw unauthorized();
    // A parallel change between the check and here would otherwise be overwritten unseen.
    if (before.passwordHash !== current!.passwordHash)
      throw conflict('The password was changed meanwhile. Try again.');
    const [after] = await tx
      .update(users)
      .set({ passwordHash, version: sql`${users.version} + 1`, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    await revokeUserSessions(tx, user.id, 'password change', now, user.sessionId);
    await logUserChange(tx, { actorId: user.id, action: 'change-password', before, after: after! });
  });
}
