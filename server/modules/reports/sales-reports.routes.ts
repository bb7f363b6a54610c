/**
 * The sales report screens' calls (issue 17, spec §2), GET under /api/common/reports: Storefront
 * Product Statistics and Products shipped (per vendor item, or per storefront product as ordered) and the factoring ledger. Each declares the spec's permission; the filters are validated (400 per field);
 * a storefront, vendor or warehouse outside the user's scope answers 404 as if missing.
 */
import type { FastifyInstance } from 'fastify';
import {
  SALES_REPORTS_BASE,
  SALES_REPORT_PERMISSIONS,
  factoringLedgerQuerySchema,
  productsShippedQuerySchema,
  storefrontProductStatsQuerySchema,
} from '../../../src/domain/contracts/sales-reports';
import { currentUser } from '../../auth/guard';
import type { AppDeps } from '../../context';
import { canSeeVendor, canSeeWarehouse } from '../../auth/policy';
import { notFound, validateBody } from '../../http/errors';
import { visibleStorefront } from '../checkout/checkout.service';
import { factoringLedger } from './factoring-ledger.queries';
import { productsShipped } from './products-shipped.queries';
import { storefrontProductStats } from './storefront-product-stats.queries';

/** The routes' base inside the /api prefix. */
const base = SALES_REPORTS_BASE.replace(/^\/api/, '');

export async function salesReportRoutes(app: FastifyInstance, { database: { db } }: AppDeps) {
  app.get(
    `${base}/storefront-product-stats`,
    {
      config: { access: SALES_REPORT_PERMISSIONS.storefrontProductStats },
      schema: {
        summary:
          'Storefront Product Statistics: units ordered and shipped per storefront product over a period (per day or week, the user’s calendar; kits count as the kit)',
      },
    },
    async (request, reply) => {
      const query = await validateBody(storefrontProductStatsQuerySchema, request.query ?? {});
      const user = currentUser(request);
      await visibleStorefront(db, user, query.projectId);
      reply.header('Cache-Control', 'no-store');
      return storefrontProductStats(db, user, query);
    },
  );

  app.get(
    `${base}/products-shipped`,
    {
      config: { access: SALES_REPORT_PERMISSIONS.orderedItems },
      schema: {
        summary:
          'Products shipped: units shipped per vendor item (view=items, a kit as its components) or per storefront product as ordered (view=storefront, a kit as the kit) over a period of the user’s calendar, with units per day',
      },
    },
    async (request, reply) => {
      const query = await validateBody(productsShippedQuerySchema, request.query ?? {});
      const user = currentUser(request);
      if (query.projectId) await visibleStorefront(db, user, query.projectId);
      if (query.vendorId && !canSeeVendor(user, query.vendorId)) throw notFound('Vendor');
      if (query.warehouseId && !canSeeWarehouse(user, query.warehouseId)) throw notFound('Warehouse');
      reply.header('Cache-Control', 'no-store');
      return productsShipped(db, user, query);
    },
  );

  app.get(
    `${base}/factoring-ledger`,
    {
      config: { access: SALES_REPORT_PERMISSIONS.factoringLedger },
      schema: {
        summary:
          'Factoring ledger: per vendor, the factored order value of the storefront orders shipped in a period of the user’s calendar (units × wholesale price × factoring percentage), with the factored value per day',
      },
    },
    async (request, reply) => {
      const query = await validateBody(factoringLedgerQuerySchema, request.query ?? {});
      const user = currentUser(request);
      if (query.vendorId && !canSeeVendor(user, query.vendorId)) throw notFound('Vendor');
      if (query.warehouseId && !canSeeWarehouse(user, query.warehouseId)) throw notFound('Warehouse');
      reply.header('Cache-Control', 'no-store');
      return factoringLedger(db, user, query);
    },
  );
}
