/**
 * URLs as they may appear in logs: query values and the secret path segments of reset and invite
 * links are replaced, so no token, ticket or link ever reaches a log.
 */
const secretPaths: [RegExp, string][] = [
  [/^\/resetPassword\/[^/?#]+\/[^/?#]+/i, '/resetPassword/:userId/:token'],
  [/^\/invite-signup\/[^/?#]+/i, '/invite-signup/:id'],
  [/^\/api\/auth\/invites\/[^/?#]+/i, '/api/auth/invites/:id'],
];

export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  let safePath = path;
  for (const [pattern, replacement] of secretPaths) safePath = safePath.replace(pattern, replacement);
  if (query === undefined) return safePath;
  const keys = query
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=[redacted]`);
  return `${safePath}?${keys.join('&')}`;
}

interface QueryFailure extends Error {
  query: string;
  params: unknown[];
  cause?: Error & { code?: string };
}

const isQueryFailure = (err: unknown): err is QueryFailure =>
  err instanceof Error && typeof (err as Partial<QueryFailure>).query === 'string' && 'params' in err;

/**
 * An error as it may appear in logs: a failed query names its statement and the database's error
 * code, never its parameters (e-mails, key digests) nor the database's message (which quotes values).
 */
export function redactError(err: unknown): { type: string; message: string; stack: string; code?: string } {
  if (isQueryFailure(err)) {
    const code = err.cause?.code;
    return {
      type: 'QueryFailure',
      message: `Failed query${code ? ` (${code})` : ''}: ${err.query}`,
      stack: '',
      ...(code ? { code } : {}),
    };
  }
  if (err instanceof Error) return { type: err.name, message: err.message, stack: err.stack ?? '' };
  return { type: typeof err, message: String(err), stack: '' };
}
