/**
 * POST /api/hub/ticket: a single-use ticket for the live hub, valid 30 s, for the signed-in user's
 * session. The browser's accessTokenFactory fetches one for negotiate and one for the WebSocket URL.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../context';
import { currentUser } from '../auth/guard';
import { signedIn } from '../auth/policy';
import { HubTickets } from './hub-tickets';

export async function hubRoutes(app: FastifyInstance, { database: { db } }: AppDeps) {
  const tickets = new HubTickets(db);
  app.post(
    '/hub/ticket',
    {
      config: { access: signedIn },
      schema: { summary: 'A single-use ticket (30 s) for connecting to the live hub at /notifications' },
    },
    async (request, reply) => {
      const user = currentUser(request);
      reply.header('Cache-Control', 'no-store');
      const { ticket, expiresAt } = await tickets.mint({ userId: user.id, sessionId: user.sessionId });
      return { ticket, expiresAt: expiresAt.toISOString() };
    },
  );
}
