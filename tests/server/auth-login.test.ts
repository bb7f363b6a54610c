import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { effectivePermissions } from '../../src/domain/permissions';
import * as passwords from '../../server/auth/passwords';
import { hashToken } from '../../server/auth/tokens';
import { DEMO_PASSWORD } from '../../server/db/demo-logins';
import { vendorIdsByCode } from '../../server/db/seed';
import { MovingClock } from '../../server/clock';
import { loadConfig } from '../../server/config';
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

  // Issue 13: with TRUST_PROXY=true the client's own leftmost X-Forwarded-For was believed.
  it('believes only the configured proxy hops of X-Forwarded-For', async () => {
    expect(loadConfig({ TRUST_PROXY: 'true', DATA_DIR: '/tmp/dockhand-config-test' }).trustProxy).toBe(1);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1', DATA_DIR: '/tmp/dockhand-config-test' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1']);
    const proxied = await startTestApp({ trustProxy: 1 });
    try {
      await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.9.9.9',
        headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' },
        payload: { email: 'nobody@dockhand.test', password: 'wrong-password' },
      });
      const keys = (
        (await proxied.database.db.execute(
          sql`select key from login_throttle where key like 'ip:%'`,
        )) as unknown as {
          rows: { key: string }[];
        }
      ).rows.map((r) => r.key);
      expect(keys).toEqual(['ip:203.0.113.9']);
    } finally {
      await proxied.close();
    }
  });

  // Issue 13: a forwarded or forged host header must not choose the environment.
  it('tells the environment by its public address, never by a request header', async () => {
    const staging = await startTestApp({ publicUrl: 'https://admin-staging.example.com' });
    try {
      const res = await staging.request('POST', '/api/auth/login', {
        body: { email: 'admin@dockhand.test', password: DEMO_PASSWORD },
        headers: { host: 'brand.example.com', 'x-forwarded-host': 'brand.example.com' },
      });
      expect(res.json().env).toBe('admin-staging');
    } finally {
      await staging.close();
    }
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

  // Issue 13: no permanent lock. Anyone who knows an e-mail could otherwise lock its owner out.
  it('never locks an account for longer than 15 minutes, however many failures', async () => {
    await t.database.db.execute(
      sql`insert into login_throttle (key, failures) values ('email:superadmin@dockhand.test', 99)`,
    );
    expect((await loginFrom('10.0.0.4', 'superadmin@dockhand.test', 'wrong-password')).statusCode).toBe(401);
    const [row] = await rows<{ locked_until: string }>(
      sql`select locked_until from login_throttle where key = 'email:superadmin@dockhand.test'`,
    );
    const lockMs = new Date(row!.locked_until).getTime() - Date.now();
    expect(lockMs).toBeGreaterThan(14 * 60_000);
    expect(lockMs).toBeLessThanOrEqual(15 * 60_000);
    vi.clearAllMocks();
    const res = await loginFrom('10.0.0.4', 'superadmin@dockhand.test');
    expect(res.statusCode).toBe(429);
    expect(passwords.verifyPassword).not.toHaveBeenCalled();
    // The cap has passed: the owner's right password is heard.
    await t.database.db.execute(
      sql`update login_throttle set locked_until = now() - interval '1 second' where key = 'email:superadmin@dockhand.test'`,
    );
    expect((await loginFrom('10.0.0.4', 'superadmin@dockhand.test')).statusCode).toBe(200);
  });

  it('hashes at most the free attempts of a burst of 150 concurrent wrong passwords', async () => {
    // Time stands still through the burst, so the first lock cannot run out halfway.
    const clock = new MovingClock(new Date());
    const burst = await startTestApp({}, { clock });
    try {
      vi.clearAllMocks();
      const answers = await Promise.all(
        Array.from({ length: 150 }, (_, i) =>
          burst.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            remoteAddress: `10.1.${Math.floor(i / 200)}.${i % 200}`,
            payload: { email: 'admin@dockhand.test', password: 'wrong-password' },
          }),
        ),
      );
      const hashes =
        vi.mocked(passwords.verifyPassword).mock.calls.length +
        vi.mocked(passwords.verifyAgainstDummy).mock.calls.length;
      expect(hashes).toBe(6);
      expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(6);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(144);
      // However long the attacker keeps at it, the owner is heard once the 15-minute cap has passed.
      clock.advance(15 * 60_000 + 1);
      const owner = await burst.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.0.9',
        payload: { email: 'admin@dockhand.test', password: DEMO_PASSWORD },
      });
      expect(owner.statusCode).toBe(200);
    } finally {
      await burst.close();
    }
  });

  // Issue 13: strangers renewing the account's lock forever must not keep its owner out.
  it('lets the owner in from an address they signed in from while strangers keep the account locked', async () => {
    const clock = new MovingClock(new Date());
    const app = await startTestApp({}, { clock });
    const login = (ip: string, password: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: 'warehouse@dockhand.test', password },
      });
    try {
      expect((await login('10.3.0.1', DEMO_PASSWORD)).statusCode).toBe(200);
      // An hour of strangers from ever-new addresses, each trying again the moment the lock ends.
      for (let minute = 0; minute < 60; minute++) {
        await login(`10.4.0.${minute}`, 'wrong-password');
        await login(`10.4.1.${minute}`, 'wrong-password');
        clock.advance(60_000);
      }
      expect((await login('10.3.0.2', DEMO_PASSWORD)).statusCode).toBe(429);
      // The owner's usual address is not slowed by the strangers...
      expect((await login('10.3.0.1', DEMO_PASSWORD)).statusCode).toBe(200);
      // ...only by the owner's own failures there.
      for (let i = 0; i < 6; i++) expect((await login('10.3.0.1', 'wrong-password')).statusCode).toBe(401);
      expect((await login('10.3.0.1', DEMO_PASSWORD)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
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
