/**
 * Whether the database refused a row because a unique index already holds its key (PostgreSQL 23505),
 * whichever driver raised it (Drizzle wraps the driver's error in `cause`); with `constraint`, only
 * when it was that index (named in the error's constraint or message).
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = (err ?? {}) as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
  const c = (e.cause ?? {}) as { code?: unknown; constraint?: unknown; message?: unknown };
  if ((e.code ?? c.code) !== '23505') return false;
  if (!constraint) return true;
  return [e.constraint, c.constraint, e.message, c.message].some((t) => String(t ?? '').includes(constraint));
}
