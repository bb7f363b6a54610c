/**
 * Communications Center channels over HTTP: one direct channel per pair, groups, joining, leaving and
 * adding members, who can be reached (never another vendor's users), members-only access as a matrix
 * over the demo users (404 for everyone else, vendor users of other vendors included), and 400 with a
 * message per field for bad input.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionLog } from '../../server/db/schema';
import { calls, signInAll, type People, type Who } from './communications-fixtures';
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

describe('direct channels', () => {
  it('are one per pair: asking again, from either side, answers the same channel', async () => {
    const first = await c.post('admin', '/channels/direct', { userId: people.manufacturing.id });
    expect(first.statusCode).toBe(201);
    const channel = first.json();
    expect(channel).toMatchObject({
      kind: 'direct',
      name: 'Mina Park',
      peerId: people.manufacturing.id,
      unread: 0,
    });
    expect(channel.members.map((m: { userId: string }) => m.userId).sort()).toEqual(
      [people.admin.id, people.manufacturing.id].sort(),
    );
    const again = await c.post('admin', '/channels/direct', {
      userId: people.manufacturing.id.toUpperCase(),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(channel.id);
    const reverse = await c.post('manufacturing', '/channels/direct', { userId: people.admin.id });
    expect(reverse.statusCode).toBe(200);
    expect(reverse.json()).toMatchObject({ id: channel.id, name: 'Alex Morgan' });

    const logged = await t.database.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.resource, 'channels'), eq(actionLog.resourceId, String(channel.id))));
    expect(logged).toHaveLength(1);
  });

  it('stays one when both sides open it at the same moment', async () => {
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        i % 2
          ? c.post('manager', '/channels/direct', { userId: people.warehouse.id })
          : c.post('warehouse', '/channels/direct', { userId: people.manager.id }),
      ),
    );
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers[0]!.json().memberCount).toBe(2);
  });

  it('reach staff and the own vendor only: never another vendor’s users', async () => {
    const toStaff = await c.post('northwind', '/channels/direct', { userId: people.warehouse.id });
    expect(toStaff.statusCode).toBe(201);
    const toOtherVendor = await c.post('northwind', '/channels/direct', { userId: people.bluepeak.id });
    expect(toOtherVendor.statusCode).toBe(400);
    expect(toOtherVendor.json().fields).toEqual({ userId: 'Choose a user you can message' });

    const seen = (await c.get('northwind', '/people')).json().items.map((p: { email: string }) => p.email);
    expect(seen).toContain('admin@dockhand.test');
    expect(seen).not.toContain('brand@bluepeak.test');
    expect(seen).not.toContain('brand@northwind.test');
    const adminSees = (await c.get('admin', '/people?search=brand')).json().items;
    expect(adminSees.map((p: { email: string }) => p.email).sort()).toEqual([
      'brand@bluepeak.test',
      'brand@northwind.test',
    ]);
  });

  it('refuse bad input with a message per field', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{}, { userId: 'User is required' }],
      [{ userId: 'nobody' }, { userId: 'User must be a user id' }],
      [{ userId: people.admin.id }, { userId: 'Choose someone other than yourself' }],
      [{ userId: '00000000-0000-4000-8000-000000000000' }, { userId: 'Choose a user you can message' }],
    ];
    for (const [body, fields] of cases) {
      const res = await c.post('admin', '/channels/direct', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'bad_request', fields });
    }
    const notObject = await t.request('POST', '/api/communications/channels/direct', {
      token: people.admin.token,
      body: [people.manager.id],
    });
    expect(notObject.statusCode).toBe(400);
    expect((await c.post('admin', '/channels/direct/leave')).statusCode).toBe(404);
  });
});

describe('groups', () => {
  it('are created with their members, joined when open, left, and grown by members', async () => {
    const group = await c.group('admin', 'Inbound desk', ['manager']);
    expect(group.members).toHaveLength(2);
    // Staff join an open group; a vendor user cannot, nor anyone a closed one.
    const joinable = (await c.get('warehouse', '/channels/joinable')).json().items;
    expect(joinable).toContainEqual({ id: group.id, name: 'Inbound desk', memberCount: 2 });
    expect((await c.get('northwind', '/channels/joinable')).json().items).toEqual([]);
    expect((await c.post('northwind', `/channels/${group.id}/join`)).statusCode).toBe(404);
    const joined = await c.post('warehouse', `/channels/${group.id}/join`);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().memberCount).toBe(3);
    expect((await c.post('warehouse', `/channels/${group.id}/join`)).json().memberCount).toBe(3);

    const added = await c.post('manager', `/channels/${group.id}/members`, {
      userIds: [people.manufacturing.id, people.northwind.id],
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().members).toHaveLength(5);
    // A vendor member reaches no other vendor's users.
    const foreign = await c.post('northwind', `/channels/${group.id}/members`, {
      userIds: [people.bluepeak.id],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ userIds: 'Choose a user you can message' });

    expect((await c.post('warehouse', `/channels/${group.id}/leave`)).json()).toEqual({
      channelId: group.id,
      left: true,
    });
    expect((await c.get('warehouse', `/channels/${group.id}`)).statusCode).toBe(404);
    expect(
      (await c.get('warehouse', '/channels')).json().items.map((x: { id: number }) => x.id),
    ).not.toContain(group.id);

    const closed = await c.group('admin', 'Leadership', ['manager'], false);
    expect(
      (await c.get('warehouse', '/channels/joinable')).json().items.map((x: { id: number }) => x.id),
    ).not.toContain(closed.id);
    expect((await c.post('warehouse', `/channels/${closed.id}/join`)).statusCode).toBe(404);
  });

  it('a direct channel cannot be left nor grown', async () => {
    const dm = (await c.post('admin', '/channels/direct', { userId: people.warehouse.id })).json();
    expect((await c.post('admin', `/channels/${dm.id}/leave`)).statusCode).toBe(409);
    const grow = await c.post('admin', `/channels/${dm.id}/members`, { userIds: [people.manager.id] });
    expect(grow.statusCode).toBe(409);
  });

  it('refuse bad input with a message per field', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{}, { name: 'Name is required' }],
      [{ name: '   ', memberIds: [] }, { name: 'Name is required' }],
      [{ name: 'x'.repeat(81) }, { name: 'Name must be at most 80 characters' }],
      [{ name: 'Ops', memberIds: 'everyone' }, { memberIds: 'Members must be a list of users' }],
      [{ name: 'Ops', memberIds: ['not-a-user'] }, { 'memberIds[0]': 'Members must be a user id' }],
      [{ name: 'Ops', isOpen: 'sometimes' }, { isOpen: 'Open must be true or false' }],
      [{ name: 'Ops', memberIds: [people.bluepeak.id] }, { memberIds: 'Choose a user you can message' }],
    ];
    for (const [body, fields] of cases) {
      const res = await c.post('northwind', '/channels/group', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toEqual(fields);
    }
    const members = await c.post('admin', '/channels/1/members', { userIds: [] });
    expect(members.statusCode).toBe(400);
    expect(members.json().fields).toEqual({ userIds: 'Choose at least one user' });
  });
});

describe('only members use a channel', () => {
  const everyone: Who[] = ['admin', 'manager', 'warehouse', 'manufacturing', 'northwind', 'bluepeak'];

  it('answers 404 to everyone else, on every call, vendor users of other vendors included', async () => {
    const group = await c.group('admin', 'Northwind account', ['northwind']);
    const dm = (await c.post('northwind', '/channels/direct', { userId: people.manager.id })).json();
    const message = await c.say('admin', group.id, 'Welcome aboard');
    const matrix: [number, Who[]][] = [
      [group.id, ['admin', 'northwind']],
      [dm.id, ['northwind', 'manager']],
    ];
    for (const [channelId, members] of matrix) {
      for (const who of everyone) {
        const expected = members.includes(who) ? [200, 201] : [404];
        const tries = [
          await c.get(who, `/channels/${channelId}`),
          await c.get(who, `/channels/${channelId}/messages`),
          await c.post(who, `/channels/${channelId}/messages`, { body: `hello from ${who}` }),
          await c.post(who, `/channels/${channelId}/read`, { messageId: message.id }),
        ];
        for (const res of tries)
          expect(expected, `${who} on ${channelId}: ${res.body}`).toContain(res.statusCode);
        const listed = (await c.get(who, '/channels')).json().items.map((x: { id: number }) => x.id);
        expect(listed.includes(channelId), who).toBe(members.includes(who));
      }
    }
    for (const missing of ['999999', '0', '-1', 'abc', '99999999999']) {
      expect((await c.get('admin', `/channels/${missing}`)).statusCode).toBe(404);
      expect((await c.get('admin', `/channels/${missing}/messages`)).statusCode).toBe(404);
    }
  });

  it('needs a signed-in user', async () => {
    expect((await t.request('GET', '/api/communications/channels')).statusCode).toBe(401);
  });
});
