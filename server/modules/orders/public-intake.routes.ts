/**
 * The public order intake call, for storefronts and their connectors: `POST /api/public/orders` with
 * the storefront's key in the X-Api-Key header (no user session). Same body as the Create Order call
 * minus projectId (the key names the storefront); same answers: 201 created, 200 a retry of the same
 * order, 409 duplicate_order_number. Rate-limited per key.
 */
import type { FastifyInstance } from 'fastify';
import { orderIntakeSchema } from '../../../src/domain/resources/order.schema';
import type { AppDeps } from '../../context';
import { validateBody } from '../../http/errors';
import { intakeOrder } from './order-intake.service';
import { sendIntakeResult } from './order-intake.routes';
import { API_KEY_HEADER, authenticateApiKey } from './storefront-api-keys.service';

/** Requests per key per minute, unless INTAKE_RATE_LIMIT (config) raises it for backfills and the benchmark. */
const DEFAULT_PER_MINUTE = 6000;

export async function publicIntakeRoutes(
  app: FastifyInstance,
  { config, database: { db }, events }: AppDeps,
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
      const body =
        request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : {};
      const input = await validateBody(orderIntakeSchema, { ...body, projectId: key.projectId });
      const result = await intakeOrder(db, events, input, {
        channel: 'api',
        userId: null,
        apiKeyName: key.name,
      });
      return sendIntakeResult(reply, result);
    },
  );
}
