/**
 * The live hub under test: the app listening on a real port, the stock @microsoft/signalr client
 * running in Node against it, and a raw WebSocket that behaves like a browser's (no headers, the
 * ticket in the URL, an Origin).
 */
import type { AddressInfo } from 'node:net';
import { HttpTransportType, HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { vendors, warehouses } from '../../server/db/schema';
import type { TestApp } from './harness';

const RS = '\u001e';

/** Starts listening on a free port; answers the base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

export async function mintTicket(t: TestApp, token: string): Promise<string> {
  const res = await t.request('POST', '/api/hub/ticket', { token });
  if (res.statusCode !== 200) throw new Error(`ticket answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { ticket: string }).ticket;
}

/** The stock client; `token` answers what accessTokenFactory returns each time it is asked. */
export function hubClient(
  baseUrl: string,
  token: () => string | Promise<string>,
  headers: Record<string, string> = {},
): HubConnection {
  return new HubConnectionBuilder()
    .withUrl(`${baseUrl}/notifications`, {
      accessTokenFactory: token,
      transport: HttpTransportType.WebSockets,
      headers,
    })
    .configureLogging(LogLevel.None)
    .build();
}

/** A client whose every token is a fresh ticket, as the browser's. */
export const ticketClient = (t: TestApp, baseUrl: string, accessToken: string) =>
  hubClient(baseUrl, () => mintTicket(t, accessToken));

/** Records what a connection receives for each method. */
export function record(connection: HubConnection, methods: readonly string[]) {
  const received: Record<string, unknown[][]> = {};
  for (const method of methods) {
    received[method] = [];
    connection.on(method, (...args: unknown[]) => received[method]!.push(args));
  }
  return received;
}

export async function waitUntil(predicate: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves with the error the connection closes with. */
export const closedWith = (connection: HubConnection) =>
  new Promise<Error | undefined>((resolve) => connection.onclose(resolve));

export async function tenantIds(t: TestApp) {
  const db = t.database.db;
  const vendorId = async (code: string) =>
    (await db.select().from(vendors).where(eq(vendors.code, code)))[0]!.id;
  const warehouseId = async (code: string) =>
    (await db.select().from(warehouses).where(eq(warehouses.code, code)))[0]!.id;
  return {
    nwg: await vendorId('NWG'),
    bpo: await vendorId('BPO'),
    lum: await vendorId('LUM'),
    dal: await warehouseId('DAL'),
    rno: await warehouseId('RNO'),
    mem: await warehouseId('MEM'),
  };
}

export async function negotiate(baseUrl: string, headers: Record<string, string>) {
  return fetch(`${baseUrl}/notifications/negotiate?negotiateVersion=1`, { method: 'POST', headers });
}

/**
 * A browser-like socket: no Authorization header, the ticket as `access_token`, an Origin. Answers
 * the socket once the handshake is done, or the HTTP status the upgrade was refused with.
 */
export function browserSocket(
  baseUrl: string,
  query: Record<string, string>,
  origin: string | undefined,
): Promise<{ socket: WebSocket; records: unknown[] } | { status: number }> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/notifications?${new URLSearchParams(query)}`;
  const socket = new WebSocket(url, origin ? { origin } : {});
  const records: unknown[] = [];
  return new Promise((resolve, reject) => {
    socket.on('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0 }));
    socket.on('error', reject);
    socket.on('open', () => socket.send(`{"protocol":"json","version":1}${RS}`));
    socket.on('message', (data) => {
      for (const text of data.toString().split(RS).filter(Boolean)) records.push(JSON.parse(text));
      if (records.length === 1) resolve({ socket, records });
    });
  });
}

export const sendRecord = (socket: WebSocket, message: object) => socket.send(JSON.stringify(message) + RS);
