/**
 * Who is calling the hub, and from which page. Negotiate and the upgrade both authenticate:
 * - `Authorization: Bearer …` carries an access token (clients that can send headers: the Node
 *   client, a server integration) or a hub ticket;
 * - the URL's `access_token` carries a hub ticket only (the browser's WebSocket): an access token
 *   there would end up in URLs, so it is refused.
 * The Origin must be our own: the public URL's, or the origin of the request itself. A page of another
 * site gets nothing; a client without an Origin (not a browser) must use the header.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '../db/client';
import { loadAuthUser, type AuthUser } from '../auth/guard';
import type { TokenService } from '../auth/tokens';
import type { HubTickets } from './hub-tickets';

export interface HubAuthDeps {
  db: Db;
  tokens: TokenService;
  tickets: HubTickets;
}

/** Access tokens are JWTs (three dot-separated parts); tickets are one base64url word. */
const isJwt = (token: string) => token.includes('.');

function headerBearer(headers: IncomingHttpHeaders): string | null {
  const [scheme, token] = (headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export function queryParam(url: string | undefined, name: string): string | null {
  const query = url?.split('?', 2)[1];
  return query ? new URLSearchParams(query).get(name) : null;
}

/** The signed-in user behind the request's credentials; null when missing, used, expired or revoked. */
export async function authenticateHubRequest(
  deps: HubAuthDeps,
  request: { headers: IncomingHttpHeaders; url?: string },
): Promise<AuthUser | null> {
  const header = headerBearer(request.headers);
  // Only a browser (which always sends an Origin) has a reason to put its ticket in the URL.
  const fromQuery = header || !request.headers.origin ? null : queryParam(request.url, 'access_token');
  if (header && isJwt(header)) {
    const claims = await deps.tokens.verifyAccessToken(header);
    return claims ? loadAuthUser(deps.db, claims.userId, claims.sessionId) : null;
  }
  const ticket = header ?? fromQuery;
  if (!ticket || isJwt(ticket)) return null;
  const identity = await deps.tickets.redeem(ticket);
  return identity ? loadAuthUser(deps.db, identity.userId, identity.sessionId) : null;
}

/** Cross-site WebSocket hijacking is refused here: browsers always send the page's Origin. */
export function originAllowed(headers: IncomingHttpHeaders, publicUrl: string): boolean {
  const origin = headers.origin;
  // Not a browser: nothing to hijack; its credentials must come in the header (above).
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  // Same origin as the request (the dev proxy, a host name other than the public URL's).
  return parsed.origin === new URL(publicUrl).origin || (!!headers.host && parsed.host === headers.host);
}
