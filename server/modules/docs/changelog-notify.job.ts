/**
 * The recurring job that tells the roles of changelog entries once they are due (an entry published
 * for a later time, or one an edit moved into the past). Chosen over checking on read because the
 * Notify must reach people whether or not anyone opens the docs; each due entry is claimed once
 * across processes (changelog-notify.service.ts), so overlapping runs tell nobody twice.
 */
import { defineJob } from '../../jobs/job-registry';
import type { ScheduledPayload } from '../../jobs/job-schedules';
import { notifyDueChangelog } from './changelog-notify.service';

/** How often due entries are looked for: a release note a minute late is on time. */
export const CHANGELOG_NOTIFY_SCHEDULE = '@every 60s';

export const changelogNotifyJob = defineJob<ScheduledPayload, { notifiedEntries: number }>({
  name: 'changelog-notify',
  label: 'Tell users about due changelog entries',
  maxAttempts: 1,
  run: async ({ db, events, clock }) => ({
    notifiedEntries: await notifyDueChangelog(db, events, clock.now()),
  }),
});
