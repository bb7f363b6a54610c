/**
 * The public order intake call, for storefronts and their connectors: `POST /api/public/orders` with
 * the storefront's key in the X-Api-Key header or as HTTP Basic (no user session). Two shapes:
 * - Dockhand's: the Create Order body minus projectId (the key names the storefront); answers 201
 *   created, 200 a retry of the same order, 409 duplicate_order_number;
 * - ShipStation's v1 Order model (issue 20; recognised by its fields, or always at
 *   `POST /api/public/orders/createorder`, ShipStation's own path): create-or-update by orderKey
 *   (shipstation-intake.service.ts); 201 created, 200 updated or unchanged, 409 once sent.
 * Every answer names the order at the top level: { orderId, orderNumber, orderKey, orderStatus,
 * outcome, order, warnings }. Rate-limited per key.
 *
 * Once the key is accepted, an order refused by validation (400), naming a store unknown to the
 * storefront (400 storeId) or sent to a disabled storefront (409 storefront_disabled) is kept as a
 * virtual order (server/modules/virtual-orders) to be retried once the cause is fixed: the answer is
 * the same refusal with the virtual order's id (`virtualOrderId`). Keeping it must never turn the
 * answer into a 5xx: when it fails, the refusal is answered as it is. A refused key keeps nothing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { orderIntakeSchema } from '../../../src/domain/resources/order.schema';
import type { AppDeps } from '../../context';
import { HttpError, validateBody } from '../../http/errors';
import { isShipStationOrder } from '../../integrations/shipping-tool/order-payload';
import { keepVirtualOrder, type RefusalStage } from '../virtual-orders/virtual-orders.service';
import { intakeOrder } from './order-intake.service';
import { sendIntakeResult } from './order-intake.routes';
import {
  intakeShipStationOrder,
  ORDER_NOT_CHANGEABLE,
  orderIdOf,
  readShipStationOrder,
} from './shipstation-intake.service';
import { authenticateApiKey, presentedApiKey } from './storefront-api-keys.service';
import { unauthorized } from '../../http/errors';

/** Requests per key per minute, unless INTAKE_RATE_LIMIT (config) raises it for backfills and the benchmark. */
const DEFAULT_PER_MINUTE = 6000;

export async function publicIntakeRoutes(
  app: FastifyInstance,
  { config, database: { db }, events, clock }: AppDeps,
) {
  const perMinute = config.intakeRateLimit ?? DEFAULT_PER_MINUTE;
  const keyOf = (request: FastifyRequest) => {
    const presented = presentedApiKey(request.headers);
    return 'secret' in presented ? presented.secret : undefined;
  };
  const handler =
    (shape: 'detect' | 'shipstation') => async (request: FastifyRequest, reply: FastifyReply) => {
      const presented = presentedApiKey(request.headers);
      if ('mismatch' in presented)
        throw unauthorized('The Basic user must be the prefix of the API key sent as the password.');
      const key = await authenticateApiKey(db, presented.secret);
      // The call's API log row names the key (server/audit/request-log.ts).
      request.apiKeyId = key.id;
      const payload =
        request.body && typeof request.body === 'object' && !Array.isArray(request.body)
          ? (request.body as Record<string, unknown>)
          : null;
      let stage: RefusalStage = 'validation';
      try {
        const source = { channel: 'api' as const, userId: null, apiKeyName: key.name };
        if (shape === 'shipstation' || (payload && isShipStationOrder(payload))) {
          // Checked before anything is written: a refusal is a 400 naming ShipStation's fields.
          const read = await readShipStationOrder(db, key.projectId, request.body);
          stage = 'intake';
          return sendIntakeResult(reply, await intakeShipStationOrder(db, events, clock, read, source));
        }
        const input = await validateBody(orderIntakeSchema, { ...payload, projectId: key.projectId });
        stage = 'intake';
        return sendIntakeResult(reply, await intakeOrder(db, events, input, source));
      } catch (error) {
        // A refused change of a sent order names the order and keeps nothing: the order exists.
        if (error instanceof HttpError && error.error === ORDER_NOT_CHANGEABLE)
          return reply.code(error.statusCode).send({ ...error.toBody(), orderId: orderIdOf(error) });
        // A body that is no JSON object is no order to keep.
        if (!(error instanceof HttpError) || payload === null) throw error;
        const virtualOrderId = await keepVirtualOrder(db, {
          projectId: key.projectId,
          apiKeyId: key.id,
          payload,
          stage,
          error,
          at: clock.now(),
        }).catch((failure: unknown) => {
          request.log.error({ err: failure }, 'A refused order could not be kept as a virtual order');
          return null;
        });
        if (virtualOrderId === null) throw error;
        return reply.code(error.statusCode).send({ ...error.toBody(), virtualOrderId });
      }
    };
  const limited = {
    rateLimit: {
      max: perMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => String(keyOf(request) ?? request.ip).slice(0, 80),
    },
  };
  app.post(
    '/orders',
    {
      schema: {
        summary:
          "Public order intake, authenticated by the storefront's API key (X-Api-Key or HTTP Basic): Dockhand's order shape or ShipStation's v1 Order model",
      },
      config: limited,
    },
    handler('detect'),
  );
  app.post(
    '/orders/createorder',
    {
      schema: {
        summary:
          'ShipStation-compatible create/update order (v1 Order model), create-or-update by orderKey; authenticated like POST /orders',
      },
      config: limited,
    },
    handler('shipstation'),
  );
}
