/**
 * Builds the Fastify instance: plugins in order (security headers, cookies, errors), then the app's
 * own parts (auth guard, routes), then the SPA. Tests build it the same way and call `inject`.
 */
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { accountRoutes } from './auth/account.routes';
import { authRoutes } from './auth/auth.routes';
import { createAuthenticate } from './auth/guard';
import { invitesRoutes } from './auth/invites.routes';
import { outboxRoutes } from './auth/outbox.routes';
import { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { Database } from './db/client';
import { recordSystemEvent, registerRequestLog } from './audit/request-log';
import { registerErrorHandler } from './http/error-handler';
import { collectOpenApi } from './http/openapi';
import { redactUrl } from './http/redact';
import { readBuildInfo, registerSpa } from './http/spa';
import { createMailer, type Mailer } from './mail/mailer';
import { DomainEvents } from './events/domain-events';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createHubBus } from './hub/event-bus';
import { HubService, type Hub } from './hub/hub';
import { hubRoutes } from './hub/hub.routes';
import { registerHubServer } from './hub/hub-server';
import { HubTickets } from './hub/hub-tickets';
import { registerCommunicationsHub } from './modules/communications/communications.hub';
import { communicationsRoutes } from './modules/communications/communications.routes';
import { inboundRoutes } from './modules/inbound/inbound.routes';
import { purchaseOrderRoutes } from './modules/inbound/purchase-orders.routes';
import { returnRoutes } from './modules/returns/returns.routes';
import { itemRoutes } from './modules/inventory/items.routes';
import { meRoutes } from './modules/me/me.routes';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes';
import { packingListRoutes } from './modules/packing-lists/packing-lists.routes';
import { stockScreenRoutes } from './modules/inventory/stock-screens.routes';
import { shipmentDocumentRoutes } from './modules/inbound/shipment-documents.routes';
import { storefrontRoutes } from './modules/storefronts/storefronts.routes';
import { orderRoutes } from './modules/orders/orders.routes';
import { publicIntakeRoutes } from './modules/orders/public-intake.routes';
import { registerHoldExpiry } from './modules/orders/hold-expiry';
import { userAdminRoutes } from './modules/users/user-admin.routes';
import { registerResource } from './resources/engine';
import { resources } from './resources';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the buffered API-log rows now (tests, shutdown). */
    flushRequestLog: () => Promise<void>;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  tokens: TokenService;
  mailer: Mailer;
  /** Domain events, published after commit (the live hub delivers them). */
  events: DomainEvents;
  /** The live hub at /notifications: pushes to users, client invocations, closing connections. */
  hub: Hub;
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  events?: DomainEvents;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string; id: string; ip?: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    requestIdHeader: false,
    trustProxy: process.env.TRUST_PROXY === 'true',
    forceCloseConnections: 'idle',
    bodyLimit: 5 * 1024 * 1024,
  });
  const tokens = new TokenService(config.jwtSecret);
  const mailer = options.mailer ?? createMailer(database.db, app.log, config.smtp);
  const events = options.events ?? new DomainEvents();
  // The live hub; its bus reaches the other server processes (LISTEN/NOTIFY on PostgreSQL).
  const hubBus = await createHubBus(database, app.log);
  app.addHook('onClose', async () => hubBus.close());
  const hub = new HubService({ db: database.db, events, bus: hubBus, log: app.log });
  const deps: AppDeps = { config, database, tokens, mailer, events, hub };
  registerCommunicationsHub(deps, app.log);
  // Before any route: the OpenAPI document (GET /api/docs) lists every /api route as registered.
  const openApi = collectOpenApi(app, resources);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'script-src': ["'self'"],
        // Toasts inject their own <style>; scripts stay strictly external.
        'style-src': ["'self'", "'unsafe-inline'"],
        // The live hub's WebSocket: 'self' covers ws(s) of the page's origin in current browsers only.
        'connect-src': [
          "'self'",
          config.publicUrl.replace(/^http/, 'ws'),
          'https://*.ingest.sentry.io',
          'https://*.ingest.us.sentry.io',
        ],
        'img-src': ["'self'", 'data:', 'blob:'],
        // The XLSX reader and writer (item import and export) unzip and zip large files in a blob: worker.
        'worker-src': ["'self'", 'blob:'],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });
  await app.register(fastifyCookie);
  // Rate limits are opted into per route (sign-in, password reset); the rest are guarded by auth.
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'too_many_requests',
      message: `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  app.decorateRequest('user', null);
  const requestLog = registerRequestLog(app, database.db);
  app.decorate('flushRequestLog', requestLog.flush);
  registerErrorHandler(app, (err, request) => {
    void recordSystemEvent(
      database.db,
      {
        level: 'error',
        source: 'http',
        message: err.message,
        context: {
          requestId: request.id,
          method: request.method,
          path: redactUrl(request.url).split('?')[0],
        },
      },
      (failure) => app.log.error({ err: failure }, 'system log row could not be written'),
    );
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.get('/api/health', async () => {
    await database.db.execute('select 1');
    return { status: 'ok', database: database.kind };
  });
  app.get('/api/version', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return readBuildInfo(config.distDir);
  });

  await app.register(async (publicApi) => authRoutes(publicApi, deps), { prefix: '/api/auth' });
  // Storefront connectors: authenticated by the storefront's API key, not a user session.
  await app.register(async (publicApi) => publicIntakeRoutes(publicApi, deps), { prefix: '/api/public' });

  // Everything else under /api needs a valid bearer token.
  const authenticate = createAuthenticate(database.db, tokens);
  await app.register(
    async (api) => {
      api.addHook('onRequest', authenticate);
      openApi.serve(api);
      await api.register(async (scope) => meRoutes(scope, deps));
      await api.register(async (scope) => dashboardRoutes(scope, deps));
      await api.register(async (scope) => accountRoutes(scope, deps));
      await api.register(async (scope) => invitesRoutes(scope, deps));
      await api.register(async (scope) => outboxRoutes(scope, deps));
      await api.register(async (scope) => onboardingRoutes(scope, deps));
      await api.register(async (scope) => storefrontRoutes(scope, deps));
      await api.register(async (scope) => userAdminRoutes(scope, deps));
      await api.register(async (scope) => itemRoutes(scope, deps));
      await api.register(async (scope) => stockScreenRoutes(scope, deps));
      await api.register(async (scope) => packingListRoutes(scope, deps));
      await api.register(async (scope) => shipmentDocumentRoutes(scope, deps));
      await api.register(async (scope) => inboundRoutes(scope, deps));
      await api.register(async (scope) => purchaseOrderRoutes(scope, deps));
      await api.register(async (scope) => orderRoutes(scope, deps));
      await api.register(async (scope) => returnRoutes(scope, deps));
      await api.register(async (scope) => communicationsRoutes(scope, deps));
      await api.register(async (scope) => hubRoutes(scope, deps));
      await api.register(async (scope) => {
        for (const resource of resources) registerResource(scope, resource, deps);
      });
    },
    { prefix: '/api' },
  );

  registerHubServer(app, {
    hub,
    db: database.db,
    tokens,
    tickets: new HubTickets(database.db),
    publicUrl: config.publicUrl,
  });
  registerHoldExpiry(app, deps);
  await registerSpa(app, config.distDir);
  return app;
}
