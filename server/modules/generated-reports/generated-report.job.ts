/**
 * The job that produces a generated report (spec §3): Requested → Processing → Ready, or Failed with
 * the reason kept. It reads as the user who asked (their grants as they stand now, their timezone for
 * the period), stores the rows batch by batch (generated_report_rows, from which the files are
 * streamed), and reports progress and the row count as it goes: the report's page shows them live
 * and its preview fills while it runs. A retry starts over (the rows of an earlier attempt are
 * deleted first). Each batch is written only while this attempt still holds the job (`whileHeld`),
 * so a process taken for dead that wakes up adds nothing to what the process that took over wrote. Every write is guarded by the report's job id, so a report run again in place by
 * a newer job is never written by an older one.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { generatedReportScreenPath, REPORT_FILE_DAYS } from '../../../src/domain/contracts/generated-reports';
import { periodInstants, resolveReportPeriod } from '../../../src/domain/report-periods';
import { reportFilterSchemas, type ReportType } from '../../../src/domain/resources/generated-report.schema';
import { effectiveTimezoneOffset } from '../../../src/domain/timezone';
import { loadUserGrants } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import { generatedReportRows, generatedReports } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { defineJob, type JobEndedDeps } from '../../jobs/job-registry';
import { reportProducers } from './report-types/all-types.report';
import { recordReportReadyAutomation } from '../automations/automation-event-inputs.service';

type ReportRow = typeof generatedReports.$inferSelect;

const DAY_MS = 86_400_000;

/** Tells everyone who may read the report where it stands (server/hub/hub-audience.ts). */
export function publishReport(events: DomainEvents, report: ReportRow): void {
  events.publish({
    type: 'GeneratedReportUpdated',
    reportId: report.id,
    reportType: report.type,
    status: report.status,
    progress: report.progress,
    progressMessage: report.progressMessage,
    rowCount: report.rowCount,
    vendorId: report.vendorId,
    warehouseId: report.warehouseId,
  });
}

/** The Notify its requester gets when it is ready or failed. */
function notifyRequester(events: DomainEvents, report: ReportRow): void {
  if (!report.requestedBy) return;
  const message =
    report.status === 'Ready'
      ? `Your report “${report.name}” is ready (${report.rowCount.toLocaleString('en-US')} rows).`
      : `Your report “${report.name}” failed: ${report.error ?? 'unknown error'}`;
  events.publish({
    type: 'UserNotified',
    userIds: [report.requestedBy],
    kind: 'report',
    message,
    link: generatedReportScreenPath(report.id),
  });
}

/**
 * Updates the report while it is under way (Requested or Processing) and `jobId` is still the one
 * producing it; answers the row, or null.
 */
async function updateReport(
  db: Db | Tx,
  reportId: number,
  jobId: number,
  values: Partial<typeof generatedReports.$inferInsert>,
): Promise<ReportRow | null> {
  const [row] = await db
    .update(generatedReports)
    .set(values)
    .where(
      and(
        eq(generatedReports.id, reportId),
        eq(generatedReports.jobId, jobId),
        inArray(generatedReports.status, ['Requested', 'Processing']),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Marks a report Failed with `reason` (a job that ended Failed or Cancelled; a cancel before it ran)
 * and tells its requester. Its rows so far are deleted: a failed report has no files.
 */
export async function failReport(
  { db, events, clock }: JobEndedDeps,
  reportId: number,
  jobId: number,
  reason: string,
): Promise<ReportRow | null> {
  const now = clock.now();
  const row = await db.transaction(async (tx) => {
    const failed = await updateReport(tx, reportId, jobId, {
      status: 'Failed',
      error: reason,
      progressMessage: null,
      completedAt: now,
      updatedAt: now,
    });
    if (failed) await tx.delete(generatedReportRows).where(eq(generatedReportRows.reportId, reportId));
    return failed;
  });
  if (row) {
    publishReport(events, row);
    notifyRequester(events, row);
  }
  return row;
}

export const generatedReportJob = defineJob<{ reportId: number }, { rows: number } | null>({
  name: 'generated-report',
  label: 'Generate a report',
  // A failure is usually the data or the filters; one retry covers a dropped connection.
  maxAttempts: 2,
  timeoutMs: 60 * 60_000,

  async run({ job, payload, signal, progress, whileHeld, db, events, clock }) {
    const [report] = await db
      .select()
      .from(generatedReports)
      .where(eq(generatedReports.id, payload.reportId));
    // Deleted, run again by a newer job, or already ended: nothing to do.
    if (!report || report.jobId !== job.id || !['Requested', 'Processing'].includes(report.status))
      return null;
    const type = report.type as ReportType;
    const producer = reportProducers[type];
    if (!producer) throw new Error(`Reports of type ${report.type} cannot be produced.`);
    const user = report.requestedBy ? await loadUserGrants(db, report.requestedBy) : null;
    if (!user) throw new Error('The user who asked for this report can no longer sign in.');
    const filters = (await reportFilterSchemas[type].validate(report.filters, {
      stripUnknown: true,
    })) as Record<string, unknown>;
    const now = clock.now();
    const offset = effectiveTimezoneOffset(user.timezone, now);
    const period = resolveReportPeriod(filters, offset, now);
    const columns = producer.columns(filters);

    const started = await whileHeld(async (tx) => {
      await tx.delete(generatedReportRows).where(eq(generatedReportRows.reportId, report.id));
      const [row] = await tx
        .update(generatedReports)
        .set({
          status: 'Processing',
          startedAt: now,
          updatedAt: now,
          progress: 0,
          progressMessage: 'Reading…',
          columns,
          period,
          rowCount: 0,
          asOf: null,
        })
        .where(and(eq(generatedReports.id, report.id), eq(generatedReports.jobId, job.id)))
        .returning();
      return row!;
    });
    publishReport(events, started);
    await progress(0, 'Reading…');

    const context = {
      db,
      user,
      filters,
      projectId: report.forMultipleStorefronts ? null : report.projectId,
      period,
      ...periodInstants(period),
      now,
      signal,
    };
    let fraction = 0;
    const { asOf, rows } = await producer.produce(context, async (f) => {
      fraction = Math.max(fraction, Math.min(1, f));
    });
    let count = 0;
    for await (const batch of rows) {
      if (batch.length === 0) continue;
      const seq = count;
      count += batch.length;
      const message = `${count.toLocaleString('en-US')} rows so far`;
      const moved = await whileHeld(async (tx) => {
        await tx
          .insert(generatedReportRows)
          .values(batch.map((cells, i) => ({ reportId: report.id, seq: seq + i, cells })));
        return updateReport(tx, report.id, job.id, {
          progress: Math.round(fraction * 99),
          progressMessage: message,
          rowCount: count,
        });
      });
      if (!moved) throw new Error('The report was cancelled or run again.');
      publishReport(events, moved);
      // Throws when the report was cancelled meanwhile: the runner ends the job Cancelled.
      await progress(Math.round(fraction * 99), message);
    }

    const done = clock.now();
    const ready = await whileHeld(async (tx) => {
      const row = await updateReport(tx, report.id, job.id, {
        status: 'Ready',
        progress: 100,
        progressMessage: null,
        rowCount: count,
        asOf,
        error: null,
        completedAt: done,
        updatedAt: done,
        expiresAt: new Date(done.getTime() + REPORT_FILE_DAYS * DAY_MS),
      });
      if (row) await recordReportReadyAutomation(tx, done, row);
      return row;
    });
    if (!ready) throw new Error('The report was cancelled or run again.');
    publishReport(events, ready);
    notifyRequester(events, ready);
    return { rows: count };
  },

  async onEnded(deps, job) {
    const { reportId } = job.payload as { reportId: number };
    const [report] = await deps.db
      .select({ error: generatedReports.error })
      .from(generatedReports)
      .where(eq(generatedReports.id, reportId));
    // A cancel wrote who asked for it into the report's error (generated-reports.service.ts).
    const reason =
      job.status === 'Cancelled' ? (report?.error ?? 'Cancelled.') : (job.lastError ?? 'Unknown error');
    await failReport(deps, reportId, job.id, reason);
  },
});
