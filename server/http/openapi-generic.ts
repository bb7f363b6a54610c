/**
 * The OpenAPI operations of the engine's generic calls (spec §7) for one resource declaration: list,
 * get, add, edit and delete, with bodies from the declaration's yup schemas and filters, records from
 * its table, and the permissions each call needs.
 */
import { MAX_PER_PAGE, type ResourceDecl } from '../resources/resource';
import { jsonSchemaOfTable, jsonSchemaOfYup, type ErrorStatus, type JsonSchema } from './openapi-schemas';
import { ANY_SIGNED_IN } from '../auth/policy';

export type GenericCall = 'list' | 'get' | 'add' | 'edit' | 'delete';

/** Where the engine serves each call of a declaration (OpenAPI path syntax). */
export function genericRoutes(decl: ResourceDecl): Record<GenericCall, { method: string; path: string }> {
  return {
    list: { method: 'POST', path: `${decl.base}/${decl.listPath}` },
    get: { method: 'GET', path: `${decl.base}/{id}` },
    add: { method: 'POST', path: decl.base },
    edit: { method: 'POST', path: `${decl.base}/edit` },
    delete: { method: 'DELETE', path: `${decl.base}/{id}` },
  };
}

/** '/api/common/purchaseOrders' → 'common.purchaseOrders': names operations and components. */
export const keyOfPath = (path: string) =>
  path
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter((s) => s && !s.startsWith('{'))
    .map((s) => s.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()))
    .join('.');

const words = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

function whoMay(list: readonly string[]): string {
  if (!list.length) return 'Nobody: records of this kind are not written through this call.';
  const entries = list.map((e) =>
    e === ANY_SIGNED_IN
      ? 'any signed-in user'
      : e.startsWith('role:')
        ? `the ${e.slice(5)} role`
        : `\`${e}\``,
  );
  return `Needs one of: ${entries.join(', ')}.`;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

export interface GenericOperation {
  call: GenericCall;
  summary: string;
  description: string;
  requestBody?: JsonSchema;
  /** The answer's status and body schema (none for 204). */
  answer: { status: number; description: string; schema?: JsonSchema };
  errors: ErrorStatus[];
  parameters?: JsonSchema[];
}

/** The component schemas of one declaration (its record and its add/edit bodies), by name. */
export function genericComponents(decl: ResourceDecl): Record<string, JsonSchema> {
  const key = keyOfPath(decl.base);
  const components: Record<string, JsonSchema> = {
    [`${key}.Record`]: jsonSchemaOfTable(decl.table, decl.hidden),
  };
  if (decl.schema) components[`${key}.Input`] = jsonSchemaOfYup(decl.schema);
  if (decl.editSchema) components[`${key}.EditInput`] = jsonSchemaOfYup(decl.editSchema);
  return components;
}

function listBody(decl: ResourceDecl): JsonSchema {
  const filters = Object.entries(decl.filters).map(([name, def]) => {
    const schema: JsonSchema = { description: 'A filter; empty values apply none.' };
    if (def.defaultValue !== undefined) schema.default = def.defaultValue;
    if (def.allValue !== undefined)
      schema.description = `A filter; empty values and ${JSON.stringify(def.allValue)} apply none.`;
    return [name, schema];
  });
  return {
    type: 'object',
    properties: {
      ...Object.fromEntries(filters),
      page: { type: 'integer', minimum: 1, default: 1 },
      perPage: { type: 'integer', minimum: 1, maximum: MAX_PER_PAGE, default: decl.defaultPerPage },
      sortBy: {
        type: 'string',
        enum: Object.keys(decl.sortable),
        default: decl.defaultSort.by,
        description: 'Matched ignoring case.',
      },
      sortDesc: { type: 'boolean', default: decl.defaultSort.desc },
    },
  };
}

function editBody(decl: ResourceDecl, key: string): JsonSchema {
  const id = decl.idType === 'int' ? { type: 'integer' } : { type: 'string', format: 'uuid' };
  const version = decl.version
    ? { version: { type: 'integer', description: 'The version read; a stale one answers 409.' } }
    : {};
  const own: JsonSchema = {
    type: 'object',
    properties: { id, ...version },
    required: ['id', ...Object.keys(version)],
  };
  const input = decl.editSchema ? `${key}.EditInput` : decl.schema ? `${key}.Input` : null;
  return input ? { allOf: [ref(input), own] } : own;
}

/** The five generic operations of a declaration. */
export function genericOperations(decl: ResourceDecl): GenericOperation[] {
  const key = keyOfPath(decl.base);
  const label = words(decl.name);
  const record = ref(`${key}.Record`);
  const { view, create, edit, delete: remove } = decl.permissions;
  const scoped = decl.scope ? ' Limited to the user’s vendors and warehouses.' : '';
  const idempotency = {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    schema: { type: 'string', maxLength: 200 },
    description: 'A retry with the same key answers the first request’s record and adds nothing.',
  };
  return [
    {
      call: 'list',
      summary: `List ${label}`,
      description: `Filters, sorting and paging in the body. ${whoMay(view)}${scoped}`,
      requestBody: listBody(decl),
      answer: {
        status: 200,
        description: decl.listAsArray ? 'Every matching record (a plain array).' : 'One page.',
        schema: decl.listAsArray
          ? { type: 'array', items: record }
          : {
              type: 'object',
              properties: { total: { type: 'integer' }, items: { type: 'array', items: record } },
              required: ['total', 'items'],
            },
      },
      errors: [400, 401, 403],
    },
    {
      call: 'get',
      summary: `Get one of ${label}`,
      description: `${whoMay(view)}${scoped}`,
      answer: { status: 200, description: 'The record.', schema: record },
      errors: [401, 403, 404],
    },
    {
      call: 'add',
      summary: `Add to ${label}`,
      description: `Unknown fields are dropped. ${whoMay(create)}`,
      requestBody: decl.schema ? ref(`${key}.Input`) : { type: 'object' },
      answer: { status: 201, description: 'The new record.', schema: record },
      errors: [400, 401, 403, 409],
      parameters: [idempotency],
    },
    {
      call: 'edit',
      summary: `Edit one of ${label}`,
      description: `The id and version in the body; unknown fields are dropped. ${whoMay(edit)}`,
      requestBody: editBody(decl, key),
      answer: { status: 200, description: 'The changed record.', schema: record },
      errors: [400, 401, 403, 404, 409],
    },
    {
      call: 'delete',
      summary: `Delete one of ${label}`,
      description: whoMay(remove),
      // A module serving its own writes may keep the record (users are disabled, not deleted).
      answer: decl.ownWrites
        ? { status: 200, description: 'The record as it now is.', schema: record }
        : { status: 204, description: 'Deleted.' },
      errors: [401, 403, 404, 409],
    },
  ];
}

export { json as jsonContent, ref as schemaRef };
