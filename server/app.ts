/**
 * Builds the Fastify instance: plugins in order (security headers, cookies, errors), then the app's
 * own parts (auth guard, routes), then the SPA. Tests build it the same way and call `inject`.
 */
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { accountRoutes } from './auth/account.routes';
import { authRoutes } from './auth/auth.routes';
import { createAuthenticate } from './auth/guard';
import {
  assertRouteDeclaresAccess,
  declareSubtreeAccess,
  enforceRouteAccess,
  routeAccessTable,
  type RouteAccessEntry,
} from './auth/policy';
import { invitesRoutes } from './auth/invites.routes';
import { outboxRoutes } from './auth/outbox.routes';
import { TokenService } from './auth/tokens';
import { ShiftableClock, systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { AppDeps } from './context';
import type { Database } from './db/client';
import { recordSystemEvent, registerRequestLog } from './audit/request-log';
import { registerInputGuards } from './http/input-guards';
import { warnWhenProxiedUntrusted } from './http/proxy-warning';
import { registerErrorHandler } from './http/error-handler';
import { collectOpenApi } from './http/openapi';
import { redactError, redactUrl } from './http/redact';
import { readBuildInfo, registerSpa } from './http/spa';
import { registerJobs } from './jobs';
import { createMailer, type Mailer } from './mail/mailer';
import { DomainEvents } from './events/domain-events';
import { billingRoutes } from './modules/billing/billing.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { createHubBus } from './hub/event-bus';
import { HubService } from './hub/hub';
import { hubRoutes } from './hub/hub.routes';
import { registerHubServer } from './hub/hub-server';
import { HubTickets } from './hub/hub-tickets';
import { registerCommunicationsHub } from './modules/communications/communications.hub';
import { communicationsRoutes } from './modules/communications/communications.routes';
import { automationRoutes, registerAutomationCause } from './modules/automations/automations.routes';
import { docsRoutes } from './modules/docs/docs.routes';
import { ticketRoutes } from './modules/support/tickets.routes';
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
import { outboundDocumentRoutes } from './modules/outbound/outbound-documents.routes';
import { outboundRoutes } from './modules/outbound/outbound.routes';
import { manufacturingRoutes } from './modules/manufacturing/manufacturing.routes';
import { orderSimulationRoutes } from './modules/order-simulation/order-simulation.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { virtualOrderRoutes } from './modules/virtual-orders/virtual-orders.routes';
import { shippingToolRoutes } from './modules/shipping-tool/shipping-tool.routes';
import { wmsSyncRoutes } from './modules/wms-sync/wms-sync.routes';
import { operationsReportRoutes } from './modules/reports/operations-reports.routes';
import { generatedReportRoutes } from './modules/generated-reports/generated-reports.routes';
import { salesReportRoutes } from './modules/reports/sales-reports.routes';
import { publicIntakeRoutes } from './modules/orders/public-intake.routes';
import { testControlRoutes } from './modules/test-controls/test-controls.routes';
import { userAdminRoutes } from './modules/users/user-admin.routes';
import { registerResource } from './resources/engine';
import { resources } from './resources';

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the buffered API-log rows now (tests, shutdown). */
    flushRequestLog: () => Promise<void>;
    /** The declared access of every /api route (the generated authorization test walks it). */
    routeAccess: () => RouteAccessEntry[];
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  mailer?: Mailer;
  events?: DomainEvents;
  /** The clock services record time by (tests pass a fixed or moving one); the system clock otherwise. */
  clock?: Clock;
}

function loggerOptions(level: string): FastifyServerOptions['logger'] {
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
      err: redactError,
    },
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    requestIdHeader: false,
    // A hop count believes that many proxies from the server's side (Fastify's own reading of a
    // number, spelled as a function because its types accept none); a list believes only those.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : (config.trustProxy ?? false),
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
  const clock = options.clock ?? systemClock;
  // Test-only: billing on a clock that POST /api/test/billing-clock moves forward; never in production.
  if (config.testControls && config.production)
    app.log.warn('DOCKHAND_TEST_CONTROLS is ignored when NODE_ENV=production');
  const billingClock = config.testControls && !config.production ? new ShiftableClock(clock) : clock;
  const deps: AppDeps = { config, database, tokens, mailer, events, hub, clock, billingClock };
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
        message: redactError(err).message,
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
    // API answers are per user and change with every write: no browser or proxy keeps them.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
  });
  warnWhenProxiedUntrusted(app, config);
  registerInputGuards(app);

  // Every /api route declares its access (server/auth/policy.ts); one hook signs in and enforces it.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.addHook('onReady', async () => routes.forEach(assertRouteDeclaresAccess));
  app.decorate('routeAccess', () => routeAccessTable(routes));
  app.addHook('onRequest', enforceRouteAccess(createAuthenticate(database.db, tokens)));
  // An API call a webhook's receiver makes back marks what it causes (the automations' loop guard).
  registerAutomationCause(app);

  app.get('/api/health', { config: { access: 'public' } }, async () => {
    await database.db.execute('select 1');
    return { status: 'ok', database: database.kind };
  });
  app.get('/api/version', { config: { access: 'public' } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return readBuildInfo(config.distDir);
  });

  // Sign-in and the storefront connectors' intake (authenticated by the storefront's API key) are public.
  await app.register(
    async (api) => {
      declareSubtreeAccess(api, 'public');
      await authRoutes(api, deps);
    },
    { prefix: '/api/auth' },
  );
  await app.register(
    async (api) => {
      declareSubtreeAccess(api, 'public');
      await publicIntakeRoutes(api, deps);
    },
    { prefix: '/api/public' },
  );

  await app.register(
    async (api) => {
      openApi.serve(api);
      for (const moduleRoutes of [
        meRoutes,
        dashboardRoutes,
        accountRoutes,
        invitesRoutes,
        outboxRoutes,
        onboardingRoutes,
        storefrontRoutes,
        userAdminRoutes,
        itemRoutes,
        stockScreenRoutes,
        packingListRoutes,
        shipmentDocumentRoutes,
        inboundRoutes,
        purchaseOrderRoutes,
        orderRoutes,
        outboundRoutes,
        outboundDocumentRoutes,
        returnRoutes,
        manufacturingRoutes,
        orderSimulationRoutes,
        checkoutRoutes,
        virtualOrderRoutes,
        shippingToolRoutes,
        wmsSyncRoutes,
        operationsReportRoutes,
        generatedReportRoutes,
        salesReportRoutes,
        billingRoutes,
        communicationsRoutes,
        docsRoutes,
        ticketRoutes,
        automationRoutes,
        hubRoutes,
      ]) {
        await api.register(async (scope) => moduleRoutes(scope, deps));
      }
      await api.register(async (scope) => {
        for (const resource of resources) registerResource(scope, resource, deps);
      });
      if (billingClock instanceof ShiftableClock)
        await api.register(async (scope) => testControlRoutes(scope, billingClock));
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
  registerJobs(app, deps);
  await registerSpa(app, config.distDir);
  return app;
}
