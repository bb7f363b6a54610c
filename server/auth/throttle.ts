/**
 * Sign-in throttling on the `login_throttle` table. Each attempt is reserved atomically BEFORE any
 * password hashing: one conditional upsert per key counts the attempt and refuses it while the key is
 * locked, so N concurrent attempts cost at most the allowed number of hashes (a burst cannot slip
 * between a check and a later write). A successful sign-in gives its reservations back. Two keys:
 * - `email:<address>`: consecutive attempts on one account (known or not, so nothing is revealed).
 *   The first FREE_FAILURES are free, then each failure locks for an exponentially growing time
 *   capped at MAX_ACCOUNT_LOCK_SECONDS. There is no permanent lock.
 * - `pair:<account>|<address>`: the same count, used instead of the account's for an address the
 *   account has signed in from within KNOWN_ADDRESS_DAYS (a `known:` row written at each successful
 *   sign-in). Strangers hammering an account keep renewing its lock, but that lock never reaches the
 *   owner at an address they have used: only the owner's own failures there slow them down.
 * - `ip:<address>`: attempts from one address within a window, against spraying many accounts; it
 *   slows that address only.
 * Every function takes `now`, so tests can move the clock instead of sleeping.
 */
import { and, eq, gt, like, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { loginThrottle } from '../db/schema';
import { HttpError } from '../http/errors';
import { prefixPattern } from '../db/like-patterns';

const FREE_FAILURES = 5;
const MAX_ACCOUNT_LOCK_SECONDS = 15 * 60;
const IP_MAX_FAILURES = 50;
const IP_WINDOW_MS = 15 * 60_000;
const IP_LOCK_MS = 15 * 60_000;
const KNOWN_ADDRESS_DAYS = 90;

export const emailKey = (email: string) => `email:${email.trim().toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;

export interface ThrottleKeys {
  email: string;
  ip: string;
}

const knownAddressKey = (keys: ThrottleKeys) => `known:${keys.email}|${keys.ip}`;
const pairKey = (keys: ThrottleKeys) => `pair:${keys.email}|${keys.ip}`;

/** A 429 that tells the client when to come back; the route copies `retryAfter` into Retry-After. */
export class ThrottledError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'too_many_requests', `Too many sign-in attempts. Try again in ${retryAfterSeconds} seconds.`);
  }
}

// Raw SQL gets ISO strings: the drivers disagree on how they send a bare Date.
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const unlockedAt = (now: Date) =>
  sql`(${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} <= ${at(now)})`;

/**
 * Reserves one sign-in attempt against both keys, or throws ThrottledError (nothing counted) when
 * either is locked at `now`. The attempt that crosses a limit is still heard; the ones after it wait.
 */
export async function reserveLoginAttempt(db: Db, keys: ThrottleKeys, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    // The address first: a locked address must not use up the account's free attempts.
    const address = await countInWindow(tx, keys.ip, now, IP_WINDOW_MS, {
      max: IP_MAX_FAILURES,
      lockMs: IP_LOCK_MS,
    });
    if (address === null) return refuse(tx, keys.ip, now);

    const knownSince = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000);
    const known = await tx
      .select({ key: loginThrottle.key })
      .from(loginThrottle)
      .where(and(eq(loginThrottle.key, knownAddressKey(keys)), gt(loginThrottle.updatedAt, knownSince)));
    const accountKey = known.length > 0 ? pairKey(keys) : keys.email;
    const accountCount = sql`${loginThrottle.failures} + 1`;
    const lockSeconds = sql`least(power(2, least(${accountCount} - ${FREE_FAILURES}, 10)), ${MAX_ACCOUNT_LOCK_SECONDS})`;
    const account = await tx
      .insert(loginThrottle)
      .values({ key: accountKey, failures: 1, updatedAt: now })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: accountCount,
          lockedUntil: sql`case when ${accountCount} > ${FREE_FAILURES} then ${at(now)} + make_interval(secs => ${lockSeconds}) else null end`,
          updatedAt: now,
        },
        setWhere: unlockedAt(now),
      })
      .returning({ failures: loginThrottle.failures });
    if (account.length === 0) return refuse(tx, accountKey, now);
  });
}

/**
 * Counts one event against `key` in a fixed window of `windowMs` (a new window starts once the last
 * is over) and answers the window's count. With `lock`, the key locks for `lockMs` once the count
 * passes `max`; a locked key counts nothing and answers null. Sign-in addresses and reset requests
 * per account are both counted this way.
 */
export async function countInWindow(
  tx: Tx,
  key: string,
  now: Date,
  windowMs: number,
  lock?: { max: number; lockMs: number },
): Promise<number | null> {
  const windowOver = sql`(${loginThrottle.windowStartedAt} is null or ${loginThrottle.windowStartedAt} <= ${at(new Date(now.getTime() - windowMs))})`;
  const counted = sql`case when ${windowOver} then 1 else ${loginThrottle.failures} + 1 end`;
  const [row] = await tx
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: counted,
        windowStartedAt: sql`case when ${windowOver} then ${at(now)} else ${loginThrottle.windowStartedAt} end`,
        ...(lock && {
          lockedUntil: sql`case when ${counted} > ${lock.max} then ${at(new Date(now.getTime() + lock.lockMs))} else null end`,
        }),
        updatedAt: now,
      },
      ...(lock && { setWhere: unlockedAt(now) }),
    })
    .returning({ count: loginThrottle.failures });
  return row ? row.count : null;
}

/** Throws the 429 for a locked key; the transaction rolls back, so the address's count is not kept. */
async function refuse(tx: Tx, key: string, now: Date): Promise<never> {
  const [row] = await tx
    .select({ lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(eq(loginThrottle.key, key));
  const waitMs = (row?.lockedUntil?.getTime() ?? now.getTime()) - now.getTime();
  throw new ThrottledError(Math.max(1, Math.ceil(waitMs / 1000)));
}

/**
 * A successful sign-in: the account's failures are forgotten, the address becomes one the account
 * is known at, and the address gets its reservation back, so colleagues signing in behind one office
 * address never lock it.
 */
export async function settleSuccessfulLogin(tx: Tx, keys: ThrottleKeys, now: Date): Promise<void> {
  await clearThrottle(tx, keys.email);
  await tx
    .insert(loginThrottle)
    .values({ key: knownAddressKey(keys), failures: 0, updatedAt: now })
    .onConflictDoUpdate({ target: loginThrottle.key, set: { updatedAt: now } });
  await tx
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, keys.ip));
}

/** Forgets an account's failures, from every address (successful sign-in, password reset). */
export async function clearThrottle(db: Db | Tx, accountKey: string): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(
      or(eq(loginThrottle.key, accountKey), like(loginThrottle.key, prefixPattern(`pair:${accountKey}|`))),
    );
}
