/**
 * The answer of every call that signs someone in (login, refresh, invite accept): the access token,
 * the refresh token (in the body for spec §3 and in an HttpOnly cookie for the browser), the
 * environment and the user fields.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { environmentFromHost } from '../../src/domain/environment';
import { effectivePermissions } from '../../src/domain/permissions';
import type { LoginResponse, SessionUser } from '../../src/domain/user';
import type { AppDeps } from '../context';
import type { Config } from '../config';
import type { UserRow } from './user-audit';

const REFRESH_COOKIE = 'dockhand_refresh';
/** The cookie goes only to the auth routes: no other call needs it, so no other call can leak it. */
const COOKIE_PATH = '/api/auth';

/** A session just opened or refreshed, before it is turned into the answer. */
export interface IssuedSession {
  user: UserRow;
  sessionId: string;
  refreshToken: string;
  sessionExpiresAt: Date;
}

/** The user fields of spec §3 from a user row (permissions: role defaults plus own). */
export function sessionUserOf(user: UserRow): SessionUser {
  return {
    id: user.id,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    timezone: user.timezone,
    userRoles: user.roles,
    permissions: effectivePermissions(user.roles, user.permissions),
    accessVendorIds: user.accessVendorIds,
    accessWarehouseIds: user.accessWarehouseIds,
    isManager: user.isManager,
  };
}

const cookieBase = (config: Config) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: COOKIE_PATH,
  secure: config.publicUrl.startsWith('https'),
});

function setRefreshCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  reply.setCookie(REFRESH_COOKIE, token, { ...cookieBase(config), maxAge });
}

export function clearRefreshCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(REFRESH_COOKIE, cookieBase(config));
}

/** The refresh token of a call: the body's, or else the cookie's. */
export function presentedRefreshToken(request: FastifyRequest, fromBody: string | undefined): string | null {
  // The cookie wins: a body token cannot override the session this browser holds.
  return request.cookies[REFRESH_COOKIE] || fromBody || null;
}

/** Signs the access token, sets the cookie and builds the login body. */
export async function sendLoginResponse(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  issued: IssuedSession,
): Promise<LoginResponse> {
  const jwtToken = await deps.tokens.signAccessToken({ userId: issued.user.id, sessionId: issued.sessionId });
  setRefreshCookie(reply, deps.config, issued.refreshToken, issued.sessionExpiresAt);
  reply.header('Cache-Control', 'no-store');
  return {
    jwtToken,
    refreshToken: issued.refreshToken,
    // From the configured public address, never from a request header (Host, X-Forwarded-Host).
    env: environmentFromHost(new URL(deps.config.publicUrl).hostname).name,
    ...sessionUserOf(issued.user),
  };
}
