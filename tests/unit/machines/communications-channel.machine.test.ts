/**
 * The open channel's machine, without a browser or server: loading, live messages merged by id,
 * older pages, the outbox (a live echo and the post's answer show once; failures kept for a retry),
 * catching up after a reconnect without gaps or doubles, member updates handled 200 ms after the first
 * of a burst, typing notices, and read pings only while the channel is on screen.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { ChannelDetail, ChannelMessage, MessagePage } from '../../../src/domain/communications';
import { typingText } from '../../../src/machines/communications/channel.logic';
import { channelMachine } from '../../../src/machines/communications/channel.machine';
import type { PostInput, ReadPing } from '../../../src/machines/communications/channel.types';
import type { PresenceMachine } from '../../../src/machines/communications/presence.machine';

const ME = 'u-me';
const message = (id: number, extra: Partial<ChannelMessage> = {}): ChannelMessage => ({
  id,
  channelId: 7,
  authorId: 'u-other',
  authorName: 'Walt Hughes',
  body: `m${id}`,
  mentions: [],
  links: [],
  clientKey: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...extra,
});
const member = (userId: string, name: string) => ({
  userId,
  name,
  email: `${userId}@x`,
  joinedAt: '',
  lastReadMessageId: 0,
});
const detail: ChannelDetail = {
  id: 7,
  kind: 'group',
  name: 'Ops',
  isOpen: true,
  purchaseOrderId: null,
  ticketId: null,
  peerId: null,
  memberCount: 2,
  unread: 2,
  lastReadMessageId: 10,
  lastMessage: null,
  updatedAt: '',
  document: null,
  members: [member(ME, 'Me Myself'), member('u-other', 'Walt Hughes')],
};

interface Fakes {
  page?: MessagePage;
  older?: (before: number) => Promise<MessagePage>;
  catchUp?: (after: number) => Promise<ChannelMessage[]>;
  post?: (input: PostInput) => Promise<ChannelMessage>;
}

function start(fakes: Fakes = {}) {
  const reads: ReadPing[] = [];
  const typed: number[] = [];
  const posted: PostInput[] = [];
  const catchUps: number[] = [];
  const actor = createActor(
    channelMachine.provide({
      actors: {
        openChannel: fromPromise(async () => ({
          channel: detail,
          page: fakes.page ?? { items: [message(11), message(12)], hasMore: true },
        })),
        fetchOlder: fromPromise(({ input }) =>
          (fakes.older ?? (async () => ({ items: [], hasMore: false })))(input.before),
        ),
        catchUp: fromPromise(({ input }) => {
          catchUps.push(input.after);
          return (fakes.catchUp ?? (async () => []))(input.after);
        }),
        postMessage: fromPromise(({ input }) => {
          posted.push(input);
          return (
            fakes.post ??
            (async (i: PostInput) =>
              message(100, { authorId: ME, body: i.item.body, clientKey: i.item.clientKey }))
          )(input);
        }),
      },
      actions: {
        reportRead: (_, params) => void reads.push(params),
        reportTyping: (_, params) => void typed.push(params.channelId),
      },
    }),
    { input: { channelId: 7, userId: ME } },
  ).start();
  const ready = () => waitFor(actor, (s) => s.matches('ready'));
  const ids = () => actor.getSnapshot().context.messages.map((m) => m.id);
  // Members, viewers and typists live in the child `presence`.
  const presence = () =>
    (actor.getSnapshot().children.presence as ActorRefFrom<PresenceMachine>).getSnapshot().context;
  return { actor, ready, ids, presence, reads, typed, posted, catchUps };
}

afterEach(() => vi.useRealTimers());

describe('loading and live messages', () => {
  it('opens with the newest page, pings read, and merges live messages by id', async () => {
    const { actor, ready, ids, reads } = start();
    await ready();
    expect(ids()).toEqual([11, 12]);
    expect(reads).toEqual([{ channelId: 7, messageId: 12 }]);
    actor.send({ type: 'message.received', message: message(14) });
    actor.send({ type: 'message.received', message: message(13) });
    actor.send({ type: 'message.received', message: message(14) });
    actor.send({ type: 'message.received', message: message(15, { channelId: 8 }) });
    expect(ids()).toEqual([11, 12, 13, 14]);
    expect(reads.map((r) => r.messageId)).toEqual([12, 14]);
  });

  it('keeps a message that arrives while the channel is still loading', async () => {
    const { actor, ready, ids } = start();
    actor.send({ type: 'message.received', message: message(13) });
    actor.send({ type: 'message.received', message: message(12) });
    await ready();
    expect(ids()).toEqual([11, 12, 13]);
  });

  it('pings read only while the channel is on screen', async () => {
    const { actor, ready, reads } = start();
    await ready();
    actor.send({ type: 'view.visibility', visible: false });
    actor.send({ type: 'message.received', message: message(20) });
    expect(reads.map((r) => r.messageId)).toEqual([12]);
    actor.send({ type: 'view.visibility', visible: true });
    expect(reads.map((r) => r.messageId)).toEqual([12, 20]);
  });

  it('loads older pages before the oldest message held, until there are none', async () => {
    const { actor, ready, ids } = start({
      older: async (before) => ({ items: [message(before - 2), message(before - 1)], hasMore: false }),
    });
    await ready();
    actor.send({ type: 'history.loadOlder' });
    expect(actor.getSnapshot().matches({ ready: { history: 'loadingOlder' } })).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: { history: 'idle' } }));
    expect(ids()).toEqual([9, 10, 11, 12]);
    actor.send({ type: 'history.loadOlder' });
    expect(actor.getSnapshot().matches({ ready: { history: 'idle' } })).toBe(true);
  });
});

describe('sending', () => {
  it('shows a message once, whether its live echo or the post’s answer comes first', async () => {
    let answer!: (m: ChannelMessage) => void;
    const { actor, ready, ids, posted } = start({ post: () => new Promise((resolve) => (answer = resolve)) });
    await ready();
    actor.send({ type: 'message.send', body: 'hello', mentions: [], links: [] });
    expect(actor.getSnapshot().matches({ ready: { outbox: 'sending' } })).toBe(true);
    const { clientKey } = posted[0]!.item;
    expect(actor.getSnapshot().context.outbox).toMatchObject([{ body: 'hello', status: 'queued' }]);
    actor.send({ type: 'message.received', message: message(30, { authorId: ME, clientKey }) });
    expect(actor.getSnapshot().context.outbox).toEqual([]);
    answer(message(30, { authorId: ME, clientKey }));
    await waitFor(actor, (s) => s.matches({ ready: { outbox: 'idle' } }));
    expect(ids()).toEqual([11, 12, 30]);
  });

  it('keeps a failed message for a retry with the same key', async () => {
    let fail = true;
    const { actor, ready, posted } = start({
      post: async (i) => {
        if (fail) throw new Error('Cannot reach the server.');
        return message(31, { authorId: ME, clientKey: i.item.clientKey });
      },
    });
    await ready();
    actor.send({ type: 'message.send', body: 'try me', mentions: [], links: [] });
    await waitFor(actor, (s) => s.context.outbox[0]?.status === 'failed');
    expect(actor.getSnapshot().context.outbox[0]!.error).toBe('Cannot reach the server.');
    fail = false;
    actor.send({ type: 'message.retry', clientKey: posted[0]!.item.clientKey });
    await waitFor(actor, (s) => s.context.outbox.length === 0);
    expect(posted[1]!.item.clientKey).toBe(posted[0]!.item.clientKey);
    expect(actor.getSnapshot().context.messages.at(-1)!.body).toBe('m31');
  });
});

describe('after a reconnect', () => {
  beforeEach(() => vi.useFakeTimers());

  it('fetches what came after the newest id held, merging live messages without doubles', async () => {
    const { actor, ready, ids, catchUps } = start({
      catchUp: async () => [message(13), message(14), message(15)],
    });
    await ready();
    actor.send({ type: 'message.received', message: message(14) });
    actor.send({ type: 'hub.reconnected' });
    expect(actor.getSnapshot().matches({ ready: { sync: 'catchingUp' } })).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: { sync: 'live' } }));
    expect(catchUps).toEqual([14]);
    expect(ids()).toEqual([11, 12, 13, 14, 15]);
  });

  it('tries again 2 s after a failed catch-up', async () => {
    let failures = 1;
    const { actor, ready, ids, catchUps } = start({
      catchUp: async () => {
        if (failures-- > 0) throw new Error('offline');
        return [message(13)];
      },
    });
    await ready();
    actor.send({ type: 'hub.reconnected' });
    await waitFor(actor, (s) => s.matches({ ready: { sync: 'waitingToCatchUp' } }));
    await vi.advanceTimersByTimeAsync(1999);
    expect(catchUps).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await waitFor(actor, (s) => s.matches({ ready: { sync: 'live' } }));
    expect(catchUps).toEqual([12, 12]);
    expect(ids()).toEqual([11, 12, 13]);
  });
});

describe('members and typing', () => {
  beforeEach(() => vi.useFakeTimers());

  it('handles member updates 200 ms after the first of a burst, and lets typing lapse', async () => {
    const { actor, ready, presence } = start();
    await ready();
    const typing = { channelId: 7, userId: 'u-other', name: 'Walt Hughes' };
    actor.send({ type: 'member.typed', typing });
    actor.send({ type: 'member.typed', typing: { channelId: 7, userId: ME, name: 'Me Myself' } });
    actor.send({
      type: 'member.updated',
      update: { channelId: 7, change: 'viewing', userId: 'u-other', name: 'Walt Hughes' },
    });
    await vi.advanceTimersByTimeAsync(199);
    expect(presence().typing).toEqual({});
    await vi.advanceTimersByTimeAsync(1);
    expect(typingText(presence().typing, ME)).toBe('Walt is typing…');
    expect(presence().viewing).toEqual(['u-other']);
    // A message from the typist ends the notice; otherwise it lapses after 5 s.
    actor.send({ type: 'message.received', message: message(13) });
    expect(presence().typing).toEqual({});
    actor.send({ type: 'member.typed', typing });
    await vi.advanceTimersByTimeAsync(200);
    expect(Object.keys(presence().typing)).toEqual(['u-other']);
    // Checked every second: gone at most a second after the 5 s.
    await vi.advanceTimersByTimeAsync(4999);
    expect(Object.keys(presence().typing)).toEqual(['u-other']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(presence().typing).toEqual({});
  });

  it('takes a new member list, and closes when the user is no longer a member', async () => {
    const { actor, ready, presence } = start();
    await ready();
    const members = [...detail.members, member('u-new', 'Nora Quinn')];
    actor.send({
      type: 'member.updated',
      update: { channelId: 7, change: 'added', userId: ME, name: 'Me', members },
    });
    await vi.advanceTimersByTimeAsync(200);
    expect(presence().members.map((m) => m.userId)).toEqual([ME, 'u-other', 'u-new']);
    actor.send({
      type: 'member.updated',
      update: {
        channelId: 7,
        change: 'left',
        userId: ME,
        name: 'Me',
        members: members.filter((m) => m.userId !== ME),
      },
    });
    await vi.advanceTimersByTimeAsync(200);
    expect(actor.getSnapshot().value).toBe('gone');
  });

  it('reports the user’s own typing at most every 2 s', async () => {
    const { actor, ready, typed } = start();
    await ready();
    actor.send({ type: 'composer.typed' });
    actor.send({ type: 'composer.typed' });
    await vi.advanceTimersByTimeAsync(1999);
    actor.send({ type: 'composer.typed' });
    expect(typed).toEqual([7]);
    await vi.advanceTimersByTimeAsync(1);
    actor.send({ type: 'composer.typed' });
    expect(typed).toEqual([7, 7]);
  });
});
