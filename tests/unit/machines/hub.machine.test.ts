/**
 * The hub machine with fake timers (spec §4, §8, §9): retries every 2000 ms, 7 failed starts keep the
 * site up and the 8th raises site-down, a successful start raises site-up, a close reconnects, and
 * logout stops everything. The real hub client is driven over a fake connection too, as the app
 * wires it (createHubMachine).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { createHubClient, type ConnectionLike } from '../../../src/api/hub-client';
import { HUB_RETRY_DELAY_MS } from '../../../src/domain/constants';
import { createHubMachine } from '../../../src/machines/hub/hub.implementations';
import { hubMachine, type HubEvent } from '../../../src/machines/hub/hub.machine';

/** Lets promise actors settle under fake timers. */
const settle = () => vi.advanceTimersByTimeAsync(0);

function start(outcomes: ('ok' | 'fail')[]) {
  const calls = { starts: 0, siteUp: 0, siteDown: 0, disconnects: 0 };
  let close: ((error?: string) => void) | null = null;
  const machine = hubMachine.provide({
    actors: {
      startConnection: fromPromise<void>(async () => {
        const outcome = outcomes[calls.starts++] ?? 'fail';
        if (outcome === 'fail') throw new Error('negotiate answered 503');
      }),
      watchConnection: fromCallback<HubEvent>(({ sendBack }) => {
        close = (error) => sendBack({ type: 'hub.closed', error });
        return () => (close = null);
      }),
    },
    actions: {
      raiseSiteUp: () => void calls.siteUp++,
      raiseSiteDown: () => void calls.siteDown++,
      disconnect: () => void calls.disconnects++,
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls, close: (error?: string) => close?.(error) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('hub machine', () => {
  it('waits for a signed-in user, then connects and signals site-up', async () => {
    const { actor, calls } = start(['ok']);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls.starts).toBe(0);
    actor.send({ type: 'hub.start' });
    await settle();
    expect(actor.getSnapshot().value).toBe('connected');
    expect(calls.siteUp).toBe(1);
    // Another login or refresh while connected changes nothing.
    actor.send({ type: 'hub.start' });
    await settle();
    expect(calls.starts).toBe(1);
  });

  it('retries every 2000 ms: 7 failures keep the site up, the 8th raises site-down', async () => {
    const { actor, calls } = start(Array(10).fill('fail'));
    actor.send({ type: 'hub.start' });
    await settle();
    for (let failures = 1; failures <= 7; failures++) {
      expect(calls.starts).toBe(failures);
      expect(actor.getSnapshot().value).toBe('reconnecting');
      expect(actor.getSnapshot().context.failures).toBe(failures);
      expect(calls.siteDown).toBe(0);
      await vi.advanceTimersByTimeAsync(HUB_RETRY_DELAY_MS - 1);
      expect(calls.starts).toBe(failures);
      await vi.advanceTimersByTimeAsync(1);
    }
    expect(calls.starts).toBe(8);
    expect(calls.siteDown).toBe(1);
    expect(actor.getSnapshot().context.lastError).toBe('negotiate answered 503');
  });

  it('signals site-up on the start that succeeds after site-down, and counts afresh', async () => {
    const { actor, calls } = start([...Array(8).fill('fail'), 'ok', 'fail']);
    actor.send({ type: 'hub.start' });
    await vi.advanceTimersByTimeAsync(8 * HUB_RETRY_DELAY_MS);
    expect(calls.siteDown).toBe(1);
    expect(actor.getSnapshot().value).toBe('connected');
    expect(calls.siteUp).toBe(1);
    expect(actor.getSnapshot().context.failures).toBe(0);
  });

  it('reconnects 2000 ms after the connection closes', async () => {
    const { actor, calls, close } = start(['ok', 'ok']);
    actor.send({ type: 'hub.start' });
    await settle();
    close('Server is shutting down.');
    expect(actor.getSnapshot().value).toBe('reconnecting');
    expect(actor.getSnapshot().context.lastError).toBe('Server is shutting down.');
    await vi.advanceTimersByTimeAsync(HUB_RETRY_DELAY_MS);
    expect(calls.starts).toBe(2);
    expect(actor.getSnapshot().value).toBe('connected');
    expect(calls.siteUp).toBe(2);
  });

  it('logout stops it from any state: no more retries, and a later login starts afresh', async () => {
    const { actor, calls } = start(['fail', 'fail', 'ok']);
    actor.send({ type: 'hub.start' });
    await settle();
    actor.send({ type: 'hub.stop' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failures).toBe(0);
    expect(calls.disconnects).toBe(1);
    await vi.advanceTimersByTimeAsync(10 * HUB_RETRY_DELAY_MS);
    expect(calls.starts).toBe(1);
    actor.send({ type: 'hub.start' });
    await settle();
    expect(calls.starts).toBe(2);
  });

  it('logout while a start is under way aborts it', async () => {
    const signals: AbortSignal[] = [];
    const actor = createActor(
      hubMachine.provide({
        actors: {
          startConnection: fromPromise<void>(({ signal }) => {
            signals.push(signal);
            return new Promise(() => {});
          }),
        },
      }),
    ).start();
    actor.send({ type: 'hub.start' });
    actor.send({ type: 'hub.stop' });
    expect(signals[0]!.aborted).toBe(true);
  });
});

/** A connection that starts as told and can be closed by the "server". */
function fakeConnection(outcome: 'ok' | 'fail') {
  let onclose: ((error?: Error) => void) | undefined;
  const handlers = new Map<string, (...args: unknown[]) => void>();
  const connection: ConnectionLike & {
    serverClose(error?: Error): void;
    push(m: string, ...a: unknown[]): void;
  } = {
    state: 'Disconnected' as ConnectionLike['state'],
    start: vi.fn(async () => {
      if (outcome === 'fail') throw new Error('WebSocket failed to connect');
      (connection as { state: string }).state = 'Connected';
    }),
    stop: vi.fn(async () => {}),
    on: ((method: string, handler: (...args: unknown[]) => void) =>
      void handlers.set(method, handler)) as ConnectionLike['on'],
    onclose: (cb: (error?: Error) => void) => void (onclose = cb),
    invoke: vi.fn(async (method: string) => `${method} done`) as unknown as ConnectionLike['invoke'],
    serverClose: (error) => onclose?.(error),
    push: (method, ...args) => handlers.get(method)?.(...args),
  };
  return connection;
}

describe('hub machine over the hub client', () => {
  it('builds a new connection per attempt, reconnects on a server close and keeps subscriptions', async () => {
    const built: ReturnType<typeof fakeConnection>[] = [];
    const outcomes: ('ok' | 'fail')[] = ['ok', 'fail', 'ok'];
    const client = createHubClient({
      fetchTicket: async () => 'ticket',
      build: () => {
        built.push(fakeConnection(outcomes[built.length] ?? 'fail'));
        return built.at(-1)!;
      },
    });
    const site: string[] = [];
    const actor = createActor(
      createHubMachine({ client, siteUp: () => site.push('up'), siteDown: () => site.push('down') }),
    ).start();
    const heard: unknown[] = [];
    client.on('OrderUpdated', (payload) => heard.push(payload));
    actor.send({ type: 'hub.start' });
    await settle();
    expect(actor.getSnapshot().value).toBe('connected');
    expect(await client.invoke('JoinRoom', 4)).toBe('JoinRoom done');
    built[0]!.serverClose(new Error('Server is shutting down.'));
    expect(actor.getSnapshot().value).toBe('reconnecting');
    await expect(client.invoke('JoinRoom', 4)).rejects.toThrow('The live connection is not open.');
    await vi.advanceTimersByTimeAsync(2 * HUB_RETRY_DELAY_MS);
    expect(built).toHaveLength(3);
    expect(actor.getSnapshot().value).toBe('connected');
    built[2]!.push('OrderUpdated', { id: 9 });
    expect(heard).toEqual([{ id: 9 }]);
    expect(site).toEqual(['up', 'up']);
    actor.send({ type: 'hub.stop' });
    await settle();
    expect(built[2]!.stop).toHaveBeenCalled();
    // Closing on purpose is not a close to recover from.
    built[2]!.serverClose();
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
