/**
 * The open channel of the Communications Center: loading (its detail and newest page) → ready, where
 * three things run side by side: loading older pages, sending the outbox in order, and catching up
 * after the live connection came back (fetching what came after the newest id held, merged by id, so
 * no message is missed or shown twice); members, viewers and typists are its child `presence`
 * (presence.machine.ts). Messages arriving live merge at any time, also while loading. Read pings go
 * out while the channel is on screen; typing notices at most every 2 s. Pure: I/O is provided.
 */
import { assign, fromPromise, raise, sendTo, setup } from 'xstate';
import type { ChannelMessage, MessagePage } from '../../domain/communications';
import { messageOf } from '../api-failure';
import {
  absorb,
  firstQueued,
  initialChannelContext,
  newestId,
  openedChannelContext,
  queued,
  withOlderPage,
  withoutItem,
  withStatus,
} from './channel.logic';
import { presenceMachine } from './presence.machine';
import type {
  ChannelContext,
  ChannelEvent,
  ChannelInput,
  OpenedChannel,
  PostInput,
  ReadPing,
} from './channel.types';

const TYPED_REPORT_MS = 2000;
const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

export const channelMachine = setup({
  types: { input: {} as ChannelInput, context: {} as ChannelContext, events: {} as ChannelEvent },
  actors: {
    openChannel: fromPromise<OpenedChannel, { channelId: number }>(notProvided('openChannel')),
    fetchOlder: fromPromise<MessagePage, { channelId: number; before: number }>(notProvided('fetchOlder')),
    catchUp: fromPromise<ChannelMessage[], { channelId: number; after: number }>(notProvided('catchUp')),
    postMessage: fromPromise<ChannelMessage, PostInput>(notProvided('postMessage')),
    presence: presenceMachine,
  },
  actions: {
    // Provided: the hub's CommunicationsLastReadPing (or the REST call) and CommunicationsLastTyped.
    reportRead: (_, _params: ReadPing) => {},
    reportTyping: (_, _params: { channelId: number }) => {},
    storeOpened: assign(({ context }, { opened }: { opened: OpenedChannel }) =>
      openedChannelContext(context, opened),
    ),
    storeOlder: assign(({ context }, { page }: { page: MessagePage }) => withOlderPage(context, page)),
    mergeIncoming: assign(({ context }, { messages }: { messages: ChannelMessage[] }) =>
      absorb(context, messages),
    ),
    enqueue: assign(({ context, event }) =>
      event.type === 'message.send' ? { outbox: [...context.outbox, queued(event)] } : {},
    ),
    requeue: assign(({ context, event }) =>
      event.type === 'message.retry'
        ? { outbox: withStatus(context.outbox, event.clientKey, 'queued', null) }
        : {},
    ),
    discard: assign(({ context, event }) =>
      event.type === 'message.discard' ? { outbox: withoutItem(context.outbox, event.clientKey) } : {},
    ),
    markFailed: assign(({ context }, { error }: { error: unknown }) => ({
      outbox: withStatus(context.outbox, context.sendingKey, 'failed', messageOf(error)),
    })),
    noteTyped: assign({ lastTypedAt: () => Date.now() }),
    storeVisibility: assign(({ event }) =>
      event.type === 'view.visibility' ? { isVisible: event.visible } : {},
    ),
    noteReadSent: assign(({ context }) => ({ lastReadSent: newestId(context.messages) })),
    noteSending: assign(({ context }) => ({
      sendingKey: context.outbox[firstQueued(context)]?.clientKey ?? null,
    })),
    /** Asks whether a read ping is due (handled by `read.check` below, where guards are known). */
    checkRead: raise({ type: 'read.check' }),
    toPresence: sendTo('presence', ({ event }) => event),
    storeError: assign((_, { error }: { error: unknown }) => ({ error: messageOf(error) })),
    storeOlderError: assign((_, { error }: { error: unknown }) => ({ olderError: messageOf(error) })),
  },
  guards: {
    hasOlder: ({ context }) => context.hasOlder && context.messages.length > 0,
    hasQueued: ({ context }) => firstQueued(context) >= 0,
    isThisChannel: ({ context, event }) =>
      event.type === 'message.received' && event.message.channelId === context.channelId,
    hasUnreadOnScreen: ({ context }) =>
      context.isVisible && context.channel !== null && newestId(context.messages) > context.lastReadSent,
    mayReportTyping: ({ context }) => Date.now() - context.lastTypedAt >= TYPED_REPORT_MS,
  },
  delays: { catchUpRetry: 2000 },
}).createMachine({
  id: 'communicationsChannel',
  context: ({ input }) => initialChannelContext(input),
  initial: 'loading',
  on: {
    'message.received': {
      guard: 'isThisChannel',
      actions: [
        { type: 'mergeIncoming', params: ({ event }) => ({ messages: [event.message] }) },
        'checkRead',
      ],
    },
    'view.visibility': { actions: ['storeVisibility', 'checkRead'] },
    'message.send': { actions: 'enqueue' },
    // The newest message read while the channel is on screen, never the same one twice.
    'read.check': {
      guard: 'hasUnreadOnScreen',
      actions: [
        {
          type: 'reportRead',
          params: ({ context }) => ({ channelId: context.channelId, messageId: newestId(context.messages) }),
        },
        'noteReadSent',
      ],
    },
  },
  states: {
    loading: {
      // The connection came back while loading: what the load saw may already miss messages.
      on: { 'hub.reconnected': { target: 'loading', reenter: true } },
      invoke: {
        src: 'openChannel',
        input: ({ context }) => ({ channelId: context.channelId }),
        onDone: {
          target: 'ready',
          actions: { type: 'storeOpened', params: ({ event }) => ({ opened: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: { on: { 'load.retry': 'loading' } },
    /** No longer a member (left in another tab, or removed): nothing more to show. */
    gone: {},
    ready: {
      type: 'parallel',
      entry: 'checkRead',
      invoke: {
        id: 'presence',
        src: 'presence',
        input: ({ context }) => ({
          channelId: context.channelId,
          userId: context.userId,
          members: context.channel!.members,
        }),
      },
      on: {
        'member.typed': { actions: 'toPresence' },
        'member.updated': { actions: 'toPresence' },
        'presence.removed': '#communicationsChannel.gone',
        // As everywhere, and the author stops "typing".
        'message.received': {
          guard: 'isThisChannel',
          actions: [
            { type: 'mergeIncoming', params: ({ event }) => ({ messages: [event.message] }) },
            'toPresence',
            'checkRead',
          ],
        },
        'message.retry': { actions: 'requeue' },
        'message.discard': { actions: 'discard' },
        'composer.typed': {
          guard: 'mayReportTyping',
          actions: [
            'noteTyped',
            { type: 'reportTyping', params: ({ context }) => ({ channelId: context.channelId }) },
          ],
        },
      },
      states: {
        history: {
          initial: 'idle',
          states: {
            idle: { on: { 'history.loadOlder': { guard: 'hasOlder', target: 'loadingOlder' } } },
            loadingOlder: {
              invoke: {
                src: 'fetchOlder',
                input: ({ context }) => ({ channelId: context.channelId, before: context.messages[0]!.id }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'storeOlder', params: ({ event }) => ({ page: event.output }) },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'storeOlderError', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        outbox: {
          initial: 'idle',
          states: {
            idle: { always: { guard: 'hasQueued', target: 'sending' } },
            sending: {
              entry: 'noteSending',
              invoke: {
                src: 'postMessage',
                input: ({ context }) => ({
                  channelId: context.channelId,
                  item: context.outbox[firstQueued(context)]!,
                }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'mergeIncoming', params: ({ event }) => ({ messages: [event.output] }) },
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'markFailed', params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
          },
        },
        sync: {
          initial: 'live',
          states: {
            live: { on: { 'hub.reconnected': 'catchingUp' } },
            catchingUp: {
              on: { 'hub.reconnected': { target: 'catchingUp', reenter: true } },
              invoke: {
                src: 'catchUp',
                input: ({ context }) => ({ channelId: context.channelId, after: newestId(context.messages) }),
                onDone: {
                  target: 'live',
                  actions: [
                    { type: 'mergeIncoming', params: ({ event }) => ({ messages: event.output }) },
                    'checkRead',
                  ],
                },
                onError: 'waitingToCatchUp',
              },
            },
            waitingToCatchUp: {
              after: { catchUpRetry: 'catchingUp' },
              on: { 'hub.reconnected': 'catchingUp' },
            },
          },
        },
      },
    },
  },
});

export type ChannelMachine = typeof channelMachine;
