/**
 * Checkout (issue 16): a storefront's catalogue with availability and price, its requested services,
 * and placing an order from the cart through intake (idempotent by the Idempotency-Key header, which
 * is required). A storefront outside the user's vendors answers 404.
 */
import type { FastifyInstance } from 'fastify';
import { CHECKOUT_BASE, CHECKOUT_PERMISSIONS } from '../../../src/domain/contracts/checkout';
import {
  checkoutCatalogueQuerySchema,
  checkoutOrderSchema,
  checkoutServicesQuerySchema,
} from '../../../src/domain/resources/checkout.schema';
import { currentUser } from '../../auth/guard';
import type { AppDeps } from '../../context';
import { badRequest, validateBody } from '../../http/errors';
import { idempotencyKeyOf } from '../../http/idempotency';
import { cataloguePage, requestedServicesOf } from './checkout.queries';
import { keyReused, placeCheckoutOrder, visibleStorefront } from './checkout.service';

/** The routes' base inside the /api prefix. */
const base = CHECKOUT_BASE.replace(/^\/api/, '');

export async function checkoutRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;

  app.get(
    `${base}/catalogue`,
    {
      config: { access: CHECKOUT_PERMISSIONS.view },
      schema: {
        summary:
          'Checkout: a storefront’s products (kits included) with what each maps to, its availability at the storefront’s warehouse and its price, a page at a time',
      },
    },
    async (request) => {
      const query = await validateBody(checkoutCatalogueQuerySchema, request.query ?? {});
      const project = await visibleStorefront(db, currentUser(request), query.projectId);
      return cataloguePage(db, project, query);
    },
  );

  app.get(
    `${base}/services`,
    {
      config: { access: CHECKOUT_PERMISSIONS.view },
      schema: { summary: 'Checkout: the requested services a storefront’s active ship-code mappings route' },
    },
    async (request) => {
      const { projectId } = await validateBody(checkoutServicesQuerySchema, request.query ?? {});
      const project = await visibleStorefront(db, currentUser(request), projectId);
      return requestedServicesOf(db, project.id);
    },
  );

  app.post(
    `${base}/orders`,
    {
      config: { access: CHECKOUT_PERMISSIONS.create },
      schema: {
        summary:
          'Checkout: place the cart as an order through intake; 201 for a new order, 200 for the same checkout again (same Idempotency-Key, required)',
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      if (!key)
        throw badRequest(
          'An Idempotency-Key header is required, so that submitting twice places one order.',
          { 'Idempotency-Key': 'Send an Idempotency-Key header' },
        );
      const input = await validateBody(checkoutOrderSchema, request.body);
      const result = await placeCheckoutOrder(deps, currentUser(request), key, input);
      if (result.outcome === 'reused')
        return reply.code(409).send({ ...keyReused(result.order).toBody(), orderId: result.order.id });
      return reply.code(result.outcome === 'created' ? 201 : 200).send(result);
    },
  );
}
