/**
 * The integrity watchdog as the screens and the server process see it: the drift list limited to
 * the user's vendors and warehouses, the repair of one balance in scope, and the scheduled check
 * that writes its result to the system log (level error when anything drifts).
 *
 * The server runs the check as a scheduled job (server/jobs, every INTEGRITY_CHECK_MINUTES), each
 * due time in one process. The check itself also takes a transaction-level advisory lock and can skip
 * when another process ran it within a given time, so a caller without the scheduler (the
 * `startIntegrityWatchdog` timer) still writes one system-log row per interval.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import type { IntegrityReport, StockDriftView } from '../../../src/domain/inventory-views';
import { recordSystemEvent, type SystemEvent } from '../../audit/request-log';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { systemLog, warehouseProductLocations } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { notFound } from '../../http/errors';
import { warehouseProductLocationResource } from '../../resources/declarations/inventory';
import { startIntervalJob, type IntervalJob } from '../../jobs/interval-job';
import { defineJob } from '../../jobs/job-registry';
import type { ScheduledPayload } from '../../jobs/job-schedules';
import { findStockDrift, repairStockDrift } from './stock-integrity.service';
import { canSeeVendor, canSeeWarehouse, scopeCondition } from '../../auth/policy';

export const INTEGRITY_SOURCE = 'stock-integrity';
/** Any constant shared by every process; it names the watchdog's advisory lock. */
const LOCK_KEY = 740_221_001;

const inScope = (user: AuthUser, d: { vendorId: number; warehouseId: number }) =>
  canSeeVendor(user, d.vendorId) && canSeeWarehouse(user, d.warehouseId);

/** Runs the check now and answers what drifts in the user's scope, with the last scheduled run. */
export async function integrityReport(db: Db, user: AuthUser): Promise<IntegrityReport> {
  const checkedAt = new Date().toISOString();
  const drifts: StockDriftView[] = (await findStockDrift(db)).filter((d) => inScope(user, d));
  const [last] = await db
    .select({ at: systemLog.createdAt, level: systemLog.level, message: systemLog.message })
    .from(systemLog)
    .where(eq(systemLog.source, INTEGRITY_SOURCE))
    .orderBy(desc(systemLog.createdAt))
    .limit(1);
  return {
    checkedAt,
    drifts,
    lastScheduledRun: last ? { ...last, at: last.at.toISOString() } : null,
  };
}

/** Repairs one balance the user may see (404 otherwise, like a missing one). */
export async function repairInScope(db: Db, events: DomainEvents, user: AuthUser, balanceId: number) {
  const [balance] = await db
    .select({ id: warehouseProductLocations.id })
    .from(warehouseProductLocations)
    .where(
      and(
        eq(warehouseProductLocations.id, balanceId),
        scopeCondition(warehouseProductLocationResource, user),
      ),
    );
  if (!balance) throw notFound('Balance');
  return repairStockDrift(db, events, user.id, balanceId);
}

export interface IntegrityLog {
  info(obj: object, message: string): void;
  error(obj: object, message: string): void;
}

/** The system-log row of a check that found `found` (the demo seed writes its past runs with it too). */
export function integrityCheckEvent(found: readonly { balanceId: number }[]): SystemEvent {
  return {
    level: found.length ? 'error' : 'info',
    source: INTEGRITY_SOURCE,
    message: found.length
      ? `Stock integrity check: ${found.length === 1 ? '1 balance drifts' : `${found.length} balances drift`} from the ledger or allocations.`
      : 'Stock integrity check: balances, ledger and allocations agree.',
    context: {
      driftCount: found.length,
      balanceIds: found.slice(0, 50).map((d) => d.balanceId),
    },
  };
}

/** The system-log row of a check that could not run. */
export const integrityFailureEvent = (err: unknown): SystemEvent => ({
  level: 'error',
  source: INTEGRITY_SOURCE,
  message: `Stock integrity check failed: ${err instanceof Error ? err.message : String(err)}`,
});

/**
 * One scheduled check: the drift count goes to the system log. Answers the number of drifting
 * balances, or null when another process holds the check or ran it within `withinMs`.
 */
export async function runScheduledCheck(db: Db, log: IntegrityLog, withinMs: number): Promise<number | null> {
  const drifts = await db.transaction(async (tx) => {
    const { rows } = (await tx.execute(
      `select pg_try_advisory_xact_lock(${LOCK_KEY}) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!rows[0]?.locked) return null;
    const [recent] = await tx
      .select({ id: systemLog.id })
      .from(systemLog)
      .where(
        and(eq(systemLog.source, INTEGRITY_SOURCE), gt(systemLog.createdAt, new Date(Date.now() - withinMs))),
      )
      .limit(1);
    if (recent) return null;
    const found = await findStockDrift(tx);
    await tx.insert(systemLog).values(integrityCheckEvent(found));
    return found.length;
  });
  if (drifts !== null) log[drifts ? 'error' : 'info']({ drifts }, 'stock integrity check ran');
  return drifts;
}

/**
 * The scheduled job: the scheduler already gives each due time to one process, so it skips only while
 * another process holds the check. A check that cannot run is logged under the check's own source too,
 * so the Stock integrity screen shows it as the last scheduled run.
 */
export const integrityCheckJob = defineJob<ScheduledPayload, { drifts: number | null }>({
  name: 'stock-integrity-check',
  label: 'Stock integrity check',
  maxAttempts: 1,
  async run({ db, log }) {
    try {
      return { drifts: await runScheduledCheck(db, log, 0) };
    } catch (err) {
      await recordSystemEvent(db, integrityFailureEvent(err), (failure) =>
        log.error({ err: failure }, 'stock integrity check could not be logged'),
      );
      throw err;
    }
  },
});

/**
 * Runs the check every `minutes` (0: never) on a timer of this process until stopped; the first run
 * comes after one interval. The server uses `integrityCheckJob` instead.
 */
export function startIntegrityWatchdog(db: Db, log: IntegrityLog, minutes: number): IntervalJob {
  const interval = minutes * 60_000;
  // Slightly less than the interval, so timer jitter never makes a process skip its turn.
  return startIntervalJob(interval, () =>
    runScheduledCheck(db, log, interval * 0.9).catch((err: unknown) =>
      recordSystemEvent(db, integrityFailureEvent(err), (failure) =>
        log.error({ err: failure }, 'stock integrity check could not be logged'),
      ),
    ),
  );
}
