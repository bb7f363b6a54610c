/**
 * The billing run on the job runner (issue 18). On demand (`POST /api/common/orderBillingEntries/run`,
 * a vendor or all and a period) and every night for every vendor: from the first day of the previous
 * month to yesterday, so late events (a return confirmed after month end) are still charged before
 * the month is invoiced. Each page of charges is written only while this attempt holds the job.
 */
import { defineJob } from '../../jobs/job-registry';
import type { ScheduledPayload } from '../../jobs/job-schedules';
import { runBilling, type BillingRunOutcome } from './billing-run.service';

export interface BillingRunPayload {
  vendorIds: number[] | null;
  from: string;
  to: string;
  /** Billing's today when the run was asked for (storage is charged for the days before it). */
  today?: string;
}

export const billingRunJob = defineJob<BillingRunPayload, BillingRunOutcome>({
  name: 'billing-run',
  label: 'Rate billable activity',
  async run({ payload, db, clock, events, signal, progress, whileHeld }) {
    return runBilling({ db, clock, events }, payload, { write: whileHeld, progress, signal });
  },
});

/** The nightly window: the previous month's first day to yesterday (UTC). */
export function nightlyWindow(now: Date): { from: string; to: string } {
  const yesterday = new Date(now.getTime() - 86_400_000);
  const from = new Date(Date.UTC(yesterday.getUTCFullYear(), yesterday.getUTCMonth() - 1, 1));
  return { from: from.toISOString().slice(0, 10), to: yesterday.toISOString().slice(0, 10) };
}

export const nightlyBillingJob = defineJob<ScheduledPayload, BillingRunOutcome>({
  name: 'billing-run-nightly',
  label: 'Rate yesterday’s billable activity',
  async run({ payload, db, clock, events, signal, progress, whileHeld }) {
    const window = nightlyWindow(new Date(payload.scheduledFor ?? clock.now().toISOString()));
    return runBilling(
      { db, clock, events },
      { vendorIds: null, ...window },
      { write: whileHeld, progress, signal },
    );
  },
});
