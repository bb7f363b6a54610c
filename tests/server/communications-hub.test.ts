/**
 * The Communications Center on the live hub, with the stock @microsoft/signalr client in Node:
 * JoinRoom / LeaveRoom (members only), typing notices, read pings, and the events a posted message
 * causes (new message, unread counts, Notify for a mention) — only ever to the channel's members.
 */
import type { HubConnection } from '@microsoft/signalr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommsCalls, CommsEvents } from '../../src/domain/communications';
import { calls, signInAll, type People, type Who } from './communications-fixtures';
import { startTestApp, type TestApp } from './harness';
import { hubClient, listen, pause, record, waitUntil } from './hub-fixtures';

const events = [...Object.values(CommsEvents), 'Notify'];

let t: TestApp;
let people: People;
let c: ReturnType<typeof calls>;
let baseUrl: string;
let groupId: number;
const open: HubConnection[] = [];

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await listen(t);
  people = await signInAll(t);
  c = calls(t, people);
  groupId = (await c.group('admin', 'Live desk', ['manager', 'northwind'])).id;
});
afterAll(async () => {
  await Promise.all(open.map((connection) => connection.stop()));
  await t.close();
});

async function connect(who: Who) {
  const connection = hubClient(baseUrl, () => people[who].token);
  const received = record(connection, events);
  await connection.start();
  open.push(connection);
  return { connection, received, of: (method: string) => received[method]!.map((args) => args[0]) };
}

describe('rooms', () => {
  it('are joined by members only, who are told; the others see the member viewing and leaving', async () => {
    const admin = await connect('admin');
    const manager = await connect('manager');
    const warehouse = await connect('warehouse');

    const answer = await admin.connection.invoke(CommsCalls.joinRoom, groupId);
    expect(answer).toEqual({ channelId: groupId, lastMessageId: 0 });
    await waitUntil(() => admin.of(CommsEvents.joinedRoom).length === 1);
    expect(admin.of(CommsEvents.joinedRoom)[0]).toEqual({
      channelId: groupId,
      connectionId: admin.connection.connectionId,
      lastMessageId: 0,
    });
    await waitUntil(() => manager.of(CommsEvents.memberUpdate).length === 1);
    expect(manager.of(CommsEvents.memberUpdate)[0]).toEqual({
      channelId: groupId,
      change: 'viewing',
      userId: people.admin.id,
      name: 'Alex Morgan',
    });

    await expect(warehouse.connection.invoke(CommsCalls.joinRoom, groupId)).rejects.toThrow(
      'Channel not found.',
    );
    await expect(warehouse.connection.invoke(CommsCalls.joinRoom, 'x')).rejects.toThrow('Channel not found.');

    await admin.connection.invoke(CommsCalls.leaveRoom, groupId);
    await waitUntil(() => manager.of(CommsEvents.memberUpdate).length === 2);
    expect(manager.of(CommsEvents.memberUpdate)[1]).toMatchObject({
      change: 'away',
      userId: people.admin.id,
    });
    expect(warehouse.of(CommsEvents.memberUpdate)).toEqual([]);
  });
});

describe('a posted message', () => {
  it('reaches the members with their unread counts, and Notify reaches whoever was mentioned', async () => {
    const admin = await connect('admin');
    const manager = await connect('manager');
    const northwind = await connect('northwind');
    const bluepeak = await connect('bluepeak');
    const warehouse = await connect('warehouse');
    const before = (await c.get('manager', '/unread-counts')).json().total;

    const posted = await c.post('admin', `/channels/${groupId}/messages`, {
      body: '@Maria Lopez the trailer is late',
      mentions: [people.manager.id],
    });
    const message = posted.json();
    await waitUntil(
      () => manager.of(CommsEvents.newMessage).length === 1 && manager.of('Notify').length === 1,
    );
    expect(manager.of(CommsEvents.newMessage)[0]).toEqual(message);
    expect(manager.of(CommsEvents.unreadCount)).toEqual([
      { channelId: groupId, unread: 1, total: before + 1 },
    ]);
    expect(manager.of('Notify')[0]).toEqual({
      kind: 'mention',
      message: 'Alex Morgan mentioned you in #Live desk',
      link: `/communications/${groupId}`,
    });
    await waitUntil(
      () =>
        northwind.of(CommsEvents.newMessage).length === 1 && admin.of(CommsEvents.unreadCount).length === 1,
    );
    expect(northwind.of('Notify')).toEqual([]);
    // The author's own message is read: their count for the channel is 0.
    expect(admin.of(CommsEvents.unreadCount)[0]).toMatchObject({ channelId: groupId, unread: 0 });
    await pause(200);
    for (const outsider of [bluepeak, warehouse])
      for (const method of events) expect(outsider.received[method], method).toEqual([]);
  });
});

describe('typing and read pings', () => {
  it('tell the other members who is typing, at most once a second, after JoinRoom', async () => {
    const admin = await connect('admin');
    const manager = await connect('manager');
    await expect(admin.connection.invoke(CommsCalls.typed, groupId)).rejects.toThrow('JoinRoom');
    await admin.connection.invoke(CommsCalls.joinRoom, groupId);
    await admin.connection.invoke(CommsCalls.typed, groupId);
    await admin.connection.invoke(CommsCalls.typed, groupId);
    await waitUntil(() => manager.of(CommsEvents.userTyped).length === 1);
    expect(manager.of(CommsEvents.userTyped)[0]).toEqual({
      channelId: groupId,
      userId: people.admin.id,
      name: 'Alex Morgan',
    });
    await pause(1100);
    await admin.connection.invoke(CommsCalls.typed, groupId);
    await waitUntil(() => manager.of(CommsEvents.userTyped).length === 2);
    expect(admin.of(CommsEvents.userTyped)).toEqual([]);
  });

  it('mark read and update the reader’s counts in every tab', async () => {
    const message = await c.say('admin', groupId, 'Please confirm');
    const tab1 = await connect('northwind');
    const tab2 = await connect('northwind');
    const answer = await tab1.connection.invoke(CommsCalls.readPing, groupId, message.id);
    expect(answer).toMatchObject({ channelId: groupId, unread: 0 });
    await waitUntil(() => tab2.of(CommsEvents.unreadCount).length === 1);
    expect(tab2.of(CommsEvents.unreadCount)[0]).toEqual(answer);
    await expect(tab1.connection.invoke(CommsCalls.readPing, groupId, 'latest')).rejects.toThrow(
      'Message id must be a number',
    );
    const bluepeak = await connect('bluepeak');
    await expect(bluepeak.connection.invoke(CommsCalls.readPing, groupId, message.id)).rejects.toThrow(
      'Channel not found.',
    );
  });
});

describe('after a dropped connection', () => {
  it('JoinRoom tells the newest id, and the messages missed are fetched after the last one held', async () => {
    const manager = await connect('manager');
    const held = await c.say('admin', groupId, 'before the drop');
    await manager.connection.stop();
    const missed = [await c.say('admin', groupId, 'missed 1'), await c.say('admin', groupId, 'missed 2')];
    const again = await connect('manager');
    const { lastMessageId } = (await again.connection.invoke(CommsCalls.joinRoom, groupId)) as {
      lastMessageId: number;
    };
    expect(lastMessageId).toBe(missed[1]!.id);
    const page = (await c.get('manager', `/channels/${groupId}/messages?after=${held.id}`)).json();
    expect(page.items.map((m: { body: string }) => m.body)).toEqual(['missed 1', 'missed 2']);
  });
});
