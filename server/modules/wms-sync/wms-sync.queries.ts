/**
 * Reads of the warehouse system syncs: the runs (the sync log, newest first, limited to the user's
 * warehouses), each connection's last run, and the sync job a connection already has queued or
 * running (so "Sync now" and the schedule never stack a second one).
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { WmsPage, WmsSyncRunRow, WmsSystem } from '../../../src/domain/contracts/wms-connections';
import type { Sendable } from '../../../src/domain/contracts/wire';
import type { AuthUser } from '../../auth/guard';
import { warehouseScope } from '../../auth/policy';
import type { Db, Tx } from '../../db/client';
import { integrationSyncRuns, jobs, users, warehouses } from '../../db/schema';

type Reader = Db | Tx;

export const WMS_SYNC_JOB_NAME = 'wms-sync';

const userName = sql<
  string | null
>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

const runColumns = {
  id: integrationSyncRuns.id,
  connectionId: integrationSyncRuns.connectionId,
  system: sql<WmsSystem>`${integrationSyncRuns.system}`,
  warehouseId: integrationSyncRuns.warehouseId,
  warehouseName: warehouses.fullName,
  trigger: integrationSyncRuns.trigger,
  status: sql<WmsSyncRunRow['status']>`${integrationSyncRuns.status}`,
  counts: integrationSyncRuns.counts,
  error: integrationSyncRuns.error,
  jobId: integrationSyncRuns.jobId,
  userName,
  startedAt: integrationSyncRuns.startedAt,
  finishedAt: integrationSyncRuns.finishedAt,
};

const selectRuns = (db: Reader) =>
  db
    .select(runColumns)
    .from(integrationSyncRuns)
    .innerJoin(warehouses, eq(warehouses.id, integrationSyncRuns.warehouseId))
    .leftJoin(users, eq(users.id, integrationSyncRuns.userId))
    .$dynamic();

export type RunRow = Awaited<ReturnType<typeof runRow>>;

export async function runRow(db: Reader, id: number) {
  const [row] = await selectRuns(db).where(eq(integrationSyncRuns.id, id));
  return row! satisfies Sendable<WmsSyncRunRow>;
}

/** The newest run of each of these connections. */
export async function lastRuns(db: Reader, connectionIds: readonly number[]) {
  if (connectionIds.length === 0) return new Map<number, RunRow>();
  const rows = await db
    .selectDistinctOn([integrationSyncRuns.connectionId], runColumns)
    .from(integrationSyncRuns)
    .innerJoin(warehouses, eq(warehouses.id, integrationSyncRuns.warehouseId))
    .leftJoin(users, eq(users.id, integrationSyncRuns.userId))
    .where(inArray(integrationSyncRuns.connectionId, [...connectionIds]))
    .orderBy(integrationSyncRuns.connectionId, desc(integrationSyncRuns.id));
  return new Map(rows.map((row) => [row.connectionId, row]));
}

export interface RunsQuery {
  system: WmsSystem | null;
  warehouseId: number | null;
  page: number;
  perPage: number;
}

/** The sync log, newest first, of the warehouses the user may see. */
export async function listRuns(db: Db, user: AuthUser, query: RunsQuery) {
  const where: SQL | undefined = and(
    warehouseScope(user, integrationSyncRuns.warehouseId),
    query.system ? eq(integrationSyncRuns.system, query.system) : undefined,
    query.warehouseId ? eq(integrationSyncRuns.warehouseId, query.warehouseId) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(integrationSyncRuns).where(where);
  const items = await selectRuns(db)
    .where(where)
    .orderBy(desc(integrationSyncRuns.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { total: total?.n ?? 0, items } satisfies Sendable<WmsPage<WmsSyncRunRow>>;
}

/** The connection's sync job that is queued (or waiting for a retry) or running, if any. */
export async function activeSyncJob(db: Reader, connectionId: number) {
  const [job] = await db
    .select({ id: jobs.id, status: jobs.status, runAt: jobs.runAt })
    .from(jobs)
    .where(
      and(
        eq(jobs.name, WMS_SYNC_JOB_NAME),
        inArray(jobs.status, ['Queued', 'Running']),
        sql`(${jobs.payload}->>'connectionId')::int = ${connectionId}`,
      ),
    )
    .orderBy(desc(jobs.id))
    .limit(1);
  return job ?? null;
}
