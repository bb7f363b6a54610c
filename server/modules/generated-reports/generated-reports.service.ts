/**
 * Generated reports as users drive them (a request queues its job: generated-report-queue.service.ts):
 * the page reads where one stands with its first rows, a running or waiting report can be cancelled,
 * and any report can be run again as a new request with the same type, name and filters (its history
 * stays). Reading one is the declaration's own scope: the type's permission, vendor and warehouse.
 */
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import {
  REPORT_PREVIEW_ROWS,
  type GeneratedReportView,
  type ReportCell,
} from '../../../src/domain/contracts/generated-reports';
import { generatedReportSchema, reportTypes } from '../../../src/domain/resources/generated-report.schema';
import type { AuthUser } from '../../auth/guard';
import { scopeCondition } from '../../auth/policy';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { generatedReportRows, generatedReports, users } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { conflict, notFound, validateBody } from '../../http/errors';
import { cancelJob } from '../../jobs/job-queue';
import { insertRecord, writableValues } from '../../resources/engine';
import { generatedReportResource } from '../../resources/declarations/reports';
import { recordAction } from '../../audit/action-log';
import { failReport, generatedReportJob } from './generated-report.job';
import { describeReportFilters } from './report-filter-summary.queries';

type ReportRow = typeof generatedReports.$inferSelect;

export interface ReportContext {
  db: Db;
  events: DomainEvents;
  clock: Clock;
  user: AuthUser;
}

/** The report if the user may read it (its type's permission, vendor and warehouse); else 404. */
export async function findReport(db: Db | Tx, user: AuthUser, id: number): Promise<ReportRow> {
  const [row] = await db
    .select()
    .from(generatedReports)
    .where(and(eq(generatedReports.id, id), scopeCondition(generatedReportResource, user)));
  if (!row) throw notFound('Report');
  return row;
}

export const isExpired = (report: ReportRow, now: Date) =>
  report.status === 'Ready' && report.expiresAt !== null && report.expiresAt <= now;

export async function reportView(
  { db, clock, user }: ReportContext,
  id: number,
): Promise<GeneratedReportView> {
  const report = await findReport(db, user, id);
  const expired = isExpired(report, clock.now());
  const [preview, requester] = await Promise.all([
    expired
      ? Promise.resolve([])
      : db
          .select({ cells: generatedReportRows.cells })
          .from(generatedReportRows)
          .where(eq(generatedReportRows.reportId, id))
          .orderBy(asc(generatedReportRows.seq))
          .limit(REPORT_PREVIEW_ROWS),
    report.requestedBy
      ? db
          .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(eq(users.id, report.requestedBy))
      : Promise.resolve([]),
  ]);
  const who = requester[0];
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: report.id,
    type: report.type,
    typeLabel: reportTypes.find((t) => t.value === report.type)?.label ?? report.type,
    name: report.name,
    status: report.status as GeneratedReportView['status'],
    projectId: report.projectId,
    vendorId: report.vendorId,
    warehouseId: report.warehouseId,
    forMultipleStorefronts: report.forMultipleStorefronts,
    filters: report.filters,
    filterSummary: await describeReportFilters(db, report),
    period: report.period ?? null,
    progress: report.progress,
    progressMessage: report.progressMessage,
    rowCount: report.rowCount,
    columns: report.columns,
    preview: preview.map((r) => r.cells as ReportCell[]),
    asOf: iso(report.asOf),
    error: report.error,
    requestedBy: report.requestedBy,
    requestedByName: who ? `${who.firstName} ${who.lastName}`.trim() || who.email : null,
    createdAt: report.createdAt.toISOString(),
    startedAt: iso(report.startedAt),
    completedAt: iso(report.completedAt),
    expiresAt: iso(report.expiresAt),
    expired,
    version: report.version,
  };
}

/**
 * Cancels a report that is waiting or running: a waiting one fails at once; a running one stops at
 * its next batch (the job ends Cancelled and the report Failed, "Cancelled by …"). 409 once ended.
 */
export async function cancelReport(ctx: ReportContext, id: number): Promise<GeneratedReportView> {
  const { db, events, clock, user } = ctx;
  const report = await findReport(db, user, id);
  if (report.status === 'Ready' || report.status === 'Failed')
    throw conflict(
      `This report is already ${report.status === 'Ready' ? 'ready' : 'failed'}; it cannot be cancelled.`,
    );
  const reason = `Cancelled by ${`${user.firstName} ${user.lastName}`.trim() || user.email}.`;
  await db.transaction(async (tx) => {
    await tx.update(generatedReports).set({ error: reason }).where(eq(generatedReports.id, id));
    await recordAction(tx, {
      actorId: user.id,
      resource: generatedReportResource.name,
      resourceId: id,
      action: 'cancel',
      before: { status: report.status },
      after: { status: 'Failed', error: reason },
      projectId: report.projectId,
    });
  });
  if (report.jobId !== null) {
    const job = await cancelJob({ db, events, clock, log: noLog }, report.jobId, generatedReportJob.label);
    // Cancelled before it ran: the runner will never end it, so the report fails here.
    if (!job || job.status === 'Cancelled' || job.status === 'Failed' || job.status === 'Succeeded')
      await failReport({ db, events, clock }, id, report.jobId, reason);
  } else {
    await db
      .update(generatedReports)
      .set({ status: 'Failed', error: reason, completedAt: clock.now() })
      .where(eq(generatedReports.id, id));
  }
  return reportView(ctx, id);
}

/** The journal's process log: a cancel from a request writes nothing there beyond the system log. */
const noLog = { info() {}, warn() {}, error() {} };

/**
 * Runs a report again: a new request with the same type, name, storefront and filters, made by the
 * user who asks (their grants and timezone; a preset period is the current one), checked as any new
 * request is. The first stays in the history. Answers the new report's view.
 */
export async function rerunReport(ctx: ReportContext, id: number): Promise<GeneratedReportView> {
  const { db, events, clock, user } = ctx;
  const report = await findReport(db, user, id);
  const decl = generatedReportResource;
  const values = writableValues(
    decl,
    await validateBody(generatedReportSchema, {
      type: report.type,
      name: report.name,
      projectId: report.projectId,
      forMultipleStorefronts: report.forMultipleStorefronts,
      filters: report.filters,
    }),
  );
  const { saved, afterCommit } = await db.transaction((tx) =>
    insertRecord(tx, decl, user, values, { events, at: clock.now() }),
  );
  afterCommit?.();
  return reportView(ctx, saved.id as number);
}

/**
 * Deletes the rows of reports whose files have expired (the nightly cleanup), a report at a time so
 * no statement grows with the history. Answers how many reports it emptied.
 */
export async function deleteExpiredReportRows(db: Db, now: Date): Promise<number> {
  const expired = await db
    .select({ id: generatedReports.id })
    .from(generatedReports)
    .where(
      and(
        eq(generatedReports.status, 'Ready'),
        lt(generatedReports.expiresAt, now),
        sql`exists (select 1 from ${generatedReportRows} where ${generatedReportRows.reportId} = ${generatedReports.id})`,
      ),
    );
  for (const { id } of expired)
    await db.delete(generatedReportRows).where(eq(generatedReportRows.reportId, id));
  return expired.length;
}
