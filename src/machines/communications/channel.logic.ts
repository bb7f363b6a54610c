/**
 * The open channel's pure rules: messages merged by id (a message arriving live and again in a
 * catch-up page shows once, in id order), member updates applied in one go, typing notices lapsing.
 */
import type { ChannelMember, ChannelMessage, MessageLink, MessagePage } from '../../domain/communications';
import type {
  ChannelContext,
  ChannelInput,
  MemberChange,
  OpenedChannel,
  OutboxItem,
  TypingEntry,
} from './channel.types';

/** A typing notice shows this long after the last one (clients re-send about every 2 s while typing). */
const TYPING_SHOWN_MS = 5000;

/** A channel not loaded yet: nothing held, nothing sent, on screen. */
export const initialChannelContext = (input: ChannelInput): ChannelContext => ({
  ...input,
  channel: null,
  messages: [],
  hasOlder: false,
  outbox: [],
  lastReadSent: 0,
  lastTypedAt: 0,
  sendingKey: null,
  isVisible: true,
  error: null,
  olderError: null,
});

/** The channel once opened: messages that arrived live while it loaded stay, merged by id. */
export const openedChannelContext = (
  context: Pick<ChannelContext, 'messages' | 'lastReadSent'>,
  opened: OpenedChannel,
): Pick<ChannelContext, 'channel' | 'messages' | 'hasOlder' | 'lastReadSent' | 'error'> => ({
  channel: opened.channel,
  messages: mergeMessages(opened.page.items, context.messages),
  hasOlder: opened.page.hasMore,
  lastReadSent: Math.max(context.lastReadSent, opened.channel.lastReadMessageId),
  error: null,
});

/** An older page added before the messages held. */
export const withOlderPage = (
  context: Pick<ChannelContext, 'messages'>,
  page: MessagePage,
): Pick<ChannelContext, 'messages' | 'hasOlder' | 'olderError'> => ({
  messages: mergeMessages(context.messages, page.items),
  hasOlder: page.hasMore,
  olderError: null,
});

export const withoutItem = (outbox: readonly OutboxItem[], clientKey: string) =>
  outbox.filter((o) => o.clientKey !== clientKey);

/** The first outbox item waiting to be sent (-1: none). */
export const firstQueued = (context: Pick<ChannelContext, 'outbox'>): number =>
  context.outbox.findIndex((o) => o.status === 'queued');

/** `held` and `incoming` as one list, oldest first, each id once (the incoming copy wins). */
function mergeMessages(
  held: readonly ChannelMessage[],
  incoming: readonly ChannelMessage[],
): ChannelMessage[] {
  if (incoming.length === 0) return held as ChannelMessage[];
  const byId = new Map(held.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Messages arriving (live, sent, caught up): merged by id; the outbox drops what they deliver (by the sender's key). */
export function absorb(
  context: Pick<ChannelContext, 'messages' | 'outbox'>,
  incoming: readonly ChannelMessage[],
): Pick<ChannelContext, 'messages' | 'outbox'> {
  const delivered = new Set(incoming.map((m) => m.clientKey).filter(Boolean));
  return {
    messages: mergeMessages(context.messages, incoming),
    outbox: context.outbox.filter((o) => !delivered.has(o.clientKey)),
  };
}

/** A new outbox item, with the key that makes a resent post count once. */
export const queued = (message: {
  body: string;
  mentions: string[];
  links: Pick<MessageLink, 'type' | 'id'>[];
}): OutboxItem => ({
  clientKey: crypto.randomUUID(),
  body: message.body,
  mentions: message.mentions,
  links: message.links,
  status: 'queued',
  error: null,
});

export const withStatus = (
  outbox: readonly OutboxItem[],
  clientKey: string | null,
  status: OutboxItem['status'],
  error: string | null,
) => outbox.map((o) => (o.clientKey === clientKey ? { ...o, status, error } : o));

export const newestId = (messages: readonly ChannelMessage[]) => messages.at(-1)?.id ?? 0;

export interface MemberState {
  members: ChannelMember[];
  typing: Record<string, TypingEntry>;
  viewing: string[];
}

/** Applies a window's member updates in order; a member who left stops "typing" and viewing. */
export function applyMemberChanges(
  state: MemberState,
  changes: readonly MemberChange[],
  now: number,
): MemberState {
  let { members } = state;
  const typing = { ...state.typing };
  const viewing = new Set(state.viewing);
  for (const change of changes) {
    if (change.kind === 'typed') {
      typing[change.typing.userId] = { name: change.typing.name, until: now + TYPING_SHOWN_MS };
      continue;
    }
    const { update } = change;
    if (update.change === 'viewing') viewing.add(update.userId);
    if (update.change === 'away' || update.change === 'left') {
      viewing.delete(update.userId);
      delete typing[update.userId];
    }
    if (update.members) members = update.members;
  }
  return { members, typing, viewing: [...viewing] };
}

/** The notices still current. */
export function liveTyping(typing: Record<string, TypingEntry>, now: number): Record<string, TypingEntry> {
  return Object.fromEntries(Object.entries(typing).filter(([, entry]) => entry.until > now));
}

/** "Nora is typing…", "Nora and Walt are typing…", "3 people are typing…"; null when nobody is. */
export function typingText(typing: Record<string, TypingEntry>, exceptUserId: string): string | null {
  const names = Object.entries(typing)
    .filter(([id]) => id !== exceptUserId)
    .map(([, entry]) => entry.name.split(' ')[0] || entry.name);
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} is typing…`;
  if (names.length === 2) return `${names[0]} and ${names[1]} are typing…`;
  return `${names.length} people are typing…`;
}
