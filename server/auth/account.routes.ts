/** The signed-in user's own account, under /api behind the bearer guard: GET/POST /my-account, password. */
import type { FastifyInstance } from 'fastify';
import { changePasswordSchema, myAccountSchema } from '../../src/domain/auth.schema';
import type { AppDeps } from '../context';
import { validateBody } from '../http/errors';
import { changeMyPassword, getMyAccount, PASSWORD_CHANGED_MESSAGE, updateMyAccount } from './account.service';
import { currentUser } from './guard';
import { signedIn } from './policy';

export async function accountRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;
  app.get('/my-account', { config: { access: signedIn } }, (request) =>
    getMyAccount(db, currentUser(request)),
  );

  app.post('/my-account', { config: { access: signedIn } }, async (request) => {
    const input = await validateBody(myAccountSchema, request.body);
    return updateMyAccount(db, currentUser(request), input, new Date());
  });

  // A stolen access token must not become a fast way to guess the current password.
  app.post(
    '/my-account/password',
    { config: { access: signedIn, rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request) => {
      const input = await validateBody(changePasswordSchema, request.body);
      const user = currentUser(request);
      await changeMyPassword(db, user, input, new Date());
      // The user's other sessions were revoked: their live connections close now.
      deps.hub.recheckUsers?.([user.id]);
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  );
}
