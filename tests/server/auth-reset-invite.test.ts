import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorIdsByCode } from '../../server/db/seed';
import { startTestApp, type LoginBody, type TestApp } from './harness';

const FORGOT = { message: 'If an account exists for that e-mail, we sent a link to reset the password.' };
const INVALID_LINK = {
  error: 'invalid_link',
  message: 'This password reset link is invalid or has expired. Ask for a new one.',
};
const INVALID_INVITE = { error: 'invalid_invite', message: 'This invitation is invalid or has expired.' };
const BAD_CREDENTIALS = { error: 'unauthorized', message: 'E-mail or password is incorrect.' };

let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Rows of a raw query (the drivers' result types differ; both carry `rows`). */
const exec = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
/** Each call from its own address, so the per-address rate limits of these routes stay out of the way. */
const postFrom = (remoteAddress: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const post = (url: string, payload: object) => postFrom(`10.1.0.${++ip}`, url, payload);

async function requestReset(email: string) {
  const before = t.mails.length;
  const res = await post('/api/auth/forgot-password', { email });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual(FORGOT);
  expect(t.mails).toHaveLength(before + 1);
  const [, userId, token] = t.mails
    .at(-1)!
    .text.match(/http:\/\/localhost:3000\/resetPassword\/([0-9a-f-]{36})\/([\w-]{43})\b/)!;
  return { userId: userId!, token: token! };
}

const resetTo = (link: { userId: string; token: string }, password: string) =>
  post('/api/auth/reset-password', { ...link, password, confirmPassword: password });

describe('forgot password', () => {
  it('e-mails a one-hour reset link to an active user, stored only hashed', async () => {
    const link = await requestReset('Manager@Dockhand.test');
    expect(t.mails.at(-1)!.to).toBe('manager@dockhand.test');
    const rows = await exec(
      sql`select token_hash, expires_at from password_resets where user_id = ${link.userId}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toBe(link.token);
    expect((new Date(rows[0]!.expires_at as string).getTime() - Date.now()) / 60_000).toBeCloseTo(60, 0);
  });

  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    const before = t.mails.length;
    const res = await post('/api/auth/forgot-password', { email: 'nobody@dockhand.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(FORGOT);
    expect(t.mails).toHaveLength(before);
  });

  // Issue 13: 50 requests from 50 addresses must not send 50 e-mails to one account.
  it('sends one account at most 5 reset e-mails an hour, whatever addresses ask', async () => {
    const before = t.mails.length;
    for (let i = 0; i < 8; i++) {
      const res = await post('/api/auth/forgot-password', { email: 'warehouse@dockhand.test' });
      expect(res.json()).toEqual(FORGOT);
    }
    expect(t.mails.slice(before).filter((m) => m.to === 'warehouse@dockhand.test')).toHaveLength(5);
  });

  it('lets only the newest link work', async () => {
    const older = await requestReset('brand@northwind.test');
    const newer = await requestReset('brand@northwind.test');
    expect((await post('/api/auth/reset-password/check', older)).json()).toEqual(INVALID_LINK);
    expect((await post('/api/auth/reset-password/check', newer)).statusCode).toBe(200);
  });

  it('is rate-limited per address', async () => {
    const send = () => postFrom('10.2.0.1', '/api/auth/forgot-password', { email: 'nobody@dockhand.test' });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: 'too_many_requests' });
  });
});

describe('reset password', () => {
  it('checks a link: valid with the e-mail, or invalid_link', async () => {
    const link = await requestReset('admin@dockhand.test');
    const ok = await post('/api/auth/reset-password/check', link);
    expect(ok.json()).toEqual({ valid: true, email: 'admin@dockhand.test' });
    for (const bad of [
      { ...link, token: 'x'.repeat(43) },
      { ...link, userId: 'not-a-uuid' },
    ]) {
      const res = await post('/api/auth/reset-password/check', bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID_LINK);
    }
  });

  it('sets the password once, ends every session and logs the change without the hash', async () => {
    const session = await t.login('manager@dockhand.test');
    const link = await requestReset('manager@dockhand.test');
    const res = await resetTo(link, 'a-brand-new-password');
    expect(res.statusCode).toBe(200);
    expect((await t.request('GET', '/api/my-account', { token: session.jwtToken })).statusCode).toBe(401);
    expect(
      (await t.request('POST', '/api/auth/refresh-token', { body: { token: session.refreshToken } }))
        .statusCode,
    ).toBe(401);
    await t.login('manager@dockhand.test', 'a-brand-new-password');
    const again = await resetTo(link, 'yet-another-password');
    expect(again.json()).toEqual(INVALID_LINK);
    const rows = await exec(
      sql`select before, after from action_log where resource = 'users' and action = 'reset-password' and resource_id = ${link.userId}`,
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toMatch(/passwordHash|argon2/);
  });

  it('refuses an expired link', async () => {
    const link = await requestReset('developer@dockhand.test');
    await exec(
      sql`update password_resets set expires_at = now() - interval '1 second' where user_id = ${link.userId}`,
    );
    const res = await resetTo(link, 'a-brand-new-password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(INVALID_LINK);
  });

  it('lifts the sign-in lock', async () => {
    await exec(
      sql`insert into login_throttle (key, failures, locked_until) values ('email:superadmin@dockhand.test', 100, now() + interval '15 minutes')`,
    );
    const locked = await post('/api/auth/login', {
      email: 'superadmin@dockhand.test',
      password: 'dockhand-demo',
    });
    expect(locked.statusCode).toBe(429);
    await resetTo(await requestReset('superadmin@dockhand.test'), 'superadmin-new-pass');
    expect(
      (await post('/api/auth/login', { email: 'superadmin@dockhand.test', password: 'superadmin-new-pass' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('invitations', () => {
  let admin: LoginBody;
  let nwg: number;
  let bpo: number;
  beforeAll(async () => {
    admin = await t.login('admin@dockhand.test');
    const ids = await vendorIdsByCode(t.database.db, ['NWG', 'BPO']);
    nwg = ids.get('NWG')!;
    bpo = ids.get('BPO')!;
  });

  const invite = (token: string, body: object) => t.request('POST', '/api/invites', { token, body });
  const inviteIdOf = (text: string) =>
    text.match(/http:\/\/localhost:3000\/invite-signup\/([\w-]{43})\b/)![1]!;

  it('invites, keeps the pending user out, and signs them in on accept', async () => {
    const res = await invite(admin.jwtToken, {
      email: 'New.Brand@Northwind.test',
      firstName: 'Nia',
      lastName: 'Hale',
      roleType: 'vendor',
      accessVendorIds: [nwg],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'new.brand@northwind.test', status: 'invited' });
    const id = inviteIdOf(t.mails.at(-1)!.text);
    expect(t.mails.at(-1)!.to).toBe('new.brand@northwind.test');

    const pending = await post('/api/auth/login', {
      email: 'new.brand@northwind.test',
      password: 'whatever-it-is',
    });
    expect(pending.statusCode).toBe(401);
    expect(pending.json()).toEqual(BAD_CREDENTIALS);

    const open = await t.request('GET', `/api/auth/invites/${id}`);
    expect(open.json()).toEqual({ email: 'new.brand@northwind.test', firstName: 'Nia', lastName: 'Hale' });

    const accepted = await post(`/api/auth/invites/${id}/accept`, {
      firstName: 'Nia',
      lastName: 'Hale-Brook',
      password: 'nia-password',
      confirmPassword: 'nia-password',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      email: 'new.brand@northwind.test',
      fullName: 'Nia Hale-Brook',
      userRoles: ['vendor'],
      accessVendorIds: [nwg],
    });
    expect(String(accepted.headers['set-cookie'])).toContain('dockhand_refresh=');
    expect((await t.request('GET', '/api/my-account', { token: accepted.json().jwtToken })).statusCode).toBe(
      200,
    );
    expect((await t.login('new.brand@northwind.test', 'nia-password')).id).toBe(res.json().id);

    expect((await t.request('GET', `/api/auth/invites/${id}`)).json()).toEqual(INVALID_INVITE);
    const twice = await post(`/api/auth/invites/${id}/accept`, {
      firstName: 'X',
      lastName: 'Y',
      password: 'other-password',
      confirmPassword: 'other-password',
    });
    expect(twice.statusCode).toBe(404);
    const rows = await exec(
      sql`select action, user_id from action_log where resource = 'users' and resource_id = ${res.json().id} order by id`,
    );
    expect(rows).toEqual([
      { action: 'invite', user_id: admin.id },
      { action: 'accept-invite', user_id: res.json().id },
    ]);
  });

  it('answers an unknown or expired invitation with the same 404', async () => {
    expect((await t.request('GET', '/api/auth/invites/no-such-invite')).json()).toEqual(INVALID_INVITE);
    await invite(admin.jwtToken, {
      email: 'late@dockhand.test',
      firstName: 'Lee',
      lastName: 'Late',
      roleType: 'manager',
    });
    const id = inviteIdOf(t.mails.at(-1)!.text);
    await exec(sql`update invites set expires_at = now() - interval '1 second' where id = ${id}`);
    const res = await t.request('GET', `/api/auth/invites/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(INVALID_INVITE);
  });

  it('answers 409 for an e-mail that already has a user', async () => {
    const res = await invite(admin.jwtToken, {
      email: 'manager@dockhand.test',
      firstName: 'M',
      lastName: 'L',
      roleType: 'manager',
    });
    expect(res.statusCode).toBe(409);
  });

  it('validates the role and a vendor invite’s vendors', async () => {
    const unknownRole = await invite(admin.jwtToken, {
      email: 'r1@dockhand.test',
      firstName: 'R',
      lastName: 'One',
      roleType: 'emperor',
    });
    expect(unknownRole.json().fields).toEqual({ roleType: 'Unknown role' });
    const noVendor = await invite(admin.jwtToken, {
      email: 'r2@dockhand.test',
      firstName: 'R',
      lastName: 'Two',
      roleType: 'vendor',
    });
    expect(noVendor.statusCode).toBe(400);
    expect(noVendor.json().fields).toHaveProperty('accessVendorIds');
  });

  it('answers 403 without teams.invite', async () => {
    const brand = await t.login('brand@northwind.test');
    const res = await invite(brand.jwtToken, {
      email: 'x@northwind.test',
      firstName: 'X',
      lastName: 'Y',
      roleType: 'vendor',
      accessVendorIds: [nwg],
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets a vendor user with teams.invite invite only within its own vendor and role', async () => {
    await exec(
      sql`update users set permissions = array['teams.invite'] where email = 'brand@northwind.test'`,
    );
    const brand = await t.login('brand@northwind.test');
    const other = await invite(brand.jwtToken, {
      email: 'spy@bluepeak.test',
      firstName: 'S',
      lastName: 'Py',
      roleType: 'vendor',
      accessVendorIds: [bpo],
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ accessVendorIds: 'Choose vendors you have access to' });
    const admin = await invite(brand.jwtToken, {
      email: 'boss@northwind.test',
      firstName: 'B',
      lastName: 'Oss',
      roleType: 'admin',
    });
    expect(admin.statusCode).toBe(403);
    const own = await invite(brand.jwtToken, {
      email: 'colleague@northwind.test',
      firstName: 'C',
      lastName: 'Olleague',
      roleType: 'vendor',
      accessVendorIds: [nwg],
    });
    expect(own.statusCode).toBe(201);
  });
});
