/**
 * The background jobs of a server process: the registry of the jobs it can run, the runner that claims
 * and runs them (job-runner.ts), and the scheduler that enqueues the recurring ones (job-schedules.ts).
 * Started when the app is ready (when JOB_POLL_MS is above 0; tests drive `app.jobs` themselves) and
 * stopped on close, the runner waiting for its running jobs.
 *
 * Recurring: the release of expired order holds (HOLD_EXPIRY_SECONDS), the stock integrity check
 * (INTEGRITY_CHECK_MINUTES), both off at 0; the nightly deletions of old finished jobs, expired report
 * files and old automation events; the nightly billing run; changelog entries falling due; exception
 * tickets for orders held too long (EXCEPTION_TICKET_HOURS); the warehouse system syncs
 * (WMS_SYNC_MINUTES). On demand: generated reports, billing runs, automation dispatches and
 * deliveries, warehouse system syncs ("Sync now"). Each due time runs once across every process sharing
 * the database.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { AppDeps } from '../context';
import { automationDeliveryJob } from '../modules/automations/automation-delivery.job';
import { automationDispatchJob } from '../modules/automations/automation-dispatch.job';
import { automationEventExpiryJob } from '../modules/automations/automation-event-expiry.job';
import { billingRunJob, nightlyBillingJob } from '../modules/billing/billing-run.job';
import { CHANGELOG_NOTIFY_SCHEDULE, changelogNotifyJob } from '../modules/docs/changelog-notify.job';
import { integrityCheckJob } from '../modules/inventory/integrity-watchdog.service';
import { generatedReportJob } from '../modules/generated-reports/generated-report.job';
import { reportExpiryJob } from '../modules/generated-reports/report-expiry.job';
import { holdExpiryJob } from '../modules/orders/hold-expiry.job';
import { exceptionTicketJob } from '../modules/support/exception-tickets.job';
import { wmsSyncJob, wmsSyncScheduleJob } from '../modules/wms-sync/wms-sync.job';
import { CredentialBox } from '../integrations/credential-box';
import { jobCleanupJob } from './job-cleanup.job';
import { JobRegistry, type JobDefinition } from './job-registry';
import { JobRunner } from './job-runner';
import { JobScheduler, type ScheduleDefinition } from './job-schedules';

export interface Jobs {
  registry: JobRegistry;
  runner: JobRunner;
  scheduler: JobScheduler;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's job registry, runner and scheduler (tests tick and drain them). */
    jobs: Jobs;
  }
}

/** Every job a server process can run. */
export const jobDefinitions: readonly JobDefinition<never, unknown>[] = [
  holdExpiryJob,
  integrityCheckJob,
  jobCleanupJob,
  generatedReportJob,
  reportExpiryJob,
  billingRunJob,
  nightlyBillingJob,
  changelogNotifyJob,
  automationDispatchJob,
  automationEventExpiryJob,
  wmsSyncScheduleJob,
];

export const DEFAULT_LEASE_SECONDS = 30;
export const DEFAULT_CONCURRENCY = 2;

/** The recurring jobs, as the configuration sets them. */
export function jobSchedulesOf(config: Config): ScheduleDefinition[] {
  const holdSeconds = config.holdExpirySeconds ?? 0;
  const integrityMinutes = config.integrityCheckMinutes ?? 0;
  const wmsMinutes = config.wmsSyncMinutes ?? 0;
  return [
    { job: holdExpiryJob, cron: `@every ${holdSeconds}s`, enabled: holdSeconds > 0 },
    { job: integrityCheckJob, cron: `@every ${integrityMinutes}m`, enabled: integrityMinutes > 0 },
    // Every night at 03:30 UTC.
    { job: jobCleanupJob, cron: '30 3 * * *', enabled: true },
    { job: reportExpiryJob, cron: '45 3 * * *', enabled: true },
    { job: automationEventExpiryJob, cron: '55 3 * * *', enabled: true },
    // Every night at 02:15 UTC, once the day's activity is recorded.
    { job: nightlyBillingJob, cron: '15 2 * * *', enabled: true },
    // Changelog entries published for later tell their roles when due (issue 19).
    { job: changelogNotifyJob, cron: CHANGELOG_NOTIFY_SCHEDULE, enabled: true },
    // Orders held past their marker's hours open a ticket (issue 19); off when no marker has hours.
    {
      job: exceptionTicketJob(config.exceptionTicketHours ?? {}),
      cron: '@every 5m',
      enabled: Object.values(config.exceptionTicketHours ?? {}).some((h) => (h ?? 0) > 0),
    },
    // The warehouse system connections' syncs (issue 20), one job per connection each time.
    { job: wmsSyncScheduleJob, cron: `@every ${wmsMinutes}m`, enabled: wmsMinutes > 0 },
  ];
}

export function registerJobs(
  app: FastifyInstance,
  { config, database: { db }, events, clock, mailer }: AppDeps,
): void {
  // Automation deliveries send through this process's mailer.
  const registry = new JobRegistry(jobDefinitions)
    .register(automationDeliveryJob(mailer))
    // Exception tickets wait the configured hours per marker (EXCEPTION_TICKET_HOURS).
    .register(exceptionTicketJob(config.exceptionTicketHours ?? {}))
    // A warehouse system sync opens its connection's secret with this process's key (CREDENTIALS_KEY).
    .register(wmsSyncJob({ box: new CredentialBox(config.credentialsKey) }));
  const runner = new JobRunner(
    { registry, db, events, clock, log: app.log },
    {
      leaseMs: (config.jobLeaseSeconds ?? DEFAULT_LEASE_SECONDS) * 1000,
      concurrency: config.jobConcurrency ?? DEFAULT_CONCURRENCY,
    },
  );
  const scheduler = new JobScheduler({ db, clock, log: app.log }, jobSchedulesOf(config));
  app.decorate('jobs', { registry, runner, scheduler });
  app.addHook('onReady', async () => {
    await scheduler.sync();
    const pollMs = config.jobPollMs ?? 0;
    if (pollMs > 0) {
      scheduler.start(pollMs);
      runner.start(pollMs);
    }
  });
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await runner.stop();
  });
}
