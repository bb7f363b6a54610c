/** Action-log rows (DESIGN.md §3): who changed what, when, with the row before and after. */
import type { Tx } from '../db/client';
import { actionLog } from '../db/schema';

export interface ActionEntry {
  actorId: string | null;
  resource: string;
  resourceId: string | number | null;
  action: string;
  before: unknown;
  after: unknown;
  projectId?: number | null;
  /** When it happened, by the context's clock (the demo seed writes a past); omitted: the database's now. */
  at?: Date;
}

/** Records one change, in the transaction that made it. */
export async function recordAction(tx: Tx, entry: ActionEntry): Promise<void> {
  await tx.insert(actionLog).values({
    userId: entry.actorId,
    resource: entry.resource,
    resourceId: entry.resourceId === null ? null : String(entry.resourceId),
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    projectId: entry.projectId ?? null,
    createdAt: entry.at,
  });
}
