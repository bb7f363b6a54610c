/** The Communications Center's calls, under /api/communications (channels.routes.ts, messages.routes.ts). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { channelRoutes } from './channels.routes';
import { createCommunications } from './communications';
import { messageRoutes } from './messages.routes';

export async function communicationsRoutes(app: FastifyInstance, deps: AppDeps) {
  const comms = createCommunications(deps, app.log);
  await app.register(
    async (scope) => {
      await channelRoutes(scope, deps.database.db, comms);
      await messageRoutes(scope, comms);
    },
    { prefix: '/communications' },
  );
}
