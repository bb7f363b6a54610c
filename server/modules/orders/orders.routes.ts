/**
 * Storefront order calls (DESIGN.md §6) under /api/common/orders: intake (create, import), the
 * lifecycle actions `POST /{id}/{action}`, edit, bulk update, the details views, the recommendation
 * lists, and the storefront API keys under /api/storefronts/{projectId}/api-keys. The engine serves
 * the generic list and get (the declaration has ownWrites).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { orderTransitions, type OrderAction } from '../../../src/domain/order.lifecycle';
import {
  orderBulkSchema,
  orderEditSchema,
  orderHoldSchema,
  orderIntakeSchema,
  orderShipSchema,
  orderSplitSchema,
} from '../../../src/domain/resources/order.schema';
import type { AppDeps } from '../../app';
import { currentUser } from '../../auth/guard';
import { badRequest, forbidden, HttpError, validateBody } from '../../http/errors';
import { orderResource } from '../../resources/declarations/orders';
import { parseId, requireAny } from '../../resources/engine';
import { projects } from '../../db/schema';
import { eq } from 'drizzle-orm';
import {
  editOrder,
  holdOrder,
  moveToAwaitingShipment,
  reshipOrder,
  splitOrder,
  unholdOrder,
} from './order-actions.service';
import { bulkUpdate } from './order-bulk.service';
import { cancelOrder, markShipped, sendToFulfillment, undoFulfillment } from './order-fulfilment.service';
import { renderOrderInvoicePdf } from './order-invoice-pdf';
import { duplicateOrderNumber, intakeOrder, type IntakeResult } from './order-intake.service';
import { importOrders } from './order-import.service';
import { findOrder } from './order-records';
import {
  parseRecsRequest,
  splitRecommendations,
  unholdRecommendations,
} from './order-recommendations.service';
import {
  fulfillmentOrderDetails,
  orderDetails,
  orderMargin,
  orderStatusCounts,
  orderTimeline,
} from './order-views.service';
import { whyNotShipping } from './order-why.service';
import { createApiKey, listApiKeys, revokeApiKey } from './storefront-api-keys.service';

const base = orderResource.base.replace(/^\/api/, '');
const idOf = (request: FastifyRequest) =>
  parseId(orderResource, (request.params as { id: string }).id) as number;

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The request body must be a JSON object.');
  return body as Record<string, unknown>;
}

const optionalReason = yup.object({
  reason: yup
    .string()
    .typeError('Reason must be text')
    .trim()
    .max(500, 'Reason must be at most 500 characters')
    .nullable(),
});
const unholdBody = yup.object({
  holdId: yup
    .number()
    .typeError('Hold must be a number')
    .integer('Hold must be a whole number')
    .positive('Choose a hold')
    .nullable(),
});

/** Intake's answer: 201 for a new order, 200 for a retry, 409 (with the order's id) for a duplicate. */
export function sendIntakeResult(reply: FastifyReply, result: IntakeResult) {
  if (result.outcome === 'duplicate') {
    const err = duplicateOrderNumber(result.order);
    return reply.code(409).send({ ...err.toBody(), orderId: result.order.id });
  }
  return reply
    .code(result.outcome === 'created' ? 201 : 200)
    .send({ order: result.order, outcome: result.outcome });
}

/** What an action's handler gets: the app, the acting user, the order id, the body and its version. */
interface ActionContext {
  db: AppDeps['database']['db'];
  events: AppDeps['events'];
  user: ReturnType<typeof currentUser>;
  id: number;
  body: Record<string, unknown>;
  version: unknown;
}

/** One handler per action of DESIGN.md §6; each checks its own permission from the lifecycle module. */
const actions: Record<
  Exclude<OrderAction, 'edit'>,
  { summary: string; run: (c: ActionContext) => Promise<unknown> }
> = {
  hold: {
    summary:
      'Hold an order (operator, client, address, payment or inventory), with a reason and an optional hold-until date',
    run: async (c) =>
      holdOrder(c.db, c.events, c.user, c.id, await validateBody(orderHoldSchema, c.body), c.version),
  },
  unhold: {
    summary:
      'Remove one hold (holdId) or every hold; the order goes back to awaiting shipment when none remain',
    run: async (c) => {
      const { holdId } = await validateBody(unholdBody, c.body);
      return unholdOrder(c.db, c.events, c.user, c.id, holdId ?? undefined, c.version);
    },
  },
  'send-to-fulfillment': {
    summary:
      'Send to fulfilment: allocate stock and create the fulfilment order (held NOT_ENOUGH_INVENTORY when short)',
    run: (c) => sendToFulfillment(c.db, c.events, c.user, c.id, c.version),
  },
  'undo-fulfillment': {
    summary: 'Undo pending fulfilment: release the allocation and cancel the fulfilment order',
    run: (c) => undoFulfillment(c.db, c.events, c.user, c.id, c.version),
  },
  ship: {
    summary: 'Mark shipped with carrier, service and tracking number: the allocation is consumed',
    run: async (c) =>
      markShipped(c.db, c.events, c.user, c.id, await validateBody(orderShipSchema, c.body), c.version),
  },
  'move-to-awaiting-shipment': {
    summary: 'Record the payment of an order awaiting payment: it moves to awaiting shipment',
    run: (c) => moveToAwaitingShipment(c.db, c.events, c.user, c.id, c.version),
  },
  cancel: {
    summary: 'Cancel an order that has not shipped; its allocation is released and its holds closed',
    run: async (c) => {
      const { reason } = await validateBody(optionalReason, c.body);
      return cancelOrder(c.db, c.events, c.user, c.id, reason, c.version);
    },
  },
  split: {
    summary: 'Split: move units of chosen lines to a new order {orderNumber}-n; answers { order, child }',
    run: async (c) => {
      const { lines } = await validateBody(orderSplitSchema, c.body);
      return splitOrder(c.db, c.events, c.user, c.id, lines, c.version);
    },
  },
  reship: {
    summary: 'Reship a shipped order: answers the new order, awaiting shipment and flagged as a reship',
    run: async (c) => {
      const { reason } = await validateBody(optionalReason, c.body);
      return reshipOrder(c.db, c.events, c.user, c.id, reason, c.version);
    },
  },
};

export async function orderRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;

  app.post(
    base,
    { schema: { summary: 'Create an order (order intake from the Create Order screen)' } },
    async (request, reply) => {
      const user = currentUser(request);
      requireAny(user, orderResource.permissions.create);
      const input = await validateBody(orderIntakeSchema, request.body);
      const [project] = await db
        .select({ vendorId: projects.vendorId })
        .from(projects)
        .where(eq(projects.id, input.projectId));
      // A storefront of another vendor is as unknown as a missing one.
      if (!project || (user.accessVendorIds && !user.accessVendorIds.includes(project.vendorId)))
        throw badRequest('Some fields are not valid.', {
          projectId: 'Choose a project you have access to',
        });
      const result = await intakeOrder(db, deps.events, input, { channel: 'screen', userId: user.id });
      return sendIntakeResult(reply, result);
    },
  );

  app.post(
    `${base}/import`,
    { schema: { summary: 'Import orders from a parsed CSV/XLSX file: a result per order' } },
    async (request) => {
      const user = currentUser(request);
      requireAny(user, orderResource.permissions.create);
      return importOrders(db, deps.events, user, bodyOf(request));
    },
  );

  app.post(
    `${base}/edit`,
    {
      schema: {
        summary: 'Edit an order before fulfilment (lines, addresses, service, custom fields, notes, tags)',
      },
    },
    async (request) => {
      const user = currentUser(request);
      requireAny(user, [orderTransitions.edit.permission]);
      const body = bodyOf(request);
      const id = parseId(orderResource, body.id) as number;
      const input = await validateBody(orderEditSchema, body);
      return editOrder(db, deps.events, user, id, new Set(Object.keys(body)), input, body.version);
    },
  );

  app.delete(
    `${base}/:id`,
    { schema: { summary: 'Orders are never deleted: cancel or archive them' } },
    async (request) => {
      currentUser(request);
      throw forbidden('Orders are never deleted: cancel or archive them instead.');
    },
  );

  app.post(
    `${base}/bulk-update`,
    { schema: { summary: 'One action on many orders, with a result per order' } },
    async (request) => {
      const input = await validateBody(orderBulkSchema, request.body);
      return bulkUpdate(db, deps.events, currentUser(request), input);
    },
  );

  const lists: [
    string,
    string,
    (user: ReturnType<typeof currentUser>, body: Record<string, unknown>) => Promise<unknown>,
  ][] = [
    [
      'status-counts',
      'Orders per status under the list filters (the status tabs)',
      (user, body) => orderStatusCounts(db, user, body),
    ],
    [
      'unhold-recs',
      'Has Inventory: held orders whose every line is available now',
      (user, body) => unholdRecommendations(db, user, parseRecsRequest(body)),
    ],
    [
      'split-recs',
      'Recommended Splits: orders with some lines available now, with the split',
      (user, body) => splitRecommendations(db, user, parseRecsRequest(body)),
    ],
  ];
  for (const [path, summary, load] of lists) {
    app.post(`${base}/${path}`, { schema: { summary } }, async (request) => {
      const user = currentUser(request);
      requireAny(user, orderResource.permissions.view);
      return load(user, bodyOf(request));
    });
  }

  for (const [action, { summary, run }] of Object.entries(actions)) {
    app.post(`${base}/:id/${action}`, { schema: { summary } }, async (request) => {
      const user = currentUser(request);
      requireAny(user, [orderTransitions[action as OrderAction].permission]);
      const body = bodyOf(request);
      return run({ db, events: deps.events, user, id: idOf(request), body, version: body.version });
    });
  }

  const views: [string, string, readonly string[], (request: FastifyRequest) => Promise<unknown>][] = [
    [
      'details',
      'An order with its lines, stock, holds and related documents',
      orderResource.permissions.view,
      (r) => orderDetails(db, currentUser(r), idOf(r)),
    ],
    [
      'timeline',
      'Every status change and action of an order',
      orderResource.permissions.view,
      (r) => orderTimeline(db, currentUser(r), idOf(r)),
    ],
    [
      'connector-log',
      'What intake and the connectors received and sent for an order',
      ['orders.viewConnectorLog'],
      (r) => orderTimeline(db, currentUser(r), idOf(r), true),
    ],
    [
      'why',
      "Why isn't this shipping? The causes that block the order",
      orderResource.permissions.view,
      (r) => whyNotShipping(db, currentUser(r), idOf(r)),
    ],
    [
      'margin',
      'Finance margin: price against item cost and fees',
      ['orders.viewFinanceMargin'],
      (r) => orderMargin(db, currentUser(r), idOf(r)),
    ],
  ];
  for (const [path, summary, permissions, load] of views) {
    app.get(`${base}/:id/${path}`, { schema: { summary } }, async (request) => {
      requireAny(currentUser(request), permissions);
      return load(request);
    });
  }

  app.get(
    `${base}/:id/invoice.pdf`,
    { schema: { summary: 'The order invoice as a PDF' } },
    async (request, reply) => {
      const user = currentUser(request);
      requireAny(user, ['orders.downloadInvoice']);
      const order = await findOrder(db, user, idOf(request));
      const [project] = await db
        .select({ name: projects.name })
        .from(projects)
        .where(eq(projects.id, order.projectId));
      const pdf = await renderOrderInvoicePdf(order, project?.name ?? '');
      const file = `invoice-${order.orderNumber.replace(/[^\w.-]+/g, '_')}.pdf`;
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${file}"`)
        .send(pdf);
    },
  );

  app.get(
    '/common/fulfillment-orders/:id/details',
    { schema: { summary: 'A fulfilment order with its order and the stock allocated to it (the picks)' } },
    async (request) => {
      const user = currentUser(request);
      requireAny(user, orderResource.permissions.view);
      const id = Number((request.params as { id: string }).id);
      if (!Number.isInteger(id) || id < 1)
        throw new HttpError(404, 'not_found', 'Fulfillment order not found.');
      return fulfillmentOrderDetails(db, user, id);
    },
  );

  const keys = '/storefronts/:projectId/api-keys';
  const projectIdOf = (request: FastifyRequest) => {
    const raw = Number((request.params as { projectId: string }).projectId);
    if (!Number.isInteger(raw) || raw < 1) throw new HttpError(404, 'not_found', 'Storefront not found.');
    return raw;
  };
  app.get(
    keys,
    { schema: { summary: "A storefront's API keys for the public order intake call" } },
    async (request) => {
      const user = currentUser(request);
      requireAny(user, ['api.keys']);
      return listApiKeys(db, user, projectIdOf(request));
    },
  );
  app.post(
    keys,
    { schema: { summary: 'Create a storefront API key: the secret is answered once' } },
    async (request, reply) => {
      const user = currentUser(request);
      requireAny(user, ['api.keys']);
      return reply.code(201).send(await createApiKey(db, user, projectIdOf(request), request.body));
    },
  );
  app.post(
    `${keys}/:keyId/revoke`,
    { schema: { summary: 'Revoke a storefront API key' } },
    async (request) => {
      const user = currentUser(request);
      requireAny(user, ['api.keys']);
      const keyId = Number((request.params as { keyId: string }).keyId);
      if (!Number.isInteger(keyId) || keyId < 1) throw new HttpError(404, 'not_found', 'API key not found.');
      return revokeApiKey(db, user, projectIdOf(request), keyId);
    },
  );
}
