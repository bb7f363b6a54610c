/**
 * Virtual orders (issue 16, src/domain/contracts/virtual-orders.ts), under /api/common/virtualOrders:
 * the list (POST listItems with filters and paging in the body, as every list of spec §7; GET
 * listItems takes the same in the query), one with its payload and history, a retry of one (with the
 * store to use instead of an unknown one), a retry of many with a result per virtual order, and
 * discarding one. Intake keeps them (public-intake.routes.ts); nobody adds or edits one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  virtualOrderRetryAllSchema,
  virtualOrderRetrySchema,
  virtualOrdersContract,
} from '../../../src/domain/contracts/virtual-orders';
import { effectiveTimezoneOffset } from '../../../src/domain/timezone';
import { currentUser } from '../../auth/guard';
import type { AppDeps } from '../../context';
import { badRequest, notFound, validateBody } from '../../http/errors';
import {
  discardVirtualOrder,
  retryVirtualOrder,
  retryVirtualOrders,
  type VirtualOrderContext,
} from './virtual-order-retry.service';
import { listVirtualOrders, virtualOrderDetails } from './virtual-orders.queries';

/** /common/virtualOrders: the routes register under the /api prefix. */
const base = virtualOrdersContract.base.replace(/^\/api/, '');
const { permissions } = virtualOrdersContract;

const idOf = (request: FastifyRequest) => {
  const id = Number((request.params as { id: string }).id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound('Virtual order');
  return id;
};

/** The body as an object; an empty body reads as `{}`. */
function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

export async function virtualOrderRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;
  const context = (request: FastifyRequest): VirtualOrderContext => ({
    db,
    events: deps.events,
    clock: deps.clock,
    user: currentUser(request),
  });
  const list = (request: FastifyRequest, query: Record<string, unknown>) => {
    const user = currentUser(request);
    return listVirtualOrders(db, user, query, effectiveTimezoneOffset(user.timezone));
  };

  app.post(
    `${base}/listItems`,
    {
      config: { access: permissions.view },
      schema: {
        summary: 'Virtual orders of the storefronts in scope, newest first (Pending unless status says)',
      },
    },
    async (request) => list(request, bodyOf(request)),
  );

  app.get(
    `${base}/listItems`,
    {
      config: { access: permissions.view },
      schema: { summary: 'Virtual orders, with the filters and paging in the query' },
    },
    async (request) => list(request, (request.query ?? {}) as Record<string, unknown>),
  );

  app.get(
    `${base}/:id`,
    {
      config: { access: permissions.view },
      schema: { summary: 'A virtual order with the payload as received and its retries and discards' },
    },
    async (request) => virtualOrderDetails(db, currentUser(request), idOf(request)),
  );

  app.post(
    `${base}/:id/retry`,
    {
      config: { access: permissions.retry },
      schema: {
        summary:
          'Run a virtual order through order intake again (storeId: a store of the storefront instead of an unknown one)',
      },
    },
    async (request) => {
      const id = idOf(request);
      const body = bodyOf(request);
      const input = await validateBody(virtualOrderRetrySchema, body);
      // Absent: the payload's store; null: no store.
      const storeId = 'storeId' in body ? (input.storeId ?? null) : undefined;
      return retryVirtualOrder(context(request), id, storeId);
    },
  );

  app.post(
    `${base}/retry-all`,
    {
      config: { access: permissions.retry },
      schema: {
        summary:
          'Retry the Pending virtual orders of a storefront, or the chosen ones: a result per virtual order',
      },
    },
    async (request) => {
      const input = await validateBody(virtualOrderRetryAllSchema, bodyOf(request));
      return retryVirtualOrders(context(request), input);
    },
  );

  app.post(
    `${base}/:id/discard`,
    {
      config: { access: permissions.discard },
      schema: { summary: 'Discard a Pending virtual order: it is not to be placed' },
    },
    async (request) => discardVirtualOrder(context(request), idOf(request)),
  );
}
