/**
 * Reading orders beyond the generic list and get: the status tab counts, one order's details,
 * timeline, connector log, "why isn't this shipping", finance margin and invoice PDF, and a
 * fulfilment order with its picks.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppDeps } from '../../context';
import { HttpError } from '../../http/errors';
import { orderResource } from '../../resources/declarations/orders';
import { bodyOf, orderIdOf, ordersBase } from './order-requests.http';
import {
  fulfillmentOrderDetails,
  orderDetails,
  orderInvoice,
  orderMargin,
  orderStatusCounts,
  orderTimeline,
} from './order-views.service';
import { whyNotShipping } from './order-why.service';

export async function orderViewRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;

  app.post(
    `${ordersBase}/status-counts`,
    {
      config: { access: orderResource.permissions.view },
      schema: { summary: 'Orders per status under the list filters (the status tabs)' },
    },
    async (request) => {
      const user = currentUser(request);
      return orderStatusCounts(db, user, bodyOf(request));
    },
  );

  const views: [string, string, readonly string[], (request: FastifyRequest) => Promise<unknown>][] = [
    [
      'details',
      'An order with its lines, stock, holds and related documents',
      orderResource.permissions.view,
      (r) => orderDetails(db, currentUser(r), orderIdOf(r)),
    ],
    [
      'timeline',
      'Every status change and action of an order',
      orderResource.permissions.view,
      (r) => orderTimeline(db, currentUser(r), orderIdOf(r)),
    ],
    [
      'connector-log',
      'What intake and the connectors received and sent for an order',
      ['orders.viewConnectorLog'],
      (r) => orderTimeline(db, currentUser(r), orderIdOf(r), true),
    ],
    [
      'why',
      "Why isn't this shipping? The causes that block the order",
      orderResource.permissions.view,
      (r) => whyNotShipping(db, currentUser(r), orderIdOf(r)),
    ],
    [
      'margin',
      'Finance margin: price against item cost and fees',
      ['orders.viewFinanceMargin'],
      (r) => orderMargin(db, currentUser(r), orderIdOf(r)),
    ],
  ];
  for (const [path, summary, permissions, load] of views) {
    app.get(`${ordersBase}/:id/${path}`, { config: { access: permissions }, schema: { summary } }, load);
  }

  app.get(
    `${ordersBase}/:id/invoice.pdf`,
    { config: { access: ['orders.downloadInvoice'] }, schema: { summary: 'The order invoice as a PDF' } },
    async (request, reply) => {
      const user = currentUser(request);
      const { fileName, pdf } = await orderInvoice(db, user, orderIdOf(request));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(pdf);
    },
  );

  app.get(
    '/common/fulfillment-orders/:id/details',
    {
      config: { access: orderResource.permissions.view },
      schema: { summary: 'A fulfilment order with its order and the stock allocated to it (the picks)' },
    },
    async (request) => {
      const user = currentUser(request);
      const id = Number((request.params as { id: string }).id);
      if (!Number.isInteger(id) || id < 1)
        throw new HttpError(404, 'not_found', 'Fulfillment order not found.');
      return fulfillmentOrderDetails(db, user, id);
    },
  );
}
