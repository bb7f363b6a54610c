import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppDeps } from '../../context';
import { listMyProjects, listMyVendors, listMyWarehouses, loadMyMain } from './me.service';
import { signedIn } from '../../auth/policy';

/** GET /api/myMain, /api/myprojects (a plain array), /api/myvendors, /api/mywarehouses. */
export async function meRoutes(app: FastifyInstance, { database: { db } }: AppDeps) {
  const summary = (text: string) => ({ config: { access: signedIn }, schema: { summary: text } });
  app.get('/myMain', summary("The signed-in user's start data"), (request) =>
    loadMyMain(db, currentUser(request)),
  );
  app.get('/myprojects', summary('The storefronts the user may see (a plain array)'), (request) =>
    listMyProjects(db, currentUser(request)),
  );
  app.get('/myvendors', summary('The vendors the user may see'), (request) =>
    listMyVendors(db, currentUser(request)),
  );
  app.get('/mywarehouses', summary('The warehouses the user may see'), (request) =>
    listMyWarehouses(db, currentUser(request)),
  );
}
