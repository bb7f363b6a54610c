/**
 * The generated report declaration's afterAdd (server/resources/declarations/reports.ts): a request
 * queues its job in the request's own transaction, so a job exists exactly when the request commits.
 */
import { eq } from 'drizzle-orm';
import { generatedReports } from '../../db/schema';
import { enqueueJob } from '../../jobs/job-queue';
import type { AfterAddContext } from '../../resources/resource';
import { generatedReportJob, publishReport } from './generated-report.job';

type ReportRow = typeof generatedReports.$inferSelect;

export async function queueReportJob({ tx, row, at, events }: AfterAddContext): Promise<() => void> {
  const report = row as ReportRow;
  const { job } = await enqueueJob(
    { db: tx, clock: { now: () => at } },
    generatedReportJob,
    { reportId: report.id },
    { createdBy: report.requestedBy, vendorId: report.vendorId, key: `generated-report:${report.id}` },
  );
  const [queued] = await tx
    .update(generatedReports)
    .set({ jobId: job.id })
    .where(eq(generatedReports.id, report.id))
    .returning();
  return () => publishReport(events, queued!);
}
