/** POST /api/invites (permission teams.invite): invites a new user by e-mail. */
import type { FastifyInstance } from 'fastify';
import { inviteSchema } from '../../src/domain/auth.schema';
import type { AppDeps } from '../context';
import { validateBody } from '../http/errors';
import { currentUser } from './guard';
import { inviteUser } from './invites.service';
import { vendorSetupUpdated } from '../events/domain-events';

export async function invitesRoutes(app: FastifyInstance, deps: AppDeps) {
  app.post('/invites', { config: { access: ['teams.invite'] } }, async (request, reply) => {
    const input = await validateBody(inviteSchema, request.body);
    const invited = await inviteUser(deps, currentUser(request), input, new Date(), request.log);
    // A vendor's onboarding checklist counts its invited contacts and brand users (issue 21).
    for (const vendorId of input.accessVendorIds ?? []) deps.events.publish(vendorSetupUpdated({ vendorId }));
    return reply.status(201).send(invited);
  });
}
