/**
 * Input an attacker sends, generated over the whole route table (server/auth/policy.ts) and the field
 * names of every shared yup schema: a non-string where a string goes, a NUL byte in every text field,
 * ids at and above 2^31 in paths and filters, a body of the wrong JSON type, and a correctly signed
 * token whose subject or session is not a UUID. Nothing may answer 5xx or write an error-log row.
 */
import { randomBytes } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { TokenService } from '../../server/auth/tokens';
import { systemLog } from '../../server/db/schema';
import { resources } from '../../server/resources';
import * as authSchemas from '../../src/domain/auth.schema';
import { startTestApp, type TestApp } from './harness';

const jwtSecret = randomBytes(32).toString('hex');
let t: TestApp;
let token: string;
/** Error-log rows the demo history holds before the hostile requests. */
let seededErrors: number;
const errorRows = async () =>
  (
    await t.database.db
      .select({ n: count() })
      .from(systemLog)
      .where(sql`${systemLog.level} = 'error'`)
  )[0]!.n;

beforeAll(async () => {
  t = await startTestApp({ jwtSecret });
  seededErrors = await errorRows();
  // The developer holds every permission, so every route reaches its input handling.
  token = (await t.login('developer@dockhand.test')).jwtToken;
});
afterAll(() => t.close());

/** Every field name a shared schema declares: the words the routes read their bodies by. */
const fieldNames = (() => {
  const names = new Set(['email', 'password', 'token', 'name', 'ids', 'id', 'status', 'note', 'reason']);
  const schemas: unknown[] = [
    ...Object.values(authSchemas),
    ...resources.flatMap((r) => [r.schema, r.editSchema]),
  ];
  for (const s of schemas) {
    const fields = (s as AnyObjectSchema | undefined)?.describe?.().fields;
    if (fields) Object.keys(fields).forEach((k) => names.add(k));
  }
  return [...names];
})();

const bodyOf = (value: unknown) => Object.fromEntries(fieldNames.map((name) => [name, value]));
const HUGE_IDS = ['2147483648', '99999999999999999999', '-1', '1e400'];
const fill = (url: string, id: string) => url.replace(/:\w+(\([^)]*\))?/g, id).replace(/\*$/, id);

async function fiveHundreds(
  calls: { method: string; url: string; body?: unknown; headers?: Record<string, string> }[],
  auth = token,
) {
  const failures: string[] = [];
  for (const call of calls) {
    const res = await t.app.inject({
      method: call.method as 'GET',
      url: call.url,
      payload: call.body === undefined ? undefined : JSON.stringify(call.body),
      headers: {
        ...(auth ? { authorization: `Bearer ${auth}` } : {}),
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...call.headers,
      },
    });
    if (res.statusCode >= 500)
      failures.push(`${call.method} ${call.url}: ${res.statusCode} ${res.body.slice(0, 160)}`);
  }
  return failures;
}

const routes = () => t.app.routeAccess().filter((r) => !r.url.startsWith('/api/auth/logout'));
const writes = () => routes().filter((r) => r.method !== 'GET' && r.method !== 'DELETE');

/**
 * The sweeps send thousands of calls (every route × every hostile shape): their time grows with the
 * route table and the machine's load, not with a fault, so they get more than the suite's 30 s.
 */
const SWEEP_MS = 180_000;

describe('hostile input on every route', () => {
  it(
    'answers a non-string where a string goes without a 5xx',
    async () => {
      const calls = writes().flatMap((r) =>
        [bodyOf({}), bodyOf([]), bodyOf(12), [], 'text', null].map((body) => ({
          method: r.method,
          url: fill(r.url, '1'),
          body,
        })),
      );
      expect(calls.length).toBeGreaterThan(100);
      expect(await fiveHundreds(calls)).toEqual([]);
    },
    SWEEP_MS,
  );

  it(
    'answers a NUL byte in any text field without a 5xx',
    async () => {
      const calls = writes().map((r) => ({
        method: r.method,
        url: fill(r.url, '1'),
        body: bodyOf('a\u0000b'),
      }));
      expect(await fiveHundreds(calls)).toEqual([]);
    },
    SWEEP_MS,
  );

  it(
    'answers ids at and above 2^31, in paths and filters, without a 5xx',
    async () => {
      const calls = routes().flatMap((r) =>
        HUGE_IDS.flatMap((id) => [
          ...(r.url.includes(':')
            ? [{ method: r.method, url: fill(r.url, id), body: r.method === 'GET' ? undefined : {} }]
            : []),
          ...(r.method === 'GET'
            ? [
                {
                  method: 'GET',
                  url: `${fill(r.url, '1')}?vendorId=${id}&warehouseId=${id}&projectId=${id}&id=${id}&page=${id}&pageSize=${id}`,
                },
              ]
            : []),
        ]),
      );
      expect(calls.length).toBeGreaterThan(100);
      expect(await fiveHundreds(calls)).toEqual([]);
    },
    SWEEP_MS,
  );

  it('answers an impossible date with 400, never rolling it over', async () => {
    for (const orderDate of ['2024-13-45', '2024-02-30T10:00:00Z', '2024-01-01T25:00:00Z']) {
      const res = await t.request('POST', '/api/common/orders', { token, body: { orderDate } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.orderDate).toBe('Order date must be a real date and time');
    }
  });

  it('answers a correctly signed token whose subject or session is not a UUID with 401', async () => {
    const tokens = new TokenService(jwtSecret);
    const forged = [
      await tokens.signAccessToken({
        userId: 'not-a-uuid',
        sessionId: '00000000-0000-4000-8000-000000000000',
      }),
      await tokens.signAccessToken({
        userId: '00000000-0000-4000-8000-000000000000',
        sessionId: "1' or '1'='1",
      }),
    ];
    for (const bad of forged) {
      const calls = routes()
        .filter((r) => r.access !== 'public')
        .map((r) => ({ method: r.method, url: fill(r.url, '1'), body: r.method === 'GET' ? undefined : {} }));
      expect(await fiveHundreds(calls, bad)).toEqual([]);
      const me = await t.request('GET', '/api/myMain', { token: bad });
      expect(me.statusCode).toBe(401);
    }
  });

  it('left no error-log row behind', async () => {
    expect(await errorRows()).toBe(seededErrors);
  });
});
