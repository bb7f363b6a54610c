/**
 * Access tokens: short-lived HS256 JWTs with issuer, audience, expiry and a `typ` claim, verified
 * against an algorithm allow-list. They carry only the user id and session id: permissions, scope and
 * the user's status are read fresh from the database on every call.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { isUuid } from '../../src/domain/ids';

const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'dockhand';
const AUDIENCE = 'dockhand-api';
const ACCESS_TYPE = 'access';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(private readonly secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  signAccessToken(claims: AccessClaims, now = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000);
    return new SignJWT({ typ: ACCESS_TYPE, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /** The claims of a valid access token, or null for anything else (expired, forged, a refresh token). */
  async verifyAccessToken(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'sub', 'sid'],
      });
      // A signed token naming a user or session that is not a UUID is refused, not queried.
      if (payload.typ !== ACCESS_TYPE || !isUuid(payload.sid) || !isUuid(payload.sub)) return null;
      return { userId: payload.sub, sessionId: payload.sid };
    } catch {
      return null;
    }
  }

  /**
   * The child of a refresh token is derived from it with the server secret, so a concurrent refresh
   * presenting the same parent inside the grace window gets the very same child back without the
   * server ever storing a usable token.
   */
  deriveChildRefreshToken(parent: string): string {
    return createHmac('sha256', this.key).update(`refresh-child:${parent}`).digest('base64url');
  }
}

/** A fresh opaque secret (refresh token, reset token, invite id). */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as SHA-256 hashes: a database leak yields nothing usable. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
