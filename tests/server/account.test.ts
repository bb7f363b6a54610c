import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Rows of a raw query (the drivers' result types differ; both carry `rows`). */
const exec = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const myAccount = (token: string) => t.request('GET', '/api/my-account', { token });

describe('GET /api/my-account', () => {
  it('answers the signed-in user’s fields', async () => {
    const session = await t.login('warehouse@dockhand.test');
    const res = await myAccount(session.jwtToken);
    expect(res.statusCode).toBe(200);
    const { jwtToken: _j, refreshToken: _r, env: _e, ...fields } = session;
    expect(res.json()).toEqual(fields);
    expect(res.json()).not.toHaveProperty('passwordHash');
  });

  it('needs a token', async () => {
    expect((await t.request('GET', '/api/my-account')).statusCode).toBe(401);
  });
});

describe('POST /api/my-account', () => {
  it('updates names and timezone, bumps the version and logs before/after without the hash', async () => {
    const session = await t.login('manager@dockhand.test');
    const res = await t.request('POST', '/api/my-account', {
      token: session.jwtToken,
      body: { firstName: '  Mariana ', lastName: 'Lopez', timezone: -5, email: 'ignored@dockhand.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Mariana',
      fullName: 'Mariana Lopez',
      timezone: -5,
      email: 'manager@dockhand.test',
    });
    const rows = await exec(sql`select version from users where id = ${session.id}`);
    expect(rows[0]).toEqual({ version: 2 });
    const log = await exec(
      sql`select user_id, action, before, after from action_log where resource = 'users' and resource_id = ${session.id}`,
    );
    expect(log).toHaveLength(1);
    const entry = log[0] as {
      user_id: string;
      action: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    };
    expect(entry).toMatchObject({ user_id: session.id, action: 'update-account' });
    expect(entry.before).toMatchObject({ firstName: 'Maria', version: 1 });
    expect(entry.after).toMatchObject({ firstName: 'Mariana', timezone: -5, version: 2 });
    expect(entry.before).not.toHaveProperty('passwordHash');
    expect(entry.after).not.toHaveProperty('passwordHash');
  });

  it('answers 400 with a message per field', async () => {
    const session = await t.login('manager@dockhand.test');
    const res = await t.request('POST', '/api/my-account', {
      token: session.jwtToken,
      body: { firstName: '', lastName: 'L', timezone: 99 },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['firstName', 'timezone']);
  });
});

describe('POST /api/my-account/password', () => {
  it('answers 400 on currentPassword when it is wrong', async () => {
    const session = await t.login('admin@dockhand.test');
    const res = await t.request('POST', '/api/my-account/password', {
      token: session.jwtToken,
      body: {
        currentPassword: 'not-my-password',
        newPassword: 'a-new-password',
        confirmPassword: 'a-new-password',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ currentPassword: 'Current password is incorrect' });
  });

  it('changes the password, ends every other session and keeps the current one', async () => {
    const other = await t.login('admin@dockhand.test');
    const current = await t.login('admin@dockhand.test');
    const res = await t.request('POST', '/api/my-account/password', {
      token: current.jwtToken,
      body: {
        currentPassword: 'dockhand-demo',
        newPassword: 'admin-new-password',
        confirmPassword: 'admin-new-password',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await myAccount(current.jwtToken)).statusCode).toBe(200);
    expect(
      (await t.request('POST', '/api/auth/refresh-token', { body: { token: current.refreshToken } }))
        .statusCode,
    ).toBe(200);
    expect((await myAccount(other.jwtToken)).statusCode).toBe(401);
    expect(
      (await t.request('POST', '/api/auth/refresh-token', { body: { token: other.refreshToken } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.request('POST', '/api/auth/login', {
          body: { email: 'admin@dockhand.test', password: 'dockhand-demo' },
        })
      ).statusCode,
    ).toBe(401);
    await t.login('admin@dockhand.test', 'admin-new-password');
    const rows = await exec(
      sql`select revoked_reason from sessions where user_id = ${current.id} and revoked_at is not null`,
    );
    expect(rows.map((r) => r.revoked_reason)).toContain('password change');
    const log = await exec(
      sql`select after from action_log where action = 'change-password' and resource_id = ${current.id}`,
    );
    expect(JSON.stringify(log)).not.toMatch(/passwordHash|argon2/);
  });
});

describe('GET /api/admin/outbox', () => {
  // Issue 13: a developer read a superadmin's reset link and signed in as them.
  it('masks the links of mails to accounts holding more access than the reader', async () => {
    await exec(sql`insert into outbox ("to", subject, text, created_at) values
      ('superadmin@dockhand.test', 'Reset', 'Open http://localhost:3000/resetPassword/x/secret-token now', now() + interval '1 hour'),
      ('nobody@dockhand.test', 'Reset', 'Open http://localhost:3000/resetPassword/y/brand-token now', now() + interval '1 hour')`);
    // A reader with the developer tools but less than a superadmin.
    await exec(
      sql`update users set roles = '{manager}', permissions = '{developer.tools}' where email = 'manufacturing@dockhand.test'`,
    );
    const reader = await t.login('manufacturing@dockhand.test');
    const mails = (await t.request('GET', '/api/admin/outbox', { token: reader.jwtToken })).json() as {
      to: string;
      text: string;
    }[];
    const toSuperadmin = mails.find((m) => m.to === 'superadmin@dockhand.test')!;
    expect(toSuperadmin.text).toBe('Open [link hidden: the recipient holds more access than you] now');
    expect(mails.find((m) => m.to === 'nobody@dockhand.test')!.text).toContain('brand-token');
    await exec(sql`delete from outbox where created_at > now()`);
  });

  it('does not exist in production or where SMTP is configured', async () => {
    for (const overrides of [
      { production: true },
      { smtp: { host: 'smtp.test', port: 25, secure: false, from: 'x@y' } },
    ]) {
      const other = await startTestApp(overrides);
      try {
        const developer = await other.login('developer@dockhand.test');
        expect(
          (await other.request('GET', '/api/admin/outbox', { token: developer.jwtToken })).statusCode,
        ).toBe(404);
      } finally {
        await other.close();
      }
    }
  });

  it('lists the latest 50 e-mails, newest first, to developers only', async () => {
    await exec(sql`insert into outbox ("to", subject, text, created_at)
      select 'someone@dockhand.test', 'Mail ' || n, 'Body ' || n, now() - (n || ' minutes')::interval from generate_series(1, 55) as n`);
    const developer = await t.login('developer@dockhand.test');
    const res = await t.request('GET', '/api/admin/outbox', { token: developer.jwtToken });
    expect(res.statusCode).toBe(200);
    const mails = res.json() as { subject: string }[];
    expect(mails).toHaveLength(50);
    expect(mails[0]).toEqual({
      id: expect.any(Number),
      to: 'someone@dockhand.test',
      subject: 'Mail 1',
      text: 'Body 1',
      createdAt: expect.any(String),
      sentAt: null,
      error: null,
    });
    expect(mails.at(-1)!.subject).toBe('Mail 50');
    const manager = await t.login('manager@dockhand.test');
    expect((await t.request('GET', '/api/admin/outbox', { token: manager.jwtToken })).statusCode).toBe(403);
  });
});
