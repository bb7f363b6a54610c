import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../context';
import { currentUser } from '../../auth/guard';
import { dashboardFor, parseDashboardView } from './dashboard.service';
import { signedIn } from '../../auth/policy';

/** GET /api/dashboard?view=orders|warehouse: every signed-in user; the sections follow their permissions. */
export async function dashboardRoutes(app: FastifyInstance, { database: { db } }: AppDeps) {
  const summary =
    "Today's work for the signed-in user's scope: orders by status, holds, to ship today, late, shipped per day, inbound due this week (or, view=warehouse, the warehouse documents)";
  app.get('/dashboard', { config: { access: signedIn }, schema: { summary } }, async (request, reply) => {
    const user = currentUser(request);
    const view = parseDashboardView(request.query, user);
    reply.header('Cache-Control', 'no-store');
    return dashboardFor(db, user, view);
  });
}
