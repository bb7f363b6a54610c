/**
 * Client billing's calls beyond the resource engine's lists (issue 18), one file per subject: charges
 * (the billing run, unbilled activity, totals, export, the open period, disputes), activity rate-card
 * versions (publish, what-if), invoices (generate, upload, steps, files), PTC files and factoring.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../context';
import { billingEntryRoutes } from './billing-entries.routes';
import { factoringRoutes } from './factoring.routes';
import { invoiceRoutes } from './invoices.routes';
import { ptcFileRoutes } from './ptc-files.routes';
import { rateCardVersionRoutes } from './rate-card-versions.routes';

export async function billingRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const routes of [
    billingEntryRoutes,
    rateCardVersionRoutes,
    invoiceRoutes,
    ptcFileRoutes,
    factoringRoutes,
  ])
    await app.register(async (scope) => routes(scope, deps));
}
