/**
 * How a list filter of spec §3 turns a request value into SQL. Empty values (missing, '', null, and the
 * filter's own "all" sentinel such as -1) apply no condition. A value of the wrong shape answers a
 * field message instead of a condition.
 */
import { and, eq, gte, ilike, inArray, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../db/like-patterns';

export interface FilterContext {
  /** The user's timezone as an hour offset, for inclusive date ranges on their calendar. */
  timezoneOffset: number;
  /** The whole list request, for filters whose meaning depends on another one. */
  body: Record<string, unknown>;
  /** The moment of the request (tests pin it). */
  now?: Date;
}

/** true / false from a JSON boolean or its text; null for anything else. */
export function asBoolean(value: unknown): boolean | null {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return null;
}

/** Today's calendar day ('YYYY-MM-DD') in the user's timezone. */
export function userToday(ctx: FilterContext): string {
  const now = ctx.now ?? new Date();
  return new Date(now.getTime() + ctx.timezoneOffset * 3600_000).toISOString().slice(0, 10);
}

export type FilterResult = SQL | undefined | { error: string };

export interface FilterDef {
  apply(value: unknown, ctx: FilterContext): FilterResult;
  /** The value used when the request does not send the filter. */
  defaultValue?: unknown;
  /** A value meaning "no filter" (spec §3: priority -1, inventoryStatus -1, status 'all'). */
  allValue?: unknown;
}

const isEmptyFilterValue = (value: unknown, def: FilterDef) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (def.allValue !== undefined && value === def.allValue);

/** Case-insensitive "contains" over one or more text columns. */
export function text(...columns: PgColumn[]): FilterDef {
  return {
    apply(value) {
      if (typeof value !== 'string' && typeof value !== 'number') return { error: 'Must be text' };
      const pattern = containsPattern(String(value).trim());
      return or(...columns.map((c) => ilike(c, pattern)));
    },
  };
}

/** Exact match on a whole-number column; an array matches any of its values. */
export function intEquals(
  column: PgColumn,
  options: Pick<FilterDef, 'allValue' | 'defaultValue'> = {},
): FilterDef {
  return {
    ...options,
    apply(value) {
      const values = Array.isArray(value) ? value : [value];
      const ints = values.map((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v));
      if (!ints.every((n) => typeof n === 'number' && Number.isInteger(n)))
        return { error: 'Must be a whole number' };
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
      if (options.allowed && !values.every((v) => options.allowed!.includes(v)))
        return { error: `Must be one of: ${options.allowed.join(', ')}` };
      if (values.length === 0) return undefined;
      return values.length === 1 ? eq(column, values[0] as string) : inArray(column, values);
    },
  };
}

export function boolEquals(column: PgColumn): FilterDef {
  return {
    apply(value) {
      const b = asBoolean(value);
      return b === null ? { error: 'Must be true or false' } : eq(column, b);
    },
  };
}

/** A checkbox filter: when ticked, `condition`; when not, nothing. */
export function whenTrue(
  condition: (ctx: FilterContext) => SQL | undefined,
  options: Pick<FilterDef, 'defaultValue'> = {},
): FilterDef {
  return {
    ...options,
    apply(value, ctx) {
      const b = asBoolean(value);
      if (b === null) return { error: 'Must be true or false' };
      return b ? condition(ctx) : undefined;
    },
  };
}

/** Rows matching any of the filters, given the same value (a name on the bill-to or the ship-to address). */
export function anyOf(...defs: FilterDef[]): FilterDef {
  return {
    apply(value, ctx) {
      const conditions: SQL[] = [];
      for (const def of defs) {
        const result = def.apply(value, ctx);
        if (result && 'error' in result) return result;
        if (result) conditions.push(result);
      }
      return or(...conditions);
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
      return start
        ? lt(column, new Date(start.getTime() + 24 * 3600_000))
        : { error: 'Must be a date (YYYY-MM-DD)' };
    },
  };
}

/** 'YYYY-MM-DD' of a real calendar day, or null. */
function isoDay(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
    ? value
    : null;
}

/** On or after a calendar day, for `date` columns (a lot's expiry): no timezone applies to a day. */
export function dayFrom(column: PgColumn): FilterDef {
  return {
    apply(value) {
      const day = isoDay(value);
      return day ? gte(column, day) : { error: 'Must be a date (YYYY-MM-DD)' };
    },
  };
}

/** On or before a calendar day (inclusive), for `date` columns. */
export function dayTo(column: PgColumn): FilterDef {
  return {
    apply(value) {
      const day = isoDay(value);
      return day ? lte(column, day) : { error: 'Must be a date (YYYY-MM-DD)' };
    },
  };
}

/** Case-insensitive "contains" on one key of the objects of a jsonb array (an item SKU of items[]). */
export function jsonArrayText(column: PgColumn, key: string): FilterDef {
  return {
    apply(value) {
      if (typeof value !== 'string' && typeof value !== 'number') return { error: 'Must be text' };
      const pattern = containsPattern(String(value).trim());
      return sql`exists (select 1 from jsonb_array_elements(${column}) as line(v) where line.v ->> ${key}::text ilike ${pattern})`;
    },
  };
}

/** Case-insensitive "contains" on one key of a jsonb object (the ship-to name of an address). */
export function jsonText(column: PgColumn, ...keys: string[]): FilterDef {
  return {
    apply(value) {
      if (typeof value !== 'string' && typeof value !== 'number') return { error: 'Must be text' };
      const pattern = containsPattern(String(value).trim());
      return or(...keys.map((key) => sql`${column} ->> ${key}::text ilike ${pattern}`));
    },
  };
}

/** Exact match, ignoring case, on one key of a jsonb object (a ship-to country code). */
export function jsonEquals(column: PgColumn, key: string): FilterDef {
  return {
    apply(value) {
      if (typeof value !== 'string') return { error: 'Must be text' };
      return sql`upper(${column} ->> ${key}::text) = ${value.trim().toUpperCase()}`;
    },
  };
}

/** Rows whose text column is none of the given values (a list of types to leave out). */
export function textNotIn(column: PgColumn, options: Pick<FilterDef, 'defaultValue'> = {}): FilterDef {
  return {
    ...options,
    apply(value) {
      const values = Array.isArray(value) ? value : [value];
      if (!values.every((v) => typeof v === 'string')) return { error: 'Must be a list of text values' };
      return values.length ? notInArray(column, values) : undefined;
    },
  };
}

/** Rows whose integer-array column holds the value (users with access to a vendor). */
export function intArrayHas(column: PgColumn): FilterDef {
  return {
    apply(value) {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isInteger(n)) return { error: 'Must be a whole number' };
      return sql`${n}::integer = any(${column})`;
    },
  };
}

/** Exact match on a uuid column. */
export function uuidEquals(column: PgColumn): FilterDef {
  return {
    apply(value) {
      if (
        typeof value !== 'string' ||
        !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
      )
        return { error: 'Must be an id' };
      return eq(column, value);
    },
  };
}

/**
 * A screen setting sent with the filters (a detailed-view toggle): checked to be true or false,
 * filters nothing.
 */
export function displayFlag(): FilterDef {
  return {
    apply(value) {
      return typeof value === 'boolean' || value === 'true' || value === 'false'
        ? undefined
        : { error: 'Must be true or false' };
    },
  };
}

/** A filter whose SQL is written by the declaration. */
export function custom(
  apply: FilterDef['apply'],
  options: Pick<FilterDef, 'allValue' | 'defaultValue'> = {},
): FilterDef {
  return { apply, ...options };
}

/** Combines the filter results of a list request: the conditions, and a message per bad field. */
export function buildFilters(
  defs: Record<string, FilterDef>,
  body: Record<string, unknown>,
  ctx: Omit<FilterContext, 'body'>,
): { where: SQL | undefined; errors: Record<string, string> } {
  const conditions: SQL[] = [];
  const errors: Record<string, string> = {};
  for (const [name, def] of Object.entries(defs)) {
    const value = name in body ? body[name] : def.defaultValue;
    if (isEmptyFilterValue(value, def)) continue;
    const result = def.apply(value, { ...ctx, body });
    if (result && 'error' in result) errors[name] = result.error;
    else if (result) conditions.push(result);
  }
  return { where: conditions.length ? and(...conditions) : undefined, errors };
}
