/**
 * The shipping tool's request shapes beyond its bodies (src/domain/resources/shipping-tool.schema.ts):
 * a path's id (404 for one no row can have) and a list's query string (400 with a message per
 * parameter).
 */
import { badRequest, notFound } from '../../http/errors';
import { MAX_PER_PAGE } from '../../resources/resource';

/** A path's id: a positive whole number, else 404 as for an id no row has. */
export function pathId(raw: unknown, what: string): number {
  const id = Number(raw);
  if (typeof raw !== 'string' || !/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1)
    throw notFound(what);
  return id;
}

export interface ListQuery {
  projectId: number;
  search: string | null;
  mapped: boolean | null;
  active: boolean | null;
  page: number;
  perPage: number;
}

type Query = Record<string, unknown>;

/** Reads a list's query string; every parameter that is wrong is named (400). */
export function parseListQuery(raw: unknown, defaultPerPage = 10): ListQuery {
  const query = (raw && typeof raw === 'object' ? raw : {}) as Query;
  const fields: Record<string, string> = {};
  const text = (key: string): string | null => {
    const value = query[key];
    if (value === undefined || value === '') return null;
    if (typeof value !== 'string') {
      fields[key] = `${key} must be given once`;
      return null;
    }
    return value;
  };
  const whole = (key: string, fallback: number | null, max?: number): number | null => {
    const value = text(key);
    if (value === null) return fallback;
    const n = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < 1 || (max !== undefined && n > max)) {
      fields[key] =
        max === undefined ? 'Must be a whole number from 1' : `Must be a whole number from 1 to ${max}`;
      return fallback;
    }
    return n;
  };
  const yesNo = (key: string): boolean | null => {
    const value = text(key);
    if (value === null) return null;
    if (value === 'true' || value === 'false') return value === 'true';
    fields[key] = 'Must be true or false';
    return null;
  };
  const projectId = whole('projectId', null, 2 ** 31 - 1);
  if (projectId === null && !fields.projectId) fields.projectId = 'Choose a storefront';
  const search = text('search')?.trim() || null;
  if (search && search.length > 200) fields.search = 'Search must be at most 200 characters';
  const parsed = {
    projectId: projectId ?? 0,
    search,
    mapped: yesNo('mapped'),
    active: yesNo('active'),
    page: whole('page', 1, 2 ** 31 - 1)!,
    perPage: whole('perPage', defaultPerPage, MAX_PER_PAGE)!,
  };
  if (Object.keys(fields).length) throw badRequest('Some parameters are not valid.', fields);
  return parsed;
}
