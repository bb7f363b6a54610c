/**
 * Public sign-in routes under /api/auth (no bearer guard): login, refresh, logout, password reset and
 * invitation sign-up. Handlers validate, call a service and shape the answer; the rules live in the
 * services. Bodies are never logged: they hold passwords and tokens.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  forgotPasswordSchema,
  inviteSignupSchema,
  loginSchema,
  refreshTokenSchema,
  resetLinkSchema,
  resetPasswordRequestSchema,
} from '../../src/domain/auth.schema';
import type { AppDeps } from '../context';
import { HttpError, validateBody } from '../http/errors';
import { bearerToken } from './guard';
import { acceptInvite, getOpenInvite } from './invites.service';
import { vendorSetupUpdated } from '../events/domain-events';
import { clearRefreshCookie, presentedRefreshToken, sendLoginResponse } from './login-response';
import {
  checkResetLink,
  FORGOT_PASSWORD_MESSAGE,
  PASSWORD_RESET_MESSAGE,
  requestPasswordReset,
  resetPassword,
} from './password-reset.service';
import { login, logout, refreshSession, sessionExpired, type CallContext } from './session.service';
import { ThrottledError } from './throttle';

const contextOf = (request: FastifyRequest, now: Date): CallContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  now,
});

/** Reset links and invitation ids are secrets: few guesses per address (tokens are 256 bits anyway). */
const linkLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;
  const { config } = deps;

  app.post('/login', async (request, reply) => {
    const input = await validateBody(loginSchema, request.body);
    try {
      const issued = await login(db, input, contextOf(request, deps.clock.now()));
      return await sendLoginResponse(deps, request, reply, issued);
    } catch (err) {
      if (err instanceof ThrottledError) {
        reply.header('Retry-After', String(err.retryAfterSeconds));
      }
      if (err instanceof HttpError) return reply.status(err.statusCode).send(err.toBody());
      throw err;
    }
  });

  app.post('/refresh-token', async (request, reply) => {
    const { token } = await validateBody(refreshTokenSchema, request.body ?? {});
    const presented = presentedRefreshToken(request, token);
    try {
      if (!presented) throw sessionExpired();
      const issued = await refreshSession(db, deps.tokens, presented, deps.clock.now(), (userId) =>
        deps.hub.recheckUsers?.([userId]),
      );
      return await sendLoginResponse(deps, request, reply, issued);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      // A dead refresh token must not be sent again by the browser.
      clearRefreshCookie(reply, config);
      return reply.status(err.statusCode).send(err.toBody());
    }
  });

  app.post('/logout', async (request, reply) => {
    const { token } = await validateBody(refreshTokenSchema, request.body ?? {});
    const bearer = bearerToken(request);
    const claims = bearer ? await deps.tokens.verifyAccessToken(bearer) : null;
    const ended = await logout(
      db,
      { refreshToken: presentedRefreshToken(request, token), sessionId: claims?.sessionId ?? null },
      deps.clock.now(),
    );
    deps.hub.closeSessions?.(ended, 'You signed out.');
    clearRefreshCookie(reply, config);
    return reply.status(204).send();
  });

  app.post(
    '/forgot-password',
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
    async (request) => {
      const input = await validateBody(forgotPasswordSchema, request.body);
      await requestPasswordReset(deps, input, deps.clock.now(), request.log);
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post('/reset-password/check', { config: linkLimit }, async (request) => {
    const input = await validateBody(resetLinkSchema, request.body);
    return checkResetLink(db, input, deps.clock.now());
  });

  app.post('/reset-password', { config: linkLimit }, async (request) => {
    const input = await validateBody(resetPasswordRequestSchema, request.body);
    const userId = await resetPassword(db, input, deps.clock.now());
    // Every session of the user was revoked: their live connections close now.
    deps.hub.recheckUsers?.([userId]);
    return { message: PASSWORD_RESET_MESSAGE };
  });

  app.get<{ Params: { id: string } }>('/invites/:id', { config: linkLimit }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return getOpenInvite(db, request.params.id, deps.clock.now());
  });

  app.post<{ Params: { id: string } }>(
    '/invites/:id/accept',
    { config: linkLimit },
    async (request, reply) => {
      const input = await validateBody(inviteSignupSchema, request.body);
      const issued = await acceptInvite(db, request.params.id, input, contextOf(request, deps.clock.now()));
      // A vendor's onboarding checklist counts its brand users who accepted (issue 21).
      for (const vendorId of issued.user.accessVendorIds ?? [])
        deps.events.publish(vendorSetupUpdated({ vendorId }));
      return sendLoginResponse(deps, request, reply, issued);
    },
  );
}
