/**
 * Channels under /api/communications: my channels with unread counts, the people I can message,
 * direct and group channels, a channel with its members, joining, leaving and adding members, and
 * the channels of a purchase order and of a support ticket. Anyone signed in may use their own
 * channels; a channel one is not a member of answers 404.
 */
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import {
  addMembersSchema,
  directChannelSchema,
  groupChannelSchema,
} from '../../../src/domain/communications';
import { optionalText } from '../../../src/domain/resources/fields';
import { currentUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { validateBody } from '../../http/errors';
import { channelDetail, listChannels } from './channel-summaries.queries';
import { idOf, type Communications } from './communications.service';
import { findPeople } from './people.queries';
import { unreadFor } from './unread.queries';

const peopleQuery = yup.object({ search: optionalText('Search', 100) });
const channelId = (params: unknown) => idOf((params as { id?: string }).id);

export async function channelRoutes(app: FastifyInstance, db: Db, comms: Communications) {
  app.get(
    '/channels',
    { schema: { summary: 'My channels with unread counts and their last message' } },
    (request) => listChannels(db, currentUser(request)),
  );

  app.get(
    '/unread-counts',
    { schema: { summary: 'My unread message counts, per channel and in total' } },
    async (request) => {
      const user = currentUser(request);
      return (await unreadFor(db, [user])).get(user.id);
    },
  );

  app.get(
    '/people',
    { schema: { summary: 'The users I can message, add to a group or mention' } },
    async (request) => {
      const { search } = await validateBody(peopleQuery, request.query ?? {});
      return { items: await findPeople(db, currentUser(request), search ?? '') };
    },
  );

  app.get('/channels/joinable', { schema: { summary: 'Open groups I can join' } }, (request) =>
    comms.membership.joinable(currentUser(request)),
  );

  const directSummary = 'Open my direct channel with a user (one per pair: asking again answers it)';
  app.post('/channels/direct', { schema: { summary: directSummary } }, async (request, reply) => {
    const { userId } = await validateBody(directChannelSchema, request.body);
    const { channel, created } = await comms.membership.direct(currentUser(request), userId);
    return reply.status(created ? 201 : 200).send(channel);
  });

  app.post(
    '/channels/group',
    { schema: { summary: 'Create a group channel with members' } },
    async (request, reply) => {
      const input = await validateBody(groupChannelSchema, request.body);
      return reply.status(201).send(await comms.membership.group(currentUser(request), input));
    },
  );

  app.get('/channels/:id', { schema: { summary: 'A channel of mine with its members' } }, (request) =>
    channelDetail(db, currentUser(request), channelId(request.params)),
  );

  app.post('/channels/:id/join', { schema: { summary: 'Join an open group' } }, (request) =>
    comms.membership.join(currentUser(request), channelId(request.params)),
  );

  app.post(
    '/channels/:id/leave',
    { schema: { summary: 'Leave a group or a document’s channel' } },
    (request) => comms.membership.leave(currentUser(request), channelId(request.params)),
  );

  app.post('/channels/:id/members', { schema: { summary: 'Add members to a group' } }, async (request) => {
    const id = channelId(request.params);
    const { userIds } = await validateBody(addMembersSchema, request.body);
    return comms.membership.addMembers(currentUser(request), id, userIds);
  });

  // A document's channel is created by whoever opens it first; GET opens it too, so a link works.
  const poSummary = 'Open the internal channel of a purchase order (created on first open)';
  const ticketSummary = 'Open the channel of a support ticket (created on first open)';
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/purchase-orders/:id/channel',
      schema: { summary: poSummary },
      handler: (request) =>
        comms.documents.purchaseOrder(
          currentUser(request),
          idOf((request.params as { id?: string }).id, 'Purchase order'),
        ),
    });
    app.route({
      method,
      url: '/tickets/:id/channel',
      schema: { summary: ticketSummary },
      handler: (request) =>
        comms.documents.ticket(currentUser(request), idOf((request.params as { id?: string }).id, 'Ticket')),
    });
  }
}
