/**
 * GET /api/docs: the OpenAPI 3.1 document (DESIGN.md §6). It parses, describes every declared base's
 * five generic calls from the declaration, lists exactly the /api routes Fastify has (the special
 * actions with a summary), and its operation ids are unique and its references resolve.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyOfPath } from '../../server/http/openapi-generic';
import { resources } from '../../server/resources';
import { startTestApp, type TestApp } from './harness';

type Operation = {
  operationId: string;
  summary?: string;
  tags: string[];
  parameters: { name: string; in: string }[];
  requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } };
  responses: Record<string, { $ref?: string; content?: unknown }>;
  security?: unknown[];
  'x-dockhand-call'?: string;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> } & Record<string, unknown>;
};

let t: TestApp;
let doc: Document;

beforeAll(async () => {
  t = await startTestApp();
  const { jwtToken } = await t.login('brand@northwind.test');
  const res = await t.request('GET', '/api/docs', { token: jwtToken });
  expect(res.statusCode, res.body).toBe(200);
  doc = JSON.parse(res.body) as Document;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );

/** Every route Fastify has, from its own route tree ('METHOD /path', ':id' as '{id}'), HEAD left out. */
function fastifyRoutes(): Set<string> {
  const found = new Set<string>();
  const stack: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    // A node's text continues its parent's path, not always at a '/' ('/content' then 'Templates').
    const match = /^([│├└─ ]*)(\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4 - 1;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('').replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    for (const method of match[3]?.split(', ') ?? [])
      if (method !== 'HEAD' && (path === '/api' || path.startsWith('/api/'))) found.add(`${method} ${path}`);
  }
  return found;
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 JSON, for signed-in users only', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect((await t.request('GET', '/api/docs')).statusCode).toBe(401);
    // The docs bases below /api/docs are their own routes.
    expect(doc.paths['/api/docs']!.get!.summary).toBe('This OpenAPI document');
    expect(doc.paths['/api/docs/changelog/{id}']!.get!['x-dockhand-call']).toBe('get');
  });

  it("describes every declared base's five generic calls", () => {
    for (const decl of resources) {
      const calls = {
        list: doc.paths[`${decl.base}/${decl.listPath}`]?.post,
        get: doc.paths[`${decl.base}/{id}`]?.get,
        add: doc.paths[decl.base]?.post,
        edit: doc.paths[`${decl.base}/edit`]?.post,
        delete: doc.paths[`${decl.base}/{id}`]?.delete,
      };
      for (const [call, op] of Object.entries(calls)) {
        expect(op?.['x-dockhand-call'], `${decl.base} ${call}`).toBe(call);
        expect(op!.operationId).toBe(`${keyOfPath(decl.base)}.${call}`);
      }
      expect(doc.components.schemas[`${keyOfPath(decl.base)}.Record`]).toBeDefined();
    }
  });

  it('reads the bodies from the yup schemas and the declarations', () => {
    const input = doc.components.schemas['common.vendors.Input'] as {
      required: string[];
      properties: Record<string, Record<string, unknown>>;
    };
    expect(input.required).toEqual(['code', 'name']);
    expect(input.properties.code).toMatchObject({ type: 'string', maxLength: 20 });
    expect(input.properties.status!.enum).toEqual(['InProgress', 'Onboarded', 'Denied', 'Inactive']);
    expect(input.properties.vendorStatusId).toMatchObject({ type: ['integer', 'null'], exclusiveMinimum: 0 });

    const vendors = doc.paths['/api/common/vendors/listItems']!.post!;
    const list = vendors.requestBody!.content['application/json'].schema as {
      properties: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(list.properties)).toEqual(
      expect.arrayContaining(['search', 'status', 'page', 'perPage', 'sortBy', 'sortDesc']),
    );
    expect(list.properties.sortBy!.enum).toEqual(['name', 'code', 'status', 'createdAt']);
    expect(vendors.responses['200']!.content).toMatchObject({
      'application/json': { schema: { required: ['total', 'items'] } },
    });
    expect(vendors.responses['403']!.$ref).toBe('#/components/responses/Forbidden');
    // Projects list as a plain array; users hide their password hash.
    const projects = doc.paths['/api/common/projects/listItems']!.post!;
    expect(projects.responses['200']!.content).toMatchObject({
      'application/json': { schema: { type: 'array' } },
    });
    expect(doc.components.schemas['admin.users.Record']!.properties).not.toHaveProperty('passwordHash');
    expect(doc.paths['/api/common/vendors/edit']!.post!.requestBody).toBeDefined();
  });

  it('lists exactly the /api routes Fastify has, the special actions with their summary', () => {
    const documented = new Set(operations().map(({ path, method }) => `${method} ${path}`));
    const registered = fastifyRoutes();
    expect(registered.size).toBeGreaterThan(resources.length * 5);
    expect([...registered].filter((r) => !documented.has(r))).toEqual([]);
    expect([...documented].filter((r) => !registered.has(r))).toEqual([]);

    for (const { path, method, op } of operations()) {
      expect(op.summary, `${method} ${path}`).toBeTruthy();
      for (const [, name] of path.matchAll(/\{([^}]+)\}/g))
        expect(
          op.parameters.some((p) => p.in === 'path' && p.name === name),
          `${path} ${name}`,
        ).toBe(true);
    }
    expect(doc.paths['/api/common/projects/{id}/enable']!.post!.summary).toBe('Enable a storefront');
    expect(doc.paths['/api/admin/users/{id}/enable']!.post!).toMatchObject({
      summary: 'Enable a disabled user',
      tags: ['/api/admin/users'],
    });
    // Sign-in needs no token; everything else does.
    expect(doc.paths['/api/auth/login']!.post!.security).toEqual([]);
    expect(doc.paths['/api/myMain']!.get!.security).toBeUndefined();
  });

  it('has unique operation ids, and every reference resolves', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/([^"]+)"/g)].map(([, ref]) => ref!);
    for (const ref of new Set(refs)) {
      const target = ref
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      expect(target, ref).toBeDefined();
    }
  });
});
