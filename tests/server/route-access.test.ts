/**
 * The authorization of every /api route, generated from the route table (server/auth/policy.ts): each
 * route declares its access, and a signed-in user holding every permission but the route's own
 * (and no role) is answered 403 before anything runs.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANY_SIGNED_IN, type RouteAccessEntry } from '../../server/auth/policy';
import { users } from '../../server/db/schema';
import { allPermissionIds } from '../../src/domain/permissions';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let token: string;
let userId: string;
let table: RouteAccessEntry[];

beforeAll(async () => {
  t = await startTestApp();
  const login = await t.login('manufacturing@dockhand.test');
  token = login.jwtToken;
  userId = login.id;
  table = t.app.routeAccess();
});
afterAll(() => t.close());

/** Gives the test user every permission except `withheld`, and no role (the user is re-read per call). */
async function grantAllBut(withheld: readonly string[]) {
  await t.database.db
    .update(users)
    .set({ roles: [], permissions: allPermissionIds.filter((id) => !withheld.includes(id)) })
    .where(eq(users.id, userId));
}

/** A path with each parameter filled with an id no row has. */
const fill = (url: string) => url.replace(/:\w+/g, '2000000000');

describe('the route table', () => {
  it('declares an access for every /api route', () => {
    expect(table.length).toBeGreaterThan(100);
    expect(table.filter((r) => r.access === undefined)).toEqual([]);
  });

  it('keeps sign-in, the public intake, health and version as the only public routes', () => {
    const open = table.filter((r) => r.access === 'public').map((r) => r.url);
    expect(open.every((url) => /^\/api\/(auth|public)\/|^\/api\/(health|version)$/.test(url))).toBe(true);
  });

  it('refuses with 403 every route whose permissions the user lacks', async () => {
    const calls: { method: string; url: string; withheld: readonly string[] }[] = [];
    for (const route of table) {
      const { access } = route;
      if (access === 'public') continue;
      if (access.includes(ANY_SIGNED_IN)) continue;
      calls.push({ method: route.method, url: fill(route.url), withheld: access });
    }
    // One grant per distinct permission list.
    const byList = new Map<string, typeof calls>();
    for (const call of calls) {
      const key = [...call.withheld].sort().join(',');
      byList.set(key, [...(byList.get(key) ?? []), call]);
    }
    const wrong: string[] = [];
    for (const group of byList.values()) {
      await grantAllBut(group[0]!.withheld);
      for (const call of group) {
        const res = await t.request(call.method, call.url, {
          token,
          body: call.method === 'GET' ? undefined : {},
        });
        if (res.statusCode !== 403) wrong.push(`${call.method} ${call.url}: ${res.statusCode}`);
      }
    }
    expect(calls.length).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });
});
