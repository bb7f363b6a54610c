/**
 * The public order intake call, for storefronts and their connectors: `POST /api/public/orders` with
 * the storefront's key in the X-Api-Key header (no user session). Same body as the Create Order call
 * minus projectId (the key names the storefront); same answers: 201 created, 200 a retry of the same
 * order, 409 duplicate_order_number. Rate-limited per key.
 *
 * Once the key is accepted, an order refused by validation (400), naming a store unknown to the
 * storefront (400 storeId) or sent to a disabled storefront (409 storefront_disabled) is kept as a
 * virtual order (server/modules/virtual-orders) to be retried once the cause is fixed: the answer is
 * the same refusal with the virtual order's id (`virtualOrderId`). Keeping it must never turn the
 * answer into a 5xx: when it fails, the refusal is answered as it is. A refused key keeps nothing.
 */
import type { FastifyInstance } from 'fastify';
import { orderIntakeSchema } from '../../../src/domain/resources/order.schema';
import type { AppDeps } from '../../context';
import { HttpError, validateBody } from '../../http/errors';
import { keepVirtualOrder, type RefusalStage } from '../virtual-orders/virtual-orders.service';
import { intakeOrder } from './order-intake.service';
import { sendIntakeResult } from './order-intake.routes';
import { API_KEY_HEADER, authenticateApiKey } from './storefront-api-keys.service';

/** Requests per key per minute, unless INTAKE_RATE_LIMIT (config) raises it for backfills and the benchmark. */
const DEFAULT_PER_MINUTE = 6000;

export async function publicIntakeRoutes(
  app: FastifyInstance,
  { config, database: { db }, events, clock }: AppDeps,
) {
  const perMinute = config.intakeRateLimit ?? DEFAULT_PER_MINUTE;
  app.post(
    '/orders',
    {
      schema: { summary: "Public order intake, authenticated by the storefront's API key (X-Api-Key)" },
      config: {
        rateLimit: {
          max: perMinute,
          timeWindow: '1 minute',
          keyGenerator: (request) => String(request.headers[API_KEY_HEADER] ?? request.ip).slice(0, 80),
        },
      },
    },
    async (request, reply) => {
      const raw = request.headers[API_KEY_HEADER];
      const key = await authenticateApiKey(db, Array.isArray(raw) ? raw[0] : raw);
      // The call's API log row names the key (server/audit/request-log.ts).
      request.apiKeyId = key.id;
      const payload =
        request.body && typeof request.body === 'object' && !Array.isArray(request.body)
          ? (request.body as Record<string, unknown>)
          : null;
      let stage: RefusalStage = 'validation';
      try {
        const input = await validateBody(orderIntakeSchema, { ...payload, projectId: key.projectId });
        stage = 'intake';
        const result = await intakeOrder(db, events, input, {
          channel: 'api',
          userId: null,
          apiKeyName: key.name,
        });
        return sendIntakeResult(reply, result);
      } catch (error) {
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
    },
  );
}
