/**
 * Who is in the open channel, who has it on screen and who is typing: member updates and typing
 * notices are handled 200 ms after the first of a burst (spec §7: ChannelMemberUpdate "handled after
 * 200 ms"), so a burst applies once; typing notices lapse after 5 s, or when the typist's message
 * arrives. Tells its parent (the channel machine) when the user is no longer a member.
 */
import { assign, sendParent, setup } from 'xstate';
import type {
  ChannelMember,
  ChannelMemberUpdate,
  ChannelMessage,
  UserTyped,
} from '../../domain/communications';
import { applyMemberChanges, liveTyping } from './channel.logic';
import type { MemberChange, TypingEntry } from './channel.types';

export interface PresenceInput {
  channelId: number;
  userId: string;
  members: ChannelMember[];
}

export interface PresenceContext extends PresenceInput {
  typing: Record<string, TypingEntry>;
  /** Members who have the channel open on screen now. */
  viewing: string[];
  /** Updates waiting for the window to close. */
  pending: MemberChange[];
}

export type PresenceEvent =
  | { type: 'member.typed'; typing: UserTyped }
  | { type: 'member.updated'; update: ChannelMemberUpdate }
  /** A message arrived: its author is no longer typing. */
  | { type: 'message.received'; message: ChannelMessage };

export const presenceMachine = setup({
  types: { input: {} as PresenceInput, context: {} as PresenceContext, events: {} as PresenceEvent },
  actions: {
    buffer: assign(({ context, event }) => ({
      pending:
        event.type === 'member.typed'
          ? [...context.pending, { kind: 'typed' as const, typing: event.typing }]
          : event.type === 'member.updated'
            ? [...context.pending, { kind: 'updated' as const, update: event.update }]
            : context.pending,
    })),
    flush: assign(({ context }) => {
      const next = applyMemberChanges(context, context.pending, Date.now());
      return { members: next.members, typing: next.typing, viewing: next.viewing, pending: [] };
    }),
    expireTyping: assign(({ context }) => ({ typing: liveTyping(context.typing, Date.now()) })),
    stopTyping: assign(({ context, event }) => {
      if (event.type !== 'message.received' || !event.message.authorId) return {};
      const typing = { ...context.typing };
      delete typing[event.message.authorId];
      return { typing };
    }),
    tellRemoved: sendParent({ type: 'presence.removed' }),
  },
  guards: {
    isAboutOthers: ({ context, event }) =>
      (event.type === 'member.typed' &&
        event.typing.channelId === context.channelId &&
        event.typing.userId !== context.userId) ||
      (event.type === 'member.updated' && event.update.channelId === context.channelId),
    hasPending: ({ context }) => context.pending.length > 0,
    isTyping: ({ context }) => Object.keys(context.typing).length > 0,
    wouldRemoveUser: ({ context }) => removedBy(context),
  },
  delays: { memberUpdateWindow: 200, typingCheck: 1000 },
}).createMachine({
  id: 'channelPresence',
  context: ({ input }) => ({ ...input, typing: {}, viewing: [], pending: [] }),
  type: 'parallel',
  on: {
    'member.typed': { guard: 'isAboutOthers', actions: 'buffer' },
    'member.updated': { guard: 'isAboutOthers', actions: 'buffer' },
    'message.received': { actions: 'stopTyping' },
  },
  states: {
    updates: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasPending', target: 'collecting' } },
        collecting: {
          after: {
            memberUpdateWindow: [
              { guard: 'wouldRemoveUser', target: 'removed', actions: 'flush' },
              { target: 'idle', actions: 'flush' },
            ],
          },
        },
        removed: { entry: 'tellRemoved' },
      },
    },
    typingClock: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'isTyping', target: 'ticking' } },
        ticking: { after: { typingCheck: { target: 'idle', actions: 'expireTyping' } } },
      },
    },
  },
});

/** Whether the updates waiting would leave the user out of the member list. */
function removedBy(context: PresenceContext): boolean {
  const next = applyMemberChanges(context, context.pending, Date.now());
  return !next.members.some((m) => m.userId === context.userId);
}

export type PresenceMachine = typeof presenceMachine;
