/**
 * Order intake by people: `POST /api/common/orders` (the Create Order screen) and `POST …/import`
 * (a parsed CSV/XLSX file, a result per order). The storefronts' own door is public-intake.routes.ts;
 * both answer through sendIntakeResult.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isIsoDay } from '../../../src/domain/resources/fields';
import { orderIntakeSchema } from '../../../src/domain/resources/order.schema';
import { dayToInstant } from '../../../src/domain/timezone';
import { currentUser } from '../../auth/guard';
import type { AppDeps } from '../../context';
import { validateBody } from '../../http/errors';
import { orderResource } from '../../resources/declarations/orders';
import { importOrders } from './order-import.service';
import { duplicateOrderNumber, intakeFromScreen, type IntakeResult } from './order-intake.service';
import { bodyOf, ordersBase } from './order-requests.http';

/**
 * Intake's answer: 201 for a new order, 200 for a retry (or a ShipStation update), 409 (with the
 * order's id) for a duplicate. The order is named at the top level too, for connectors that read
 * only that.
 */
export function sendIntakeResult(
  reply: FastifyReply,
  result: Omit<IntakeResult, 'outcome'> & { outcome: string },
) {
  if (result.outcome === 'duplicate') {
    const err = duplicateOrderNumber(result.order);
    return reply.code(409).send({ ...err.toBody(), orderId: result.order.id });
  }
  const { order } = result;
  return reply.code(result.outcome === 'created' ? 201 : 200).send({
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderKey: order.orderKey,
    orderStatus: order.orderStatus,
    outcome: result.outcome,
    order,
    warnings: result.warnings,
  });
}

/**
 * A day without a time, typed by a person, means that day in their timezone (dayToInstant): today is
 * the current instant, another day its start in the user's zone; never midnight UTC or noon.
 */
function daysInUserZone(body: unknown, timezone: number | null, now: Date): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const days: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const key of ['orderDate', 'paymentDate', 'shipByDate']) {
    const value = days[key];
    if (typeof value === 'string' && isIsoDay(value)) days[key] = dayToInstant(value, timezone, now);
  }
  return days;
}

export async function orderIntakeRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;

  app.post(
    ordersBase,
    {
      config: { access: orderResource.permissions.create },
      schema: { summary: 'Create an order (order intake from the Create Order screen)' },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = daysInUserZone(request.body, user.timezone, deps.clock.now());
      const input = await validateBody(orderIntakeSchema, body);
      return sendIntakeResult(reply, await intakeFromScreen(db, deps.events, user, input));
    },
  );

  app.post(
    `${ordersBase}/import`,
    {
      config: { access: orderResource.permissions.create },
      schema: { summary: 'Import orders from a parsed CSV/XLSX file: a result per order' },
    },
    async (request) => {
      const user = currentUser(request);
      return importOrders(db, deps.events, user, bodyOf(request));
    },
  );
}
