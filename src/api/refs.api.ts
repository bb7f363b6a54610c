/**
 * The rows another base's references point at (names of ids, options of a select): a GET answering a
 * plain array (the bootstrap lists /api/myvendors, /api/mywarehouses, /api/myprojects), or the first
 * page of a list call. The CRUD kit's sources (src/components/crud/crud-refs.ts) say which.
 */
import type { ApiClient } from './http';

export type RefRow = Record<string, unknown>;

export interface RefRowsSource {
  base: string;
  listPath: 'list' | 'listItems' | 'get';
}

/** The most rows a list call answers (the engine's MAX_PER_PAGE). */
const MAX_REF_ROWS = 200;

/** The rows of a source: a GET's plain array, or the first page (200 rows) of a list call. */
export async function loadRefRows(api: ApiClient, source: RefRowsSource, signal?: AbortSignal) {
  const answer =
    source.listPath === 'get'
      ? await api<RefRow[] | { items: RefRow[] }>(source.base, { signal })
      : await api<RefRow[] | { items: RefRow[] }>(`${source.base}/${source.listPath}`, {
          method: 'POST',
          body: { page: 1, perPage: MAX_REF_ROWS },
          signal,
        });
  return Array.isArray(answer) ? answer : answer.items;
}
