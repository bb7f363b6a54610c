/**
 * The changelog as readers see it: published entries (publishedAt ≤ now), newest first, a page at a
 * time; how many were published since the user last opened it (users.changelog_seen_at; never opened
 * counts them all), for the navigation badge; and opening it, which clears that count.
 */
import { and, count, desc, eq, gt, lt, lte } from 'drizzle-orm';
import {
  CHANGELOG_PAGE_SIZE,
  type ChangelogPage,
  type ChangelogUnseen,
} from '../../../src/domain/contracts/docs-reader';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { changelogEntries, users } from '../../db/schema';
import { badRequest } from '../../http/errors';

/** The published entries older than `before` (an ISO instant from the last page), newest first. */
export async function publishedChangelog(db: Db, now: Date, before: unknown): Promise<ChangelogPage> {
  let cursor: Date | null = null;
  if (before !== undefined && before !== '') {
    cursor = typeof before === 'string' ? new Date(before) : null;
    if (!cursor || Number.isNaN(cursor.getTime()))
      throw badRequest('Some fields are not valid.', { before: 'Before must be a date and time' });
  }
  const rows = await db
    .select({
      id: changelogEntries.id,
      name: changelogEntries.name,
      content: changelogEntries.content,
      publishedAt: changelogEntries.publishedAt,
    })
    .from(changelogEntries)
    .where(
      and(
        lte(changelogEntries.publishedAt, now),
        cursor ? lt(changelogEntries.publishedAt, cursor) : undefined,
      ),
    )
    .orderBy(desc(changelogEntries.publishedAt), desc(changelogEntries.id))
    .limit(CHANGELOG_PAGE_SIZE + 1);
  const entries = rows.slice(0, CHANGELOG_PAGE_SIZE).map((r) => ({
    ...r,
    publishedAt: r.publishedAt.toISOString(),
  }));
  return {
    entries,
    olderBefore: rows.length > CHANGELOG_PAGE_SIZE ? entries.at(-1)!.publishedAt : null,
  };
}

/** Entries published since the user last opened the changelog. */
export async function unseenChangelog(db: Db, user: AuthUser, now: Date): Promise<ChangelogUnseen> {
  const [me] = await db.select({ seenAt: users.changelogSeenAt }).from(users).where(eq(users.id, user.id));
  const [row] = await db
    .select({ n: count() })
    .from(changelogEntries)
    .where(
      and(
        lte(changelogEntries.publishedAt, now),
        me?.seenAt ? gt(changelogEntries.publishedAt, me.seenAt) : undefined,
      ),
    );
  return { count: row?.n ?? 0 };
}

/** The user opened the changelog at `now`: nothing published until then is unseen any more. */
export async function markChangelogSeen(db: Db, user: AuthUser, now: Date): Promise<ChangelogUnseen> {
  await db.update(users).set({ changelogSeenAt: now }).where(eq(users.id, user.id));
  return { count: 0 };
}
