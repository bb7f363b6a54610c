/**
 * Invitations: a user with permission `teams.invite` creates a pending ('invited') user without a
 * password and e-mails the sign-up link /invite-signup/{id}; accepting sets names and password and
 * signs the new user in. An invitation lasts 7 days and works once.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { InviteInput, InviteSignupInput } from '../../src/domain/auth.schema';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { invites, users } from '../db/schema';
import { badRequest, conflict, HttpError } from '../http/errors';
import { assertCanGrant } from './grants';
import type { AuthUser } from './guard';
import type { IssuedSession } from './login-response';
import { hashPassword } from './passwords';
import { startSession, type CallContext } from './session.service';
import { randomToken } from './tokens';
import { logUserChange } from './user-audit';
import { isUniqueViolation } from '../db/unique-violation';

const INVITE_TTL_MS = 7 * 24 * 3600_000;

const invalidInvite = () =>
  new HttpError(404, 'invalid_invite', 'This invitation is invalid or has expired.');

/** An invitation grants one role and the access lists; a vendor user needs a vendor. */
async function assertCanInvite(db: Db, inviter: AuthUser, input: InviteInput): Promise<void> {
  if (input.roleType === 'vendor' && !input.accessVendorIds?.length) {
    throw badRequest('Some fields are not valid.', { accessVendorIds: 'Choose at least one vendor' });
  }
  await assertCanGrant(db, inviter, {
    roles: [input.roleType],
    permissions: [],
    accessVendorIds: input.accessVendorIds,
    accessWarehouseIds: input.accessWarehouseIds,
  });
}

/** Creates the invited user and the invitation, and e-mails the sign-up link. */
export async function inviteUser(
  deps: AppDeps,
  inviter: AuthUser,
  input: InviteInput,
  now: Date,
  log: FastifyBaseLogger,
) {
  const { db } = deps.database;
  await assertCanInvite(db, inviter, input);
  const inviteId = randomToken();
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
  let user;
  try {
    user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash: null,
          roles: [input.roleType],
          isManager: input.roleType === 'manager',
          accessVendorIds: input.accessVendorIds,
          accessWarehouseIds: input.accessWarehouseIds,
          status: 'invited',
        })
        .returning();
      await tx
        .insert(invites)
        .values({ id: inviteId, userId: created!.id, invitedBy: inviter.id, expiresAt });
      await logUserChange(tx, { actorId: inviter.id, action: 'invite', before: null, after: created! });
      return created!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('A user with this e-mail already exists.');
    throw err;
  }
  await deps.mailer
    .send({
      to: user.email,
      subject: 'You are invited to Dockhand',
      text: `Hello ${user.firstName},\n\nyou are invited to Dockhand. Choose your password within 7 days here:\n${deps.config.publicUrl}/invite-signup/${inviteId}`,
    })
    .catch((err: unknown) =>
      log.error({ err: err instanceof Error ? err.message : String(err) }, 'invite e-mail failed'),
    );
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    status: user.status,
    expiresAt,
  };
}

const openInvite = (id: string, now: Date) =>
  and(
    eq(invites.id, id),
    isNull(invites.acceptedAt),
    gt(invites.expiresAt, now),
    eq(users.status, 'invited'),
  );

/** The invitee's names for the sign-up form while the invitation is open; else invalid_invite. */
export async function getOpenInvite(db: Db, id: string, now: Date) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(invites)
    .innerJoin(users, eq(users.id, invites.userId))
    .where(openInvite(id, now));
  if (!row) throw invalidInvite();
  return row;
}

/** Accepts an invitation once: names and password set, user active, and a session opened. */
export async function acceptInvite(
  db: Db,
  id: string,
  input: InviteSignupInput,
  ctx: CallContext,
): Promise<IssuedSession> {
  await getOpenInvite(db, id, ctx.now);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // The conditional update is what makes the invitation single-use under parallel accepts.
    const [invite] = await tx
      .update(invites)
      .set({ acceptedAt: ctx.now })
      .where(and(eq(invites.id, id), isNull(invites.acceptedAt), gt(invites.expiresAt, ctx.now)))
      .returning({ userId: invites.userId });
    if (!invite) throw invalidInvite();
    const [before] = await tx.select().from(users).where(eq(users.id, invite.userId)).for('update');
    if (!before || before.status !== 'invited') throw invalidInvite();
    const [after] = await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        status: 'active',
        version: sql`${users.version} + 1`,
        updatedAt: ctx.now,
      })
      .where(eq(users.id, before.id))
      .returning();
    await logUserChange(tx, { actorId: before.id, action: 'accept-invite', before, after: after! });
    return startSession(tx, after!, ctx);
  });
}
