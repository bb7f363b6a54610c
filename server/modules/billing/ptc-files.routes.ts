/**
 * PTC (pass-through cost) files beyond the resource engine's list and read (server/resources/
 * declarations/billing.ts), under /api/common/ptcFiles: the preview of a sheet's rows (checked and
 * priced, nothing written), its import (the sheet, the file's row and one charge per row, all or
 * nothing) and the stored sheet's download. The vendor of each must be in the user's scope (404
 * otherwise, as a missing one).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ptcFilesContract, ptcImportPermissions } from '../../../src/domain/contracts/ptc-files';
import { currentUser } from '../../auth/guard';
import type { AppDeps } from '../../context';
import { notFound } from '../../http/errors';
import { sendBillingFile } from './billing-files.service';
import { findPtcFile, importSheet, previewSheet } from './ptc-import.service';

const base = ptcFilesContract.base.replace(/^\/api/, '');
const { permissions } = ptcFilesContract;
const doc = (summary: string) => ({ summary, tags: ['PTC files'] });

const idOf = (request: FastifyRequest) => {
  const id = Number((request.params as { id: string }).id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound('PTC file');
  return id;
};

export async function ptcFileRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;

  app.post(
    `${base}/preview`,
    {
      config: { access: ptcImportPermissions },
      schema: doc(
        'Check and price the rows of a PTC sheet for a vendor (`{ vendorId, rows }`): each row with its charge or its errors per column; writes nothing',
      ),
    },
    (request) => previewSheet(db, currentUser(request), request.body, deps.clock.now()),
  );

  app.post(
    `${base}/import`,
    {
      config: { access: ptcImportPermissions },
      schema: doc(
        'Import a PTC sheet: the file kept, the PTC file and one pass-through charge per row, all or nothing (400 per cell, `rows[i].column`)',
      ),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const file = await importSheet(db, user, request.body, deps.clock.now());
      deps.events.publish({ type: 'BillingEntriesUpdated', vendorId: file.vendorId });
      return reply.status(201).send(file);
    },
  );

  app.get(
    `${base}/:id/file`,
    { config: { access: permissions.view }, schema: doc('The PTC file’s sheet, as it was uploaded') },
    async (request, reply) => {
      const file = await findPtcFile(db, currentUser(request), idOf(request));
      return sendBillingFile(reply, db, file.fileId);
    },
  );
}
