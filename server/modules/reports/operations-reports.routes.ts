/**
 * The operations report screens (issue 17): GET /api/common/reports/shipped (`reports.shippedCount`),
 * shipped storefront orders per day by carrier and service; GET /api/common/reports/inventory
 * (`reports.warehouseProductStats`), stock by warehouse and vendor with days of cover; GET
 * /api/common/reports/orders-fulfillment (`reports.orderFulfillment`), orders received vs shipped
 * per day, time to ship and late orders. The filters are the query, validated
 * with the contract's schema (400 per field); every number is limited to the user's vendor and
 * warehouse scope by the query itself.
 */
import type { FastifyInstance } from 'fastify';
import {
  ORDERS_FULFILLMENT_REPORT_PATH,
  ORDERS_FULFILLMENT_REPORT_PERMISSION,
  ordersFulfillmentReportQuerySchema,
  INVENTORY_REPORT_PATH,
  INVENTORY_REPORT_PERMISSION,
  inventoryReportQuerySchema,
  SHIPPED_REPORT_PATH,
  SHIPPED_REPORT_PERMISSION,
  shippedReportQuerySchema,
} from '../../../src/domain/contracts/operations-reports';
import { currentUser } from '../../auth/guard';
import type { AppDeps } from '../../context';
import { validateBody } from '../../http/errors';
import { inventoryReport } from './inventory-report.queries';
import { ordersFulfillmentReport } from './orders-fulfillment-report.queries';
import { shippedReport } from './shipped-report.queries';

export async function operationsReportRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;
  const withoutApi = (path: string) => path.replace(/^\/api/, '');

  app.get(
    withoutApi(SHIPPED_REPORT_PATH),
    {
      config: { access: [SHIPPED_REPORT_PERMISSION] },
      schema: {
        summary:
          "Shipped storefront orders per day of the user's calendar, by carrier and service, over a range of days (the last 30 unless told); filters storefront, warehouse, carrier",
      },
    },
    async (request, reply) => {
      const query = await validateBody(shippedReportQuerySchema, request.query ?? {});
      reply.header('Cache-Control', 'no-store');
      return shippedReport(db, currentUser(request), query, deps.clock.now());
    },
  );

  app.get(
    withoutApi(INVENTORY_REPORT_PATH),
    {
      config: { access: [INVENTORY_REPORT_PERMISSION] },
      schema: {
        summary:
          'Stock on hand, allocated, available and in transit by warehouse and vendor (per item when a vendor is chosen), with days of cover at the last 30 days’ pace of shipping; filters warehouse, vendor',
      },
    },
    async (request, reply) => {
      const query = await validateBody(inventoryReportQuerySchema, request.query ?? {});
      reply.header('Cache-Control', 'no-store');
      return inventoryReport(db, currentUser(request), query, deps.clock.now());
    },
  );

  app.get(
    withoutApi(ORDERS_FULFILLMENT_REPORT_PATH),
    {
      config: { access: [ORDERS_FULFILLMENT_REPORT_PERMISSION] },
      schema: {
        summary:
          "Storefront orders received vs shipped per day of the user's calendar, the median and 90th percentile hours from order to ship, and late orders (due in the range: shipped after the ship-by date, or open past it); filters storefront, warehouse",
      },
    },
    async (request, reply) => {
      const query = await validateBody(ordersFulfillmentReportQuerySchema, request.query ?? {});
      reply.header('Cache-Control', 'no-store');
      return ordersFulfillmentReport(db, currentUser(request), query, deps.clock.now());
    },
  );
}
