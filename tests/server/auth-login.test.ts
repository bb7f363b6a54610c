import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectivePermissions } from '../../src/domain/permissions';
import * as passwords from '../../server/auth/passwords';
import { hashToken } from '../../server/auth/tokens';
import { DEMO_PASSWORD } from '../../server/db/demo-logins';
import { vendorIdsByCode } from '../../server/db/seed';
import { startTestApp, type TestApp } from './harness';

// Spies on the hashing functions, to see that a throttled attempt never reaches them.
vi.mock('../../server/auth/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/auth/passwords')>();
  return {
    ...real,
    verifyPassword: vi.fn(real.verifyPassword),
    verifyAgainstDummy: vi.fn(real.verifyAgainstDummy),
  };
});

const BAD_CREDENTIALS = { error: 'unauthorized', message: 'E-mail or password is incorrect.' };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
beforeEach(() => vi.clearAllMocks());

const loginFrom = (ip: string, email: string, password = DEMO_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('POST /api/auth/login', () => {
  it('signs a vendor user in with the spec §3 shape and its role permissions', async () => {
    const res = await t.request('POST', '/api/auth/login', {
      body: { email: 'Brand@Northwind.test', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const nwg = (await vendorIdsByCode(t.database.db, ['NWG'])).get('NWG');
    expect(Object.keys(body).sort()).toEqual(
      [
        'jwtToken',
        'refreshToken',
        'env',
        'fullName',
        'firstName',
        'lastName',
        'email',
        'id',
        'timezone',
        'userRoles',
        'permissions',
        'accessVendorIds',
        'accessWarehouseIds',
        'isManager',
      ].sort(),
    );
    expect(body).toMatchObject({
      env: 'localhost',
      email: 'brand@northwind.test',
      fullName: 'Nora Quinn',
      userRoles: ['vendor'],
      accessVendorIds: [nwg],
      accessWarehouseIds: null,
      isManager: false,
    });
    expect(body.permissions).toEqual(effectivePermissions(['vendor'], []));
    expect(body.permissions).toContain('orders.view');
    expect(body.permissions).not.toContain('teams.invite');
    expect((await t.request('GET', '/api/my-account', { token: body.jwtToken })).statusCode).toBe(200);
  });

  it('stores the session (30 days) and the refresh token only as a hash (7 days idle)', async () => {
    const body = await t.login('manager@dockhand.test');
    const [token] = await rows<{
      token_hash: string;
      expires_at: string;
      session_expires: string;
      user_id: string;
    }>(sql`
      select r.token_hash, r.expires_at, s.expires_at as session_expires, s.user_id
      from refresh_tokens r join sessions s on s.id = r.session_id where r.token_hash = ${hashToken(body.refreshToken)}`);
    expect(token?.user_id).toBe(body.id);
    const days = (d: string) => (new Date(d).getTime() - Date.now()) / 86_400_000;
    expect(days(token!.session_expires)).toBeCloseTo(30, 1);
    expect(days(token!.expires_at)).toBeCloseTo(7, 1);
    expect(
      await rows(sql`select 1 from refresh_tokens where token_hash = ${body.refreshToken}`),
    ).toHaveLength(0);
  });

  it('tells the environment by the Host header', async () => {
    const res = await t.request('POST', '/api/auth/login', {
      body: { email: 'admin@dockhand.test', password: DEMO_PASSWORD },
      headers: { host: 'admin-staging.example.com' },
    });
    expect(res.json().env).toBe('admin-staging');
  });

  it('sets the refresh cookie HttpOnly, SameSite=Strict, Path=/api/auth, for the session lifetime', async () => {
    const res = await t.request('POST', '/api/auth/login', {
      body: { email: 'admin@dockhand.test', password: DEMO_PASSWORD },
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`dockhand_refresh=${res.json().refreshToken}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/Max-Age=259\d{4}/);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('answers wrong password and unknown e-mail identically, with one hash check each', async () => {
    const wrong = await t.request('POST', '/api/auth/login', {
      body: { email: 'admin@dockhand.test', password: 'nope-nope' },
    });
    expect(passwords.verifyPassword).toHaveBeenCalledTimes(1);
    const unknown = await t.request('POST', '/api/auth/login', {
      body: { email: 'nobody@dockhand.test', password: 'nope-nope' },
    });
    expect(passwords.verifyAgainstDummy).toHaveBeenCalledTimes(1);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual(BAD_CREDENTIALS);
  });

  it('refuses a disabled user with the same answer, even with the right password', async () => {
    await t.database.db.execute(
      sql`update users set status = 'disabled' where email = 'manufacturing@dockhand.test'`,
    );
    const res = await t.request('POST', '/api/auth/login', {
      body: { email: 'manufacturing@dockhand.test', password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(BAD_CREDENTIALS);
    expect(passwords.verifyAgainstDummy).toHaveBeenCalledTimes(1);
    expect(passwords.verifyPassword).not.toHaveBeenCalled();
  });

  it('validates the body', async () => {
    const res = await t.request('POST', '/api/auth/login', { body: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ email: expect.any(String), password: expect.any(String) });
  });
});

describe('login throttling', () => {
  it('locks an account after 5 failures, answering 429 with Retry-After before hashing', async () => {
    const ip = '10.0.0.1';
    for (let i = 1; i <= 6; i++)
      expect((await loginFrom(ip, 'manager@dockhand.test', 'wrong-password')).statusCode).toBe(401);
    vi.clearAllMocks();
    const locked = await loginFrom(ip, 'manager@dockhand.test');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: 'too_many_requests',
      message: expect.stringMatching(/^Too many sign-in attempts\. Try again in \d+ seconds\.$/),
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(passwords.verifyPassword).not.toHaveBeenCalled();
    expect(passwords.verifyAgainstDummy).not.toHaveBeenCalled();
    // The lock follows the account, whatever the address.
    expect((await loginFrom('10.0.0.2', 'manager@dockhand.test')).statusCode).toBe(429);
  });

  it('grows the lock exponentially and lets the right password in once it ends, resetting the count', async () => {
    const [row] = await rows<{ failures: number; locked_until: string }>(
      sql`select failures, locked_until from login_throttle where key = 'email:manager@dockhand.test'`,
    );
    expect(row!.failures).toBe(6);
    const lockMs = new Date(row!.locked_until).getTime() - Date.now();
    expect(lockMs).toBeGreaterThan(0);
    expect(lockMs).toBeLessThanOrEqual(2000);
    // Time passes (no sleeping): the lock is over.
    await t.database.db.execute(
      sql`update login_throttle set locked_until = now() - interval '1 second' where key = 'email:manager@dockhand.test'`,
    );
    expect((await loginFrom('10.0.0.1', 'manager@dockhand.test')).statusCode).toBe(200);
    expect(
      await rows(sql`select 1 from login_throttle where key = 'email:manager@dockhand.test'`),
    ).toHaveLength(0);
  });

  it('throttles unknown e-mails exactly like known ones', async () => {
    for (let i = 0; i < 6; i++) await loginFrom('10.0.0.3', 'ghost@dockhand.test', 'wrong-password');
    const res = await loginFrom('10.0.0.3', 'ghost@dockhand.test', 'wrong-password');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Try again in \d+ seconds/);
  });

  it('locks an account for good at 100 failures, until a password reset', async () => {
    await t.database.db.execute(
      sql`insert into login_throttle (key, failures) values ('email:superadmin@dockhand.test', 99)`,
    );
    expect((await loginFrom('10.0.0.4', 'superadmin@dockhand.test', 'wrong-password')).statusCode).toBe(401);
    await t.database.db.execute(
      sql`update login_throttle set locked_until = null where key = 'email:superadmin@dockhand.test'`,
    );
    vi.clearAllMocks();
    const res = await loginFrom('10.0.0.4', 'superadmin@dockhand.test');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: 'too_many_requests' });
    expect(passwords.verifyPassword).not.toHaveBeenCalled();
  });

  it('locks an address after more than 50 failures in 15 minutes, for every account', async () => {
    const ip = '10.0.0.5';
    await t.database.db.execute(
      sql`insert into login_throttle (key, failures, window_started_at) values (${`ip:${ip}`}, 50, now())`,
    );
    expect((await loginFrom(ip, 'someone@dockhand.test', 'wrong-password')).statusCode).toBe(401);
    const res = await loginFrom(ip, 'developer@dockhand.test');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800);
    expect((await loginFrom('10.0.0.6', 'developer@dockhand.test')).statusCode).toBe(200);
  });

  it('starts a new address window once 15 minutes have passed', async () => {
    const ip = '10.0.0.7';
    await t.database.db.execute(
      sql`insert into login_throttle (key, failures, window_started_at) values (${`ip:${ip}`}, 50, now() - interval '16 minutes')`,
    );
    expect((await loginFrom(ip, 'someone@dockhand.test', 'wrong-password')).statusCode).toBe(401);
    const [row] = await rows<{ failures: number; locked_until: string | null }>(
      sql`select failures, locked_until from login_throttle where key = ${`ip:${ip}`}`,
    );
    expect(row).toEqual({ failures: 1, locked_until: null });
    expect((await loginFrom(ip, 'developer@dockhand.test')).statusCode).toBe(200);
  });
});
