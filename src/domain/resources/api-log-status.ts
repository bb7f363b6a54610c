/** The API log's Status filter: one code or a class of codes, read the same by the server and the screen. */

/**
 * The codes the Status filter means, both ends included: an exact code (404) or a class ('4xx' is
 * 400–499), as a number or text; null for anything else (the server answers 400 on the field).
 */
export function apiLogStatusRange(value: unknown): { from: number; to: number } | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (/^[1-5]\d\d$/.test(text)) return { from: Number(text), to: Number(text) };
  const group = /^([1-5])xx$/i.exec(text);
  if (group) return { from: Number(group[1]) * 100, to: Number(group[1]) * 100 + 99 };
  return null;
}

/** The Status filter's choices on the screen: the classes first, then the codes the API answers. */
export const apiLogStatusOptions: readonly { value: string; label: string }[] = [
  { value: '2xx', label: 'Any 2xx (success)' },
  { value: '3xx', label: 'Any 3xx (redirect)' },
  { value: '4xx', label: 'Any 4xx (refused)' },
  { value: '5xx', label: 'Any 5xx (server error)' },
  ...[
    [200, 'OK'],
    [201, 'Created'],
    [204, 'No content'],
    [304, 'Not modified'],
    [400, 'Bad request'],
    [401, 'Not signed in'],
    [403, 'Forbidden'],
    [404, 'Not found'],
    [409, 'Conflict'],
    [422, 'Unprocessable'],
    [429, 'Too many requests'],
    [500, 'Server error'],
  ].map(([code, label]) => ({ value: String(code), label: `${code} ${label}` })),
];
