/**
 * Sign-in sessions: login, refresh-token rotation and logout. A session is one refresh-token family
 * with an absolute expiry; each refresh token is used once and replaced by its child, which expires
 * after an idle period (never past the session). Tokens are stored only as hashes.
 */
import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { LoginInput } from '../../src/domain/auth.schema';
import type { Db, Tx } from '../db/client';
import { refreshTokens, sessions, users } from '../db/schema';
import { unauthorized } from '../http/errors';
import type { IssuedSession } from './login-response';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import { emailKey, ipKey, reserveLoginAttempt, settleSuccessfulLogin } from './throttle';
import { hashToken, randomToken, type TokenService } from './tokens';
import type { UserRow } from './user-audit';

const SESSION_TTL_MS = 30 * 24 * 3600_000;
const REFRESH_IDLE_MS = 7 * 24 * 3600_000;
/** A parallel refresh (second tab, retried request) presenting a just-used token gets the same child. */
const REUSE_GRACE_MS = 10_000;

export interface CallContext {
  ip: string;
  userAgent: string | null;
  now: Date;
}

const badCredentials = () => unauthorized('E-mail or password is incorrect.');
export const sessionExpired = () => unauthorized('Your session has expired. Sign in again.');

const refreshExpiry = (now: Date, sessionExpiresAt: Date) =>
  new Date(Math.min(now.getTime() + REFRESH_IDLE_MS, sessionExpiresAt.getTime()));

/** Checks e-mail and password (throttled, same answer and cost for every failure) and opens a session. */
export async function login(db: Db, input: LoginInput, ctx: CallContext): Promise<IssuedSession> {
  const keys = { email: emailKey(input.email), ip: ipKey(ctx.ip) };
  // Counted before hashing: a burst of wrong passwords costs at most the free attempts' hashes.
  await reserveLoginAttempt(db, keys, ctx.now);
  const [user] = await db.select().from(users).where(eq(users.email, input.email.trim().toLowerCase()));
  // Unknown, invited and disabled users cost one hash verification too, so timing tells nothing.
  const ok =
    user?.status === 'active' && user.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : await verifyAgainstDummy(input.password);
  if (!ok || !user) throw badCredentials();
  return db.transaction(async (tx) => {
    await settleSuccessfulLogin(tx, keys, ctx.now);
    return startSession(tx, user, ctx);
  });
}

/** Opens a session for `user` with its first refresh token. */
export async function startSession(
  tx: Tx,
  user: UserRow,
  ctx: Omit<CallContext, 'ip'>,
): Promise<IssuedSession> {
  const expiresAt = new Date(ctx.now.getTime() + SESSION_TTL_MS);
  const [session] = await tx
    .insert(sessions)
    .values({ userId: user.id, expiresAt, userAgent: ctx.userAgent?.slice(0, 512) ?? null })
    .returning({ id: sessions.id });
  const refreshToken = randomToken();
  await tx.insert(refreshTokens).values({
    sessionId: session!.id,
    tokenHash: hashToken(refreshToken),
    expiresAt: refreshExpiry(ctx.now, expiresAt),
  });
  return { user, sessionId: session!.id, refreshToken, sessionExpiresAt: expiresAt };
}

type RefreshOutcome = { kind: 'ok'; issued: IssuedSession } | { kind: 'expired' };

/**
 * Exchanges a refresh token for its child. The token is consumed with one conditional UPDATE, so of
 * two parallel calls exactly one wins; the other (within the grace window) recomputes the same child.
 * A token used longer ago is a stolen copy or a replay: the whole session is revoked.
 */
export async function refreshSession(
  db: Db,
  tokens: TokenService,
  presented: string,
  now: Date,
  /** Told, after commit, whose session a replayed token revoked (their live connections must close). */
  onRevoked: (userId: string) => void = () => {},
): Promise<IssuedSession> {
  let revokedUserId: string | null = null;
  const tokenHash = hashToken(presented);
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    let [row] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.usedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning();
    const inGraceWindow = !row;
    if (!row) {
      [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
      // Unknown, or unused but past its idle expiry.
      if (!row?.usedAt) return { kind: 'expired' };
      if (row.usedAt.getTime() <= now.getTime() - REUSE_GRACE_MS) {
        // Committed although the call fails: the revocation is the point.
        await revokeSessions(tx, [row.sessionId], 'refresh token reuse', now);
        const [revoked] = await tx
          .select({ userId: sessions.userId })
          .from(sessions)
          .where(eq(sessions.id, row.sessionId));
        revokedUserId = revoked?.userId ?? null;
        return { kind: 'expired' };
      }
    }
    const [live] = await tx
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, row.sessionId));
    if (!live || live.session.revokedAt || live.session.expiresAt <= now || live.user.status !== 'active') {
      return { kind: 'expired' };
    }
    const firstChild = tokens.deriveChildRefreshToken(presented);
    const child = inGraceWindow ? await newestUnusedDescendant(tx, tokens, firstChild) : firstChild;
    // The grace path reaches here with the child already stored; it must not be stored twice.
    await tx
      .insert(refreshTokens)
      .values({
        sessionId: row.sessionId,
        tokenHash: hashToken(child),
        expiresAt: refreshExpiry(now, live.session.expiresAt),
      })
      .onConflictDoNothing({ target: refreshTokens.tokenHash });
    return {
      kind: 'ok',
      issued: {
        user: live.user,
        sessionId: row.sessionId,
        refreshToken: child,
        sessionExpiresAt: live.session.expiresAt,
      },
    };
  });
  if (revokedUserId) onRevoked(revokedUserId);
  if (outcome.kind !== 'ok') throw sessionExpired();
  return outcome.issued;
}

/**
 * In the grace window the child may already have been rotated by the faster caller; handing it out
 * again would turn the slower caller's next refresh into a "reuse". Children are derived, so the
 * newest unused descendant can be recomputed.
 */
async function newestUnusedDescendant(tx: Tx, tokens: TokenService, child: string): Promise<string> {
  let candidate = child;
  for (let depth = 0; depth < 5; depth++) {
    const [stored] = await tx
      .select({ usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(candidate)));
    if (!stored?.usedAt) return candidate;
    candidate = tokens.deriveChildRefreshToken(candidate);
  }
  return candidate;
}

/**
 * Ends the sessions behind a refresh token and/or an access token's session id; unknown ones are
 * ignored. Answers the ids presented, so their live connections can be closed too.
 */
export async function logout(
  db: Db,
  presented: { refreshToken: string | null; sessionId: string | null },
  now: Date,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ids = presented.sessionId ? [presented.sessionId] : [];
    if (presented.refreshToken) {
      const [row] = await tx
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashToken(presented.refreshToken)));
      if (row) ids.push(row.sessionId);
    }
    await revokeSessions(tx, ids, 'logout', now);
    return ids;
  });
}

/** Revokes the given sessions (those not revoked already). */
async function revokeSessions(tx: Tx, ids: string[], reason: string, now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, except `keepSessionId` (the caller's own, on a password change). */
export async function revokeUserSessions(
  tx: Tx,
  userId: string,
  reason: string,
  now: Date,
  keepSessionId?: string,
) {
  await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}
