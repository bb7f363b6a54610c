/**
 * Connecting to the live hub: the stock @microsoft/signalr client (Node) with hub tickets and with a
 * bearer access token; a browser-like socket with the ticket in the URL; tickets, connection tokens
 * and Origins that must be refused; redacted URLs.
 */
import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HubTickets } from '../../server/hub/hub-tickets';
import { redactUrl } from '../../server/http/redact';
import { startTestApp, type LoginBody, type TestApp } from './harness';
import {
  browserSocket,
  hubClient,
  listen,
  mintTicket,
  negotiate,
  sendRecord,
  ticketClient,
  waitUntil,
} from './hub-fixtures';

let t: TestApp;
let baseUrl: string;
let admin: LoginBody;
const publicUrl = 'http://dockhand.test:4410';

beforeAll(async () => {
  t = await startTestApp({ publicUrl });
  baseUrl = await listen(t);
  admin = await t.login('admin@dockhand.test');
  t.app.hub.handle('Echo', (caller, args) => ({ userId: caller.userId, args }));
});
afterAll(() => t.close());

describe('the stock client', () => {
  it('connects with single-use tickets (a fresh one for negotiate and for the socket) and invokes', async () => {
    const minted: string[] = [];
    const connection = hubClient(baseUrl, async () => {
      minted.push(await mintTicket(t, admin.jwtToken));
      return minted.at(-1)!;
    });
    await connection.start();
    expect(connection.state).toBe(HubConnectionState.Connected);
    expect(minted).toHaveLength(2);
    expect(new Set(minted).size).toBe(2);
    expect(await connection.invoke('Echo', 1, 'two')).toEqual({ userId: admin.id, args: [1, 'two'] });
    await connection.stop();
  });

  it('connects with the bearer access token in the Authorization header', async () => {
    const connection = hubClient(baseUrl, () => admin.jwtToken);
    await connection.start();
    expect(await connection.invoke('Echo')).toEqual({ userId: admin.id, args: [] });
    await connection.stop();
  });

  it('answers an unknown method and a failing handler with a completion error', async () => {
    t.app.hub.handle('Fails', () => {
      throw new Error('database password is hunter2');
    });
    const connection = ticketClient(t, baseUrl, admin.jwtToken);
    await connection.start();
    await expect(connection.invoke('NoSuchMethod')).rejects.toThrow("Unknown hub method 'NoSuchMethod'");
    // Internals never reach the client.
    const failure = await connection.invoke('Fails').catch((e: Error) => e.message);
    expect(failure).toContain("An unexpected error occurred invoking 'Fails' on the server.");
    expect(failure).not.toContain('hunter2');
    // The connection survives both.
    expect(connection.state).toBe(HubConnectionState.Connected);
    await connection.stop();
  });

  it('is refused without credentials, with a used ticket and with another site as Origin', async () => {
    await expect(hubClient(baseUrl, () => '').start()).rejects.toThrow(/401/);
    const ticket = await mintTicket(t, admin.jwtToken);
    // Both negotiate and the socket ask for a token: the second use of one ticket is refused.
    await expect(hubClient(baseUrl, () => ticket).start()).rejects.toThrow();
    await expect(
      hubClient(baseUrl, () => admin.jwtToken, { Origin: 'https://evil.example' }).start(),
    ).rejects.toThrow(/403/);
  });
});

describe('negotiate', () => {
  it('answers WebSockets with text frames and a connection token, for a ticket used once', async () => {
    const ticket = await mintTicket(t, admin.jwtToken);
    const first = await negotiate(baseUrl, { authorization: `Bearer ${ticket}` });
    expect(first.status).toBe(200);
    const body = (await first.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
    expect(body.connectionToken).not.toBe(body.connectionId);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const again = await negotiate(baseUrl, { authorization: `Bearer ${ticket}` });
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({
      error: 'unauthorized',
      message: 'Sign in to connect to the live hub.',
    });
  });

  it('refuses an expired ticket, a forged one and a signed-out session', async () => {
    const tickets = new HubTickets(t.database.db);
    const old = await tickets.mint(
      { userId: admin.id, sessionId: sessionOf(admin) },
      new Date(Date.now() - 31_000),
    );
    expect((await negotiate(baseUrl, { authorization: `Bearer ${old.ticket}` })).status).toBe(401);
    expect((await negotiate(baseUrl, { authorization: 'Bearer not-a-ticket' })).status).toBe(401);
    const manager = await t.login('manager@dockhand.test');
    const ticket = await mintTicket(t, manager.jwtToken);
    await t.request('POST', '/api/auth/logout', { token: manager.jwtToken, body: {} });
    expect((await negotiate(baseUrl, { authorization: `Bearer ${ticket}` })).status).toBe(401);
  });

  it('refuses a page of another site and a browser without credentials in a header', async () => {
    const ticket = await mintTicket(t, admin.jwtToken);
    const evil = await negotiate(baseUrl, {
      authorization: `Bearer ${ticket}`,
      origin: 'https://evil.example',
    });
    expect(evil.status).toBe(403);
    const own = await negotiate(baseUrl, { authorization: `Bearer ${ticket}`, origin: publicUrl });
    expect(own.status).toBe(200);
  });
});

describe('a browser-like socket (ticket in the URL, Origin sent, no headers)', () => {
  async function negotiated() {
    const res = await negotiate(baseUrl, {
      authorization: `Bearer ${await mintTicket(t, admin.jwtToken)}`,
      origin: publicUrl,
    });
    return ((await res.json()) as { connectionToken: string }).connectionToken;
  }

  it('completes the handshake and answers an invocation with a completion', async () => {
    const id = await negotiated();
    const opened = await browserSocket(
      baseUrl,
      { id, access_token: await mintTicket(t, admin.jwtToken) },
      publicUrl,
    );
    if (!('socket' in opened)) throw new Error(`refused with ${opened.status}`);
    expect(opened.records[0]).toEqual({});
    sendRecord(opened.socket, { type: 1, invocationId: '7', target: 'Echo', arguments: ['hi'] });
    await waitUntil(() => opened.records.length > 1);
    expect(opened.records[1]).toEqual({
      type: 3,
      invocationId: '7',
      result: { userId: admin.id, args: ['hi'] },
    });
    opened.socket.close();
  });

  it('refuses a connection token used twice, an access token in the URL and a foreign Origin', async () => {
    const id = await negotiated();
    const first = await browserSocket(
      baseUrl,
      { id, access_token: await mintTicket(t, admin.jwtToken) },
      publicUrl,
    );
    expect('socket' in first).toBe(true);
    if ('socket' in first) first.socket.close();
    expect(
      await browserSocket(baseUrl, { id, access_token: await mintTicket(t, admin.jwtToken) }, publicUrl),
    ).toEqual({
      status: 404,
    });
    expect(
      await browserSocket(baseUrl, { id: await negotiated(), access_token: admin.jwtToken }, publicUrl),
    ).toEqual({
      status: 401,
    });
    expect(
      await browserSocket(
        baseUrl,
        { id: await negotiated(), access_token: await mintTicket(t, admin.jwtToken) },
        'https://evil.example',
      ),
    ).toEqual({ status: 403 });
    expect(await browserSocket(baseUrl, { id: await negotiated() }, publicUrl)).toEqual({ status: 401 });
    // Without an Origin (not a browser) the ticket must come in the header.
    expect(
      await browserSocket(
        baseUrl,
        { id: await negotiated(), access_token: await mintTicket(t, admin.jwtToken) },
        undefined,
      ),
    ).toEqual({ status: 401 });
  });

  it('logs the hub URLs without their tokens', () => {
    const logged = redactUrl('/notifications?id=conn-secret&access_token=ticket-secret');
    expect(logged).not.toMatch(/secret/);
    expect(logged).toBe('/notifications?id=[redacted]&access_token=[redacted]');
  });
});

/** The session id an access token carries (its `sid` claim). */
function sessionOf(login: LoginBody): string {
  const payload = JSON.parse(Buffer.from(login.jwtToken.split('.')[1]!, 'base64url').toString()) as {
    sid: string;
  };
  return payload.sid;
}
