/**
 * A storefront's API keys for the public order intake call, under /api/storefronts/{projectId}/api-keys:
 * list, create (the secret is answered once) and revoke; /api/storefronts/api-keys lists the keys of
 * every storefront in scope, for the API log's key filter.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppDeps } from '../../context';
import { HttpError } from '../../http/errors';
import { vendorSetupUpdated } from '../../events/domain-events';
import { apiLogsContract } from '../../../src/domain/contracts/api-logs';
import { createApiKey, listAllApiKeys, listApiKeys, revokeApiKey } from './storefront-api-keys.service';

const keys = '/storefronts/:projectId/api-keys';

const projectIdOf = (request: FastifyRequest) => {
  const raw = Number((request.params as { projectId: string }).projectId);
  if (!Number.isInteger(raw) || raw < 1) throw new HttpError(404, 'not_found', 'Storefront not found.');
  return raw;
};

export async function storefrontApiKeyRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;

  app.get(
    '/storefronts/api-keys',
    {
      // Key managers, and readers of the API log, which filters and names its rows by key.
      config: { access: ['api.keys', ...apiLogsContract.permissions.view] },
      schema: { summary: 'The API keys of every storefront in scope (names only, never secrets)' },
    },
    async (request) => listAllApiKeys(db, currentUser(request)),
  );

  app.get(
    keys,
    {
      config: { access: ['api.keys'] },
      schema: { summary: "A storefront's API keys for the public order intake call" },
    },
    async (request) => {
      const user = currentUser(request);
      return listApiKeys(db, user, projectIdOf(request));
    },
  );

  app.post(
    keys,
    {
      config: { access: ['api.keys'] },
      schema: { summary: 'Create a storefront API key: the secret is answered once' },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const projectId = projectIdOf(request);
      const created = await createApiKey(db, user, projectId, request.body);
      // The vendor's onboarding checklist counts its storefronts' keys (issue 21).
      deps.events.publish(vendorSetupUpdated({ projectId }));
      return reply.code(201).send(created);
    },
  );

  app.post(
    `${keys}/:keyId/revoke`,
    { config: { access: ['api.keys'] }, schema: { summary: 'Revoke a storefront API key' } },
    async (request) => {
      const user = currentUser(request);
      const keyId = Number((request.params as { keyId: string }).keyId);
      if (!Number.isInteger(keyId) || keyId < 1) throw new HttpError(404, 'not_found', 'API key not found.');
      const projectId = projectIdOf(request);
      const revoked = await revokeApiKey(db, user, projectId, keyId);
      deps.events.publish(vendorSetupUpdated({ projectId }));
      return revoked;
    },
  );
}
