/**
 * Generated reports beyond the resource engine's list, add and read (server/resources/declarations/
 * reports.ts), under /api/common/generatedReports: the page's view with the first rows, the files
 * (`/{id}/file?format=csv|xlsx`, streamed), cancel and run again. Each reads the report in the
 * user's scope (404 otherwise) with the view or create permission of the contract.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  generatedReportsContract,
  reportFileFormats,
  reportFileName,
} from '../../../src/domain/contracts/generated-reports';
import { currentUser } from '../../auth/guard';
import type { AppDeps } from '../../context';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { reportFileStream, reportFileTypes } from './generated-report.file';
import {
  cancelReport,
  findReport,
  isExpired,
  rerunReport,
  reportView,
  type ReportContext,
} from './generated-reports.service';

const base = generatedReportsContract.base.replace(/^\/api/, '');
const { permissions } = generatedReportsContract;

const idOf = (request: FastifyRequest) => {
  const id = Number((request.params as { id: string }).id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound('Report');
  return id;
};

export async function generatedReportRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;
  const context = (request: FastifyRequest): ReportContext => ({
    db,
    events: deps.events,
    clock: deps.clock,
    user: currentUser(request),
  });

  app.get(`${base}/:id/view`, { config: { access: permissions.view } }, (request) =>
    reportView(context(request), idOf(request)),
  );

  app.get(`${base}/:id/file`, { config: { access: permissions.view } }, async (request, reply) => {
    const format = (request.query as { format?: unknown }).format ?? 'csv';
    if (typeof format !== 'string' || !(reportFileFormats as readonly string[]).includes(format))
      throw badRequest('Some parameters are not valid.', { format: 'Format must be csv or xlsx' });
    const report = await findReport(db, currentUser(request), idOf(request));
    if (report.status !== 'Ready')
      throw conflict(
        report.status === 'Failed'
          ? 'This report failed, so it has no file. Run it again.'
          : 'This report is not ready yet.',
      );
    if (isExpired(report, deps.clock.now()))
      throw new HttpError(410, 'gone', 'This report’s files have expired. Run it again for new ones.');
    const kind = format as keyof typeof reportFileTypes;
    return reply
      .header('content-type', reportFileTypes[kind])
      .header('content-disposition', `attachment; filename="${reportFileName(report, kind)}"`)
      .header('cache-control', 'private, no-store')
      .send(reportFileStream(db, report, kind));
  });

  app.post(`${base}/:id/cancel`, { config: { access: permissions.create } }, (request) =>
    cancelReport(context(request), idOf(request)),
  );

  app.post(`${base}/:id/rerun`, { config: { access: permissions.create } }, async (request, reply) =>
    reply.status(201).send(await rerunReport(context(request), idOf(request))),
  );
}
