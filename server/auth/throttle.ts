/**
 * Sign-in throttling on the `login_throttle` table, checked before any password hashing so that a
 * locked key costs the server nothing. Two kinds of key:
 * - `email:<address>`: consecutive failures of one account (known or not, so nothing is revealed).
 *   The first few are free, then each failure locks for an exponentially growing time; at
 *   HARD_LOCK_FAILURES the account stays locked until a password reset clears the key.
 * - `ip:<address>`: failures from one address within a window, against spraying many accounts.
 * Every function takes `now`, so tests can move the clock instead of sleeping.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { loginThrottle } from '../db/schema';
import { HttpError } from '../http/errors';

export const FREE_FAILURES = 5;
export const MAX_ACCOUNT_LOCK_MS = 15 * 60_000;
export const HARD_LOCK_FAILURES = 100;
export const IP_MAX_FAILURES = 50;
export const IP_WINDOW_MS = 15 * 60_000;
export const IP_LOCK_MS = 15 * 60_000;

export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

/** A 429 that tells the client when to come back; the route copies `retryAfter` into Retry-After. */
export class ThrottledError extends HttpError {
  constructor(readonly retryAfterSeconds: number | null) {
    super(
      429,
      'too_many_requests',
      retryAfterSeconds === null
        ? 'Too many sign-in attempts. Reset your password to sign in again.'
        : `Too many sign-in attempts. Try again in ${retryAfterSeconds} seconds.`,
    );
  }
}

/** How long a failing account is locked after its `failures`-th consecutive failure (0: not at all). */
export function accountLockMs(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - FREE_FAILURES), MAX_ACCOUNT_LOCK_MS);
}

/** Throws ThrottledError when the account or the address is locked at `now`. */
export async function assertNotThrottled(
  db: Db,
  keys: { email: string; ip: string },
  now: Date,
): Promise<void> {
  const rows = await db
    .select()
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, [keys.email, keys.ip]));
  let waitMs = 0;
  for (const row of rows) {
    if (row.key === keys.email && row.failures >= HARD_LOCK_FAILURES) throw new ThrottledError(null);
    if (row.lockedUntil && row.lockedUntil > now)
      waitMs = Math.max(waitMs, row.lockedUntil.getTime() - now.getTime());
  }
  if (waitMs > 0) throw new ThrottledError(Math.ceil(waitMs / 1000));
}

/** Counts one failed sign-in against both keys and locks them when they cross their limits. */
export async function recordLoginFailure(
  db: Db,
  keys: { email: string; ip: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    // One upsert per key keeps the count right when parallel attempts race.
    const [account] = await tx
      .insert(loginThrottle)
      .values({ key: keys.email, failures: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: { failures: sql`${loginThrottle.failures} + 1`, updatedAt: now },
      })
      .returning({ failures: loginThrottle.failures });
    const lockMs = accountLockMs(account!.failures);
    if (lockMs > 0) await lockKey(tx, keys.email, new Date(now.getTime() + lockMs));

    // Raw SQL gets ISO strings: the drivers disagree on how they send a bare Date.
    const nowSql = sql`${now.toISOString()}::timestamptz`;
    const windowStart = new Date(now.getTime() - IP_WINDOW_MS).toISOString();
    const windowOver = sql`(${loginThrottle.windowStartedAt} is null or ${loginThrottle.windowStartedAt} <= ${windowStart}::timestamptz)`;
    const [address] = await tx
      .insert(loginThrottle)
      .values({ key: keys.ip, failures: 1, windowStartedAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${windowOver} then 1 else ${loginThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${windowOver} then ${nowSql} else ${loginThrottle.windowStartedAt} end`,
          updatedAt: now,
        },
      })
      .returning({ failures: loginThrottle.failures });
    if (address!.failures > IP_MAX_FAILURES) await lockKey(tx, keys.ip, new Date(now.getTime() + IP_LOCK_MS));
  });
}

async function lockKey(tx: Tx, key: string, until: Date): Promise<void> {
  await tx.update(loginThrottle).set({ lockedUntil: until }).where(eq(loginThrottle.key, key));
}

/** Forgets an account's failures (successful sign-in, password reset). */
export async function clearThrottle(db: Db | Tx, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
