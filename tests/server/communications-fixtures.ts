/** What the Communications Center suites share: the demo users signed in, and the calls. */
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import type { TestApp } from './harness';

export const demoEmails = {
  admin: 'admin@dockhand.test',
  manager: 'manager@dockhand.test',
  warehouse: 'warehouse@dockhand.test',
  manufacturing: 'manufacturing@dockhand.test',
  northwind: 'brand@northwind.test',
  bluepeak: 'brand@bluepeak.test',
} as const;

export type Who = keyof typeof demoEmails;
export type People = Record<Who, { token: string; id: string }>;

export async function signInAll(t: TestApp): Promise<People> {
  const entries = await Promise.all(
    Object.entries(demoEmails).map(async ([who, email]) => {
      const body = await t.login(email);
      return [who, { token: body.jwtToken, id: body.id }] as const;
    }),
  );
  return Object.fromEntries(entries) as People;
}

/** Adds permissions of its own to a demo user (the session reads them fresh on the next call). */
export async function grant(t: TestApp, email: string, permissions: string[]) {
  await t.database.db.update(users).set({ permissions }).where(eq(users.email, email));
}

export function calls(t: TestApp, people: People) {
  const as = (who: Who) => people[who].token;
  return {
    get: (who: Who, url: string) => t.request('GET', `/api/communications${url}`, { token: as(who) }),
    post: (who: Who, url: string, body?: unknown) =>
      t.request('POST', `/api/communications${url}`, { token: as(who), body: body ?? {} }),
    group: async (who: Who, name: string, members: Who[], isOpen = true) => {
      const res = await t.request('POST', '/api/communications/channels/group', {
        token: as(who),
        body: { name, memberIds: members.map((m) => people[m].id), isOpen },
      });
      if (res.statusCode !== 201) throw new Error(`group answered ${res.statusCode}: ${res.body}`);
      return res.json() as { id: number; members: { userId: string }[] };
    },
    say: async (who: Who, channelId: number, body: string, extra: Record<string, unknown> = {}) => {
      const res = await t.request('POST', `/api/communications/channels/${channelId}/messages`, {
        token: as(who),
        body: { body, ...extra },
      });
      if (res.statusCode !== 201) throw new Error(`post answered ${res.statusCode}: ${res.body}`);
      return res.json() as { id: number; body: string; authorName: string };
    },
  };
}
