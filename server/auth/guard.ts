/**
 * The bearer-token guard for every protected call, and the permission check. The user is read fresh
 * on each call (joined with the session), so disabling a user, revoking a session or changing
 * permissions and scope take effect at the next call.
 */
import { and, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { effectivePermissions } from '../../src/domain/permissions';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { unauthorized } from '../http/errors';
import type { TokenService } from './tokens';

export interface AuthUser {
  id: string;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  timezone: number | null;
  roles: string[];
  /** Role defaults plus the user's own additions. */
  permissions: string[];
  /** null: every vendor; otherwise only these. */
  accessVendorIds: number[] | null;
  accessWarehouseIds: number[] | null;
  isManager: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The active users behind live sessions (revoked, expired and disabled ones left out). */
function liveSessionsQuery(db: Db, where: SQL | undefined) {
  return db
    .select({ user: users, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(where, isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()), eq(users.status, 'active')),
    );
}

function toAuthUser(u: typeof users.$inferSelect, sessionId: string): AuthUser {
  return {
    id: u.id,
    sessionId,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    timezone: u.timezone,
    roles: u.roles,
    permissions: effectivePermissions(u.roles, u.permissions),
    accessVendorIds: u.accessVendorIds,
    accessWarehouseIds: u.accessWarehouseIds,
    isManager: u.isManager,
  };
}

/** Loads the active user behind a live session; null when either is gone, revoked or expired. */
export async function loadAuthUser(db: Db, userId: string, sessionId: string): Promise<AuthUser | null> {
  const [row] = await liveSessionsQuery(db, and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  return row ? toAuthUser(row.user, row.sessionId) : null;
}

/**
 * An active user's grants as they stand now, outside any session (a background job acting for the
 * user who asked for it); null when the user is gone or disabled.
 */
export async function loadUserGrants(db: Db, userId: string): Promise<AuthUser | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'active')));
  return user ? toAuthUser(user, '') : null;
}

/** The users behind many sessions at once, by session id; sessions no longer live are missing. */
export async function loadAuthUsers(db: Db, sessionIds: readonly string[]): Promise<Map<string, AuthUser>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await liveSessionsQuery(db, inArray(sessions.id, [...sessionIds]));
  return new Map(rows.map((row) => [row.sessionId, toAuthUser(row.user, row.sessionId)]));
}

export function createAuthenticate(db: Db, tokens: TokenService) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await tokens.verifyAccessToken(token);
    if (!claims) throw unauthorized('Your session has expired. Sign in again.');
    const user = await loadAuthUser(db, claims.userId, claims.sessionId);
    if (!user) throw unauthorized('Your session has ended. Sign in again.');
    request.user = user;
  };
}

/** The signed-in user of a protected route (the guard has run). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
