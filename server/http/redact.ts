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
