/**
 * The order returns base's own calls (/api/common/orderReturns; the engine serves list and get):
 * add (a return with its label, for a shipped order), edit (notes), delete (never), the label and
 * confirm actions of DESIGN.md §6, the label PDF, and what an order can still return. Writes that
 * make or move something take an Idempotency-Key header.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { labelFileName } from '../../../src/domain/order-return';
import {
  returnConfirmSchema,
  returnEditSchema,
  returnLabelSchema,
  returnRelabelSchema,
} from '../../../src/domain/resources/order-return.schema';
import type { AppDeps } from '../../context';
import { currentUser } from '../../auth/guard';
import { forbidden, validateBody } from '../../http/errors';
import { idempotencyKeyOf } from '../../http/idempotency';
import { orderReturnResource } from '../../resources/declarations/outbound';
import { parseId } from '../../resources/engine';
import { confirmReturn } from './return-confirm.service';
import { returnLabelDocument } from './return-label-document.queries';
import { createReturn, relabelReturn } from './return-label.service';
import { editReturnNotes } from './return-notes.service';
import { returnableOrder } from './returnable.service';

const base = orderReturnResource.base.replace(/^\/api/, '');
const { permissions } = orderReturnResource;
const CONFIRM = ['orders.returns.confirm'];
const CREATE_LABEL = permissions.create;

const idOf = (raw: unknown) => parseId(orderReturnResource, raw) as number;
const paramId = (request: FastifyRequest, name = 'id') =>
  idOf((request.params as Record<string, string>)[name]);
const bodyOf = (body: unknown) =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

export async function returnRoutes(app: FastifyInstance, { database: { db }, events }: AppDeps) {
  app.post(base, { config: { access: permissions.create } }, async (request, reply) => {
    const user = currentUser(request);
    const input = await validateBody(returnLabelSchema, request.body);
    const created = await createReturn(db, events, user, input, idempotencyKeyOf(request));
    return reply.status(201).send(created);
  });

  app.post(`${base}/edit`, { config: { access: permissions.edit } }, async (request) => {
    const user = currentUser(request);
    const body = bodyOf(request.body);
    const id = idOf(body.id);
    const { notes } = await validateBody(returnEditSchema, request.body);
    return editReturnNotes(db, user, id, body.version, notes);
  });

  app.delete(
    `${base}/:id`,
    {
      config: { access: permissions.delete },
      schema: { summary: 'Returns are stock documents and are never deleted (403)' },
    },
    async () => {
      throw forbidden('A return is a stock document; it is never deleted.');
    },
  );

  app.get(
    `${base}/returnable/:orderId`,
    {
      config: { access: CREATE_LABEL },
      schema: { summary: 'A shipped order’s lines with what each can still return' },
    },
    async (request) => {
      const user = currentUser(request);
      return returnableOrder(db, user, paramId(request, 'orderId'));
    },
  );

  app.post(
    `${base}/:id/label`,
    {
      config: { access: CREATE_LABEL },
      schema: { summary: 'Re-issue a return’s label with another carrier or service' },
    },
    async (request) => {
      const user = currentUser(request);
      const id = paramId(request);
      const input = await validateBody(returnRelabelSchema, request.body);
      return relabelReturn(db, events, user, id, input);
    },
  );

  app.get(
    `${base}/:id/label.pdf`,
    {
      config: { access: permissions.view },
      schema: { summary: 'The return label as a printable PDF, with the RMA barcode' },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { pdf, rma } = await returnLabelDocument(db, user, paramId(request));
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `inline; filename="${labelFileName(rma)}"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    `${base}/:id/confirm`,
    {
      config: { access: CONFIRM },
      schema: { summary: 'Receive a return: restock or write off as damaged, per line' },
    },
    async (request) => {
      const user = currentUser(request);
      const id = paramId(request);
      const receipt = await validateBody(returnConfirmSchema, request.body);
      return confirmReturn(db, events, user, id, receipt, idempotencyKeyOf(request));
    },
  );
}
