/**
 * The hub under abuse and after access changes: an unterminated record larger than the limit and a
 * burst of invocations close the offending connection while the server keeps answering; a session
 * revoked by refresh-token reuse, a password change or a password reset closes its connection at
 * once (no periodic re-check); a narrowed scope reaches the user's connections at once.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { users } from '../../server/db/schema';
import { MAX_RECORD_BYTES } from '../../server/hub/hub-connection';
import { startTestApp, type TestApp } from './harness';
import { browserSocket, closedWith, listen, mintTicket, negotiate, ticketClient } from './hub-fixtures';

const publicUrl = 'http://dockhand.test:4411';
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await startTestApp({ publicUrl, jwtSecret: randomBytes(32).toString('hex') });
  baseUrl = await listen(t);
  t.app.hub.handle('Echo', (_caller, args) => args);
});
afterAll(() => t.close());

async function openSocket(email: string) {
  const { jwtToken } = await t.login(email);
  const negotiated = await negotiate(baseUrl, {
    authorization: `Bearer ${await mintTicket(t, jwtToken)}`,
    origin: publicUrl,
  });
  const { connectionToken: id } = (await negotiated.json()) as { connectionToken: string };
  const opened = await browserSocket(baseUrl, { id, access_token: await mintTicket(t, jwtToken) }, publicUrl);
  if (!('socket' in opened)) throw new Error(`refused with ${opened.status}`);
  return opened;
}

/** Resolves with the text the server's last record said when the socket closed. */
const closeOf = (socket: WebSocket, records: unknown[]) =>
  new Promise<unknown>((resolve) => socket.on('close', () => resolve(records.at(-1))));

describe('a hostile client', () => {
  it('is closed when one record grows past the limit, and the server keeps answering', async () => {
    const { socket, records } = await openSocket('manager@dockhand.test');
    const closed = closeOf(socket, records);
    const chunk = 'x'.repeat(MAX_RECORD_BYTES / 4);
    for (let i = 0; i < 8; i++) socket.send(chunk);
    expect(await closed).toEqual({
      type: 7,
      error: 'A message is larger than 64 KiB.',
      allowReconnect: false,
    });
    expect((await t.request('GET', '/api/health')).statusCode).toBe(200);
  });

  it('gets errors past 20 invocations a second and is closed past 100', async () => {
    const { socket, records } = await openSocket('manager@dockhand.test');
    const RS = '\u001e';
    const calls = (n: number, from: number) =>
      Array.from({ length: n }, (_, i) =>
        JSON.stringify({ type: 1, invocationId: String(from + i), target: 'Echo', arguments: [] }),
      ).join(RS) + RS;
    const closed = closeOf(socket, records);
    socket.send(calls(30, 0));
    socket.send(calls(100, 100));
    const last = await closed;
    const refused = records.filter((r) => (r as { error?: string }).error === 'Too many calls: slow down.');
    expect(refused.length).toBeGreaterThan(0);
    expect(last).toEqual({
      type: 7,
      error: 'Too many calls: the connection was closed.',
      allowReconnect: false,
    });
  });
});

describe('access changes reach live connections at once', () => {
  it('refresh-token reuse closes the revoked session’s connection', async () => {
    const session = await t.login('warehouse@dockhand.test');
    const connection = ticketClient(t, baseUrl, session.jwtToken);
    await connection.start();
    const closed = closedWith(connection);
    const first = await t.request('POST', '/api/auth/refresh-token', {
      body: { token: session.refreshToken },
    });
    expect(first.statusCode).toBe(200);
    // Past the grace window, the used token comes back: a replay.
    await t.database.db.execute(
      sql`update refresh_tokens set used_at = now() - interval '1 minute' where used_at is not null`,
    );
    const replay = await t.request('POST', '/api/auth/refresh-token', {
      body: { token: session.refreshToken },
    });
    expect(replay.statusCode).toBe(401);
    expect((await closed)?.message).toContain('Your session has ended.');
  });

  it('a password change closes the user’s other sessions’ connections', async () => {
    const other = await t.login('manufacturing@dockhand.test');
    const current = await t.login('manufacturing@dockhand.test');
    const connection = ticketClient(t, baseUrl, other.jwtToken);
    await connection.start();
    const closed = closedWith(connection);
    const res = await t.request('POST', '/api/my-account/password', {
      token: current.jwtToken,
      body: {
        currentPassword: 'dockhand-demo',
        newPassword: 'a-brand-new-pass',
        confirmPassword: 'a-brand-new-pass',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await closed)?.message).toContain('Your session has ended.');
  });

  it('a password reset closes every connection of the user', async () => {
    const session = await t.login('brand@northwind.test');
    const connection = ticketClient(t, baseUrl, session.jwtToken);
    await connection.start();
    const closed = closedWith(connection);
    await t.request('POST', '/api/auth/forgot-password', { body: { email: 'brand@northwind.test' } });
    const [, userId, token] = t.mails.at(-1)!.text.match(/resetPassword\/([0-9a-f-]{36})\/([\w-]{43})\b/)!;
    const res = await t.request('POST', '/api/auth/reset-password', {
      body: { userId, token, password: 'another-new-pass', confirmPassword: 'another-new-pass' },
    });
    expect(res.statusCode).toBe(200);
    expect((await closed)?.message).toContain('Your session has ended.');
  });

  it('a narrowed scope reaches the user’s connections at once', async () => {
    const session = await t.login('brand@bluepeak.test');
    const connection = ticketClient(t, baseUrl, session.jwtToken);
    await connection.start();
    await t.database.db.update(users).set({ accessWarehouseIds: [] }).where(eq(users.id, session.id));
    t.app.hub.recheckUsers([session.id]);
    await new Promise((resolve) => setImmediate(resolve));
    const live = () => [...t.app.hub.registry.ofUser(session.id)].map((c) => c.user.accessWarehouseIds);
    await expect.poll(live).toEqual([[]]);
    await connection.stop();
  });
});
