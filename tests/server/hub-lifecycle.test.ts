/**
 * When live connections end: logout closes the signed-out session's connections (not the user's
 * others), disabling a user closes all of theirs, a session revoked elsewhere is noticed by the
 * periodic re-check, and a server shutdown closes every connection with a reason; after a restart
 * the same client connects again and hears the new process.
 */
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { revokeUserSessions } from '../../server/auth/session.service';
import { startTestApp, testConfig, type TestApp } from './harness';
import { closedWith, hubClient, listen, record, ticketClient, waitUntil } from './hub-fixtures';

const jwtSecret = randomBytes(32).toString('hex');
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await startTestApp({ jwtSecret });
  baseUrl = await listen(t);
});
afterAll(() => t.close());

describe('closing connections', () => {
  it('logout closes the connections of that session only', async () => {
    const first = await t.login('manager@dockhand.test');
    const second = await t.login('manager@dockhand.test');
    const signingOut = ticketClient(t, baseUrl, first.jwtToken);
    const staying = ticketClient(t, baseUrl, second.jwtToken);
    await signingOut.start();
    await staying.start();
    const closed = closedWith(signingOut);
    expect(
      (await t.request('POST', '/api/auth/logout', { token: first.jwtToken, body: {} })).statusCode,
    ).toBe(204);
    expect((await closed)?.message).toContain('You signed out.');
    expect(staying.state).toBe(HubConnectionState.Connected);
    await staying.stop();
  });

  it("disabling a user closes every one of the user's connections", async () => {
    const admin = await t.login('admin@dockhand.test');
    const vendor = await t.login('brand@bluepeak.test');
    const tabs = [ticketClient(t, baseUrl, vendor.jwtToken), hubClient(baseUrl, () => vendor.jwtToken)];
    await Promise.all(tabs.map((c) => c.start()));
    const closed = Promise.all(tabs.map(closedWith));
    const res = await t.request('DELETE', `/api/admin/users/${vendor.id}`, { token: admin.jwtToken });
    expect(res.statusCode).toBe(200);
    for (const error of await closed) expect(error?.message).toContain('Your account was disabled.');
    // And the user cannot come back.
    await expect(hubClient(baseUrl, () => vendor.jwtToken).start()).rejects.toThrow(/401/);
    await t.request('POST', `/api/admin/users/${vendor.id}/enable`, { token: admin.jwtToken });
  });

  it('closes a connection whose session was revoked elsewhere at the next re-check', async () => {
    const user = await t.login('warehouse@dockhand.test');
    const connection = ticketClient(t, baseUrl, user.jwtToken);
    await connection.start();
    const closed = closedWith(connection);
    await t.database.db.transaction((tx) => revokeUserSessions(tx, user.id, 'test', new Date()));
    await t.app.hub.refreshIdentities();
    expect((await closed)?.message).toContain('Your session has ended.');
  });

  it('Hub.closeUser closes with the given reason', async () => {
    const user = await t.login('manufacturing@dockhand.test');
    const connection = hubClient(baseUrl, () => user.jwtToken);
    await connection.start();
    const closed = closedWith(connection);
    t.app.hub.closeUser(user.id, 'Closed by the test.');
    expect((await closed)?.message).toContain('Closed by the test.');
  });
});

describe('a server restart', () => {
  it('closes connections with a reason; the client connects to the new process and hears it', async () => {
    const admin = await t.login('admin@dockhand.test');
    const connection = hubClient(baseUrl, () => admin.jwtToken);
    const inbox = record(connection, ['Notify']);
    await connection.start();
    const port = (t.app.server.address() as AddressInfo).port;
    const closed = closedWith(connection);
    await t.app.close();
    expect((await closed)?.message).toContain('Server is shutting down.');
    await expect(connection.start()).rejects.toThrow();

    const restarted = await buildApp({
      config: testConfig({ jwtSecret }),
      database: t.database,
      logger: false,
    });
    await restarted.listen({ port, host: '127.0.0.1' });
    try {
      await connection.start();
      restarted.hub.sendToUsers([admin.id], 'Notify', ['Back again']);
      await waitUntil(() => inbox.Notify!.length === 1);
      expect(inbox.Notify![0]).toEqual(['Back again']);
      await connection.stop();
    } finally {
      await restarted.close();
    }
  });
});
