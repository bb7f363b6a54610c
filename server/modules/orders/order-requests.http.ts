/**
 * What the order route files share: the base path, a request's order id and JSON body, and the
 * context an order service is handed (the database, the events, the signed-in user, the clock).
 */
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../auth/guard';
import { currentUser } from '../../auth/guard';
import type { AppDeps } from '../../context';
import { badRequest } from '../../http/errors';
import { orderResource } from '../../resources/declarations/orders';
import { parseId } from '../../resources/engine';
import type { OrderContext } from './order-command.service';

/** /common/orders: the routes register under the /api prefix. */
export const ordersBase = orderResource.base.replace(/^\/api/, '');

export const orderIdOf = (request: FastifyRequest) =>
  parseId(orderResource, (request.params as { id: string }).id) as number;

/** The body as an object; an empty body reads as `{}`. */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

export const orderContext = (deps: AppDeps, request: FastifyRequest): OrderContext & { user: AuthUser } => ({
  db: deps.database.db,
  events: deps.events,
  user: currentUser(request),
  clock: deps.clock,
});
