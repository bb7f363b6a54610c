/**
 * Idempotent writes: a client may send an `Idempotency-Key` header; the first request with a key
 * applies and stores its answer, a retry with the same key answers that instead of applying again.
 * The key's row is inserted first, in the write's own transaction: a concurrent retry waits on it
 * and then reads the stored answer; a first attempt that rolled back leaves no row, so the retry
 * runs for real.
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { badRequest, conflict } from './errors';

export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || key === '') return undefined;
  if (key.length > 200) throw badRequest('The Idempotency-Key header must be at most 200 characters.');
  return key;
}

/** Runs `apply` once per key and operation (e.g. 'POST /api/inventory/diu'); without a key, always. */
export async function withIdempotency<T>(
  tx: Tx,
  key: string | undefined,
  operation: string,
  userId: string | null,
  apply: () => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  if (!key) return { result: await apply(), replayed: false };
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ key, operation, userId, result: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (!claimed) {
    const [earlier] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    if (earlier?.operation !== operation || earlier.userId !== userId) {
      throw conflict('This Idempotency-Key was already used for another request.');
    }
    return { result: earlier.result as T, replayed: true };
  }
  const result = await apply();
  await tx.update(idempotencyKeys).set({ result: result }).where(eq(idempotencyKeys.key, key));
  return { result, replayed: false };
}
