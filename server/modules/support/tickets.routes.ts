/**
 * Support tickets beyond the engine's list and read (server/resources/declarations/support.ts), under
 * /api/common/tickets (contract src/domain/contracts/tickets.ts):
 * - POST {base}: open a ticket {form, link?, attachments?} (201); POST {base}/edit: edit it;
 * - POST {base}/{id}/{start|wait-on-client|resolve|close|reopen}: the lifecycle's steps;
 * - GET {base}/{id}/view: the ticket page; GET {base}/by-number/{n}: a ticket's id by its number;
 * - POST {base}/{id}/links, DELETE {base}/{id}/links/{linkId}: linked objects;
 * - POST {base}/{id}/attachments, GET {base}/{id}/attachments/{attachmentId}: files.
 * Every call is about a ticket in the user's scope (404 otherwise, as a missing id).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ticketsContract } from '../../../src/domain/contracts/tickets';
import { TICKET_FILE_MAX_BYTES, TICKET_FILES_MAX } from '../../../src/domain/support/ticket-files';
import { ticketStepLabels, ticketStepPermissions, ticketSteps } from '../../../src/domain/ticket.lifecycle';
import { currentUser } from '../../auth/guard';
import type { AppDeps } from '../../context';
import { notFound } from '../../http/errors';
import { recordIdOf } from '../../http/step-request';
import { sendTicketFile } from './ticket-attachments.service';
import { ticketView } from './ticket-view.queries';
import {
  addTicketFiles,
  addTicketLink,
  createTicket,
  editTicket,
  findTicket,
  removeTicketLink,
  takeTicketStep,
  ticketByNumber,
  type TicketContext,
} from './tickets.service';

const base = ticketsContract.base.replace(/^\/api/, '');
const { permissions } = ticketsContract;
/** Base64 of the largest call: every file at the limit, plus the form. */
const filesBodyLimit = Math.ceil((TICKET_FILE_MAX_BYTES * TICKET_FILES_MAX * 4) / 3) + 256 * 1024;

const positiveInt = (raw: unknown) => {
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n <= 0 || n > 2 ** 31 - 1) throw notFound();
  return n;
};

export async function ticketRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps.database;
  const context = (request: FastifyRequest): TicketContext => ({
    db,
    clock: deps.clock,
    user: currentUser(request),
  });

  app.post(
    base,
    {
      bodyLimit: filesBodyLimit,
      config: { access: permissions.create },
      schema: { summary: 'Opens a support ticket {name, …, link?, attachments?}' },
    },
    async (request, reply) => reply.status(201).send(await createTicket(context(request), request.body)),
  );

  app.post(
    `${base}/edit`,
    {
      config: { access: permissions.edit },
      schema: { summary: 'Edits a ticket; status, assignee and backlog are staff’s' },
    },
    async (request) => editTicket(context(request), request.body),
  );

  // Tickets are never deleted (their numbers are never reused): the generic delete answers 403.
  app.delete(
    `${base}/:id`,
    { config: { access: permissions.delete }, schema: { summary: 'Tickets are not deleted' } },
    async () => {
      throw notFound();
    },
  );

  for (const step of ticketSteps)
    app.post(
      `${base}/:id/${step}`,
      {
        config: { access: ticketStepPermissions[step] },
        schema: { summary: `${ticketStepLabels[step]} (the ticket lifecycle)` },
      },
      async (request) => takeTicketStep(context(request), recordIdOf(request), step, request.body),
    );

  app.get(
    `${base}/:id/view`,
    {
      config: { access: permissions.view },
      schema: { summary: 'The ticket page: links, attachments, history, suggestions' },
    },
    async (request) => ticketView(db, currentUser(request), recordIdOf(request)),
  );

  app.get(
    `${base}/by-number/:number`,
    { config: { access: permissions.view }, schema: { summary: 'A ticket’s id by its number' } },
    async (request) =>
      ticketByNumber(db, currentUser(request), positiveInt((request.params as { number: string }).number)),
  );

  app.post(
    `${base}/:id/links`,
    { config: { access: permissions.edit }, schema: { summary: 'Links an object {link: "order:123"}' } },
    async (request, reply) =>
      reply.status(201).send(await addTicketLink(context(request), recordIdOf(request), request.body)),
  );

  app.delete(
    `${base}/:id/links/:linkId`,
    { config: { access: permissions.edit }, schema: { summary: 'Removes a linked object' } },
    async (request, reply) => {
      await removeTicketLink(
        context(request),
        recordIdOf(request),
        positiveInt((request.params as { linkId: string }).linkId),
      );
      return reply.status(204).send();
    },
  );

  app.post(
    `${base}/:id/attachments`,
    {
      bodyLimit: filesBodyLimit,
      config: { access: permissions.edit },
      schema: { summary: 'Attaches files {attachments: [{fileName, contentBase64}]}' },
    },
    async (request, reply) =>
      reply.status(201).send(await addTicketFiles(context(request), recordIdOf(request), request.body)),
  );

  app.get(
    `${base}/:id/attachments/:attachmentId`,
    { config: { access: permissions.view }, schema: { summary: 'Downloads an attachment' } },
    async (request, reply) => {
      const user = currentUser(request);
      const id = recordIdOf(request);
      // Readable exactly when the ticket is (in scope).
      await findTicket(db, user, id);
      return sendTicketFile(
        reply,
        db,
        id,
        positiveInt((request.params as { attachmentId: string }).attachmentId),
      );
    },
  );
}
