/**
 * The OpenAPI 3.1 document of DESIGN.md §6, served at GET /api/docs. Every route under /api is
 * collected as it is registered (an onRoute hook added before the routes); the engine's generic calls
 * are described from their declarations (openapi-generic.ts), every other route — the special actions
 * and the module reads — with its method, path and the summary its registration gives in
 * `schema: { summary, description, tags }` (the keys @fastify/swagger reads, which Fastify's validation
 * ignores).
 *
 * Signed-in users only: the document holds no data, but lists every admin and developer call, and
 * nobody outside needs it; the SPA and integrations sign in anyway.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { PRODUCT_NAME, PRODUCT_VERSION } from '../../src/domain/constants';
import { signedIn } from '../auth/policy';
import type { ResourceDecl } from '../resources/resource';
import {
  genericComponents,
  genericOperations,
  genericRoutes,
  jsonContent,
  keyOfPath,
  schemaRef,
  type GenericOperation,
} from './openapi-generic';
import { errorAnswers, errorSchema, type ErrorStatus, type JsonSchema } from './openapi-schemas';

declare module 'fastify' {
  interface FastifySchema {
    /** One line naming what the call does, for the OpenAPI document (server/http/openapi.ts). */
    summary?: string;
    description?: string;
    tags?: readonly string[];
    /** Defaults to the path's words, e.g. 'common.projects.enable'. */
    operationId?: string;
  }
}

interface ApiRoute {
  method: string;
  /** OpenAPI syntax: '/api/common/projects/{id}/enable'. */
  path: string;
  schema: RouteOptions['schema'];
}

const errorNames: Record<ErrorStatus, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
};

/** ':id' and ':id(^\\d+)' become '{id}'; a wildcard becomes '{wildcard}'. */
const openApiPath = (url: string) =>
  url.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, '{$1}').replace(/\*$/, '{wildcard}');

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Starts collecting the /api routes of `app` (call before any route is registered). `serve(api)`,
 * called first thing in the bearer-guarded /api scope, marks that scope's routes as needing the
 * token and registers GET /api/docs there.
 */
export function collectOpenApi(app: FastifyInstance, resources: readonly ResourceDecl[]) {
  const routes = new Map<string, ApiRoute>();
  const needsToken = new Set<string>();
  const each = (route: RouteOptions, visit: (method: string, path: string) => void) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && isApi(route.url)) visit(method, openApiPath(route.url));
    }
  };
  app.addHook('onRoute', (route) =>
    each(route, (method, path) => routes.set(`${method} ${path}`, { method, path, schema: route.schema })),
  );

  let document: JsonSchema | null = null;
  return {
    serve(api: FastifyInstance) {
      api.addHook('onRoute', (route) => each(route, (method, path) => needsToken.add(`${method} ${path}`)));
      // Exactly GET /api/docs: the docs bases (/api/docs/knowledgebasePages, …) live below it.
      api.get(
        '/docs',
        {
          config: { access: signedIn },
          schema: { summary: 'This OpenAPI document', tags: ['/api/docs'], operationId: 'openapi' },
        },
        async (_request, reply) => {
          reply.header('Cache-Control', 'no-cache');
          // Built once, on the first call: by then every route is registered.
          return (document ??= buildDocument([...routes.values()], needsToken, resources));
        },
      );
    },
  };
}

function errorResponses(statuses: readonly ErrorStatus[]) {
  return Object.fromEntries(
    statuses.map((s) => [String(s), { $ref: `#/components/responses/${errorNames[s]}` }]),
  );
}

function pathParameters(path: string, owner: ResourceDecl | undefined): JsonSchema[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema:
      name === 'id' && owner
        ? owner.idType === 'int'
          ? { type: 'integer', minimum: 1 }
          : { type: 'string', format: 'uuid' }
        : { type: 'string' },
  }));
}

/** A module serving a generic call itself (users: delete disables) may word its summary. */
function genericOperation(op: GenericOperation, decl: ResourceDecl, route: ApiRoute): JsonSchema {
  const answer: JsonSchema = { description: op.answer.description };
  if (op.answer.schema) answer.content = jsonContent(op.answer.schema);
  return {
    operationId: `${keyOfPath(decl.base)}.${op.call}`,
    summary: route.schema?.summary ?? op.summary,
    description: [route.schema?.description, op.description].filter(Boolean).join(' '),
    tags: [decl.base],
    parameters: [...pathParameters(route.path, decl), ...(op.parameters ?? [])],
    ...(op.requestBody && { requestBody: { required: true, content: jsonContent(op.requestBody) } }),
    responses: { [String(op.answer.status)]: answer, ...errorResponses(op.errors) },
    'x-dockhand-call': op.call,
  };
}

function specialOperation(route: ApiRoute, owner: ResourceDecl | undefined, guarded: boolean): JsonSchema {
  const schema = route.schema ?? {};
  return {
    operationId: schema.operationId ?? keyOfPath(route.path),
    summary: schema.summary ?? `${route.method} ${route.path}`,
    ...(schema.description && { description: schema.description }),
    tags: schema.tags ?? [owner?.base ?? `/api/${route.path.split('/')[2] ?? ''}`],
    parameters: pathParameters(route.path, owner),
    ...(route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH'
      ? { requestBody: { required: false, content: jsonContent({ type: 'object' }) } }
      : {}),
    responses: {
      200: { description: 'OK', content: jsonContent({}) },
      ...errorResponses(guarded ? [400, 401, 403, 404, 409] : [400]),
    },
    ...(guarded ? {} : { security: [] }),
  };
}

/** Operation ids shared by several operations get their method, then a number, appended. */
function makeIdsUnique(operations: JsonSchema[]) {
  const uses = new Map<string, number>();
  for (const op of operations) uses.set(String(op.operationId), (uses.get(String(op.operationId)) ?? 0) + 1);
  const taken = new Set<string>();
  for (const op of operations) {
    const { operationId: id, 'x-method': method } = op as { operationId: string; 'x-method': string };
    let unique = uses.get(id)! > 1 ? `${id}.${method.toLowerCase()}` : id;
    for (let n = 2; taken.has(unique); n++) unique = `${id}.${method.toLowerCase()}${n}`;
    taken.add(unique);
    op.operationId = unique;
    delete op['x-method'];
  }
}

function buildDocument(
  routes: readonly ApiRoute[],
  signedIn: ReadonlySet<string>,
  resources: readonly ResourceDecl[],
): JsonSchema {
  const generic = new Map<string, { decl: ResourceDecl; op: GenericOperation }>();
  for (const decl of resources) {
    const where = genericRoutes(decl);
    for (const op of genericOperations(decl))
      generic.set(`${where[op.call].method} ${where[op.call].path}`, { decl, op });
  }
  // The declaration a special route belongs to: the longest base its path continues.
  const ownerOf = (path: string) =>
    resources.filter((d) => path.startsWith(`${d.base}/`)).sort((a, b) => b.base.length - a.base.length)[0];

  const paths: Record<string, Record<string, JsonSchema>> = {};
  const operations: JsonSchema[] = [];
  const sorted = [...routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const key = `${route.method} ${route.path}`;
    const match = generic.get(key);
    const operation = match
      ? genericOperation(match.op, match.decl, route)
      : specialOperation(route, ownerOf(route.path), signedIn.has(key));
    operation['x-method'] = route.method;
    operations.push(operation);
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation;
  }
  makeIdsUnique(operations);

  const tags = [...new Set(operations.flatMap((op) => op.tags as string[]))].sort();
  return {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: PRODUCT_VERSION,
      description:
        'Generic calls follow spec §7 (list, get, add, edit, delete per base); special actions take the ' +
        'form POST {base}/{id}/{action}. Every failure answers { error, message, fields? }.',
    },
    security: [{ bearer: [] }],
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Error: errorSchema,
        ...Object.assign({}, ...resources.map(genericComponents)),
      },
      responses: Object.fromEntries(
        ([400, 401, 403, 404, 409] as const).map((status) => [
          errorNames[status],
          { description: errorAnswers[status], content: jsonContent(schemaRef('Error')) },
        ]),
      ),
    },
  };
}
