/**
 * JSON schemas (OpenAPI 3.1 dialect) for the OpenAPI document: request bodies from the shared yup
 * schemas (`schema.describe()`), records from the Drizzle table columns, and the error shape of
 * DESIGN.md §6. Good enough to read and to generate clients from, not a full translation: custom yup
 * tests (a vendor the user may see, a transition that is allowed) stay on the server.
 */
import { getTableColumns, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Schema } from 'yup';

export type JsonSchema = Record<string, unknown>;

/** The parts of yup's SchemaDescription this module reads. */
interface Description {
  type: string;
  label?: string;
  optional?: boolean;
  nullable?: boolean;
  default?: unknown;
  oneOf?: unknown[];
  tests?: { name?: string; params?: Record<string, unknown> }[];
  fields?: Record<string, Description>;
  innerType?: Description | Description[];
}

const baseTypes: Record<string, JsonSchema> = {
  string: { type: 'string' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  // yup reads an ISO 8601 string into a Date.
  date: { type: 'string', format: 'date-time' },
};

/** What a yup test says, in JSON-schema words (min and max depend on the type they bound). */
function applyTest(out: JsonSchema, type: string, name: string, params: Record<string, unknown>) {
  const bound = (kind: 'min' | 'max') =>
    type === 'string' ? `${kind}Length` : type === 'array' ? `${kind}Items` : `${kind}imum`;
  if (name === 'integer') out.type = 'integer';
  else if (name === 'min' && params.more !== undefined) out.exclusiveMinimum = params.more;
  else if (name === 'max' && params.less !== undefined) out.exclusiveMaximum = params.less;
  else if (name === 'min' || name === 'max') out[bound(name)] = params[name];
  else if (name === 'length') out.minLength = out.maxLength = params.length;
  else if (name === 'matches' && params.regex instanceof RegExp) out.pattern = params.regex.source;
  else if (name === 'email') out.format = 'email';
  else if (name === 'url') out.format = 'uri';
  else if (name === 'uuid') out.format = 'uuid';
  // Our own tests (src/domain/resources/fields.ts).
  else if (name === 'day') out.format = 'date';
  else if (name === 'cents') out.multipleOf = 0.01;
}

/** A field the client must send: required, with no default to fall back on. */
const isRequired = (d: Description) => d.optional === false && d.default === undefined;

function fromDescription(d: Description): JsonSchema {
  const out: JsonSchema = { ...baseTypes[d.type] };
  if (d.type === 'object') {
    const fields = Object.entries(d.fields ?? {});
    out.type = 'object';
    out.properties = Object.fromEntries(fields.map(([key, f]) => [key, fromDescription(f)]));
    const required = fields.filter(([, f]) => isRequired(f)).map(([key]) => key);
    if (required.length) out.required = required;
  } else if (d.type === 'array') {
    out.type = 'array';
    if (d.innerType && !Array.isArray(d.innerType)) out.items = fromDescription(d.innerType);
  } else if (d.type === 'tuple') {
    out.type = 'array';
    if (Array.isArray(d.innerType)) out.prefixItems = d.innerType.map(fromDescription);
  }
  for (const test of d.tests ?? [])
    if (test.name) applyTest(out, String(out.type), test.name, test.params ?? {});

  const allowed = (d.oneOf ?? []).filter((v) => v !== undefined);
  if (allowed.length) out.enum = d.nullable && !allowed.includes(null) ? [...allowed, null] : allowed;
  if (d.nullable && typeof out.type === 'string') out.type = [out.type, 'null'];
  if (d.label) out.title = d.label;
  if (d.default !== undefined && typeof d.default !== 'function' && d.type !== 'object')
    out.default = d.default;
  return out;
}

/** A yup schema as a JSON schema: types, required fields, enums (oneOf), lengths and bounds. */
export function jsonSchemaOfYup(schema: Schema): JsonSchema {
  try {
    return fromDescription(schema.describe());
  } catch {
    // A lazy schema describes itself only for a value: any JSON object then.
    return { type: 'object' };
  }
}

function columnSchema(column: Column): JsonSchema {
  const out: JsonSchema = (() => {
    switch (column.dataType) {
      case 'number':
        return { type: column.columnType === 'PgNumericNumber' ? 'number' : 'integer' };
      case 'boolean':
        return { type: 'boolean' };
      case 'date':
        return { type: 'string', format: 'date-time' };
      case 'json':
        return {};
      case 'array': {
        const base = (column as Column & { baseColumn?: Column }).baseColumn;
        return { type: 'array', items: base ? columnSchema(base) : {} };
      }
      default:
        if (column.columnType === 'PgDateString') return { type: 'string', format: 'date' };
        if (column.columnType === 'PgUUID') return { type: 'string', format: 'uuid' };
        return column.enumValues?.length ? { type: 'string', enum: column.enumValues } : { type: 'string' };
    }
  })();
  if (!column.notNull && typeof out.type === 'string') out.type = [out.type, 'null'];
  return out;
}

/** A stored record as the API answers it: every column of the table but the hidden ones. */
export function jsonSchemaOfTable(table: PgTable, hidden: readonly string[] = []): JsonSchema {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => !hidden.includes(key));
  return {
    type: 'object',
    properties: Object.fromEntries(columns.map(([key, column]) => [key, columnSchema(column)])),
    required: columns.map(([key]) => key),
  };
}

/** DESIGN.md §6: every failure answers `{ error, message, fields? }`. */
export const errorSchema: JsonSchema = {
  type: 'object',
  properties: {
    error: { type: 'string', description: 'A stable code: bad_request, unauthorized, forbidden, …' },
    message: { type: 'string', description: 'A sentence to show the user.' },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'On 400: one message per field of the request.',
    },
  },
  required: ['error', 'message'],
};

export const errorAnswers = {
  400: 'Bad input: `fields` holds a message per field.',
  401: 'Not signed in, or the session expired.',
  403: 'The user lacks the permission this call needs.',
  404: 'No such record, or one outside the user’s vendors and warehouses.',
  409: 'Conflict: a stale version, not enough stock, an illegal transition, a record in use.',
} as const;
export type ErrorStatus = keyof typeof errorAnswers;
