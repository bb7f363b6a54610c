/**
 * Automation calls beyond the resource engine's CRUD of /api/automations and the log's list at
 * /api/automations/content (server/resources/declarations/automation.ts), paths in
 * src/domain/automation-runs.ts:
 * - GET /events?type=: recent real events in the user's scope, to dry-run with;
 * - POST /{id}/dry-run {eventId?, draft?}: who would receive what; writes and sends nothing;
 * - GET /{id}/webhook-secret, POST /{id}/rotate-secret: the endpoint's key (api.webhookAutomation);
 * - POST /content/{id}/retry: a Failed run sent again (refused otherwise).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTOMATION_RETRY_PERMISSIONS } from '../../../src/domain/automation-runs';
import { automationsContract } from '../../../src/domain/contracts/automations';
import { WEBHOOK_AUTOMATION_PERMISSION } from '../../../src/domain/resources/automation.schema';
import { currentUser } from '../../auth/guard';
import { requireAny } from '../../auth/policy';
import type { AppDeps } from '../../context';
import { recordIdOf } from '../../http/step-request';
import {
  dryRun,
  recentEvents,
  retryRun,
  revealSecret,
  rotateSecret,
  type AutomationCtx,
} from './automation-actions.service';
import { registerAutomationCause } from './automation-cause.http';

const base = automationsContract.base.replace(/^\/api/, '');
const triggers = automationsContract.permissions.edit;

export async function automationRoutes(app: FastifyInstance, deps: AppDeps) {
  const ctx = (request: FastifyRequest): AutomationCtx => ({
    db: deps.database.db,
    clock: deps.clock,
    user: currentUser(request),
  });
  const webhookAccess = (request: FastifyRequest) => {
    requireAny(currentUser(request), [WEBHOOK_AUTOMATION_PERMISSION]);
    return ctx(request);
  };

  app.get(
    `${base}/events`,
    { config: { access: triggers }, schema: { summary: 'Recent events automations answer (?type=&limit=)' } },
    (request) => recentEvents(ctx(request), request.query),
  );
  app.post(
    `${base}/:id/dry-run`,
    {
      config: { access: triggers },
      schema: { summary: 'What the automation would send for an event {eventId?, draft?}; sends nothing' },
    },
    (request) => dryRun(ctx(request), recordIdOf(request), request.body),
  );
  app.get(
    `${base}/:id/webhook-secret`,
    { config: { access: triggers }, schema: { summary: 'The webhook endpoint’s signing secret' } },
    (request) => revealSecret(webhookAccess(request), recordIdOf(request)),
  );
  app.post(
    `${base}/:id/rotate-secret`,
    { config: { access: triggers }, schema: { summary: 'A new signing secret for the webhook endpoint' } },
    (request) => rotateSecret(webhookAccess(request), recordIdOf(request)),
  );
  app.post(
    `${base}/content/:id/retry`,
    {
      config: { access: AUTOMATION_RETRY_PERMISSIONS },
      schema: { summary: 'Sends a failed automation run again' },
    },
    (request) => retryRun(ctx(request), recordIdOf(request)),
  );
}

export { registerAutomationCause };
