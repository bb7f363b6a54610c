/**
 * One sync run of a warehouse system connection, as the `wms-sync` job runs it: a row of
 * integration_sync_runs, Running while it works, then Succeeded with what each step did or Failed with
 * the reason (a connector's or the credential box's own message, written for an operator), and one
 * line of the system log (source `wms-sync`) at its end. A failed run throws, so the job runner tries
 * again after its backoff. The secret is opened for the run and never written anywhere: every message
 * kept is scrubbed of it as well, in case a system echoes it back.
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import {
  wmsSystemLabels,
  type WmsSyncCounts,
  type WmsSystem,
} from '../../../src/domain/contracts/wms-connections';
import { recordSystemEvent } from '../../audit/request-log';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { integrationSyncRuns, warehouses, wmsConnections } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { CredentialBoxError, type CredentialBox } from '../../integrations/credential-box';
import { IrmsError } from '../../integrations/irms/transport';
import { TplWmsError } from '../../integrations/tpl-wms/transport';
import type { JobLog } from '../../jobs/job-registry';
import { syncIrms } from './irms-sync.service';
import { syncTpl } from './tpl-sync.service';
import { secretContext } from './wms-connections.service';
import type { SystemSync, TplConnectorFor, WmsConnection } from './wms-sync.types';

export const WMS_SYNC_SOURCE = 'wms-sync';

/** A sync takes minutes at most; one Running for this long lost its process (a crash, a restart). */
const STALE_AFTER_MS = 30 * 60_000;
const INTERRUPTED = 'Interrupted: the server stopped during the sync.';

const systemSyncs: Record<WmsSystem, SystemSync> = { tpl: syncTpl, irms: syncIrms };

export interface WmsSyncPayload {
  connectionId: number;
  trigger: 'schedule' | 'manual';
  /** Who asked for a manual sync (null: the schedule). */
  userId: string | null;
}

export interface WmsSyncDeps {
  db: Db;
  clock: Clock;
  events: DomainEvents;
  box: CredentialBox;
  log: JobLog;
  tplConnectorFor?: TplConnectorFor;
}

export type WmsSyncOutcome =
  { runId: number; status: 'Succeeded'; counts: WmsSyncCounts } | { runId: null; skipped: string };

/** Thrown when a run fails: its message is the run's error, free of the secret. */
export class WmsSyncFailed extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'WmsSyncFailed';
  }
}

/** The reason a run failed as an operator reads it: a connector's own message, else what went wrong. */
function reasonOf(err: unknown): string {
  if (err instanceof TplWmsError || err instanceof IrmsError || err instanceof CredentialBoxError)
    return err.message;
  const message = err instanceof Error ? err.message : String(err);
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : null;
  // A failed query's message holds its SQL and parameters: the database's own words say enough.
  return `Dockhand could not complete the sync: ${message.startsWith('Failed query') && cause ? cause : message}`;
}

const scrub = (text: string, secret: string | null) =>
  secret && secret.length >= 4 ? text.split(secret).join('[hidden]') : text;

/** "facilities 2 created, 5 unchanged; orders pushed 1": the counts that are not zero. */
export function countsText(counts: WmsSyncCounts): string {
  const parts = Object.entries(counts).flatMap(([list, byKind]) => {
    const said = Object.entries(byKind).filter(([, n]) => n !== 0);
    return said.length ? [`${list} ${said.map(([kind, n]) => `${n} ${kind}`).join(', ')}`] : [];
  });
  return parts.length ? parts.join('; ') : 'nothing to do';
}

async function logRun(
  deps: WmsSyncDeps,
  connection: WmsConnection,
  run: { id: number; trigger: string; jobId: number | null },
  outcome: { counts: WmsSyncCounts } | { error: string },
) {
  const [warehouse] = await deps.db
    .select({ code: warehouses.code })
    .from(warehouses)
    .where(eq(warehouses.id, connection.warehouseId));
  const what = `${wmsSystemLabels[connection.system as WmsSystem]} sync of ${warehouse?.code ?? connection.warehouseId} (run ${run.id}, ${run.trigger})`;
  await recordSystemEvent(
    deps.db,
    {
      level: 'error' in outcome ? 'error' : 'info',
      source: WMS_SYNC_SOURCE,
      message:
        'error' in outcome
          ? `${what} failed: ${outcome.error}`
          : `${what} succeeded: ${countsText(outcome.counts)}.`,
      context: {
        runId: run.id,
        connectionId: connection.id,
        system: connection.system,
        warehouseId: connection.warehouseId,
        trigger: run.trigger,
        jobId: run.jobId,
        ...outcome,
      },
    },
    (err) => deps.log.error({ err, runId: run.id }, 'a sync run could not be written to the system log'),
  );
}

/** Runs one sync of the connection; throws WmsSyncFailed when it fails (the job retries it). */
export async function runWmsSync(
  deps: WmsSyncDeps,
  payload: WmsSyncPayload,
  jobId: number | null = null,
): Promise<WmsSyncOutcome> {
  const { db, clock } = deps;
  const [connection] = await db
    .select()
    .from(wmsConnections)
    .where(eq(wmsConnections.id, payload.connectionId));
  if (!connection) return { runId: null, skipped: 'The connection no longer exists.' };
  if (!connection.enabled) return { runId: null, skipped: 'The connection is disabled.' };

  await db
    .update(integrationSyncRuns)
    .set({ status: 'Failed', error: INTERRUPTED, finishedAt: clock.now() })
    .where(
      and(
        eq(integrationSyncRuns.connectionId, connection.id),
        eq(integrationSyncRuns.status, 'Running'),
        lt(integrationSyncRuns.startedAt, new Date(clock.now().getTime() - STALE_AFTER_MS)),
      ),
    );
  const [lastSuccess] = await db
    .select({ startedAt: integrationSyncRuns.startedAt })
    .from(integrationSyncRuns)
    .where(
      and(eq(integrationSyncRuns.connectionId, connection.id), eq(integrationSyncRuns.status, 'Succeeded')),
    )
    .orderBy(desc(integrationSyncRuns.id))
    .limit(1);
  const [started] = await db
    .insert(integrationSyncRuns)
    .values({
      connectionId: connection.id,
      system: connection.system,
      warehouseId: connection.warehouseId,
      trigger: payload.trigger,
      status: 'Running',
      jobId,
      userId: payload.userId,
      startedAt: clock.now(),
    })
    .returning({ id: integrationSyncRuns.id });
  const run = { id: started!.id, trigger: payload.trigger, jobId };

  let secret: string | null = null;
  try {
    secret = deps.box.open(connection.secretSealed, secretContext(connection));
    const counts = await systemSyncs[connection.system as WmsSystem]({
      db,
      clock,
      events: deps.events,
      connection,
      secret,
      runId: run.id,
      lastSuccessAt: lastSuccess?.startedAt ?? null,
      tplConnectorFor: deps.tplConnectorFor,
    });
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx
        .update(integrationSyncRuns)
        .set({ status: 'Succeeded', counts, finishedAt: now })
        .where(eq(integrationSyncRuns.id, run.id));
      await tx.update(wmsConnections).set({ lastSyncAt: now }).where(eq(wmsConnections.id, connection.id));
    });
    await logRun(deps, connection, run, { counts });
    return { runId: run.id, status: 'Succeeded', counts };
  } catch (err) {
    const error = scrub(reasonOf(err), secret);
    await db
      .update(integrationSyncRuns)
      .set({ status: 'Failed', error, finishedAt: clock.now() })
      .where(eq(integrationSyncRuns.id, run.id));
    await logRun(deps, connection, run, { error });
    throw new WmsSyncFailed(error, { cause: err });
  }
}
