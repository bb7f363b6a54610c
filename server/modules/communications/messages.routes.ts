/**
 * A channel's messages under /api/communications/channels/{id}: history pages (`before` an id for
 * older ones, `after` an id to catch up), posting, and marking read. Members only (404 otherwise).
 */
import type { FastifyInstance } from 'fastify';
import { historyQuerySchema, markReadSchema, postMessageSchema } from '../../../src/domain/communications';
import { currentUser } from '../../auth/guard';
import { validateBody } from '../../http/errors';
import { idOf, type Communications } from './communications.service';

const channelId = (params: unknown) => idOf((params as { id?: string }).id);

export async function messageRoutes(app: FastifyInstance, comms: Communications) {
  const historySummary =
    'A page of a channel’s messages: the newest, older ones (before) or newer ones (after)';
  app.get('/channels/:id/messages', { schema: { summary: historySummary } }, async (request) => {
    const id = channelId(request.params);
    const query = await validateBody(historyQuerySchema, request.query ?? {});
    return comms.messages.history(currentUser(request), id, query);
  });

  const postSummary = 'Post a message (mentions of members are notified)';
  app.post('/channels/:id/messages', { schema: { summary: postSummary } }, async (request, reply) => {
    const id = channelId(request.params);
    const input = await validateBody(postMessageSchema, request.body);
    const { message, created } = await comms.messages.post(currentUser(request), id, input);
    return reply.status(created ? 201 : 200).send(message);
  });

  const readSummary = 'Mark a channel read up to a message; answers my unread counts';
  app.post('/channels/:id/read', { schema: { summary: readSummary } }, async (request) => {
    const id = channelId(request.params);
    const { messageId } = await validateBody(markReadSchema, request.body);
    return comms.messages.markRead(currentUser(request), id, messageId);
  });
}
