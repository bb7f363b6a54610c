/**
 * The hub's single-use secrets, kept in the database so that any server process can redeem what
 * another minted:
 * - a ticket (POST /api/hub/ticket): what the browser's accessTokenFactory answers, for negotiate and
 *   for the WebSocket URL, since a browser cannot send an Authorization header on a WebSocket and the
 *   access token must never appear in a URL;
 * - a connection token (the negotiate answer): presented as `id` on the upgrade, which may reach
 *   another process behind the load balancer.
 * Only hashes are stored; redeeming is one DELETE … RETURNING, so of two uses exactly one wins.
 */
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hubTickets } from '../db/schema';
import { hashToken, randomToken } from '../auth/tokens';

/** Spec'd as at most 60 s; the client uses a ticket within a second of minting it. */
const HUB_TICKET_TTL_MS = 30_000;
const CONNECTION_TOKEN_TTL_MS = 30_000;
/** Expired rows are swept at most this often, by whichever process mints next. */
const SWEEP_EVERY_MS = 60_000;

export interface HubIdentity {
  userId: string;
  sessionId: string;
}

export class HubTickets {
  private lastSweep = 0;

  constructor(private readonly db: Db) {}

  /** A fresh ticket for the caller's session. */
  async mint(identity: HubIdentity, now = new Date()): Promise<{ ticket: string; expiresAt: Date }> {
    await this.sweep(now);
    const ticket = randomToken();
    const expiresAt = new Date(now.getTime() + HUB_TICKET_TTL_MS);
    await this.db
      .insert(hubTickets)
      .values({ tokenHash: hashToken(ticket), kind: 'ticket', ...identity, expiresAt });
    return { ticket, expiresAt };
  }

  /** The identity behind a ticket, consuming it; null when unknown, used or expired. */
  async redeem(ticket: string, now = new Date()): Promise<HubIdentity | null> {
    const row = await this.take(ticket, 'ticket', now);
    return row && { userId: row.userId, sessionId: row.sessionId };
  }

  /** The connection token negotiate answers for `connectionId`. */
  async issueConnectionToken(identity: HubIdentity, connectionId: string, now = new Date()): Promise<string> {
    const token = randomToken();
    await this.db.insert(hubTickets).values({
      tokenHash: hashToken(token),
      kind: 'connection',
      ...identity,
      connectionId,
      expiresAt: new Date(now.getTime() + CONNECTION_TOKEN_TTL_MS),
    });
    return token;
  }

  /** The connection a token was issued for, consuming it; null when unknown, used or expired. */
  async redeemConnectionToken(
    token: string,
    now = new Date(),
  ): Promise<(HubIdentity & { connectionId: string }) | null> {
    const row = await this.take(token, 'connection', now);
    return row?.connectionId
      ? { userId: row.userId, sessionId: row.sessionId, connectionId: row.connectionId }
      : null;
  }

  private async take(token: string, kind: 'ticket' | 'connection', now: Date) {
    const [row] = await this.db
      .delete(hubTickets)
      .where(
        and(
          eq(hubTickets.tokenHash, hashToken(token)),
          eq(hubTickets.kind, kind),
          gt(hubTickets.expiresAt, now),
        ),
      )
      .returning();
    return row ?? null;
  }

  private async sweep(now: Date) {
    if (now.getTime() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now.getTime();
    await this.db.delete(hubTickets).where(lt(hubTickets.expiresAt, now));
  }
}
