import type { FastifyInstance } from 'fastify';
import { ONBOARDING_STATUS_BASE } from '../../../src/domain/onboarding';
import type { AppDeps } from '../../context';
import { currentUser } from '../../auth/guard';
import { listOnboardingStatus, parseOnboardingQuery } from './onboarding.service';
import { withRole } from '../../auth/policy';

/**
 * Who may see onboarding progress: staff who see clients, and brand users, who see their own vendors'
 * (the list is limited to the user's accessVendorIds like every vendor-scoped read).
 */
const onboardingViewers = ['clients.view', 'clients.manage', withRole('vendor')];

/** POST /api/admin/onboardingStatus/listItems: a list-shaped read with `counts` and `statuses` beside the page. */
export async function onboardingRoutes(app: FastifyInstance, { database: { db } }: AppDeps) {
  const base = ONBOARDING_STATUS_BASE.replace(/^\/api/, '');
  const summary = 'List vendors with their onboarding stage, and the counts per stage';
  app.post(
    `${base}/listItems`,
    { config: { access: onboardingViewers }, schema: { summary } },
    async (request) => listOnboardingStatus(db, currentUser(request), parseOnboardingQuery(request.body)),
  );
}
