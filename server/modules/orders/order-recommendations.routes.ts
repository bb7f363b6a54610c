/**
 * Has Inventory and Recommended Splits: the two lists (POST with the list's filters), and Has
 * Inventory's release of one order or many, which removes only inventory holds.
 */
import type { FastifyInstance } from 'fastify';
import { orderTransitions } from '../../../src/domain/order.lifecycle';
import { orderBulkSchema } from '../../../src/domain/resources/order.schema';
import { currentUser } from '../../auth/guard';
import type { AppDeps } from '../../context';
import { validateBody } from '../../http/errors';
import { orderResource } from '../../resources/declarations/orders';
import { releaseInventoryHolds } from './order-actions.service';
import { releaseInventoryHoldsOf } from './order-bulk.service';
import {
  parseRecsRequest,
  splitRecommendations,
  unholdRecommendations,
} from './order-recommendations.service';
import { bodyOf, orderContext, orderIdOf, ordersBase } from './order-requests.http';

const releaseManyBody = orderBulkSchema.pick(['ids']);

export async function orderRecommendationRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;

  app.post(
    `${ordersBase}/unhold-recs`,
    {
      config: { access: orderResource.permissions.view },
      schema: { summary: 'Has Inventory: held orders whose every line is available now' },
    },
    async (request) => {
      const user = currentUser(request);
      return unholdRecommendations(db, user, parseRecsRequest(bodyOf(request)));
    },
  );

  app.post(
    `${ordersBase}/split-recs`,
    {
      config: { access: orderResource.permissions.view },
      schema: { summary: 'Recommended Splits: orders with some lines available now, with the split' },
    },
    async (request) => {
      const user = currentUser(request);
      return splitRecommendations(db, user, parseRecsRequest(bodyOf(request)));
    },
  );

  app.post(
    `${ordersBase}/:id/release-inventory-holds`,
    {
      config: { access: [orderTransitions.unhold.permission] },
      schema: {
        summary:
          'Has Inventory: remove the inventory holds of an order (other holds stay); 409 when it has none',
      },
    },
    async (request) => {
      const { version } = bodyOf(request);
      return releaseInventoryHolds(orderContext(deps, request), { id: orderIdOf(request), version });
    },
  );

  app.post(
    `${ordersBase}/release-inventory-holds`,
    {
      config: { access: ['orders.bulkUpdate'] },
      schema: { summary: 'Has Inventory: remove the inventory holds of many orders, a result per order' },
    },
    async (request) => {
      const { ids } = await validateBody(releaseManyBody, request.body);
      return releaseInventoryHoldsOf(orderContext(deps, request), ids);
    },
  );
}
