import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../server/auth/tokens';
import { DEMO_PASSWORD } from '../../server/db/demo-logins';
import { startTestApp, type LoginBody, type TestApp } from './harness';

const EXPIRED = { error: 'unauthorized', message: 'Your session has expired. Sign in again.' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const refresh = (token: string) => t.request('POST', '/api/auth/refresh-token', { body: { token } });
const myAccount = (jwt: string) => t.request('GET', '/api/my-account', { token: jwt });
/** Rows of a raw query (the drivers' result types differ; both carry `rows`). */
const exec = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function sessionOf(body: LoginBody) {
  const rows = await exec(sql`select s.id, s.revoked_reason from sessions s
    join refresh_tokens r on r.session_id = s.id where r.token_hash = ${hashToken(body.refreshToken)}`);
  return rows[0] as { id: string; revoked_reason: string | null };
}

describe('POST /api/auth/refresh-token', () => {
  it('rotates: a new refresh token, a working access token and the user fields', async () => {
    const first = await t.login('manager@dockhand.test');
    const res = await refresh(first.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = res.json() as LoginBody;
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(next).toMatchObject({
      id: first.id,
      email: 'manager@dockhand.test',
      env: 'localhost',
      userRoles: ['manager'],
    });
    expect((await myAccount(next.jwtToken)).statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain(`dockhand_refresh=${next.refreshToken}`);
    const rows = await exec(
      sql`select used_at from refresh_tokens where token_hash = ${hashToken(first.refreshToken)}`,
    );
    expect(rows[0]).toMatchObject({ used_at: expect.anything() });
  });

  it('answers the same child again within the grace window, without storing it twice', async () => {
    const first = await t.login('manager@dockhand.test');
    const a = (await refresh(first.refreshToken)).json() as LoginBody;
    const again = await refresh(first.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.json().refreshToken).toBe(a.refreshToken);
    expect(again.json().jwtToken).toBeTruthy();
    const rows = await exec(
      sql`select count(*)::int as n from refresh_tokens where session_id = ${(await sessionOf(first)).id}`,
    );
    expect(rows[0]).toEqual({ n: 2 });
  });

  it('hands the slower caller the newest child when the faster one already rotated again', async () => {
    const first = await t.login('manager@dockhand.test');
    const child = (await refresh(first.refreshToken)).json() as LoginBody;
    const grandchild = (await refresh(child.refreshToken)).json() as LoginBody;
    const slow = await refresh(first.refreshToken);
    expect(slow.statusCode).toBe(200);
    expect(slow.json().refreshToken).toBe(grandchild.refreshToken);
    expect((await refresh(slow.json().refreshToken)).statusCode).toBe(200);
  });

  it('revokes the whole session when a used token comes back after the grace window', async () => {
    const first = await t.login('manager@dockhand.test');
    const child = (await refresh(first.refreshToken)).json() as LoginBody;
    await exec(
      sql`update refresh_tokens set used_at = now() - interval '1 minute' where token_hash = ${hashToken(first.refreshToken)}`,
    );
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(EXPIRED);
    expect((await sessionOf(first)).revoked_reason).toBe('refresh token reuse');
    expect((await refresh(child.refreshToken)).statusCode).toBe(401);
    expect((await myAccount(child.jwtToken)).statusCode).toBe(401);
  });

  it('refreshes from the cookie when the body has no token, and sets a new cookie', async () => {
    const first = await t.login('admin@dockhand.test');
    const res = await t.request('POST', '/api/auth/refresh-token', {
      headers: { cookie: `dockhand_refresh=${first.refreshToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toContain(`dockhand_refresh=${res.json().refreshToken}`);
  });

  it('answers 401 and clears the cookie for an unknown or missing token', async () => {
    const res = await refresh('no-such-token');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
    expect(String(res.headers['set-cookie'])).toMatch(
      /dockhand_refresh=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/,
    );
    expect((await t.request('POST', '/api/auth/refresh-token')).statusCode).toBe(401);
  });

  it('answers 401 after the idle expiry of the refresh token', async () => {
    const first = await t.login('admin@dockhand.test');
    await exec(
      sql`update refresh_tokens set expires_at = now() - interval '1 second' where token_hash = ${hashToken(first.refreshToken)}`,
    );
    expect((await refresh(first.refreshToken)).json()).toEqual(EXPIRED);
  });

  it('answers 401 after the absolute expiry of the session, for refresh and access tokens alike', async () => {
    const first = await t.login('admin@dockhand.test');
    await exec(
      sql`update sessions set expires_at = now() - interval '1 second' where id = ${(await sessionOf(first)).id}`,
    );
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    expect((await myAccount(first.jwtToken)).statusCode).toBe(401);
  });

  it('answers 401 for a disabled user', async () => {
    const first = await t.login('manufacturing@dockhand.test');
    await exec(sql`update users set status = 'disabled' where id = ${first.id}`);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    await exec(sql`update users set status = 'active' where id = ${first.id}`);
  });

  it('does not take a refresh token as a bearer access token', async () => {
    const first = await t.login('admin@dockhand.test');
    expect((await myAccount(first.refreshToken)).statusCode).toBe(401);
  });

  it('lets two parallel refreshes with the same token both succeed with the same child', async () => {
    const first = await t.login('developer@dockhand.test');
    const [a, b] = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refreshToken).toBe(b.json().refreshToken);
    const rows = await exec(
      sql`select count(*)::int as n from refresh_tokens where session_id = ${(await sessionOf(first)).id}`,
    );
    expect(rows[0]).toEqual({ n: 2 });
    // And the child carries on.
    expect((await refresh(a.json().refreshToken)).statusCode).toBe(200);
  });

  it('stays consistent under a burst of parallel refreshes', async () => {
    const first = await t.login('developer@dockhand.test');
    const results = await Promise.all(Array.from({ length: 6 }, () => refresh(first.refreshToken)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(results.map((r) => r.json().refreshToken)).size).toBe(1);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: its access token stops working at once', async () => {
    const first = await t.login('manager@dockhand.test');
    expect((await myAccount(first.jwtToken)).statusCode).toBe(200);
    const res = await t.request('POST', '/api/auth/logout', { body: { token: first.refreshToken } });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/dockhand_refresh=;/);
    expect((await sessionOf(first)).revoked_reason).toBe('logout');
    expect((await myAccount(first.jwtToken)).statusCode).toBe(401);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
  });

  it('works from the cookie, without an access token', async () => {
    const first = await t.login('manager@dockhand.test');
    const res = await t.request('POST', '/api/auth/logout', {
      headers: { cookie: `dockhand_refresh=${first.refreshToken}` },
    });
    expect(res.statusCode).toBe(204);
    expect((await myAccount(first.jwtToken)).statusCode).toBe(401);
  });

  it('works with only an access token, and answers 204 for nothing at all', async () => {
    const first = await t.login('manager@dockhand.test');
    expect((await t.request('POST', '/api/auth/logout', { token: first.jwtToken })).statusCode).toBe(204);
    expect((await myAccount(first.jwtToken)).statusCode).toBe(401);
    expect((await t.request('POST', '/api/auth/logout')).statusCode).toBe(204);
  });

  it('leaves the user’s other sessions alone', async () => {
    const one = await t.login('admin@dockhand.test');
    const two = await t.login('admin@dockhand.test');
    await t.request('POST', '/api/auth/logout', { body: { token: one.refreshToken } });
    expect((await myAccount(two.jwtToken)).statusCode).toBe(200);
  });
});

describe('the refresh cookie behind https', () => {
  it('is Secure when the public URL is https', async () => {
    const secure = await startTestApp({ publicUrl: 'https://admin.example.com' });
    try {
      const res = await secure.request('POST', '/api/auth/login', {
        body: { email: 'admin@dockhand.test', password: DEMO_PASSWORD },
      });
      expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
    } finally {
      await secure;
    }
  });
});
