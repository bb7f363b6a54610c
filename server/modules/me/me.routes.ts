import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppDeps } from '../../app';
import { listMyProjects, listMyVendors, listMyWarehouses, loadMyMain } from './me.service';

/** GET /api/myMain, /api/myprojects (a plain array), /api/myvendors, /api/mywarehouses. */
export async function meRoutes(app: FastifyInstance, { database: { db } }: AppDeps) {
  app.get('/myMain', (request) => loadMyMain(db, currentUser(request)));
  app.get('/myprojects', (request) => listMyProjects(db, currentUser(request)));
  app.get('/myvendors', (request) => listMyVendors(db, currentUser(request)));
  app.get('/mywarehouses', (request) => listMyWarehouses(db, currentUser(request)));
}
