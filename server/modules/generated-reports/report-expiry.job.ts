/** Every night: the rows (so the files) of generated reports past their expiry are deleted. */
import { defineJob } from '../../jobs/job-registry';
import type { ScheduledPayload } from '../../jobs/job-schedules';
import { deleteExpiredReportRows } from './generated-reports.service';

export const reportExpiryJob = defineJob<ScheduledPayload, { reports: number }>({
  name: 'generated-report-expiry',
  label: 'Delete expired report files',
  maxAttempts: 1,
  async run({ db, clock }) {
    return { reports: await deleteExpiredReportRows(db, clock.now()) };
  },
});
