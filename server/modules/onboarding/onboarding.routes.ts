import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ONBOARDING_STATUS_BASE, onboardingActionSchema } from '../../../src/domain/onboarding';
import { vendorsContract } from '../../../src/domain/contracts/vendors';
import type { AppDeps } from '../../context';
import { currentUser } from '../../auth/guard';
import { validateBody } from '../../http/errors';
import { listOnboardingStatus, parseOnboardingQuery } from './onboarding.service';
import { onboardingDeciders, onboardingViewers } from './onboarding-access.policy';
import {
  actionOf,
  onboardingAction,
  vendorChecklist,
  vendorIdOf,
  vendorInScope,
} from './onboarding-flow.service';
import { onboardingTimeline } from './onboarding-timeline.queries';
import { vendorSetupUpdated } from '../../events/domain-events';

/**
 * POST /api/admin/onboardingStatus/listItems: a list-shaped read with `counts` and `statuses` beside
 * the page. Under /api/common/vendors/{id}/onboarding: GET the vendor's checklist, GET …/timeline, and
 * POST …/{complete|deny}.
 */
export async function onboardingRoutes(app: FastifyInstance, { database: { db }, clock, events }: AppDeps) {
  const ctx = (request: FastifyRequest) => ({ db, user: currentUser(request), now: clock.now() });
  const params = (request: FastifyRequest) => request.params as { id: string; action?: string };

  const base = ONBOARDING_STATUS_BASE.replace(/^\/api/, '');
  const summary = 'List vendors with their onboarding stage and progress, and the counts per stage';
  app.post(
    `${base}/listItems`,
    { config: { access: onboardingViewers }, schema: { summary } },
    async (request) => listOnboardingStatus(ctx(request), parseOnboardingQuery(request.body)),
  );

  const vendor = `${vendorsContract.base.replace(/^\/api/, '')}/:id/onboarding`;
  app.get(
    vendor,
    {
      config: { access: onboardingViewers },
      schema: {
        summary:
          "A vendor's onboarding checklist: each step's state and what is missing (a brand user: its own steps)",
      },
    },
    async (request) => vendorChecklist(ctx(request), vendorIdOf(params(request).id)),
  );
  app.get(
    `${vendor}/timeline`,
    {
      config: { access: vendorsContract.permissions.view },
      schema: { summary: "A vendor's onboarding timeline: its action-log rows in words, newest first" },
    },
    async (request) => {
      const inScope = await vendorInScope(ctx(request), vendorIdOf(params(request).id));
      return onboardingTimeline(db, inScope.id);
    },
  );
  app.post(
    `${vendor}/:action`,
    {
      config: { access: onboardingDeciders },
      schema: {
        summary:
          'Mark a vendor onboarded (complete: every required step done, else 409 with the missing steps) or denied',
      },
    },
    async (request) => {
      const action = actionOf(params(request).action);
      const input = await validateBody(onboardingActionSchema, request.body ?? {});
      const vendorId = vendorIdOf(params(request).id);
      const checklist = await onboardingAction(ctx(request), vendorId, action, input);
      events.publish(vendorSetupUpdated({ vendorId }));
      return checklist;
    },
  );
}
