/**
 * The order lifecycle actions `POST /api/common/orders/{id}/{action}` (DESIGN.md §6), edit, bulk
 * update, and the refusal to delete. Each validates its body, checks the action's permission from
 * the lifecycle table and calls the order service, which runs the command (order-command.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import { orderTransitions, type OrderAction } from '../../../src/domain/order.lifecycle';
import {
  orderBulkSchema,
  orderEditSchema,
  orderHoldSchema,
  orderReasonSchema,
  orderShipSchema,
  orderSplitSchema,
  orderUnholdSchema,
} from '../../../src/domain/resources/order.schema';
import type { AppDeps } from '../../context';
import { forbidden, validateBody } from '../../http/errors';
import { orderResource } from '../../resources/declarations/orders';
import { parseId } from '../../resources/engine';
import {
  editOrder,
  holdOrder,
  moveToAwaitingShipment,
  reshipOrder,
  splitOrder,
  unholdOrder,
} from './order-actions.service';
import { bulkUpdate } from './order-bulk.service';
import type { OrderContext, OrderTarget } from './order-command.service';
import { cancelOrder, markShipped, sendToFulfillment, undoFulfillment } from './order-fulfillment.service';
import { bodyOf, orderContext, orderIdOf, ordersBase } from './order-requests.http';

type Run = (ctx: OrderContext, target: OrderTarget, body: Record<string, unknown>) => Promise<unknown>;

/** One handler per action of DESIGN.md §6 (edit has its own call). */
const actions: Record<Exclude<OrderAction, 'edit'>, { summary: string; run: Run }> = {
  hold: {
    summary:
      'Hold an order (operator, client, address, payment or inventory), with a reason and an optional hold-until date',
    run: async (ctx, target, body) =>
      holdOrder(ctx, { ...target, hold: await validateBody(orderHoldSchema, body) }),
  },
  unhold: {
    summary:
      'Remove one hold (holdId) or every hold; the order goes back to awaiting shipment when none remain',
    run: async (ctx, target, body) => {
      const { holdId } = await validateBody(orderUnholdSchema, body);
      return unholdOrder(ctx, { ...target, holdId: holdId ?? undefined });
    },
  },
  'send-to-fulfillment': {
    summary:
      'Send to fulfilment: allocate stock and create the fulfilment order (held NOT_ENOUGH_INVENTORY when short)',
    run: (ctx, target) => sendToFulfillment(ctx, target),
  },
  'undo-fulfillment': {
    summary: 'Undo pending fulfilment: release the allocation and cancel the fulfilment order',
    run: (ctx, target) => undoFulfillment(ctx, target),
  },
  ship: {
    summary: 'Mark shipped with carrier, service and tracking number: the allocation is consumed',
    run: async (ctx, target, body) =>
      markShipped(ctx, { ...target, ship: await validateBody(orderShipSchema, body) }),
  },
  'move-to-awaiting-shipment': {
    summary: 'Record the payment of an order awaiting payment: it moves to awaiting shipment',
    run: (ctx, target) => moveToAwaitingShipment(ctx, target),
  },
  cancel: {
    summary: 'Cancel an order that has not shipped; its allocation is released and its holds closed',
    run: async (ctx, target, body) =>
      cancelOrder(ctx, { ...target, reason: (await validateBody(orderReasonSchema, body)).reason }),
  },
  split: {
    summary: 'Split: move units of chosen lines to a new order {orderNumber}-n; answers { order, child }',
    run: async (ctx, target, body) =>
      splitOrder(ctx, { ...target, lines: (await validateBody(orderSplitSchema, body)).lines }),
  },
  reship: {
    summary: 'Reship a shipped order: answers the new order, awaiting shipment and flagged as a reship',
    run: async (ctx, target, body) =>
      reshipOrder(ctx, { ...target, reason: (await validateBody(orderReasonSchema, body)).reason }),
  },
};

export async function orderActionRoutes(app: FastifyInstance, deps: AppDeps) {
  for (const [action, { summary, run }] of Object.entries(actions)) {
    const access = [orderTransitions[action as OrderAction].permission];
    app.post(`${ordersBase}/:id/${action}`, { config: { access }, schema: { summary } }, async (request) => {
      const body = bodyOf(request);
      return run(orderContext(deps, request), { id: orderIdOf(request), version: body.version }, body);
    });
  }

  app.post(
    `${ordersBase}/edit`,
    {
      config: { access: [orderTransitions.edit.permission] },
      schema: {
        summary: 'Edit an order before fulfilment (lines, addresses, service, custom fields, notes, tags)',
      },
    },
    async (request) => {
      const body = bodyOf(request);
      const id = parseId(orderResource, body.id) as number;
      const edit = await validateBody(orderEditSchema, body);
      return editOrder(orderContext(deps, request), {
        id,
        version: body.version,
        sent: new Set(Object.keys(body)),
        edit,
      });
    },
  );

  app.delete(
    `${ordersBase}/:id`,
    {
      config: { access: orderResource.permissions.delete },
      schema: { summary: 'Orders are never deleted: cancel or archive them' },
    },
    async () => {
      throw forbidden('Orders are never deleted: cancel or archive them instead.');
    },
  );

  app.post(
    `${ordersBase}/bulk-update`,
    {
      config: { access: ['orders.bulkUpdate'] },
      schema: { summary: 'One action on many orders, with a result per order' },
    },
    async (request) => {
      const input = await validateBody(orderBulkSchema, request.body);
      return bulkUpdate(orderContext(deps, request), input);
    },
  );
}
