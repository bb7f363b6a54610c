/**
 * Communications Center messages over HTTP: history pages before an id (older) and after one (catching
 * up), unread counts per channel and in total as members post and read, mentions of members only,
 * links to documents the author can open, a resent post answered once, and bad input per field.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, messages, purchaseOrders, vendors } from '../../server/db/schema';
import { calls, signInAll, type People } from './communications-fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let people: People;
let c: ReturnType<typeof calls>;

beforeAll(async () => {
  t = await startTestApp();
  people = await signInAll(t);
  c = calls(t, people);
});
afterAll(() => t.close());

const ids = (page: { items: { id: number }[] }) => page.items.map((m) => m.id);

describe('history', () => {
  it('pages back with before and catches up with after, oldest first, without gaps or repeats', async () => {
    const group = await c.group('admin', 'Paging', ['manager']);
    // 120 messages, written straight in (the API's own posting is covered below).
    const rows = await t.database.db
      .insert(messages)
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          channelId: group.id,
          authorId: people.admin.id,
          body: `m${i}`,
        })),
      )
      .returning({ id: messages.id });
    const all = rows.map((r) => r.id).sort((a, b) => a - b);
    await t.database.db.update(channels).set({ lastMessageId: all[119] }).where(eq(channels.id, group.id));

    const newest = (await c.get('manager', `/channels/${group.id}/messages`)).json();
    expect(newest.hasMore).toBe(true);
    expect(ids(newest)).toEqual(all.slice(70));
    expect(newest.items[49]).toMatchObject({
      body: 'm119',
      authorName: 'Alex Morgan',
      authorId: people.admin.id,
    });

    const older = (await c.get('manager', `/channels/${group.id}/messages?before=${all[70]}`)).json();
    expect(ids(older)).toEqual(all.slice(20, 70));
    expect(older.hasMore).toBe(true);
    const oldest = (await c.get('manager', `/channels/${group.id}/messages?before=${all[20]}`)).json();
    expect(ids(oldest)).toEqual(all.slice(0, 20));
    expect(oldest.hasMore).toBe(false);

    const missed = (
      await c.get('manager', `/channels/${group.id}/messages?after=${all[9]}&limit=100`)
    ).json();
    expect(ids(missed)).toEqual(all.slice(10, 110));
    expect(missed.hasMore).toBe(true);
    const rest = (await c.get('manager', `/channels/${group.id}/messages?after=${all[109]}`)).json();
    expect(ids(rest)).toEqual(all.slice(110));
    expect(rest.hasMore).toBe(false);
    expect((await c.get('manager', `/channels/${group.id}/messages?after=${all[119]}`)).json()).toEqual({
      items: [],
      hasMore: false,
    });
  });

  it('refuses a bad page query with a message per field', async () => {
    const group = await c.group('admin', 'Paging input', []);
    const cases: [string, Record<string, string>][] = [
      ['before=abc', { before: 'Before must be a number' }],
      ['before=0', { before: 'Before must be a positive number' }],
      ['after=-1', { after: 'After cannot be negative' }],
      ['before=5&after=2', { after: 'Give either before or after, not both' }],
      ['limit=0', { limit: 'Limit must be at least 1' }],
      ['limit=500', { limit: 'Limit must be at most 200' }],
      ['limit=2.5', { limit: 'Limit must be a whole number' }],
    ];
    for (const [query, fields] of cases) {
      const res = await c.get('admin', `/channels/${group.id}/messages?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields, query).toEqual(fields);
    }
  });
});

describe('unread counts', () => {
  it('count others’ messages after the last read one, per channel and in total', async () => {
    const group = await c.group('admin', 'Unread', ['manager', 'warehouse']);
    const dm = (await c.post('warehouse', '/channels/direct', { userId: people.manager.id })).json();
    const before = (await c.get('manager', '/unread-counts')).json().total;
    const m1 = await c.say('admin', group.id, 'one');
    const m2 = await c.say('admin', group.id, 'two');
    await c.say('admin', group.id, 'three');
    await c.say('warehouse', dm.id, 'psst');
    await c.say('manager', group.id, 'my own message is no unread one for me');

    // Posting read the channel for the poster: the manager's own message read the three before it.
    const managerList = (await c.get('manager', '/channels')).json();
    expect(managerList.items.find((x: { id: number }) => x.id === group.id)).toMatchObject({
      unread: 0,
      lastMessage: { authorName: 'Maria Lopez', body: 'my own message is no unread one for me' },
    });
    expect(managerList.items.find((x: { id: number }) => x.id === dm.id).unread).toBe(1);
    expect(managerList.totalUnread).toBe(before + 1);

    const warehouse = (await c.get('warehouse', '/unread-counts')).json();
    expect(warehouse.channels).toContainEqual({ channelId: group.id, unread: 4 });
    expect(
      (await c.get('admin', '/channels')).json().items.find((x: { id: number }) => x.id === group.id).unread,
    ).toBe(1);
    // The most recently active channel comes first.
    expect((await c.get('warehouse', '/channels')).json().items[0].id).toBe(group.id);

    const read = await c.post('warehouse', `/channels/${group.id}/read`, { messageId: m2.id });
    expect(read.json()).toEqual({ channelId: group.id, unread: 2, total: warehouse.total - 2 });
    // Never backwards; never past the newest message.
    const back = await c.post('warehouse', `/channels/${group.id}/read`, { messageId: m1.id });
    expect(back.json().unread).toBe(2);
    const beyond = await c.post('warehouse', `/channels/${group.id}/read`, {
      messageId: Number.MAX_SAFE_INTEGER,
    });
    expect(beyond.json()).toMatchObject({ unread: 0, total: warehouse.total - 4 });
    const detail = (await c.get('warehouse', `/channels/${group.id}`)).json();
    expect(detail.lastReadMessageId).toBe(detail.lastMessage.id);

    const bad = await c.post('warehouse', `/channels/${group.id}/read`, { messageId: 'latest' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ messageId: 'Message id must be a number' });
    expect((await c.post('warehouse', `/channels/${group.id}/read`, {})).json().fields).toEqual({
      messageId: 'Message id is required',
    });
  });
});

describe('posting', () => {
  it('mentions members only, links documents the author can open, and answers a resent post once', async () => {
    const group = await c.group('admin', 'Posting', ['manager', 'northwind']);
    const mention = await c.post('admin', `/channels/${group.id}/messages`, {
      body: '@Maria please check',
      mentions: [people.manager.id],
    });
    expect(mention.statusCode).toBe(201);
    expect(mention.json().mentions).toEqual([people.manager.id]);
    const outsider = await c.post('admin', `/channels/${group.id}/messages`, {
      body: '@Walt?',
      mentions: [people.warehouse.id],
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().fields).toEqual({ mentions: 'Mention only members of this channel' });

    const db = t.database.db;
    const [bpo] = await db.select().from(vendors).where(eq(vendors.code, 'BPO'));
    const [nwg] = await db.select().from(vendors).where(eq(vendors.code, 'NWG'));
    const [bluepeakPo] = await db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.vendorId, bpo!.id))
      .limit(1);
    const [northwindPo] = await db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.vendorId, nwg!.id))
      .limit(1);
    const linked = await c.post('northwind', `/channels/${group.id}/messages`, {
      body: 'About this order',
      links: [
        { type: 'purchase_order', id: northwindPo!.id },
        { type: 'purchase_order', id: northwindPo!.id },
      ],
    });
    expect(linked.statusCode).toBe(201);
    expect(linked.json().links).toEqual([
      { type: 'purchase_order', id: northwindPo!.id, label: `Purchase order ${northwindPo!.orderNumber}` },
    ]);
    const foreign = await c.post('northwind', `/channels/${group.id}/messages`, {
      body: 'And theirs',
      links: [{ type: 'purchase_order', id: bluepeakPo!.id }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ 'links[0]': 'Link only documents you can open' });

    const first = await c.post('manager', `/channels/${group.id}/messages`, {
      body: 'Once',
      clientKey: 'k-1',
    });
    const resent = await c.post('manager', `/channels/${group.id}/messages`, {
      body: 'Once',
      clientKey: 'k-1',
    });
    expect([first.statusCode, resent.statusCode]).toEqual([201, 200]);
    expect(resent.json().id).toBe(first.json().id);
    const page = (await c.get('manager', `/channels/${group.id}/messages`)).json();
    expect(page.items.filter((m: { body: string }) => m.body === 'Once')).toHaveLength(1);
  });

  it('refuses bad input with a message per field', async () => {
    const group = await c.group('admin', 'Posting input', []);
    const cases: [unknown, Record<string, string>][] = [
      [{}, { body: 'Message is required' }],
      [{ body: '  \n ' }, { body: 'Message is required' }],
      [{ body: 'x'.repeat(4001) }, { body: 'Message must be at most 4000 characters' }],
      [{ body: { text: 'hi' } }, { body: 'Message must be text' }],
      [{ body: 'hi', mentions: 'all' }, { mentions: 'Mentions must be a list of users' }],
      [
        { body: 'hi', links: [{ type: 'invoice', id: 1 }] },
        { 'links[0].type': 'Link type must be one of: purchase_order, ticket, order' },
      ],
      [{ body: 'hi', links: [{ type: 'order', id: 'x' }] }, { 'links[0].id': 'Link id must be a number' }],
      [{ body: 'hi', clientKey: 'k'.repeat(65) }, { clientKey: 'Client key must be at most 64 characters' }],
    ];
    for (const [body, fields] of cases) {
      const res = await c.post('admin', `/channels/${group.id}/messages`, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().fields).toEqual(fields);
    }
  });
});
