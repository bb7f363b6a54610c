/**
 * Publishing a changelog entry tells its notifyRoles (spec §6: every staff role but developer by
 * default) with a Notify: a UserNotified event to the active users holding one of those roles.
 *
 * Exactly once: an entry is claimed by `update … set notified_at = now where notified_at is null and
 * published_at <= now returning`, so of two processes (or a job and an add) racing for the same entry
 * only one gets the row back and tells anyone. The claim and the recipients' query share a
 * transaction; the event is published after it commits. An entry added already published is claimed
 * in its own add's transaction (nobody else can see it yet); one published for later, or moved into
 * the past by an edit, is claimed by the recurring job (changelog-notify.job.ts) when it is due.
 */
import { and, arrayOverlaps, asc, eq, isNull, lte } from 'drizzle-orm';
import { docsScreenPaths } from '../../../src/domain/contracts/docs-reader';
import type { Db, Tx } from '../../db/client';
import { changelogEntries, users } from '../../db/schema';
import type { DomainEvent, DomainEvents } from '../../events/domain-events';

/** How many due entries one job run takes at most (the next run takes the rest). */
const BATCH = 20;

type Entry = { id: number; name: string; notifyRoles: string[] };

/** The Notify for one claimed entry, or null when no active user holds one of its roles. */
async function notificationFor(tx: Tx | Db, entry: Entry): Promise<DomainEvent | null> {
  if (entry.notifyRoles.length === 0) return null;
  const recipients = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, 'active'), arrayOverlaps(users.roles, entry.notifyRoles)));
  if (recipients.length === 0) return null;
  return {
    type: 'UserNotified',
    userIds: recipients.map((u) => u.id),
    kind: 'changelog',
    message: `What’s new: ${entry.name}`,
    link: docsScreenPaths.changelog,
  };
}

/**
 * Claims entry `id` when it is due by `at` and nobody told its roles yet. Answers null when it was not
 * this call's to claim, else the Notify to publish once `tx` commits (null: nobody holds its roles).
 */
export async function claimChangelogNotification(
  tx: Tx,
  id: number,
  at: Date,
): Promise<{ event: DomainEvent | null } | null> {
  const [claimed] = await tx
    .update(changelogEntries)
    .set({ notifiedAt: at })
    .where(
      and(
        eq(changelogEntries.id, id),
        isNull(changelogEntries.notifiedAt),
        lte(changelogEntries.publishedAt, at),
      ),
    )
    .returning({
      id: changelogEntries.id,
      name: changelogEntries.name,
      notifyRoles: changelogEntries.notifyRoles,
    });
  return claimed ? { event: await notificationFor(tx, claimed) } : null;
}

/**
 * Tells the roles of every entry due by `now` and not yet told, each in a transaction of its own;
 * answers how many entries this call claimed.
 */
export async function notifyDueChangelog(db: Db, events: DomainEvents, now: Date): Promise<number> {
  const due = await db
    .select({ id: changelogEntries.id })
    .from(changelogEntries)
    .where(and(isNull(changelogEntries.notifiedAt), lte(changelogEntries.publishedAt, now)))
    .orderBy(asc(changelogEntries.publishedAt))
    .limit(BATCH);
  let claimed = 0;
  for (const { id } of due) {
    const outcome = await db.transaction((tx) => claimChangelogNotification(tx, id, now));
    if (!outcome) continue;
    claimed++;
    if (outcome.event) events.publish(outcome.event);
  }
  return claimed;
}
