/**
 * Activity rate-card versions under /api/common/activityRateCards/{id}/versions (the card itself is the
 * engine's): list, new draft, edit and delete a draft, publish, what-if. billing.rateCards throughout.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { activityRateCardsContract } from '../../../src/domain/contracts/activity-rate-cards';
import { currentUser } from '../../auth/guard';
import type { AppDeps } from '../../context';
import { notFound } from '../../http/errors';
import { recordIdOf } from '../../http/step-request';
import {
  createDraft,
  deleteDraft,
  listVersions,
  publishDraft,
  updateDraft,
  whatIf,
  type VersionContext,
} from './rate-card-versions.service';

const base = `${activityRateCardsContract.base.replace(/^\/api/, '')}/:id/versions`;
const { permissions } = activityRateCardsContract;

const versionIdOf = (request: FastifyRequest) => {
  const id = Number((request.params as { versionId: string }).versionId);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound('Rate card version');
  return id;
};

export async function rateCardVersionRoutes(app: FastifyInstance, deps: AppDeps) {
  const ctx = (request: FastifyRequest): VersionContext => ({
    db: deps.database.db,
    user: currentUser(request),
    clock: deps.clock,
    events: deps.events,
  });

  app.get(base, { config: { access: permissions.view } }, (request) =>
    listVersions(ctx(request), recordIdOf(request)),
  );

  app.post(base, { config: { access: permissions.create } }, async (request, reply) =>
    reply.status(201).send(await createDraft(ctx(request), recordIdOf(request), request.body)),
  );

  app.put(`${base}/:versionId`, { config: { access: permissions.edit } }, (request) =>
    updateDraft(ctx(request), recordIdOf(request), versionIdOf(request), request.body),
  );

  app.delete(`${base}/:versionId`, { config: { access: permissions.edit } }, async (request, reply) => {
    await deleteDraft(ctx(request), recordIdOf(request), versionIdOf(request));
    return reply.status(204).send();
  });

  app.post(`${base}/:versionId/publish`, { config: { access: permissions.edit } }, (request) =>
    publishDraft(ctx(request), recordIdOf(request), versionIdOf(request), request.body),
  );

  app.post(`${base}/:versionId/what-if`, { config: { access: permissions.view } }, (request) =>
    whatIf(ctx(request), recordIdOf(request), versionIdOf(request), request.body),
  );
}
