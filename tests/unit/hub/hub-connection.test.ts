/**
 * One hub connection over a fake socket (the protocol details the real client does not exercise:
 * records split across frames, a bad handshake, binary frames), and the hub's timers with fake time:
 * a ping every 15 s, a client silent for 30 s dropped.
 */
import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type WebSocket from 'ws';
import type { AuthUser } from '../../../server/auth/guard';
import type { Db } from '../../../server/db/client';
import { DomainEvents } from '../../../server/events/domain-events';
import { LocalBus } from '../../../server/hub/event-bus';
import { CLIENT_TIMEOUT_MS, HubService, PING_INTERVAL_MS } from '../../../server/hub/hub';
import { HubConnection } from '../../../server/hub/hub-connection';

const RS = '\u001e';
const user = {
  id: 'u-1',
  sessionId: 's-1',
  permissions: [],
  accessVendorIds: null,
  accessWarehouseIds: null,
} as unknown as AuthUser;

class FakeSocket extends EventEmitter {
  sent: string[] = [];
  closed = false;
  bufferedAmount = 0;
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.closed = true;
  }
  terminate() {
    this.closed = true;
  }
  receive(text: string) {
    this.emit('message', Buffer.from(text), false);
  }
  /** The records sent, parsed. */
  records() {
    return this.sent.flatMap((frame) =>
      frame
        .split(RS)
        .filter(Boolean)
        .map((r) => JSON.parse(r) as Record<string, unknown>),
    );
  }
}

function open() {
  const hub = new HubService({
    db: {} as Db,
    events: new DomainEvents(),
    bus: new LocalBus(),
    log: { error: vi.fn(), warn: vi.fn() } as never,
  });
  hub.handle('Add', (_caller, [a, b]) => (a as number) + (b as number));
  const socket = new FakeSocket();
  const connection = new HubConnection(socket as unknown as WebSocket, 'c-1', user, hub);
  return { hub, socket, connection };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a hub connection', () => {
  it('reads a handshake and records split across frames, and several records in one frame', async () => {
    const { hub, socket } = open();
    socket.receive('{"protocol":"js');
    expect(socket.sent).toEqual([]);
    socket.receive(`on","version":1}${RS}{"type":1,"invocationId":"1","target":"Add","argu`);
    expect(socket.records()).toEqual([{}]);
    expect(hub.registry.size).toBe(1);
    socket.receive(
      `ments":[1,2]}${RS}{"type":6}${RS}{"type":1,"invocationId":"2","target":"Add","arguments":[3,4]}${RS}`,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.records().slice(1)).toEqual([
      { type: 3, invocationId: '1', result: 3 },
      { type: 3, invocationId: '2', result: 7 },
    ]);
  });

  it('answers nothing to a send() (no invocation id) and refuses streams with a completion error', async () => {
    const { socket } = open();
    socket.receive(`{"protocol":"json","version":1}${RS}{"type":1,"target":"Add","arguments":[1,1]}${RS}`);
    socket.receive(`{"type":4,"invocationId":"9","target":"Add","arguments":[]}${RS}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.records().slice(1)).toEqual([
      { type: 3, invocationId: '9', error: 'Streaming is not supported.' },
    ]);
  });

  it('answers an unsupported protocol with an error and closes', () => {
    const { hub, socket } = open();
    socket.receive(`{"protocol":"messagepack","version":1}${RS}`);
    expect(socket.records()).toEqual([{ error: "Requested protocol 'messagepack' is not available." }]);
    expect(socket.closed).toBe(true);
    expect(hub.registry.size).toBe(0);
  });

  it('closes with the reason on a message that is not the protocol, or a binary frame', () => {
    const { hub, socket } = open();
    socket.receive(`{"protocol":"json","version":1}${RS}`);
    socket.receive(`{"type":42}${RS}`);
    expect(socket.records().at(-1)).toEqual({
      type: 7,
      error: 'Unknown message type 42',
      allowReconnect: false,
    });
    expect(hub.registry.size).toBe(0);
    const other = open();
    other.socket.receive(`{"protocol":"json","version":1}${RS}`);
    other.socket.emit('message', Buffer.from([1, 2]), true);
    expect(other.socket.closed).toBe(true);
  });

  it('drops a client that never sends its handshake', async () => {
    const { socket } = open();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(socket.closed).toBe(true);
  });
});

describe('the hub timers', () => {
  it('pings every 15 s and drops a client silent for more than 30 s', async () => {
    const { hub, socket, connection } = open();
    hub.start();
    socket.receive(`{"protocol":"json","version":1}${RS}`);
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(socket.records().filter((r) => r.type === 6)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(socket.records().filter((r) => r.type === 6)).toHaveLength(2);
    expect(connection.isReady).toBe(true);
    // Silent since the handshake: the first tick past 30 s closes it.
    await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
    expect(Date.now() - connection.lastHeardAt).toBeGreaterThan(CLIENT_TIMEOUT_MS);
    expect(socket.records().at(-1)).toMatchObject({
      type: 7,
      error: expect.stringContaining('Server timeout'),
    });
    expect(hub.registry.size).toBe(0);
    hub.stop();
  });

  it('keeps a client that pings', async () => {
    const { hub, socket, connection } = open();
    hub.start();
    socket.receive(`{"protocol":"json","version":1}${RS}`);
    for (let i = 0; i < 6; i++) {
      await vi.advanceTimersByTimeAsync(PING_INTERVAL_MS);
      socket.receive(`{"type":6}${RS}`);
    }
    expect(connection.isReady).toBe(true);
    hub.stop();
    expect(socket.records().at(-1)).toEqual({
      type: 7,
      error: 'Server is shutting down.',
      allowReconnect: true,
    });
  });
});
