/**
 * Action-log rows for changes to users (DESIGN.md §3). The snapshots leave out the password hash:
 * the log is readable by admins and must never hold anything that helps to sign in.
 */
import { recordAction } from '../audit/action-log';
import type { Tx } from '../db/client';
import type { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type UserSnapshot = Omit<UserRow, 'passwordHash'>;

export function userSnapshot(user: UserRow): UserSnapshot {
  const { passwordHash: _hash, ...rest } = user;
  return rest;
}

/** Records one change to a user, in the transaction that made it. */
export async function logUserChange(
  tx: Tx,
  entry: { actorId: string | null; action: string; before: UserRow | null; after: UserRow | null },
): Promise<void> {
  const subject = entry.after ?? entry.before;
  await recordAction(tx, {
    actorId: entry.actorId,
    resource: 'users',
    resourceId: subject?.id ?? null,
    action: entry.action,
    before: entry.before ? userSnapshot(entry.before) : null,
    after: entry.after ? userSnapshot(entry.after) : null,
  });
}
