/**
 * The changelog (issue 19): readers see published entries newest first; publishing tells the entry's
 * notifyRoles (by default every staff role but developer) with one Notify, exactly once, also when
 * two runs race; an entry published for later is told when due; the unseen count and opening it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changelogEntries, users } from '../../server/db/schema';
import { DomainEvents, type DomainEvent } from '../../server/events/domain-events';
import { notifyDueChangelog } from '../../server/modules/docs/changelog-notify.service';
import { startTestApp, type TestApp } from './harness';

type Notified = Extract<DomainEvent, { type: 'UserNotified' }>;

let t: TestApp;
const events = new DomainEvents();
const heard: Notified[] = [];
let admin: string;
let manager: string;
let vendor: string;

const changelogNotices = () => heard.filter((e) => e.kind === 'changelog');
const userIdsWithRoles = async (roles: string[]) =>
  (await t.database.db.select({ id: users.id, roles: users.roles, status: users.status }).from(users))
    .filter((u) => u.status === 'active' && u.roles.some((r) => roles.includes(r)))
    .map((u) => u.id)
    .sort();
const addEntry = (body: Record<string, unknown>) =>
  t.request('POST', '/api/docs/changelog', { token: admin, body });

beforeAll(async () => {
  events.subscribe((e) => {
    if (e.type === 'UserNotified') heard.push(e);
  });
  t = await startTestApp({}, { events });
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  manager = (await t.login('manager@dockhand.test')).jwtToken;
  vendor = (await t.login('brand@northwind.test')).jwtToken;
});
afterAll(() => t.close());

describe('publishing an entry', () => {
  it('tells the default roles (every staff role but developer) once, linking to the changelog', async () => {
    heard.length = 0;
    const res = await addEntry({ name: 'Version 0.9.6', content: 'Faster lists.' });
    expect(res.statusCode).toBe(201);
    const notices = changelogNotices();
    expect(notices).toHaveLength(1);
    expect(notices[0]!.link).toBe('/changelog');
    expect(notices[0]!.message).toContain('Version 0.9.6');
    const expected = await userIdsWithRoles([
      'superadmin',
      'admin',
      'manager',
      'warehouse-manager',
      'manufacturing-manager',
    ]);
    expect([...notices[0]!.userIds].sort()).toEqual(expected);
    const developers = await userIdsWithRoles(['developer']);
    for (const id of developers) expect(notices[0]!.userIds).not.toContain(id);
    const [row] = await t.database.db
      .select()
      .from(changelogEntries)
      .where(eq(changelogEntries.id, res.json().id));
    expect(row!.notifiedAt).not.toBeNull();
    // The job finds nothing left to tell.
    expect(await notifyDueChangelog(t.database.db, events, new Date())).toBe(0);
    expect(changelogNotices()).toHaveLength(1);
  });

  it('tells only the roles the entry names', async () => {
    heard.length = 0;
    await addEntry({ name: 'For brands', content: 'x', notifyRoles: ['vendor'] });
    expect([...changelogNotices()[0]!.userIds].sort()).toEqual(await userIdsWithRoles(['vendor']));
  });

  it('tells an entry published for later when it is due, once, even when two runs race', async () => {
    heard.length = 0;
    const due = new Date(Date.now() + 3_600_000);
    const res = await addEntry({
      name: 'Version 1.0',
      content: 'Coming soon.',
      publishedAt: due.toISOString(),
    });
    expect(res.statusCode).toBe(201);
    expect(changelogNotices()).toHaveLength(0);
    // Not yet due: nothing.
    expect(await notifyDueChangelog(t.database.db, events, new Date())).toBe(0);
    // Readers do not see it yet; the editor does.
    const list = (token: string) =>
      t
        .request('POST', '/api/docs/changelog/listItems', { token, body: {} })
        .then((r) => r.json().items.map((e: { name: string }) => e.name));
    expect(await list(manager)).not.toContain('Version 1.0');
    expect(await list(admin)).toContain('Version 1.0');
    const later = new Date(due.getTime() + 60_000);
    const claimed = await Promise.all([
      notifyDueChangelog(t.database.db, events, later),
      notifyDueChangelog(t.database.db, events, later),
    ]);
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(1);
    expect(changelogNotices()).toHaveLength(1);
    expect(changelogNotices()[0]!.message).toContain('Version 1.0');
  });
});

describe('reading the changelog', () => {
  it('lists published entries newest first, never future ones', async () => {
    const res = await t.request('GET', '/api/docs/changelog/published', { token: vendor });
    expect(res.statusCode).toBe(200);
    const entries = res.json().entries as { name: string; publishedAt: string }[];
    expect(entries.map((e) => e.name)).not.toContain('Version 1.0');
    expect(entries.map((e) => e.name)).toContain('Version 0.9.4');
    const times = entries.map((e) => e.publishedAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(
      (await t.request('GET', '/api/docs/changelog/published?before=soon', { token: vendor })).statusCode,
    ).toBe(400);
  });

  it('counts unseen entries until the user opens the changelog', async () => {
    const unseen = async () =>
      (await t.request('GET', '/api/docs/changelog/unseen', { token: manager })).json().count as number;
    const published = (await t.request('GET', '/api/docs/changelog/published', { token: manager })).json()
      .entries;
    expect(await unseen()).toBe(published.length);
    const seen = await t.request('POST', '/api/docs/changelog/seen', { token: manager });
    expect(seen.statusCode).toBe(200);
    expect(await unseen()).toBe(0);
    await addEntry({ name: 'Version 0.9.7', content: 'More.' });
    expect(await unseen()).toBe(1);
    // Someone else opening it changes nothing for this user.
    await t.request('POST', '/api/docs/changelog/seen', { token: vendor });
    expect(await unseen()).toBe(1);
  });
});
