/**
 * Where to go after sign-in: the `redirect` query parameter when it is a path on this site (starts
 * with '/' but not '//' or '/\', which browsers read as another host), else the dashboard.
 */
export function safeRedirect(search: string, fallback = '/dashboard'): string {
  const target = new URLSearchParams(search).get('redirect');
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return fallback;
  if (target === '/login' || target.startsWith('/login?')) return fallback;
  return target;
}
