/**
 * The Communications Center's calls, under /api/communications (channels.routes.ts, messages.routes.ts):
 * anyone signed in uses their own channels (a channel of others answers 404); the document channels
 * check the document's permission in their service.
 */
import type { FastifyInstance } from 'fastify';
import { declareSubtreeAccess, signedIn } from '../../auth/policy';
import type { AppDeps } from '../../context';
import { channelRoutes } from './channels.routes';
import { createCommunications } from './communications.service';
import { messageRoutes } from './messages.routes';

export async function communicationsRoutes(app: FastifyInstance, deps: AppDeps) {
  const comms = createCommunications(deps, app.log);
  await app.register(
    async (scope) => {
      declareSubtreeAccess(scope, signedIn);
      await channelRoutes(scope, deps.database.db, comms);
      await messageRoutes(scope, comms);
    },
    { prefix: '/communications' },
  );
}
