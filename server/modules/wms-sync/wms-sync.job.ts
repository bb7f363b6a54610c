/**
 * The warehouse system syncs on the job runner.
 *
 * - `wms-sync` runs one sync of one connection (wms-sync.service.ts); a failed run is tried again by
 *   the runner, 3 attempts with a backoff from one minute. Its handler opens the connection's secret,
 *   so it is built with the process's credential box (registerJobs).
 * - `wms-sync-schedule`, every WMS_SYNC_MINUTES, queues one `wms-sync` per enabled connection, keyed
 *   by the connection and the due time, so however many processes see the due time, each connection
 *   gets one job.
 * - "Sync now" (queueSync) queues the same job for a person.
 *
 * Neither queues a second job for a connection that has one queued (or waiting for its retry) or
 * running: the schedule skips it; "Sync now" answers that job (and, when it is waiting for a retry,
 * brings it forward to now). The connection row is locked meanwhile, so two requests at once cannot
 * both find none.
 */
import { and, eq } from 'drizzle-orm';
import type { WmsSystem } from '../../../src/domain/contracts/wms-connections';
import type { Sendable } from '../../../src/domain/contracts/wire';
import type { WmsSyncAnswer } from '../../../src/domain/contracts/wms-connections';
import type { AuthUser } from '../../auth/guard';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { wmsConnections } from '../../db/schema';
import { conflict } from '../../http/errors';
import type { CredentialBox } from '../../integrations/credential-box';
import { enqueueJob, runQueuedJobNow } from '../../jobs/job-queue';
import { defineJob, type JobDefinition } from '../../jobs/job-registry';
import type { ScheduledPayload } from '../../jobs/job-schedules';
import { warehouseInScope } from './wms-access.policy';
import { runWmsSync, type WmsSyncOutcome, type WmsSyncPayload } from './wms-sync.service';
import { activeSyncJob, WMS_SYNC_JOB_NAME } from './wms-sync.queries';
import type { TplConnectorFor } from './wms-sync.types';

/** The sync job as the queue knows it (its name and attempts); its handler comes with wmsSyncJob. */
const WMS_SYNC_JOB = {
  name: WMS_SYNC_JOB_NAME,
  label: 'Sync a warehouse system',
  maxAttempts: 3,
  backoff: { baseMs: 60_000, maxMs: 10 * 60_000 },
  // Below the 30 minutes after which a Running run counts as interrupted.
  timeoutMs: 25 * 60_000,
} as const;

export interface WmsSyncJobDeps {
  box: CredentialBox;
  /** How a 3PL connection's WMS is reached (tests pass a fake). */
  tplConnectorFor?: TplConnectorFor;
}

export const wmsSyncJob = (deps: WmsSyncJobDeps) =>
  defineJob<WmsSyncPayload, WmsSyncOutcome>({
    ...WMS_SYNC_JOB,
    run: ({ payload, job, db, clock, events, log }) =>
      runWmsSync({ db, clock, events, log, ...deps }, payload, job.id),
  });

/** What enqueueing needs of the job: never run from here (the registered wmsSyncJob runs it). */
const queued: JobDefinition<WmsSyncPayload, unknown> = {
  ...WMS_SYNC_JOB,
  run: () => Promise.reject(new Error('The wms-sync job runs through the handler registerJobs registers.')),
};

/** Queues a sync of the locked connection unless one is queued or running; answers the job's id. */
async function queueFor(
  tx: Tx,
  clock: Clock,
  connectionId: number,
  payload: WmsSyncPayload,
  key: string | null,
): Promise<{ jobId: number; created: boolean }> {
  const active = await activeSyncJob(tx, connectionId);
  if (active) return { jobId: active.id, created: false };
  const { job, created } = await enqueueJob({ db: tx, clock }, queued, payload, {
    key,
    createdBy: payload.userId,
  });
  return { jobId: job.id, created };
}

/** "Sync now": 404 outside the user's warehouses, 409 without an enabled connection. */
export async function queueSync(
  { db, clock }: { db: Db; clock: Clock },
  user: AuthUser,
  system: WmsSystem,
  warehouseId: number,
) {
  const { jobId, created } = await db.transaction(async (tx) => {
    await warehouseInScope(tx, user, warehouseId);
    const [connection] = await tx
      .select()
      .from(wmsConnections)
      .where(and(eq(wmsConnections.system, system), eq(wmsConnections.warehouseId, warehouseId)))
      .for('update');
    if (!connection) throw conflict('This warehouse has no connection to the system yet: save one first.');
    if (!connection.enabled) throw conflict('The connection is disabled: enable it to sync.');
    return queueFor(
      tx,
      clock,
      connection.id,
      { connectionId: connection.id, trigger: 'manual', userId: user.id },
      null,
    );
  });
  if (!created) await runQueuedJobNow({ db, clock }, jobId);
  return { jobId } satisfies Sendable<WmsSyncAnswer>;
}

export const wmsSyncScheduleJob = defineJob<ScheduledPayload, { queued: number }>({
  name: 'wms-sync-schedule',
  label: 'Queue the warehouse system syncs',
  async run({ payload, db, clock }) {
    const enabled = await db
      .select({ id: wmsConnections.id })
      .from(wmsConnections)
      .where(eq(wmsConnections.enabled, true))
      .orderBy(wmsConnections.id);
    let count = 0;
    for (const { id } of enabled) {
      const { created } = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ id: wmsConnections.id })
          .from(wmsConnections)
          .where(and(eq(wmsConnections.id, id), eq(wmsConnections.enabled, true)))
          .for('update');
        if (!locked) return { created: false };
        return queueFor(
          tx,
          clock,
          id,
          { connectionId: id, trigger: 'schedule', userId: null },
          `${WMS_SYNC_JOB_NAME}:${id}:${payload.scheduledFor}`,
        );
      });
      if (created) count++;
    }
    return { queued: count };
  },
});
