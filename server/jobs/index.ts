/**
 * Every timer of a server process, started when the app is ready and stopped (waiting for a running
 * tick) when it closes: the release of expired order holds and the scheduled stock integrity check.
 * Each runs in every process; the work itself is safe to race (see each job).
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../context';
import { startIntegrityWatchdog } from '../modules/inventory/integrity-watchdog.service';
import { releaseExpiredHolds } from '../modules/orders/hold-expiry.job';
import { startIntervalJob, type IntervalJob } from './interval-job';

export function registerJobs(
  app: FastifyInstance,
  { config, database: { db }, events, clock }: AppDeps,
): void {
  const jobs: IntervalJob[] = [];
  app.addHook('onReady', async () => {
    jobs.push(
      startIntervalJob((config.holdExpirySeconds ?? 0) * 1000, () =>
        releaseExpiredHolds(db, events, clock.now(), clock).catch((err: unknown) =>
          app.log.error({ err }, 'releasing expired order holds failed'),
        ),
      ),
      startIntegrityWatchdog(db, app.log, config.integrityCheckMinutes ?? 0),
    );
  });
  app.addHook('onClose', async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  });
}
