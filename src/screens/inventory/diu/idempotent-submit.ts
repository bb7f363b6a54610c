/**
 * One Idempotency-Key per submission: a submit of the same body again (a retry after a lost answer,
 * a second click) carries the same key, so the server applies it once; a changed body is a new
 * submission with a new key. A first attempt that failed wrote nothing (the key is rolled back with
 * it), so reusing its key runs the retry for real.
 */
export function idempotencyKeys(newKey: () => string = () => crypto.randomUUID()) {
  let last: { body: string; key: string } | null = null;
  return (body: unknown): string => {
    const text = JSON.stringify(body);
    if (last?.body !== text) last = { body: text, key: newKey() };
    return last.key;
  };
}
