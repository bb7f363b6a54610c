/**
 * The writes of the users base (/api/admin/users; the engine serves its list and get): add, edit,
 * delete (= disable) and enable, under the permission lists of its declaration.
 */
import type { FastifyInstance } from 'fastify';
import { userCreateSchema, userEditSchema } from '../../../src/domain/resources/user.schema';
import type { AppDeps } from '../../context';
import { currentUser } from '../../auth/guard';
import { validateBody } from '../../http/errors';
import { userResource } from '../../resources/declarations/admin';
import { parseId } from '../../resources/engine';
import { UserAdmin } from './user-admin.service';
import { vendorSetupUpdated } from '../../events/domain-events';

const base = userResource.base.replace(/^\/api/, '');
const { permissions } = userResource;

const bodyOf = (body: unknown) =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

export async function userAdminRoutes(app: FastifyInstance, { database: { db }, hub, events }: AppDeps) {
  const admin = new UserAdmin(db, userResource);
  const idOf = (raw: unknown) => parseId(userResource, raw) as string;
  // A vendor's onboarding checklist counts its brand users (issue 21).
  const announce = <T extends { accessVendorIds?: number[] | null }>(saved: T) => {
    for (const vendorId of saved.accessVendorIds ?? []) events.publish(vendorSetupUpdated({ vendorId }));
    return saved;
  };

  app.post(base, { config: { access: permissions.create } }, async (request, reply) => {
    const actor = currentUser(request);
    const input = await validateBody(userCreateSchema, request.body);
    return reply.status(201).send(announce(await admin.create(actor, input)));
  });

  app.post(`${base}/edit`, { config: { access: permissions.edit } }, async (request) => {
    const actor = currentUser(request);
    const body = bodyOf(request.body);
    const id = idOf(body.id);
    const input = await validateBody(userEditSchema, request.body);
    const saved = await admin.edit(actor, id, body.version, input);
    // A new password ended the user's sessions: their live connections end with them. Otherwise
    // their connections take the new permissions and scope at once, not at the next periodic check.
    if (input.newPassword) hub.closeUser(id, 'Your password was changed. Sign in again.');
    else hub.recheckUsers?.([id]);
    return announce(saved);
  });

  const disable = { summary: 'Disable a user (users are never deleted)' };
  app.delete(`${base}/:id`, { config: { access: permissions.delete }, schema: disable }, async (request) => {
    const actor = currentUser(request);
    const id = idOf((request.params as { id: string }).id);
    const saved = await admin.setStatus(actor, id, 'disabled');
    hub.closeUser(id, 'Your account was disabled.');
    return announce(saved);
  });

  const enable = { summary: 'Enable a disabled user' };
  app.post(`${base}/:id/enable`, { config: { access: permissions.edit }, schema: enable }, async (request) =>
    admin
      .setStatus(currentUser(request), idOf((request.params as { id: string }).id), 'active')
      .then(announce),
  );
}
