/**
 * Charges beyond the engine's list, add and read (server/resources/declarations/billing.ts), under
 * /api/common/orderBillingEntries: the billing run (a job), the unbilled check, the ledger's totals and
 * export under the list's filters, a client's open period, one charge's trace, and disputes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { billingRunSchema, unbilledSchema } from '../../../src/domain/billing/billing-period.schema';
import { orderBillingEntriesContract } from '../../../src/domain/contracts/order-billing-entries';
import { currentUser } from '../../auth/guard';
import { canSeeVendor } from '../../auth/policy';
import type { AppDeps } from '../../context';
import { badRequest, notFound, validateBody } from '../../http/errors';
import { recordIdOf } from '../../http/step-request';
import { primed, tableFileStream, tableFileTypes } from '../../http/table-file';
import { enqueueJob } from '../../jobs/job-queue';
import { billingRunJob } from './billing-run.job';
import { todayOf } from './billing-run.service';
import {
  entryTrace,
  ledgerExportBatches,
  ledgerExportColumns,
  ledgerTotals,
  ledgerWhere,
  openPeriod,
} from './billing-ledger.queries';
import { raiseDispute, resolveDispute } from './disputes.service';
import { findUnbilled } from './unbilled.service';

const base = orderBillingEntriesContract.base.replace(/^\/api/, '');
const { permissions } = orderBillingEntriesContract;
/** Staff who run billing and check what it missed. */
const BILLING_STAFF = ['billing.entries', 'billing.invoices'];

const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

/** A vendor the user may see, else 404 as a missing one. */
function visibleVendor(request: FastifyRequest, vendorId: number | null | undefined): void {
  if (vendorId != null && !canSeeVendor(currentUser(request), vendorId)) throw notFound('Vendor');
}

export async function billingEntryRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;
  const disputeContext = (request: FastifyRequest) => ({
    db,
    user: currentUser(request),
    clock: deps.clock,
    events: deps.events,
  });

  app.post(`${base}/run`, { config: { access: permissions.create } }, async (request, reply) => {
    const input = await validateBody(billingRunSchema, request.body);
    visibleVendor(request, input.vendorId);
    const user = currentUser(request);
    // A limited user runs only its own vendors.
    const vendorIds = input.vendorId ? [input.vendorId] : user.accessVendorIds;
    const { job, created } = await enqueueJob(
      { db, clock: deps.clock },
      billingRunJob,
      {
        vendorIds: vendorIds ? [...vendorIds] : null,
        from: input.from,
        to: input.to,
        // The run's today is billing's (a test may have moved billing's clock ahead of real time).
        today: todayOf(deps.billingClock),
      },
      { createdBy: user.id, vendorId: input.vendorId ?? null },
    );
    return reply.status(202).send({ jobId: job.id, created });
  });

  app.get(`${base}/unbilled`, { config: { access: BILLING_STAFF } }, async (request) => {
    const q = await validateBody(unbilledSchema, queryOf(request));
    visibleVendor(request, q.vendorId);
    return findUnbilled(db, currentUser(request), q, deps.billingClock);
  });

  app.get(`${base}/totals`, { config: { access: permissions.view } }, (request) =>
    ledgerTotals(db, ledgerWhere(currentUser(request), queryOf(request))),
  );

  app.get(`${base}/export`, { config: { access: permissions.view } }, async (request, reply) => {
    const { format = 'csv', ...filters } = queryOf(request);
    if (format !== 'csv' && format !== 'xlsx')
      throw badRequest('Some parameters are not valid.', { format: 'Format must be csv or xlsx' });
    const where = ledgerWhere(currentUser(request), filters);
    const rows = await primed(ledgerExportBatches(db, where));
    const name = `billing-ledger-${deps.clock.now().toISOString().slice(0, 10)}`;
    return reply
      .header('content-type', tableFileTypes[format])
      .header('content-disposition', `attachment; filename="${name}.${format}"`)
      .header('cache-control', 'private, no-store')
      .send(tableFileStream(format, 'Billing ledger', ledgerExportColumns, rows));
  });

  app.get(`${base}/open-period`, { config: { access: permissions.view } }, async (request) => {
    const user = currentUser(request);
    const raw = queryOf(request).vendorId;
    let vendorId = raw === undefined || raw === '' ? null : Number(raw);
    // A brand user with one vendor need not name it.
    if (vendorId === null && user.accessVendorIds?.length === 1) vendorId = user.accessVendorIds[0]!;
    if (vendorId === null || !Number.isSafeInteger(vendorId) || vendorId <= 0 || vendorId > 2_147_483_647)
      throw badRequest('Some parameters are not valid.', { vendorId: 'Choose a vendor' });
    visibleVendor(request, vendorId);
    return openPeriod(db, vendorId, todayOf(deps.billingClock));
  });

  app.get(`${base}/:id/trace`, { config: { access: permissions.view } }, (request) =>
    entryTrace(db, currentUser(request), recordIdOf(request)),
  );

  app.post(`${base}/:id/dispute`, { config: { access: permissions.view } }, async (request, reply) =>
    reply.status(201).send(await raiseDispute(disputeContext(request), recordIdOf(request), request.body)),
  );

  app.post(`${base}/:id/resolve`, { config: { access: permissions.edit } }, (request) =>
    resolveDispute(disputeContext(request), recordIdOf(request), request.body),
  );
}
