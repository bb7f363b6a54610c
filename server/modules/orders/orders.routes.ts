/**
 * Storefront order calls (DESIGN.md §6) under /api/common/orders, one route file per subject: intake
 * (create, import), the lifecycle actions, edit and bulk update, the views of an order, and the
 * recommendation lists; plus the storefront API keys under /api/storefronts/{projectId}/api-keys.
 * The engine serves the generic list and get (the declaration has ownWrites).
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../context';
import { orderActionRoutes } from './order-actions.routes';
import { orderIntakeRoutes } from './order-intake.routes';
import { orderRecommendationRoutes } from './order-recommendations.routes';
import { orderViewRoutes } from './order-views.routes';
import { storefrontApiKeyRoutes } from './storefront-api-keys.routes';

export async function orderRoutes(app: FastifyInstance, deps: AppDeps) {
  await orderIntakeRoutes(app, deps);
  await orderActionRoutes(app, deps);
  await orderViewRoutes(app, deps);
  await orderRecommendationRoutes(app, deps);
  await storefrontApiKeyRoutes(app, deps);
}
