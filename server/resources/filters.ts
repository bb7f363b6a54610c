/**
 * How a list filter of spec §3 turns a request value into SQL. Empty values (missing, '', null, and the
 * filter's own "all" sentinel such as -1) apply no condition. A value of the wrong shape answers a
 * field message instead of a condition.
 */
import { and, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface FilterContext {
  /** The user's timezone as an hour offset, for inclusive date ranges on their calendar. */
  timezoneOffset: number;
}

export type FilterResult = SQL | undefined | { error: string };

export interface FilterDef {
  apply(value: unknown, ctx: FilterContext): FilterResult;
  /** The value used when the request does not send the filter. */
  defaultValue?: unknown;
  /** A value meaning "no filter" (spec §3: priority -1, inventoryStatus -1, status 'all'). */
  allValue?: unknown;
}

export const isEmptyFilterValue = (value: unknown, def: FilterDef) =>
  value === undefined || value === null || value === '' || (def.allValue !== undefined && value === def.allValue);

/** `%`, `_` and `\` are literal in a user's search text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive "contains" over one or more text columns. */
export function text(...columns: PgColumn[]): FilterDef {
  return {
    apply(value) {
      if (typeof value !== 'string' && typeof value !== 'number') return { error: 'Must be text' };
      const pattern = likePattern(String(value).trim());
      return or(...columns.map((c) => ilike(c, pattern)));
    },
  };
}

/** Exact match on a whole-number column; an array matches any of its values. */
export function intEquals(column: PgColumn, options: Pick<FilterDef, 'allValue' | 'defaultValue'> = {}): FilterDef {
  return {
    ...options,
    apply(value) {
      const values = Array.isArray(value) ? value : [value];
      const ints = values.map((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v));
      if (!ints.every((n) => typeof n === 'number' && Number.isInteger(n))) return { error: 'Must be a whole number' };
      if (ints.length === 0) return undefined;
      return ints.length === 1 ? eq(column, ints[0] as number) : inArray(column, ints as number[]);
    },
  };
}

/** Exact match on a text column, limited to known values when `allowed` is given. */
export function textEquals(
  column: PgColumn,
  options: { allowed?: readonly string[] } & Pick<FilterDef, 'allValue' | 'defaultValue'> = {},
): FilterDef {
  return {
    allValue: options.allValue,
    defaultValue: options.defaultValue,
    apply(value) {
      const values = Array.isArray(value) ? value : [value];
      if (!values.every((v) => typeof v === 'string')) return { error: 'Must be text' };
      if (options.allowed && !values.every((v) => options.allowed!.includes(v as string)))
        return { error: `Must be one of: ${options.allowed.join(', ')}` };
      if (values.length === 0) return undefined;
      return values.length === 1 ? eq(column, values[0] as string) : inArray(column, values as string[]);
    },
  };
}

export function boolEquals(column: PgColumn): FilterDef {
  return {
    apply(value) {
      if (value === 'true' || value === true) return eq(column, true);
      if (value === 'false' || value === false) return eq(column, false);
      return { error: 'Must be true or false' };
    },
  };
}

/** 'YYYY-MM-DD' as the instant that day starts in the user's timezone. */
function startOfDay(value: unknown, offsetHours: number): Date | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  const date = new Date(utc);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return new Date(utc - offsetHours * 3600_000);
}

/** Rows on or after the first moment of that day, in the user's timezone. */
export function dateFrom(column: PgColumn): FilterDef {
  return {
    apply(value, ctx) {
      const start = startOfDay(value, ctx.timezoneOffset);
      return start ? gte(column, start) : { error: 'Must be a date (YYYY-MM-DD)' };
    },
  };
}

/** Rows up to the end of that day (inclusive), in the user's timezone. */
export function dateTo(column: PgColumn): FilterDef {
  return {
    apply(value, ctx) {
      const start = startOfDay(value, ctx.timezoneOffset);
      return start ? lt(column, new Date(start.getTime() + 24 * 3600_000)) : { error: 'Must be a date (YYYY-MM-DD)' };
    },
  };
}

/** A filter whose SQL is written by the declaration. */
export function custom(apply: FilterDef['apply'], options: Pick<FilterDef, 'allValue' | 'defaultValue'> = {}): FilterDef {
  return { apply, ...options };
}

/** Combines the filter results of a list request: the conditions, and a message per bad field. */
export function buildFilters(
  defs: Record<string, FilterDef>,
  body: Record<string, unknown>,
  ctx: FilterContext,
): { where: SQL | undefined; errors: Record<string, string> } {
  const conditions: SQL[] = [];
  const errors: Record<string, string> = {};
  for (const [name, def] of Object.entries(defs)) {
    const value = name in body ? body[name] : def.defaultValue;
    if (isEmptyFilterValue(value, def)) continue;
    const result = def.apply(value, ctx);
    if (result && 'error' in result) errors[name] = result.error;
    else if (result) conditions.push(result);
  }
  return { where: conditions.length ? and(...conditions) : undefined, errors };
}
